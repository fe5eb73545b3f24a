import type { FastifyInstance } from 'fastify';
import { checkAccountRequest, limitConfigFor, offeredPlatforms } from '../../../engine/accounts';
import { accountTypeOptionViewSchema, accountViewSchema, leverageOfferViewSchema } from '../../../engine/api';
import { accountTypeOptions } from '../users/specEntities';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { currencyField, emptyBody, listOf, tokenField } from '../funds/apiSchemas';
import { accountsOf } from '../funds/accountRows';
import { mainAccountAuditWord, openingOptions, openingState, userLeverageOffer, type TradingAccountRequest } from '../funds/accountRules';
import { accountView } from '../funds/accountView';
import { openDemoAccount, openLiveAccount, openWallet, setUpVirtualAccounts } from '../funds/accountOpening';
import { fundsFacts, onceWithKey, perpetualSwitch } from '../funds/fundsSupport';

const tags = ['accounts'];
const tradingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'platform', 'accountType', 'currency', 'leverage'],
  properties: {
    token: tokenField,
    platform: { type: 'string', minLength: 2, maxLength: 10, pattern: '^[a-z0-9]+$' },
    accountType: { type: 'integer', minimum: 1, maximum: 100000 },
    currency: currencyField,
    leverage: { type: 'integer', minimum: 1, maximum: 5000 },
  },
} as const;
const kindSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    labelKey: { type: 'string' },
    descriptionKey: { type: 'string' },
    offered: { type: 'boolean' },
    permission: { type: 'string' },
    hasPermission: { type: 'boolean' },
    unavailableKey: { type: 'string' },
  },
};

