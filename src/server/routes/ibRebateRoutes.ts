import type { FastifyInstance } from 'fastify';
import type { PortalConfig } from '../../../engine/config';
import { enumCode, lookupEnum } from '../../../engine/catalog';
import { formatDate, shownFormats } from '../../../engine/format';
import { accountsOf } from '../funds/accountRows';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { registerApi } from '../http/api';
import { tableRateLimitOf } from '../http/rateLimits';
import { formBodySchema } from '../http/formBody';
import { exportFormats, sendTable, type ExportColumn } from '../export/tableExport';
import { exportColumns, tableQuerySchema, type TableQuery } from '../http/tableQuery';
import { serverText } from '../i18n/serverText';
import { withdrawalChannelEnabled } from '../ib/ibSettings';
import { ibProfileOf, ibScope, subIbsOf, type IbScope } from '../ib/ibScope';
import { moneyText, rebateAmountMinor } from '../ib/money';
import { rebateAccountOf, rebateMovementKinds } from '../ib/rebateAccount';
import { rebateHistoryPage, type HistoryRow } from '../ib/rebateHistory';
import { serverPolicies } from '../policyNames';
import { cancelRebateWithdrawal, decideRebateWithdrawal, rebateWithdrawalCancellable, submitRebateWithdrawal } from '../ib/rebateWithdrawals';
import { rebateDestination, rebateDestinationChoices } from '../ib/rebateDestinations';
import { subUserName } from '../ib/subUsers';

const tags = ['ib'];
const tokenField = { token: { type: 'string', minLength: 8, maxLength: 100 } };
const moveResult = {
  type: 'object',
  properties: { transactionId: { type: 'integer' }, amount: { type: 'integer' }, currency: { type: 'string' }, balance: { type: 'integer' } },
};

/** The statuses of a withdrawal (config/catalog/enumerations.yaml withdrawalStatus): the history's status filter. */
const withdrawalStatusNames = (config: PortalConfig) => (config.enumerations.withdrawalStatus?.values ?? []).map((v) => v.name);

