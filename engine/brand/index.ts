export { resolveImage, signedOutBanner } from './brandImages';
