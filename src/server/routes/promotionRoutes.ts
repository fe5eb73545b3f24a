import type { FastifyInstance } from 'fastify';
import { promotionViewSchema } from '../../../engine/api';
import type { ServerContext } from '../context';
import { accountField, listOf } from '../funds/apiSchemas';
import { ownAccount } from '../funds/accountRows';
import { registerApi } from '../http/api';
import { blacklistOf, claimReferral, joinPromotion, leavePromotion, promotionReport, promotionViews, runTradeJob } from '../promotions';

const tags = ['promotion'];
const idField = { type: 'integer', minimum: 1, maximum: 99_999_999 } as const;
const creditsSchema = {
  type: 'array',
  items: { type: 'object', properties: { kind: { type: 'string' }, currency: { type: 'string' }, amount: { type: 'string' }, count: { type: 'integer' } } },
} as const;

/** Promotions: the list with eligibility and reasons, opt in/out, the spec's blacklist call, referral links, and the staff report and job. */
export function promotionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'promotion/list',
    summary: 'Every promotion for the user: terms, period, whether they may join (the reasons why not as i18n keys), joined, credited, bonus balance',
    tags,
    auth: 'required',
    data: listOf(promotionViewSchema),
    handler: ({ auth }) => promotionViews(ctx, auth.user),
  });

  registerApi<{ id: number; account: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'promotion/join',
    summary: 'Opt in to a promotion with one of the live accounts it applies to; refused (with reasons) when not eligible or the account is blacklisted',
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['id', 'account'], properties: { id: idField, account: accountField } },
    data: promotionViewSchema,
    handler: ({ auth, body }) => joinPromotion(ctx, auth.user, body.id, body.account),
  });

  registerApi<{ id: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'promotion/leave',
    summary: 'Opt out of a promotion (credits already made stay)',
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: idField } },
    data: promotionViewSchema,
    handler: ({ auth, body }) => leavePromotion(ctx, auth.user, body.id),
  });

  registerApi<{ code: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'promotion/referral/claim',
    summary: "A signed-in client opened a referral link: remembers the referrer (only before the client's first deposit)",
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['code'], properties: { code: { type: 'string', pattern: '^R[A-Z0-9]{1,20}$' } } },
    data: { type: 'object', properties: { referred: { type: 'boolean' } } },
    handler: ({ auth, body }) => claimReferral(ctx, auth.user, body.code),
  });

  registerApi<unknown, { account: string }>(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'promotionallink/blacklist/getByAccount',
    summary: 'Whether an account of the user is excluded from promotions, and why',
    tags,
    auth: 'required',
    query: { type: 'object', additionalProperties: false, required: ['account'], properties: { account: accountField } },
    data: { type: 'object', properties: { blacklisted: { type: 'boolean' }, reason: { type: ['string', 'null'] } } },
    handler: ({ auth, query }) => {
      const entry = blacklistOf(ctx, ownAccount(ctx, auth.user.id, query.account).id);
      return { blacklisted: entry !== undefined, reason: entry?.reason ?? null };
    },
  });

  registerApi<unknown, { id: number }>(app, ctx, {
    method: 'GET',
    bases: ['backOffice'],
    path: 'promotion/report',
    summary: "Staff: a promotion's participants, credited and forfeited amounts",
    tags,
    auth: 'staff',
    query: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: idField } },
    data: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        status: { type: 'string' },
        participants: {
          type: 'array',
          items: {
            type: 'object',
            properties: { email: { type: 'string' }, account: { type: 'string' }, status: { type: 'string' }, joinedAt: { type: 'string' } },
          },
        },
        credited: creditsSchema,
        forfeited: creditsSchema,
      },
    },
    handler: ({ query }) => promotionReport(ctx, query.id),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['backOffice'],
    path: 'promotion/run-trade-job',
    summary: 'Staff: run the job that credits cashback and releases deposit bonus for closed trades (each trade counts once)',
    tags,
    auth: 'staff',
    body: { type: 'object', additionalProperties: false, properties: {} },
    data: { type: 'object', properties: { credits: { type: 'integer' } } },
    handler: () => ({ credits: runTradeJob(ctx) }),
  });
}
