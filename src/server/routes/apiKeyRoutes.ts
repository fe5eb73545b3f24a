import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { activeApiKeyId, createApiKey } from '../security/apiKeys';

const tags = ['ib'];

/** The IB SDK's API keys: a new key (step-up), what a key may read and call. */
export function apiKeyRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ibSDK/generateSecret',
    summary: 'A new IB SDK API key (the secret is shown once, stored hashed); needs the factors of generateApiKey',
    tags,
    auth: 'required',
    ibOnly: true,
    stepUp: 'generateApiKey',
    data: { type: 'object', properties: { keyId: { type: 'string' }, secret: { type: 'string' }, createdAt: { type: 'string' } } },
    handler: ({ auth }) => createApiKey(ctx, auth.user.id),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibSDK/queryDataAuth',
    summary: "The data an IB's API key may read",
    tags,
    auth: 'required',
    ibOnly: true,
    data: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, labelKey: { type: 'string' } } } },
    handler: ({ auth }) => ctx.config(auth.user.regulator).security.apiAccess.data,
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibSDK/queryInterfaceAuth',
    summary: "The API paths an IB's API key may call, and the active key's id",
    tags,
    auth: 'required',
    ibOnly: true,
    data: { type: 'object', properties: { interfaces: { type: 'array', items: { type: 'string' } }, keyId: { type: ['string', 'null'] } } },
    handler: ({ auth }) => ({ interfaces: ctx.config(auth.user.regulator).security.apiAccess.interfaces, keyId: activeApiKeyId(ctx, auth.user.id) }),
  });
}
