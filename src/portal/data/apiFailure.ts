import { ApiFailure } from '../../../engine/http';

/**
 * The one error shape of the data layer, always with a text to show: what the HTTP policy rejects
 * with (the catalogue's message), or an unexpected fault as a NETWORK failure with the generic text.
 */
export function asApiFailure(error: unknown, genericText: string): ApiFailure {
  if (error instanceof ApiFailure) return error.message ? error : new ApiFailure(error.code, genericText, error.data, error.status);
  return new ApiFailure('NETWORK', genericText, null);
}

/** The request field a refusal names (its data's `field`: "email", "state", "dateBirth"), for the page to mark it. */
export function refusedField(error: unknown): string | undefined {
  const field = error instanceof ApiFailure ? (error.data as { field?: unknown } | null)?.field : undefined;
  return typeof field === 'string' ? field : undefined;
}
