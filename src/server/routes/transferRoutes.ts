import type { FastifyInstance } from 'fastify';
import { accountViewSchema, transferViewSchema } from '../../../engine/api';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { rateLimitOf } from '../http/rateLimits';
import { registerCurrencyRate } from './currencyRateRoute';
import { accountField, amountField, emptyBody, listOf, rateField, tokenField } from '../funds/apiSchemas';
import { moneyText } from '../funds/fundsSupport';
import { baseAmountIn } from '../../../engine/funds';
import {
  applyTransfer,
  checkTransfer,
  subIbInfo,
  transferableAccounts,
  transferEligibility,
  transferHistory,
  type TransferKind,
  type TransferRequest,
} from '../funds/transfers';
import { blacklistEntry } from '../funds/withdrawals';
import { ApiError } from '../http/apiError';

/** Runs a step-up check; its FACTORS_REQUIRED answer also carries what the prompt should show. */
function withPromptData(enforce: () => void, extra: Record<string, unknown>): void {
  try {
    enforce();
  } catch (error) {
    if (error instanceof ApiError && error.codeName === 'FACTORS_REQUIRED')
      throw new ApiError(error.codeName, error.status, error.message, { ...error.data, ...extra });
    throw error;
  }
}

const tags = ['transfer'];
const transferProperties = { token: tokenField, from: accountField, to: accountField, amount: amountField, rate: rateField } as const;
const viewSchema = {
  type: 'object',
  properties: { accounts: listOf(accountViewSchema), maximum: { type: 'string' }, maximumCurrency: { type: 'string' } },
} as const;

