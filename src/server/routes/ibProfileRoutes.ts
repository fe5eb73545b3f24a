import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { registerApi } from '../http/api';
import { formBodySchema } from '../http/formBody';
import { tableQuerySchema, type TableQuery } from '../http/tableQuery';
import {
  addAffiliateTransfer,
  affiliateTransferCount,
  affiliateTransfersOf,
  hasPendingAffiliateTransfer,
  ibIdOfCode,
  isClientAccountOf,
  pendingAffiliateTransferCount,
} from '../ib/affiliateTransfers';
import { openSettingsEnabled, saveOpenSettings } from '../ib/ibSettings';
import { ibProfileOf, ibScope, subIbsOf, type IbScope } from '../ib/ibScope';
import { sharedAccountsPage } from '../ib/sharedAccounts';
import { serverPolicies } from '../policyNames';

const tags = ['ib'];
const isoDay = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 10));

/** The IB profile area: profile facts, shared IB accounts, the agreement, open settings and affiliate transfers. */
export function ibProfileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const base = ctx.config();
  const profileOf = (scope: IbScope) => {
    const profile = ibProfileOf(ctx, scope.owner.id);
    if (!profile) throw new ApiError('FORBIDDEN', 403, 'This IB has no IB profile yet.');
    return profile;
  };
  const openSettingsOn = (scope: IbScope) => openSettingsEnabled(ctx.db, scope.owner.id);

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/profile',
    summary: "The IB's profile facts: IB code, name, parent IB, number of sub-IBs, agreement version",
    tags,
    auth: 'required',
    ibOnly: true,
    data: {
      type: 'object',
      properties: {
        ibCode: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        userTypeKey: { type: 'string' },
        parentIbCode: { type: ['string', 'null'] },
        subIbs: { type: 'integer' },
        since: { type: 'string' },
      },
    },
    handler: ({ auth }) => {
      const scope = ibScope(ctx, auth);
      const profile = profileOf(scope);
      const userType = scope.config.enumerations.userType?.values.find((v) => Number(v.code) === scope.owner.user_type);
      return {
        ibCode: profile.ib_code,
        name: scope.owner.name,
        email: scope.owner.email,
        userTypeKey: userType?.labelKey ?? 'userType.unknown',
        parentIbCode: profile.parent_ib_id === null ? null : (ibProfileOf(ctx, profile.parent_ib_id)?.ib_code ?? null),
        subIbs: subIbsOf(ctx, scope.owner.id).length,
        since: isoDay(scope.owner.created_at)!,
      };
    },
  });

  registerApi<unknown, TableQuery>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/sharedAccounts',
    summary: 'Shared IB accounts: trading accounts whose rebates the IB shares with a partner IB, and its share',
    tags,
    auth: 'required',
    ibOnly: true,
    query: tableQuerySchema(),
    data: {
      type: 'object',
      properties: {
        rows: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              accountNumber: { type: 'string' },
              platform: { type: 'string' },
              accountType: { type: 'string' },
              partnerIb: { type: 'string' },
              sharePercent: { type: 'integer' },
              since: { type: 'string' },
            },
          },
        },
        total: { type: 'integer' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
      },
    },
    handler: ({ auth, query }) => {
      const scope = ibScope(ctx, auth);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const names = scope.config.regulator.accountTypeNames as Record<string, string>;
      const { total, rows } = sharedAccountsPage(ctx.db, scope.owner.id, page, pageSize);
      return {
        rows: rows.map((r) => ({ ...r, accountType: names[String(r.accountType)] ?? String(r.accountType), since: isoDay(r.since) })),
        total,
        page,
        pageSize,
      };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/agreement',
    summary: "The IB's agreement: version, when it was signed, and the document (not for sub-users)",
    tags,
    auth: 'required',
    ibOnly: true,
    policy: { name: serverPolicies.notSubUser, refuseWith: 'FORBIDDEN' },
    data: {
      type: 'object',
      properties: {
        version: { type: ['string', 'null'] },
        signedAt: { type: ['string', 'null'] },
        statusKey: { type: 'string' },
        ibCode: { type: 'string' },
        items: { type: 'array', items: { type: 'object', additionalProperties: true } },
      },
    },
    handler: ({ auth }) => {
      const scope = ibScope(ctx, auth);
      const profile = profileOf(scope);
      const signed = profile.agreement_signed_at !== null;
      const website = scope.config.regulator.contact.website.replace(/\/+$/, '');
      return {
        version: profile.agreement_version,
        signedAt: isoDay(profile.agreement_signed_at),
        statusKey: signed ? 'ib.agreement.signed' : 'ib.agreement.unsigned',
        ibCode: profile.ib_code,
        // The agreement document on the entity's website (chosen path).
        items: [
          {
            id: 'document',
            labelKey: 'ib.agreement.document',
            url: `${website}/legal/ib-agreement/${encodeURIComponent(profile.agreement_version ?? 'current')}`,
          },
        ],
      };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/openSettings/status',
    summary: 'Whether the open-settings menu is enabled for the IB (loaded by the route guard when unknown)',
    tags,
    auth: 'required',
    ibOnly: true,
    data: { type: 'object', properties: { enabled: { type: 'boolean' } } },
    handler: ({ auth }) => ({ enabled: openSettingsOn(ibScope(ctx, auth)) }),
  });

  const requireOpenSettings = (scope: IbScope) => {
    if (!openSettingsOn(scope)) throw new ApiError('OPEN_SETTINGS_DISABLED', 403, 'Open settings is not available for your account.');
  };
  const settingsSchema = { type: 'object', additionalProperties: true };
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/openSettings',
    summary: "The IB's open settings: what clients opening an account through its links get by default",
    tags,
    auth: 'required',
    ibOnly: true,
    data: settingsSchema,
    handler: ({ auth }) => {
      const scope = ibScope(ctx, auth);
      requireOpenSettings(scope);
      return JSON.parse(profileOf(scope).open_settings) as Record<string, unknown>;
    },
  });

  registerApi<Record<string, unknown>, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ibaccount/openSettings',
    summary: "Save the IB's open settings (not for sub-users; only while open settings is enabled)",
    tags,
    auth: 'required',
    ibOnly: true,
    policy: { name: serverPolicies.notSubUser, refuseWith: 'FORBIDDEN' },
    body: formBodySchema(base, 'openSettings'),
    data: settingsSchema,
    handler: ({ auth, body }) => {
      const scope = ibScope(ctx, auth);
      requireOpenSettings(scope);
      profileOf(scope);
      saveOpenSettings(ctx.db, scope.owner.id, body);
      return body;
    },
  });

  const transferRow = {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      accountNumber: { type: 'string' },
      targetIbCode: { type: 'string' },
      reason: { type: 'string' },
      status: { type: 'string' },
      createdAt: { type: 'string' },
    },
  };
  const transfersOf = (scope: IbScope, limit: number, offset: number) =>
    affiliateTransfersOf(ctx.db, scope.owner.id, limit, offset).map((r) => ({ ...r, createdAt: isoDay(r.createdAt) }));

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'profile/checkTransferIB-Affiliate',
    summary: 'Whether the IB may ask to transfer a client account to another IB (vfsc-type regulators), and how many requests wait for review',
    tags,
    auth: 'required',
    policy: { name: serverPolicies.vfscType, refuseWith: 'FORBIDDEN' },
    data: { type: 'object', properties: { eligible: { type: 'boolean' }, pending: { type: 'integer' } } },
    handler: ({ auth }) => {
      const scope = ibScope(ctx, auth);
      const pending = pendingAffiliateTransferCount(ctx.db, scope.owner.id);
      return { eligible: scope.user.is_sub_user === 0, pending };
    },
  });

  registerApi<unknown, TableQuery>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'profile/transferIB-Affiliate/requests',
    summary: "The IB's affiliate-transfer requests, newest first",
    tags,
    auth: 'required',
    policy: { name: serverPolicies.vfscType, refuseWith: 'FORBIDDEN' },
    query: tableQuerySchema(),
    data: {
      type: 'object',
      properties: { rows: { type: 'array', items: transferRow }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
    },
    handler: ({ auth, query }) => {
      const scope = ibScope(ctx, auth);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const total = affiliateTransferCount(ctx.db, scope.owner.id);
      return { rows: transfersOf(scope, pageSize, (page - 1) * pageSize), total, page, pageSize };
    },
  });

  registerApi<{ accountNumber: string; targetIbCode: string; reason: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/transferIB-Affiliate_new',
    summary: "Ask to move one of the IB's client accounts to another IB (vfsc-type regulators; not for sub-users)",
    tags,
    auth: 'required',
    policy: { name: serverPolicies.vfscType, refuseWith: 'FORBIDDEN' },
    body: formBodySchema(base, 'transferIbAffiliate'),
    data: transferRow,
    handler: ({ auth, body }) => {
      const scope = ibScope(ctx, auth);
      if (scope.user.is_sub_user === 1) throw new ApiError('FORBIDDEN', 403, 'Only the IB itself can ask for an affiliate transfer.');
      if (!isClientAccountOf(ctx.db, scope.owner.id, body.accountNumber)) throw new ApiError('NOT_YOUR_CLIENT', 403, 'This client is not one of yours.');
      const target = ibIdOfCode(ctx.db, body.targetIbCode);
      if (target === undefined || target === scope.owner.id)
        throw new ApiError('IB_CODE_UNKNOWN', 400, `No IB has the code ${body.targetIbCode}.`, { ibCode: body.targetIbCode });
      if (hasPendingAffiliateTransfer(ctx.db, scope.owner.id, body.accountNumber))
        throw new ApiError('AFFILIATE_TRANSFER_PENDING', 409, `A transfer of account ${body.accountNumber} is already waiting for review.`, {
          accountNumber: body.accountNumber,
        });
      const id = addAffiliateTransfer(ctx.db, scope.owner.id, body.accountNumber, target, body.reason.trim(), ctx.clock.now());
      return transfersOf(scope, 50, 0).find((r) => r.id === id);
    },
  });
}
