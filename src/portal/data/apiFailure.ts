import { ApiFailure } from '../../../engine/http';

/**
 * The one error shape of the data layer, always with a text to show: what the HTTP policy rejects
 * with (the catalogue's message), or an unexpected fault as a NETWORK failure with the generic text.
 */
export function asApiFailure(error: unknown, genericText: string): ApiFailure {
  if (error instanceof ApiFailure) return error.message ? error : new ApiFailure(error.code, genericText, error.data, error.status);
  return new ApiFailure('NETWORK', genericText, null);
}
