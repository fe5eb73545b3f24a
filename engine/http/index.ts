export { callUrl } from './callUrl';
export { createHttpClient, type DownloadedFile, type HttpClientOptions, type PortalHttpClient } from './createHttpClient';
export {
  ApiFailure,
  type ApiCall,
  type DownloadProgress,
  type CallPatch,
  type HttpPorts,
  type HttpSession,
  type MultiAuthValues,
  type PromptKind,
  type ToastKind,
} from './types';
export { decideForCode, httpFailureText, type CodeDecision } from './responsePolicy';
export { createLoadingTracker, type Timers } from './loadingTracker';
export { findUnsafeMarkup, hasUnsafeMarkup } from './unsafeMarkup';