/** Transfers: own accounts, to other clients, to sub-IBs; currencies and rates, eligibility, the batch template, the blacklist. */
export function transferRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'transfer/queryBlacklist',
    summary: 'Whether the user is barred from transferring, and why',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { blacklisted: { type: 'boolean' }, reason: { type: ['string', 'null'] } } },
    handler: ({ auth }) => {
      const entry = blacklistEntry(ctx, auth.user.id, 'transfer');
      return { blacklisted: entry !== undefined, reason: entry?.reason ?? null };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'transfer/currencyList',
    summary: 'Currencies the user can transfer in (those of their approved accounts), with display code and symbol',
    tags,
    auth: 'required',
    data: listOf({
      type: 'object',
      properties: { code: { type: 'string' }, displayCode: { type: 'string' }, symbol: { type: 'string' }, iconName: { type: 'string' } },
    }),
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      const codes = [...new Set(transferableAccounts(ctx, auth.user).map((a) => a.currency))];
      return codes
        .map((code) => config.currencies.find((c) => c.code === code)!)
        .map((c) => ({ code: c.code, displayCode: c.displayCode, symbol: c.symbol, iconName: c.iconName }));
    },
  });

  registerCurrencyRate(app, ctx, {
    path: 'transfer/currencyRate',
    summary: 'The rate a transfer between two currencies is converted at (exact text, applied as shown)',
    tags,
  });

  registerApi<unknown, { from: string; to: string; kind?: TransferKind }>(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'transfer/eligible-transfer',
    summary: 'Would a transfer between these accounts be accepted (no money moves)? The reason if not, the currencies and rate if so',
    tags,
    auth: 'required',
    // Asking about someone else's account number is a look-up: limited, and answered without revealing it (transferEligibility).
    config: rateLimitOf(ctx, 'accountLookup', (request) => (request.query as { kind?: string }).kind === 'others'),
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'to'],
      properties: { from: accountField, to: accountField, kind: { type: 'string', enum: ['own', 'others', 'subIb', 'convert'], default: 'own' } },
    },
    data: {
      type: 'object',
      properties: {
        eligible: { type: 'boolean' },
        reason: { type: ['string', 'null'] },
        message: { type: 'string' },
        fromCurrency: { type: ['string', 'null'] },
        toCurrency: { type: ['string', 'null'] },
        rate: { type: ['string', 'null'] },
        recipientName: { type: ['string', 'null'] },
      },
    },
    handler: ({ auth, query }) => transferEligibility(ctx, auth.user, query.kind ?? 'own', query.from, query.to, auth.session),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'transfer/download-transfer-template',
    summary: 'The batch-transfer template (CSV: header and an example row)',
    tags,
    auth: 'required',
    data: { type: 'string' },
    handler: ({ auth, reply }) => {
      const { templateColumns, templateExample } = ctx.config(auth.user.regulator).funds.transfer;
      const csv = `${templateColumns.join(',')}\r\n${templateExample.join(',')}\r\n`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="transfer-template.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  const view = (summary: string, path: string) =>
    registerApi(app, ctx, {
      method: 'POST',
      bases: ['payment'],
      path,
      summary,
      tags,
      auth: 'required',
      body: emptyBody,
      data: viewSchema,
      handler: ({ auth }) => {
        const config = ctx.config(auth.user.regulator);
        const { rates, transfer } = config.funds;
        return {
          accounts: transferableAccounts(ctx, auth.user),
          maximum: moneyText(config, baseAmountIn(rates, config.currencies, transfer.maxUsd, rates.base), rates.base),
          maximumCurrency: rates.base,
        };
      },
    });
  view('The accounts a transfer between own accounts can use, and the maximum', 'transfer/toApplyTransferView');
  view("The accounts a transfer to another client's account can be sent from, and the maximum", 'transfer/toApplyTransferOthersView');

  registerApi<TransferRequest & { token: string; kind: 'own' | 'others' }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'transfer/applyTransfer',
    summary: "Transfer between own accounts or to another client's account: same currency one to one, else at the shown rate (once per anti-reuse token)",
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['token', 'kind', 'from', 'to', 'amount'],
      properties: { ...transferProperties, kind: { type: 'string', enum: ['own', 'others'] } },
    },
    data: transferViewSchema,
    handler: ({ auth, body, raw }) => {
      const { kind, ...rest } = body;
      // To another client: checked first, then the factors of the step-up action transferToOthers (config/security.yaml),
      // whose prompt names the recipient (masked). A used anti-reuse token is a retry: its stored answer, no new factors.
      if (kind === 'others' && !ctx.ledger.isUsedBy(rest.token, auth.user.id)) {
        const { recipientName } = checkTransfer(ctx, auth.user, kind, rest, auth.session);
        withPromptData(() => ctx.stepUp.enforce(raw, auth.user, 'transferToOthers', auth.session), { recipientName });
      }
      return applyTransfer(ctx, auth.user, kind, rest, auth.session);
    },
  });

  registerApi<TransferRequest & { token: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'transfer/apply/sub-ib-transfer',
    summary: "Transfer to a sub-IB's account (introducing brokers only)",
    tags,
    auth: 'required',
    ibOnly: true,
    body: { type: 'object', additionalProperties: false, required: ['token', 'from', 'to', 'amount'], properties: transferProperties },
    data: transferViewSchema,
    stepUp: 'transferToOthers',
    precheck: ({ auth, body }) => checkTransfer(ctx, auth.user, 'subIb', body, auth.session),
    handler: ({ auth, body }) => applyTransfer(ctx, auth.user, 'subIb', body, auth.session),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'transfer/sub-ib/info',
    reads: true,
    summary: 'The sub-IBs of the IB and their accounts a transfer can go to',
    tags,
    auth: 'required',
    ibOnly: true,
    body: emptyBody,
    data: listOf({
      type: 'object',
      properties: {
        name: { type: 'string' },
        email: { type: 'string' },
        accounts: listOf({ type: 'object', properties: { number: { type: 'string' }, currency: { type: 'string' }, kind: { type: 'string' } } }),
      },
    }),
    handler: ({ auth }) => subIbInfo(ctx, auth.user, auth.session),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'transfer/history',
    reads: true,
    summary: 'The transfers and wallet conversions of the user, newest first',
    tags,
    auth: 'required',
    body: emptyBody,
    data: listOf(transferViewSchema),
    handler: ({ auth }) => transferHistory(ctx, auth.user),
  });

  registerApi<TransferRequest & { token: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'wallet/convert',
    summary: 'Convert between two wallet currencies at the shown rate (the wallet-convert permission)',
    tags: ['wallet'],
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['token', 'from', 'to', 'amount'], properties: transferProperties },
    data: transferViewSchema,
    handler: ({ auth, body }) => applyTransfer(ctx, auth.user, 'convert', body, auth.session),
  });
}
