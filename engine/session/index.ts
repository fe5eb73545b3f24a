export {
  createQueryParamStore,
  memoryStorage,
  withoutParams,
  type QueryParamStore,
  type KeyValueStorage,
  type StoredParam,
  type CaptureResult,
} from './queryParamStore';
export { signedInUserElementId, openingAnswersElementId, type OpeningAnswer } from './signedInUserElement';