/** The rebate balance, transfers to own accounts and sub-IBs, withdrawals, and the history. */
export function ibRebateRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const base = ctx.config();
  const withdrawalEnabled = (scope: IbScope) => withdrawalChannelEnabled(ctx.db, scope.owner.id);
  const rebateAccount = (scope: IbScope) => rebateAccountOf(ctx.ledger, scope.owner.id, scope.config.ibProgram.rebateCurrency);
  const checkRebateWithdrawal = (scope: IbScope, body: { method: string; amount: number; destinationId?: number }) => {
    if (!withdrawalEnabled(scope)) throw new ApiError('WITHDRAWAL_CHANNEL_DISABLED', 403, 'Rebate withdrawal is not available for your account at the moment.');
    return { amount: rebateAmountMinor(scope.config, body.amount, scope.config.ibProgram.withdrawal), destination: rebateDestination(ctx, scope, body) };
  };
  const overBalance = (scope: IbScope, available: number) => {
    const text = moneyText(scope.config, available, scope.config.ibProgram.rebateCurrency);
    return new ApiError('REBATE_OVER_BALANCE', 400, `The amount is more than your available rebate balance of ${text}.`, { available: text });
  };

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'withdrawal/pcs/enabled',
    summary: "Whether the IB's payment-channel setting allows rebate withdrawal (the entry check of /rebateWithdraw)",
    tags,
    auth: 'required',
    ibOnly: true,
    data: { type: 'object', properties: { enabled: { type: 'boolean' } } },
    handler: ({ auth }) => ({ enabled: withdrawalEnabled(ibScope(ctx, auth)) }),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'rebate/balance',
    summary: "The IB's available rebate balance (minor units)",
    tags,
    auth: 'required',
    ibOnly: true,
    data: { type: 'object', properties: { available: { type: 'integer' }, currency: { type: 'string' }, accountNumber: { type: 'string' } } },
    handler: ({ auth }) => {
      const account = rebateAccount(ibScope(ctx, auth));
      return { available: account.balance, currency: account.currency, accountNumber: account.number };
    },
  });

  /** Where rebates may go: the IB's own trading accounts in the rebate currency, and its sub-IBs. */
  const targetsOf = (scope: IbScope) => {
    const currency = scope.config.ibProgram.rebateCurrency;
    const pass = Number(enumCode(scope.config.enumerations, 'accountAudit', 'pass'));
    const own = accountsOf(ctx, scope.owner.id)
      .filter((a) => a.kind === 'trading' && !a.is_demo && a.audit_status === pass && a.currency === currency)
      .map((a) => ({
        value: `account:${a.number}`,
        label: serverText(ctx.load, 'ib.transfer.ownAccount', { number: a.number, currency: a.currency }, scope.language),
        accountId: a.ledger_account_id,
        memo: a.number,
      }));
    const subs = subIbsOf(ctx, scope.owner.id).map((s) => ({
      value: `subIb:${s.ibCode}`,
      label: serverText(ctx.load, 'ib.transfer.subIb', { name: s.name, code: s.ibCode }, scope.language),
      accountId: rebateAccountOf(ctx.ledger, s.id, currency).id,
      memo: s.ibCode,
    }));
    return [...own, ...subs];
  };

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'rebate/transfer/targets',
    summary: 'Where the IB may transfer rebates: its own trading accounts in the rebate currency and its sub-IBs',
    tags,
    auth: 'required',
    ibOnly: true,
    policy: { name: serverPolicies.rebateMove, refuseWith: 'SUB_USER_PERMISSION' },
    data: { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, label: { type: 'string' } } } },
    handler: ({ auth }) => targetsOf(ibScope(ctx, auth)).map(({ value, label }) => ({ value, label })),
  });

  registerApi<{ token: string; target: string; amount: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'rebate/transfer',
    summary: 'Transfer rebates to an own trading account or a sub-IB; the anti-reuse token makes a repeated submit move money once',
    tags,
    auth: 'required',
    ibOnly: true,
    policy: { name: serverPolicies.rebateMove, refuseWith: 'SUB_USER_PERMISSION' },
    body: formBodySchema(base, 'rebateTransfer', tokenField, ['token']),
    data: moveResult,
    handler: ({ auth, body }) => {
      const scope = ibScope(ctx, auth);
      const amount = rebateAmountMinor(scope.config, body.amount, scope.config.ibProgram.transfer);
      const target = targetsOf(scope).find((t) => t.value === body.target);
      if (!target) {
        const currency = scope.config.ibProgram.rebateCurrency;
        throw new ApiError(
          'REBATE_TARGET_INVALID',
          400,
          `This account cannot receive the transfer. Choose one of your trading accounts in ${currency} or one of your sub-IBs.`,
          { currency },
        );
      }
      const rebate = rebateAccount(scope);
      return ctx.ledger.move({
        key: body.token,
        userId: auth.user.id,
        kind: rebateMovementKinds.transfer,
        request: { target: body.target, amount },
        memo: target.memo,
        legs: () => {
          const available = ctx.ledger.account(rebate.id)!.balance;
          if (amount > available) throw overBalance(scope, available);
          return [
            { accountId: rebate.id, amount: -amount },
            { accountId: target.accountId, amount },
          ];
        },
        respond: (transactionId) => ({ transactionId, amount, currency: rebate.currency, balance: ctx.ledger.account(rebate.id)!.balance }),
      });
    },
  });

  registerApi<{ token: string; method: string; amount: number; destinationId?: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'rebate/withdraw',
    summary:
      "Withdraw rebates to a verified payment destination (only while the IB's payment-channel setting is enabled), after the step-up factors of 'withdraw' (config/security.yaml); it starts Submitted and the anti-reuse token makes a repeated submit move money once",
    tags,
    auth: 'required',
    ibOnly: true,
    stepUp: 'withdraw',
    policy: { name: serverPolicies.rebateMove, refuseWith: 'SUB_USER_PERMISSION' },
    body: formBodySchema(base, 'rebateWithdraw', tokenField, ['token']),
    data: { type: 'object', properties: { ...moveResult.properties, withdrawalId: { type: 'integer' }, statusName: { type: 'string' } } },
    // The setting, the amount, the balance and the destination need no code: refused before the step-up asks for one
    // (an amount above the balance was refused only after the user had fetched and typed the e-mail code). A retry of a
    // withdrawal already made skips the precheck (registerApi), so it gets its stored answer, not a refusal for the money it moved.
    precheck: ({ auth, body }) => {
      const scope = ibScope(ctx, auth);
      const { amount } = checkRebateWithdrawal(scope, body);
      const available = ctx.ledger.account(rebateAccount(scope).id)!.balance;
      if (amount > available) throw overBalance(scope, available);
    },
    handler: ({ auth, body }) => {
      const scope = ibScope(ctx, auth);
      const { amount, destination } = checkRebateWithdrawal(scope, body);
      return submitRebateWithdrawal(ctx, scope, { token: body.token, amount, destination }, (available) => overBalance(scope, available));
    },
  });

  registerApi<unknown, { method: string }>(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'rebate/withdraw/destinations',
    summary: "The IB's verified payment destinations a rebate withdrawal method pays to (bank accounts, crypto addresses), masked",
    tags,
    auth: 'required',
    ibOnly: true,
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['method'],
      properties: { method: { type: 'string', pattern: '^[a-zA-Z0-9]+$', maxLength: 40 } },
    },
    data: { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' }, kind: { type: 'string' } } } },
    handler: ({ auth, query }) => rebateDestinationChoices(ctx, ibScope(ctx, auth), query.method).map((d) => ({ value: d.id, label: d.label, kind: d.kind })),
  });

  registerApi<{ id: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'rebate/withdraw/cancel',
    summary:
      'Cancel a Submitted rebate withdrawal where the regulator allows it (regulators/<id>.yaml withdrawal.cancelWithdraw); the amount comes back to the rebate balance once',
    tags,
    auth: 'required',
    ibOnly: true,
    policy: { name: serverPolicies.rebateMove, refuseWith: 'SUB_USER_PERMISSION' },
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    data: { type: 'object', properties: { id: { type: 'integer' }, statusName: { type: 'string' } } },
    handler: ({ auth, body }) => cancelRebateWithdrawal(ctx, ibScope(ctx, auth), body.id),
  });

  registerApi<{ id: number; decision: 'process' | 'pay' | 'reject'; reason?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['backOffice'],
    path: 'ib/rebate-withdrawal/decide',
    summary: 'Staff processing of a rebate withdrawal: process (Processing), pay (Completed) or reject with the reason the IB sees (paid back)',
    tags: ['back-office'],
    auth: 'staff',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'decision'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        decision: { type: 'string', enum: ['process', 'pay', 'reject'] },
        reason: { type: 'string', minLength: 1, maxLength: 500 },
      },
    },
    data: { type: 'object', properties: { id: { type: 'integer' }, statusName: { type: 'string' } } },
    handler: ({ body }) => decideRebateWithdrawal(ctx, body.id, body.decision, body.reason),
  });

  const historyRow = {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      date: { type: 'string' },
      kind: { type: 'string' },
      amount: { type: 'integer' },
      currency: { type: 'string' },
      details: { type: 'string' },
      withdrawalId: { type: ['integer', 'null'] },
      statusName: { type: ['string', 'null'] },
      reason: { type: ['string', 'null'] },
      cancellable: { type: 'boolean' },
      actedBy: { type: ['string', 'null'] },
    },
  };
  registerApi<unknown, TableQuery & { kind?: string; status?: string }>(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'rebate/history',
    summary: "Movements of the IB's rebate account (payouts, transfers, withdrawals), newest first; format=csv|xlsx exports them",
    tags,
    auth: 'required',
    downloads: exportFormats,
    ibOnly: true,
    config: tableRateLimitOf(ctx, 'report'),
    query: tableQuerySchema({
      kind: { type: 'string', enum: ['all', 'payout', 'transfer', 'withdrawal'] },
      status: { type: 'string', enum: ['all', ...withdrawalStatusNames(base)] },
    }),
    data: {
      type: 'object',
      properties: { rows: { type: 'array', items: historyRow }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
    },
    handler: async ({ auth, query, reply }) => {
      const scope = ibScope(ctx, auth);
      const account = rebateAccount(scope);
      // A withdrawal's refund (rejected or cancelled) shows with the withdrawals.
      const kinds =
        query.kind === 'withdrawal'
          ? [rebateMovementKinds.withdrawal, rebateMovementKinds.withdrawalRefund]
          : query.kind && query.kind !== 'all'
            ? [rebateMovementKinds[query.kind as keyof typeof rebateMovementKinds]]
            : Object.values(rebateMovementKinds);
      const status = query.status && query.status !== 'all' ? Number(enumCode(scope.config.enumerations, 'withdrawalStatus', query.status)) : undefined;
      const details = (row: HistoryRow) => detailsText(ctx, scope, row);
      const actorName = (row: HistoryRow) => (row.actorId !== null && row.actorId !== scope.owner.id ? subUserName(ctx.db, row.actorId, scope.owner.id) : null);
      const statusName = (row: HistoryRow) =>
        row.status === null ? null : (lookupEnum(scope.config.enumerations, 'withdrawalStatus', row.status)?.name ?? null);
      if (!query.format) {
        const page = rebateHistoryPage(ctx.db, account.id, kinds, query, status);
        return {
          ...page,
          rows: page.rows.map(({ actorId: _actor, counterpartUserId: _counterpart, memo: _memo, destination: _destination, status: _status, ...r }) => {
            const row = page.rows.find((x) => x.id === r.id)!;
            const name = statusName(row);
            return {
              ...r,
              kind: kindName(r.kind),
              details: details(row),
              statusName: name,
              cancellable: name !== null && rebateWithdrawalCancellable(scope, name),
              actedBy: actorName(row),
            };
          }),
        };
      }
      const rows = rebateHistoryPage(ctx.db, account.id, kinds, { ...query, page: 1, pageSize: 100_000 }, status).rows;
      const minor = 10 ** (scope.config.currencies.find((c) => c.code === account.currency)?.minorUnits ?? 2);
      const columns = exportColumns(query, new Set(['date', 'kind', 'amount', 'currency', 'details', 'statusName', 'actedBy'])).map(
        ({ field, label }): ExportColumn<HistoryRow> => {
          if (field === 'statusName')
            return {
              header: label,
              type: 'text',
              value: (r) => {
                const name = statusName(r);
                return name ? serverText(ctx.load, `funds.status.withdrawal.${name}`, {}, scope.language) : null;
              },
            };
          if (field === 'actedBy') return { header: label, type: 'text', value: actorName };
          if (field === 'amount') return { header: label, type: 'number', decimals: 2, value: (r) => r.amount / minor };
          if (field === 'date') return { header: label, type: 'date', value: (r) => new Date(r.date) };
          if (field === 'kind')
            return { header: label, type: 'text', value: (r) => serverText(ctx.load, `ib.movement.${kindName(r.kind)}`, {}, scope.language) };
          if (field === 'details') return { header: label, type: 'text', value: details };
          return { header: label, type: 'text', value: (r) => r.currency };
        },
      );
      return sendTable(reply, query.format, 'rebate-history', columns, rows);
    },
  });
}

