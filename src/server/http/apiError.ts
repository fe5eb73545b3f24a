import type { ServerCodeName } from './serverCodes';

export type { ServerCodeName };

/** A refusal the client can act on: an HTTP status, a catalogue code (config/catalog/error-codes.yaml) and words. */
export class ApiError extends Error {
  constructor(
    readonly codeName: ServerCodeName,
    readonly status: number,
    message: string,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A refusal whose reason has its own text in every language: `detailKey` (the reason's i18n key, the data's scalar values
 * its interpolation values) is what localisedMessage and the portal's error catalogue put in the code's {{detail}}, so the
 * refusal does not read as the catalogue's sentence around an English reason (or around nothing). `message` stays the
 * English sentence.
 */
export const explainedError = (codeName: ServerCodeName, status: number, message: string, detailKey: string, data: Record<string, unknown> = {}) =>
  new ApiError(codeName, status, message, { ...data, detailKey });

export const badRequest = (message: string, data?: Record<string, unknown>) => new ApiError('BAD_REQUEST', 400, message, data ?? null);
export const forbidden = (message: string, codeName: ServerCodeName = 'FORBIDDEN') => new ApiError(codeName, 403, message);
export const notFound = (message = 'Not found.') => new ApiError('NOT_FOUND', 404, message);

/** No live session: HTTP 401 with the sign-out code of the catalogue (the client signs out, reason timeout). */
export const unauthenticated = () => new ApiError('SESSION_EXPIRED', 401, 'Your session has ended. Please sign in again.');
