export { resolveImage, signedOutBanner } from './brandImages';
export { publicFrame } from './publicFrame';