const kindName = (kind: string) => (Object.entries(rebateMovementKinds).find(([, v]) => v === kind)?.[0] ?? kind) as string;

/** What a movement was about, in the user's language: the target account or sub-IB, the method, the week paid. */
function detailsText(ctx: ServerContext, scope: IbScope, row: HistoryRow): string {
  const memo = row.memo ?? '';
  switch (row.kind) {
    case rebateMovementKinds.withdrawal:
      if (row.status !== null && row.reason)
        return serverText(ctx.load, 'ib.withdraw.rejectedBecause', { destination: row.destination ?? '', reason: row.reason }, scope.language);
      return row.destination ?? serverText(ctx.load, `ib.withdraw.method.${memo}`, {}, scope.language);
    case rebateMovementKinds.withdrawalRefund:
      return serverText(ctx.load, 'ib.movement.withdrawalRefundOf', { id: memo }, scope.language);
    case rebateMovementKinds.payout:
      // The week's first day as the page shows dates in the language (memo holds it as YYYY-MM-DD).
      return serverText(ctx.load, 'ib.movement.payoutWeek', { week: formatDate(memo, shownFormats(scope.config, scope.language).dateFormat) }, scope.language);
    default: {
      const incoming = row.amount > 0;
      const subIb = /^IB\d+$/.test(memo);
      if (subIb && !incoming) return serverText(ctx.load, 'ib.movement.toSubIb', { code: memo }, scope.language);
      if (incoming)
        return serverText(
          ctx.load,
          'ib.movement.fromIb',
          { code: row.counterpartUserId === null ? '' : (ibProfileOf(ctx, row.counterpartUserId)?.ib_code ?? '') },
          scope.language,
        );
      return serverText(ctx.load, 'ib.movement.toAccount', { number: memo }, scope.language);
    }
  }
}