/** Trading accounts and the wallet: the opening drawer's data, the rules' checks, opening, the account list. */
export function accountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<unknown, { platform: string; isDemo?: boolean }>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/getAccountType',
    summary: "Account types the user may open on a platform (live or demo): the regulator's names, popular first, each with the currencies the rules allow",
    tags,
    auth: 'required',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['platform'],
      properties: { platform: { type: 'string', maxLength: 10, pattern: '^[a-z0-9]+$' }, isDemo: { type: 'boolean', default: false } },
    },
    data: listOf(accountTypeOptionViewSchema),
    handler: ({ auth, query }) => accountTypeOptions(ctx, auth.user, query.platform, query.isDemo === true, auth.session),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/getPerpetualSwitch',
    summary: "Whether Perpetual account types are offered to the user (the user's switch, else the regulator's default)",
    tags,
    auth: 'required',
    data: { type: 'object', properties: { enabled: { type: 'boolean' } } },
    handler: ({ auth }) => ({ enabled: perpetualSwitch(ctx, auth.user) }),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/getSupportCryptoCurrenies',
    summary: 'Crypto currencies the wallet holds (shown under the Crypto Wallet label)',
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        labelKey: { type: 'string' },
        currencies: listOf({
          type: 'object',
          properties: { code: { type: 'string' }, displayCode: { type: 'string' }, symbol: { type: 'string' }, iconName: { type: 'string' } },
        }),
      },
    },
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      const currencies = config.funds.wallet.currencies.map((code) => config.currencies.find((c) => c.code === code)!).filter((c) => c.crypto);
      return {
        labelKey: config.cryptoWalletLabelKey,
        currencies: currencies.map((c) => ({ code: c.code, displayCode: c.displayCode, symbol: c.symbol, iconName: c.iconName })),
      };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/getOpenAccountCondition',
    summary:
      'The opening drawer for this user: each kind (main live, same-name live, demo, wallet live, virtual set-up), whether it is offered, the permission it needs; platforms, leverages, wallet currencies',
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        kinds: listOf(kindSchema),
        livePlatforms: listOf({ type: 'string' }),
        demoPlatforms: listOf({ type: 'string' }),
        leverages: listOf({ type: 'integer' }),
        leverageOffer: leverageOfferViewSchema,
        defaultCurrency: { type: 'string' },
        walletCurrencies: listOf({ type: 'string' }),
        missingVirtualCurrencies: listOf({ type: 'string' }),
      },
    },
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      const facts = fundsFacts(ctx, auth.user, auth.session);
      const leverage = userLeverageOffer(ctx, auth.user, auth.session);
      return {
        kinds: openingOptions(ctx, auth.user, auth.session),
        livePlatforms: offeredPlatforms(config, facts, false),
        demoPlatforms: offeredPlatforms(config, facts, true),
        leverages: leverage.options.filter((o) => o.offered).map((o) => o.value),
        leverageOffer: {
          account: '',
          current: null,
          options: leverage.options,
          cap: leverage.cap ? { ...leverage.cap, classification: auth.user.client_classification } : null,
        },
        defaultCurrency: config.funds.opening.defaultCurrency,
        walletCurrencies: config.funds.wallet.currencies,
        missingVirtualCurrencies: [...openingState(ctx, auth.user).missingVirtualCurrencies],
      };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/getFirstAccountAuditStatus',
    summary: 'The main account audit word: Completed, Pending, Re-Audit, Rejected, Submitted, or empty without a main account',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { status: { type: 'string' } } },
    handler: ({ auth }) => ({ status: mainAccountAuditWord(ctx, auth.user) }),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/getAccountTypeLimitConfig',
    summary: 'The account-type limit config that applies to the user (black or white mode: tradingPlatform, accountTypeName, currencys)',
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        mode: { type: ['string', 'null'] },
        blackConfig: listOf({
          type: 'object',
          properties: { tradingPlatform: { type: 'string' }, accountTypeName: { type: 'string' }, currencys: listOf({ type: 'string' }) },
        }),
        whiteConfig: listOf({
          type: 'object',
          properties: { tradingPlatform: { type: 'string' }, accountTypeName: { type: 'string' }, currencys: listOf({ type: 'string' }) },
        }),
      },
    },
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      const limit = limitConfigFor(config, fundsFacts(ctx, auth.user, auth.session));
      return {
        mode: limit?.mode ?? null,
        blackConfig: limit?.mode === 'black' ? limit.entries : [],
        whiteConfig: limit?.mode === 'white' ? limit.entries : [],
      };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/default/currency',
    summary: 'The currency the opening drawer preselects',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { currency: { type: 'string' } } },
    handler: ({ auth }) => ({ currency: ctx.config(auth.user.regulator).funds.opening.defaultCurrency }),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'home/query-open-account-status',
    summary: 'Whether the user has a main account, its audit word, and whether any opening kind is available now',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { hasMainAccount: { type: 'boolean' }, mainAccountAudit: { type: 'string' }, canOpen: { type: 'boolean' } } },
    handler: ({ auth }) => ({
      hasMainAccount: openingState(ctx, auth.user).hasMainAccount,
      mainAccountAudit: mainAccountAuditWord(ctx, auth.user),
      canOpen: openingOptions(ctx, auth.user, auth.session).some((k) => k.offered && k.hasPermission),
    }),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'home/query_virtual_account',
    summary: "The wallet's virtual accounts: which exist and which wallet currencies are missing",
    tags,
    auth: 'required',
    data: { type: 'object', properties: { hasWallet: { type: 'boolean' }, missing: listOf({ type: 'string' }), accounts: listOf(accountViewSchema) } },
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      const state = openingState(ctx, auth.user);
      return {
        hasWallet: state.hasWallet,
        missing: [...state.missingVirtualCurrencies],
        accounts: accountsOf(ctx, auth.user.id)
          .filter((a) => a.kind === 'wallet')
          .map((a) => accountView(config, a)),
      };
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'home/query-metaTrader-account-details',
    reads: true,
    summary: 'Every trading account and wallet account of the user with its balance and audit status, and the main account audit word',
    tags,
    auth: 'required',
    body: emptyBody,
    data: { type: 'object', properties: { accounts: listOf(accountViewSchema), mainAccountAudit: { type: 'string' } } },
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      return { accounts: accountsOf(ctx, auth.user.id).map((a) => accountView(config, a)), mainAccountAudit: mainAccountAuditWord(ctx, auth.user) };
    },
  });

  registerApi<{ platform: string; accountType: number; currency: string; isDemo?: boolean }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'account/checkAccount',
    reads: true,
    summary: 'Would the rules allow this account (platform, type, currency, live or demo)? The rule that refuses it, if any',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['platform', 'accountType', 'currency'],
      properties: {
        platform: tradingBody.properties.platform,
        accountType: tradingBody.properties.accountType,
        currency: currencyField,
        isDemo: { type: 'boolean' },
      },
    },
    data: {
      type: 'object',
      properties: { ok: { type: 'boolean' }, field: { type: 'string' }, ruleId: { type: 'string' }, reasons: listOf({ type: 'string' }) },
    },
    handler: ({ auth, body }) => {
      const check = checkAccountRequest(ctx.config(auth.user.regulator), fundsFacts(ctx, auth.user, auth.session), { ...body, isDemo: body.isDemo === true });
      return check.ok ? { ok: true } : { ok: false, field: check.field, ruleId: check.refusal.ruleId, reasons: check.refusal.reasons };
    },
  });

  const opening = (path: string, summary: string, kind: 'mainLive' | 'sameNameLive' | 'demo') =>
    registerApi<TradingAccountRequest & { token: string }, unknown>(app, ctx, {
      method: 'POST',
      bases: ['cp'],
      path,
      summary,
      tags,
      auth: 'required',
      body: tradingBody,
      data: accountViewSchema,
      handler: ({ auth, body }) => {
        const { token, ...request } = body;
        return onceWithKey(ctx, { key: token, userId: auth.user.id, kind: `open:${kind}`, request }, () =>
          kind === 'demo' ? openDemoAccount(ctx, auth.user, request, auth.session) : openLiveAccount(ctx, auth.user, kind, request, auth.session),
        );
      },
    });
  opening('account/apply_master_trade_account', 'Open the main live account (needs open-main-account; IB users same-name); it waits for audit', 'mainLive');
  opening(
    'account/apply_additional_trade_account',
    'Open an additional (same-name) live account (needs open-same-name-account); it waits for audit',
    'sameNameLive',
  );
  opening('account/createDemoAccount', 'Open a demo account at once, with virtual money', 'demo');

  registerApi<{ token: string; currency: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'account/apply_wallet_account',
    summary: 'Open the live wallet in one of the wallet currencies',
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['token', 'currency'], properties: { token: tokenField, currency: currencyField } },
    data: accountViewSchema,
    handler: ({ auth, body }) =>
      onceWithKey(ctx, { key: body.token, userId: auth.user.id, kind: 'open:walletLive', request: { currency: body.currency } }, () =>
        openWallet(ctx, auth.user, body.currency, auth.session),
      ),
  });

  registerApi<{ token: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'account/setup_virtual_accounts',
    summary: "Add the wallet's missing currency accounts",
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['token'], properties: { token: tokenField } },
    data: listOf(accountViewSchema),
    handler: ({ auth, body }) =>
      onceWithKey(ctx, { key: body.token, userId: auth.user.id, kind: 'open:virtualSetup', request: {} }, () =>
        setUpVirtualAccounts(ctx, auth.user, auth.session),
      ),
  });
}
