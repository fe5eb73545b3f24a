import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { newToken, tokenHash } from '../auth/tokens';
import { ApiError } from '../http/apiError';
import { registerApi } from '../http/api';
import type { FaceStatus } from '../kyc/providers/kycProviders';
import type { UserRecord } from '../users/userRecord';

const tags = ['kyc'];
const tokenSchema = { type: 'object', properties: { token: { type: 'string' }, provider: { type: 'string' }, expiresAt: { type: 'string' } } };
const statusSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, reason: { type: ['string', 'null'] }, updatedAt: { type: ['string', 'null'] } },
};

interface FaceRow {
  id: number;
  status: FaceStatus;
  reason: string | null;
  created_at: number;
  expires_at: number;
  captured_at: number | null;
  decided_at: number | null;
}

/**
 * Face verification through the hosted provider (Sumsub-style): access tokens for its SDK, the hosted
 * flow's address, the status (INIT, PENDING, SUCCESS, REJECTED, FAIL). With the local provider the SDK
 * is the portal's face verification drawer, which reports the capture to sumsub/local/capture.
 */
export function kycFaceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const issue = (user: UserRecord) => {
    const config = ctx.config(user.regulator);
    const token = newToken();
    const now = ctx.clock.now();
    const expiresAt = now + config.kycModules.providers.faceCheck.tokenTtlSeconds * 1000;
    ctx.db
      .prepare("INSERT INTO kyc_face_checks (user_id, token_hash, status, created_at, expires_at) VALUES (?, ?, 'INIT', ?, ?)")
      .run(user.id, tokenHash(token), now, expiresAt);
    return { token, provider: ctx.kycProviders.faceCheck.name, expiresAt: new Date(expiresAt).toISOString() };
  };

  /** The latest captured check decides the status; the provider is asked for a decision while it is pending. */
  const status = (user: UserRecord) => {
    const row = ctx.db
      .prepare('SELECT * FROM kyc_face_checks WHERE user_id = ? AND captured_at IS NOT NULL ORDER BY captured_at DESC, id DESC LIMIT 1')
      .get(user.id) as FaceRow | undefined;
    if (!row) return { status: 'INIT', reason: null, updatedAt: null };
    if (row.status === 'PENDING') {
      const decision = ctx.kycProviders.faceCheck.decide({ config: ctx.config(user.regulator), capturedAt: row.captured_at!, now: ctx.clock.now() });
      if (decision) {
        ctx.db
          .prepare('UPDATE kyc_face_checks SET status = ?, reason = ?, decided_at = ? WHERE id = ?')
          .run(decision.status, decision.reason ?? null, ctx.clock.now(), row.id);
        return { status: decision.status, reason: decision.reason ?? null, updatedAt: new Date(ctx.clock.now()).toISOString() };
      }
    }
    return { status: row.status, reason: row.reason, updatedAt: new Date(row.decided_at ?? row.captured_at!).toISOString() };
  };

  for (const [bases, path, summary] of [
    [['web'], 'verification/sumsub/token', 'An access token for the hosted verification SDK (face verification)'],
    [['cp'], 'sumsub/access-token', 'A fresh access token for the hosted verification SDK'],
  ] as const) {
    registerApi(app, ctx, { method: 'GET', bases, path, summary, tags, auth: 'required', data: tokenSchema, handler: ({ auth }) => issue(auth.user) });
  }

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'verification/sumsub/jump',
    summary: "Where the hosted verification flow runs (the local provider's is the portal's face verification drawer)",
    tags,
    auth: 'required',
    data: { type: 'object', properties: { url: { type: 'string' }, provider: { type: 'string' } } },
    handler: ({ auth }) => {
      const { token, provider } = issue(auth.user);
      return { url: ctx.kycProviders.faceCheck.jumpUrl({ config: ctx.config(auth.user.regulator), token }), provider };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'sumsub/status',
    summary: 'The face verification status: INIT, PENDING, SUCCESS, REJECTED or FAIL',
    tags,
    auth: 'required',
    data: statusSchema,
    handler: ({ auth }) => status(auth.user),
  });

  registerApi<{ token: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'sumsub/local/capture',
    summary: "The local provider's SDK reports a capture: the check becomes PENDING (FAIL when the token expired)",
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['token'], properties: { token: { type: 'string', minLength: 16, maxLength: 128 } } },
    data: statusSchema,
    handler: ({ auth, body }) => {
      const row = ctx.db.prepare('SELECT * FROM kyc_face_checks WHERE token_hash = ? AND user_id = ?').get(tokenHash(body.token), auth.user.id) as
        FaceRow | undefined;
      if (!row || row.captured_at !== null)
        throw new ApiError('FACE_CHECK_INVALID', 400, 'This face verification session is unknown or was already used. Start again.');
      const now = ctx.clock.now();
      const expired = row.expires_at <= now;
      ctx.db
        .prepare('UPDATE kyc_face_checks SET status = ?, reason = ?, captured_at = ? WHERE id = ?')
        .run(expired ? 'FAIL' : 'PENDING', expired ? 'session expired' : null, now, row.id);
      return status(auth.user);
    },
  });
}
