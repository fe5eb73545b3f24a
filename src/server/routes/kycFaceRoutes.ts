import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { faceCheckJump, faceCheckStatus, issueFaceToken, recordFaceCapture } from '../kyc/faceChecks';

const tags = ['kyc'];
const tokenSchema = { type: 'object', properties: { token: { type: 'string' }, provider: { type: 'string' }, expiresAt: { type: 'string' } } };
const statusSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, reason: { type: ['string', 'null'] }, updatedAt: { type: ['string', 'null'] } },
};

/**
 * Face verification through the hosted provider (Sumsub-style): access tokens for its SDK, the hosted
 * flow's address, the status (INIT, PENDING, SUCCESS, REJECTED, FAIL). With the local provider the SDK
 * is the portal's face verification drawer, which reports the capture to sumsub/local/capture.
 */
export function kycFaceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const [bases, path, summary] of [
    [['web'], 'verification/sumsub/token', 'An access token for the hosted verification SDK (face verification)'],
    [['cp'], 'sumsub/access-token', 'A fresh access token for the hosted verification SDK'],
  ] as const) {
    registerApi(app, ctx, {
      method: 'GET',
      bases,
      path,
      summary,
      tags,
      auth: 'required',
      data: tokenSchema,
      handler: ({ auth }) => issueFaceToken(ctx, auth.user),
    });
  }

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'verification/sumsub/jump',
    summary: "Where the hosted verification flow runs (the local provider's is the portal's face verification drawer)",
    tags,
    auth: 'required',
    data: { type: 'object', properties: { url: { type: 'string' }, provider: { type: 'string' } } },
    handler: ({ auth }) => faceCheckJump(ctx, auth.user),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'sumsub/status',
    summary: 'The face verification status: INIT, PENDING, SUCCESS, REJECTED or FAIL',
    tags,
    auth: 'required',
    data: statusSchema,
    handler: ({ auth }) => faceCheckStatus(ctx, auth.user),
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
    handler: ({ auth, body }) => recordFaceCapture(ctx, auth.user, body.token),
  });
}
