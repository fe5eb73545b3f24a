import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PortalConfigLoad } from '../../engine/config';
import { createGuessLock } from './auth/guessLock';
import { createSessionService } from './auth/sessionService';
import { createOtpService } from './otp/otpService';
import { createLedgerService } from './ledger/ledgerService';
import { createSecretBox } from './auth/secretBox';
import { createTotpService } from './mfa/totpService';
import { createStepUpService } from './mfa/stepUpService';
import { createCaptchaService } from './captcha/captchaService';
import { installAuth } from './auth/authPlugin';
import { systemClock, type Clock } from './clock';
import { createLiveConfig } from './config/liveConfig';
import { createStaffService } from './studio/staffService';
import { createDraftChecker } from './studio/draftChecker';
import { createPreviewSessions } from './studio/previewSessions';
import { previewConfigFor } from './studio/previewScope';
import { installStudio } from './studio/installStudio';

import { demoAppSecret, demoDataKey, demoPublicOrigin, demoStaffToken, type ServerContext, type ServerOptions } from './context';
import { localProviders } from './kyc/providers/localProviders';
import { sweepUploads } from './kyc/uploadFiles';
import type { Db } from './db/openDatabase';
import { closeReadWorkers, startReadWorkers } from './db/readPool';
import { installErrorHandler } from './http/errorHandler';
import { localisedMessage } from './i18n/localisedMessage';
import { installSecurityHeaders } from './http/securityHeaders';
import { tlsServerOptions } from './http/tlsServerOptions';
import { installTransfer } from './http/transfer';
import { installUnsafeMarkupGuard } from './http/unsafeMarkupGuard';
import { responseSerializerFactory } from './http/responseSerializers';
import { installValidators } from './http/validation';
import { routeModules } from './routes';
import { installApiDocsPage } from './web/apiDocsPage';
import { installPortalPages } from './web/portalPages';
import { installDevPages } from './web/devPages';
import { startupErrorPage } from './web/startupErrorPage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context, for the CLI and tests that drive services directly. */
    portalContext: ServerContext;
  }
}

export interface BuildServerInput {
  db: Db;
  /** The loaded and checked config (engine/config loadPortalConfig). */
  config: PortalConfigLoad;
  clock?: Clock;
  options?: ServerOptions;
}

const jsonBodyLimit = 64 * 1024;
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The reference broker API: every route has request and response schemas, every answer is a
 * { code, data, msg } envelope, sessions and money live in SQLite. On invalid config it serves a
 * page listing the problems instead.
 */
export async function buildServer({ db, config, clock = systemClock, options = {} }: BuildServerInput): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.tls ? tlsServerOptions(options.tls) : {}),
    logger: options.logger ? { level: 'info' } : false,
    bodyLimit: jsonBodyLimit,
    trustProxy: false,
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: { compilersFactory: { buildSerializer: responseSerializerFactory } },
  });
  if (!config.ok) return startupErrorServer(app, config);

  const brand = options.brand ?? config.defaultBrand ?? '';
  const configRoot = options.configRoot ?? packageRoot;
  // Hot reload swaps the whole load at once; everything reads it through live.current().
  const live = createLiveConfig(config, configRoot);
  const configFor: ServerContext['config'] = (regulator) => {
    // A call of the studio's preview sees the draft's config (studio/previewScope.ts).
    const preview = previewConfigFor(regulator);
    if (preview) return preview;
    const load = live.current();
    return load.compose(brand, regulator ?? load.tree?.brands.get(brand)?.data.defaultRegulator ?? '');
  };
  const composed = configFor(); // fails here, not at the first request, when the brand is unknown
  const secretBox = createSecretBox(options.dataKey ?? demoDataKey);
  const otp = createOtpService(db, clock, composed.constants.otp);
  const totp = createTotpService(db, clock, secretBox, composed.security.totp);
  const ctx: ServerContext = {
    db,
    clock,
    get load() {
      return live.current();
    },
    live,
    brand,
    config: configFor,
    sessions: createSessionService(db, clock, composed.security, options.dataKey ?? demoDataKey),
    guessLock: createGuessLock(db, clock, composed.security.signIn),
    otp,
    ledger: createLedgerService(db, clock),
    secretBox,
    totp,
    stepUp: createStepUpService({ db, config: configFor }, clock, otp, totp),
    captcha: createCaptchaService(db, clock, {
      challengeTtlMs: composed.constants.captcha.timeoutMs,
      tokenTtlMs: composed.security.captcha.tokenTtlSeconds * 1000,
    }),
    appSecret: options.appSecret ?? demoAppSecret,
    secureCookies: options.secureCookies ?? false,
    configRoot,
    uploadDir: options.uploadDir ?? join(packageRoot, 'data', 'uploads'),
    kycProviders: { ...localProviders, ...options.kycProviders },
    staffToken: options.staffToken ?? demoStaffToken,
    publicOrigin: options.publicOrigin ?? demoPublicOrigin,
    staff: createStaffService(db, clock),
    draftChecker: createDraftChecker(configRoot),
    get previews() {
      return previews;
    },
  };
  const previews = createPreviewSessions({ db, clock, staff: ctx.staff, live, checker: ctx.draftChecker, config: () => configFor() });
  live.onChange(() => ctx.draftChecker.clear());
  app.decorate('portalContext', ctx);
  startReadWorkers(db);
  app.addHook('onClose', () => closeReadWorkers(db));
  app.addHook('onClose', () => ctx.draftChecker.close());
  sweepUploads(db, ctx.uploadDir);

  installValidators(app);
  installErrorHandler(app, { serverCodes: ctx.config().errorCodes.serverCodes, localise: localisedMessage(ctx) });
  await installSecurityHeaders(app, ctx.config().http);
  await installTransfer(app, ctx);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  // Multipart bodies (KYC documents, payment-card photos) only where a route reads them; each route passes its own limits.
  await app.register(multipart, { limits: { fields: 10, fieldSize: 1024, files: 2, parts: 12 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Reference broker API',
        version: '1.0.0',
        description: 'Every call answers { code, data, msg }; codes are listed in config/catalog/error-codes.yaml.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          xtoken: { type: 'apiKey', in: 'header', name: ctx.config().http.headers.xtoken, description: 'The session token sign-in answers' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: ctx.config().security.session.cookieName, description: 'The session cookie sign-in sets' },
          staffToken: {
            type: 'apiKey',
            in: 'header',
            name: ctx.config().http.headers.staffToken ?? 'X-Staff-Token',
            description: 'The back office staff token (PORTAL_STAFF_TOKEN)',
          },
        },
      },
    },
    // Components keep the names of the schema constants ($id), e.g. #/components/schemas/AccountView.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  installAuth(app, ctx);
  installUnsafeMarkupGuard(app, ctx);
  for (const register of routeModules) register(app, ctx);
  app.get('/web-api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  installApiDocsPage(app);
  installStudio(app, ctx);
  if (options.dev) await installDevPages(app, ctx, packageRoot);
  await installPortalPages(app, ctx, options.dev ? undefined : options.portalDir);
  return app;
}

function startupErrorServer(app: FastifyInstance, config: PortalConfigLoad): FastifyInstance {
  const page = startupErrorPage(config.problems);
  app.all('/*', async (_request, reply) => reply.status(500).type('text/html').header('cache-control', 'no-store').send(page));
  return app;
}
