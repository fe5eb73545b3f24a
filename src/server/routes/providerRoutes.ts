import type { FastifyInstance } from 'fastify';
import { formatMinorMoney, isolatedNumber } from '../../../engine/format';
import { directionOf, htmlLang } from '../../../engine/i18n';
import type { ServerContext } from '../context';
import { depositByReference, type DepositRow } from '../funds/depositRows';
import { providerOpened, providerResult } from '../funds/deposits';
import { ApiError } from '../http/apiError';
import { languageField, requestLanguage } from '../i18n/requestLanguage';
import { serverText } from '../i18n/serverText';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const actions = ['pay', 'fail', 'abandon'] as const;

/**
 * The local payment provider: a page where the user pays, fails or abandons a deposit, served by the
 * reference server in place of a real payment service. Its answer goes back to the portal's deposit
 * page (returnTo), which shows the deposit's status.
 */
export function providerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const config = ctx.config();
  const path = `${config.http.basePaths.payment}provider/checkout/:reference`;
  const returnTo = (deposit: DepositRow, action: string) => `${config.brand.cp.basePath}deposit?deposit=${deposit.id}&result=${action}`;
  const reference = {
    type: 'object',
    additionalProperties: false,
    required: ['reference'],
    properties: { reference: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } },
  };

  app.get<{ Params: { reference: string }; Querystring: { lang?: string } }>(
    path,
    {
      schema: {
        hide: true,
        params: reference,
        querystring: { type: 'object', additionalProperties: false, properties: { lang: languageField } },
      },
    },
    async (request, reply) => {
      const found = providerOpened(ctx, request.params.reference);
      if (!found) throw new ApiError('NOT_FOUND', 404, 'No such payment.');
      const userConfig = ctx.config(found.user.regulator);
      const language = requestLanguage(ctx, request, found.user.language);
      const text = (key: string, values: Record<string, string> = {}) => escape(serverText(ctx.load, `funds.provider.${key}`, values, language));
      const direction = directionOf(userConfig.languages, language);
      const amount = isolatedNumber(
        formatMinorMoney(found.deposit.amount, found.deposit.currency, userConfig.currencies, userConfig.constants.numberFormat),
        direction,
      );
      const channel = userConfig.funds.deposit.channels.find((c) => c.id === found.deposit.channel);
      const status = found.deposit.status;
      const payable = ['submittedToThirdParty', 'unpaid'].includes(String(userConfig.enumerations.depositStatus?.values.find((v) => v.code === status)?.name));
      const buttons = payable
        ? actions.map((a) => `<button type="submit" name="action" value="${a}" class="${a}" data-testid="provider-${a}">${text(a)}</button>`).join('\n')
        : `<p role="status">${text('done')}</p><a href="${escape(returnTo(found.deposit, 'done'))}">${text('back')}</a>`;
      const page = `<!doctype html>
<html lang="${htmlLang(language)}" dir="${direction}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${text('title')}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1a1a1a}main{max-width:420px;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px #0003}h1{font-size:1.3rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#444}dd{margin:0;font-weight:600}form{display:grid;gap:.6rem;margin-top:1.2rem}button{font-size:1rem;padding:.7rem;border-radius:6px;border:1px solid #0b5cad;cursor:pointer}button.pay{background:#0b5cad;color:#fff}button.fail,button.abandon{background:#fff;color:#0b4f94}</style></head>
<body><main><h1>${text('title')}</h1><p>${text('intro')}</p>
<dl><dt>${text('amount')}</dt><dd data-testid="provider-amount">${escape(amount)}</dd><dt>${text('method')}</dt><dd>${escape(channel ? serverText(ctx.load, channel.labelKey, {}, language) : found.deposit.channel)}</dd><dt>${text('reference')}</dt><dd>${found.deposit.id}</dd></dl>
<form method="post">${buttons}</form></main></body></html>`;
      return reply.type('text/html').header('cache-control', 'no-store').send(page);
    },
  );

  // The page posts a plain HTML form; only this scope reads form bodies.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post<{ Params: { reference: string }; Body: { action: (typeof actions)[number] } }>(
      path,
      {
        schema: {
          hide: true,
          params: reference,
          body: { type: 'object', additionalProperties: false, required: ['action'], properties: { action: { type: 'string', enum: [...actions] } } },
        },
      },
      async (request, reply) => {
        const before = depositByReference(ctx, request.params.reference);
        if (!before) throw new ApiError('NOT_FOUND', 404, 'No such payment.');
        const deposit = providerResult(ctx, request.params.reference, request.body.action)!;
        return reply.redirect(returnTo(deposit, request.body.action), 303);
      },
    );
  });
}
