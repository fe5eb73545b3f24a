export {
  createQueryParamStore,
  memoryStorage,
  withoutParams,
  type QueryParamStore,
  type KeyValueStorage,
  type StoredParam,
  type CaptureResult,
} from './queryParamStore';
export { signedInUserElementId } from './signedInUserElement';
