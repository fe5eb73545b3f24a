/**
 * The names of config/catalog/error-codes.yaml serverCodes the server answers with. The numbers
 * live in config; config check fails when a name here has none.
 */
export const serverCodeNames = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNKNOWN_FIELD',
  'UNSAFE_MARKUP',
  'BODY_TOO_LARGE',
  'MALFORMED_JSON',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'SIGN_IN_FAILED',
  'SIGN_IN_LOCKED',
  'SESSION_EXPIRED',
  'TOKEN_INVALID',
  'APP_LOGIN_FAILED',
  'FORBIDDEN',
  'SUB_USER_PERMISSION',
  'NOT_YOUR_CLIENT',
  'OTP_RESEND_TOO_SOON',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_USED',
  'OTP_DEAD',
  'OTP_LOCKED',
  'FUNCTION_PERMISSION_DENIED',
  'IDEMPOTENCY_MISMATCH',
  'ANTI_REUSE_INVALID',
  'INSUFFICIENT_BALANCE',
  'INTERNAL_ERROR',
] as const;

export type ServerCodeName = (typeof serverCodeNames)[number];
