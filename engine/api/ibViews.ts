import type { FromSchema } from './fromSchema';

/** One sub-user of an IB as the IB's sub-user page shows it (ibaccount/subUsers). */
export const subUserViewSchema = {
  $id: 'SubUserView',
  description:
    'A sub-user (staff acting for the IB): its permission ids and the names of those the subUserPermission enumeration knows; status invited until it first signs in, disabled while the IB has disabled it',
  type: 'object',
  required: ['id', 'name', 'email', 'permissionIds', 'permissions', 'status', 'createdAt', 'lastSignInAt'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    permissionIds: { type: 'array', items: { type: 'integer' } },
    permissions: { type: 'array', items: { type: 'string' } },
    status: { type: 'string', enum: ['invited', 'active', 'disabled'] },
    createdAt: { type: 'string', format: 'date-time' },
    lastSignInAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type SubUserView = FromSchema<typeof subUserViewSchema>;

/** The IB's sub-users and the permissions it may give them (the subUserPermission enumeration: id, name, label key). */
export const subUsersViewSchema = {
  $id: 'SubUsersView',
  description: "The IB's sub-users, the permissions it may choose from, and how many sub-users it may have",
  type: 'object',
  required: ['subUsers', 'permissions', 'max'],
  properties: {
    subUsers: { type: 'array', items: subUserViewSchema },
    permissions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'labelKey'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, labelKey: { type: 'string' } },
      },
    },
    max: { type: 'integer' },
  },
} as const;
export type SubUsersView = FromSchema<typeof subUsersViewSchema>;

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

/**
 * One client of the IB in detail for a period (ibaccount/clients/{id}/detail): the client as its list
 * shows it, its accounts under the IB, its volume and rebates per product, deposits and withdrawals.
 * What the IB's privacy switches hide is null (never sent).
 */
export const ibClientDetailViewSchema = {
  $id: 'IbClientDetailView',
  description:
    "One of the IB's clients over a period: accounts, volume (lots), rebates per product, deposits and withdrawals; privacy switches blank what they hide",
  type: 'object',
  required: ['id', 'name', 'email', 'phone', 'country', 'status', 'registeredAt', 'from', 'to', 'rebateCurrency', 'accounts', 'products', 'totals'],
  properties: {
    id: { type: 'integer' },
    name: nullableString,
    email: nullableString,
    phone: nullableString,
    country: nullableString,
    status: { type: 'string' },
    registeredAt: nullableString,
    from: { type: 'string' },
    to: { type: 'string' },
    rebateCurrency: { type: 'string' },
    accounts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'accountNumber', 'platform', 'accountType', 'currency', 'status', 'balance', 'equity', 'lots', 'rebate', 'deposits', 'withdrawals'],
        properties: {
          id: { type: 'integer' },
          accountNumber: nullableString,
          platform: nullableString,
          accountType: nullableString,
          currency: { type: 'string' },
          status: { type: 'string' },
          balance: nullableInteger,
          equity: nullableInteger,
          lots: nullableNumber,
          rebate: { type: 'integer' },
          deposits: { type: 'integer' },
          withdrawals: { type: 'integer' },
        },
      },
    },
    products: {
      type: 'array',
      items: {
        type: 'object',
        required: ['product', 'lots', 'rebate'],
        properties: { product: { type: 'string' }, lots: nullableNumber, rebate: { type: 'integer' } },
      },
    },
    totals: {
      type: 'object',
      required: ['lots', 'rebate'],
      properties: { lots: nullableNumber, rebate: { type: 'integer' } },
    },
  },
} as const;
export type IbClientDetailView = FromSchema<typeof ibClientDetailViewSchema>;

/** The commission statement of a month (ibaccount/report/commissionStatement): own and override rebates per product. */
export const commissionStatementViewSchema = {
  $id: 'CommissionStatementView',
  description: "An IB's commission statement for a calendar month: own and override rebates per product, totals equal to the rebate report's for that month",
  type: 'object',
  required: ['month', 'from', 'to', 'currency', 'rows', 'total'],
  properties: {
    month: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    currency: { type: 'string' },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['product', 'lots', 'ownRebate', 'overrideRebate', 'rebate'],
        properties: {
          product: { type: 'string' },
          lots: nullableNumber,
          ownRebate: { type: 'integer' },
          overrideRebate: { type: 'integer' },
          rebate: { type: 'integer' },
        },
      },
    },
    total: {
      type: 'object',
      required: ['lots', 'ownRebate', 'overrideRebate', 'rebate'],
      properties: { lots: nullableNumber, ownRebate: { type: 'integer' }, overrideRebate: { type: 'integer' }, rebate: { type: 'integer' } },
    },
  },
} as const;
export type CommissionStatementView = FromSchema<typeof commissionStatementViewSchema>;
