import type { FromSchema } from './fromSchema';

/*
 * What the funds calls answer, defined once: the server serialises through these schemas, the
 * OpenAPI document lists them by $id (#/components/schemas/AccountView ...), and server and portal
 * are typed by the types derived from them. Amounts are decimal text in the currency.
 */

const nullableString = { type: ['string', 'null'] } as const;

export const accountViewSchema = {
  $id: 'AccountView',
  description: 'A trading account or wallet of the user, with its balance and audit state',
  type: 'object',
  required: [
    'number',
    'kind',
    'openingKind',
    'platform',
    'accountType',
    'accountTypeName',
    'isDemo',
    'isMain',
    'currency',
    'leverage',
    'nickname',
    'balance',
    'auditStatus',
    'auditName',
    'auditLabelKey',
    'auditReason',
    'createdAt',
  ],
  properties: {
    number: { type: 'string' },
    kind: { type: 'string', enum: ['trading', 'wallet'] },
    openingKind: { type: 'string' },
    platform: nullableString,
    accountType: { type: ['integer', 'null'] },
    accountTypeName: nullableString,
    isDemo: { type: 'boolean' },
    isMain: { type: 'boolean' },
    currency: { type: 'string' },
    leverage: { type: ['integer', 'null'] },
    nickname: { ...nullableString, description: 'The name the client gave the account' },
    balance: { type: 'string' },
    auditStatus: { type: 'integer' },
    auditName: { type: 'string' },
    auditLabelKey: nullableString,
    auditReason: { ...nullableString, description: "Staff's reason for the audit decision" },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type AccountView = FromSchema<typeof accountViewSchema>;

export const channelViewSchema = {
  $id: 'ChannelView',
  description: 'A deposit or withdrawal method offered for an account, with its limits in the account currency',
  type: 'object',
  required: ['id', 'labelKey', 'currency', 'channelCurrency', 'minimum', 'maximum', 'recommended', 'sortOrder', 'destination', 'toDepositCard'],
  properties: {
    id: { type: 'string' },
    labelKey: { type: 'string' },
    currency: { type: 'string' },
    channelCurrency: { type: 'string' },
    minimum: { type: 'string' },
    maximum: { type: 'string' },
    recommended: { type: 'boolean' },
    sortOrder: { type: 'integer' },
    destination: {
      type: ['string', 'null'],
      enum: ['bank', 'crypto', 'card', null],
      description: 'Withdrawals: the kind of verified destination the money goes to',
    },
    toDepositCard: {
      type: 'boolean',
      description: 'Withdrawals by card: only to a card a successful deposit through this channel came from (CardView depositChannels)',
    },
  },
} as const;
export type ChannelView = FromSchema<typeof channelViewSchema>;

export const depositViewSchema = {
  $id: 'DepositView',
  description: 'A deposit and its status; payUrl opens the payment page while it is unpaid',
  type: 'object',
  required: [
    'id',
    'account',
    'accountKind',
    'channel',
    'channelLabelKey',
    'currency',
    'amount',
    'status',
    'statusName',
    'statusLabelKey',
    'payUrl',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: { type: 'integer' },
    account: { type: 'string' },
    accountKind: { type: 'string' },
    channel: { type: 'string' },
    channelLabelKey: nullableString,
    currency: { type: 'string' },
    amount: { type: 'string' },
    status: { type: 'integer' },
    statusName: { type: 'string' },
    statusLabelKey: nullableString,
    payUrl: nullableString,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type DepositView = FromSchema<typeof depositViewSchema>;

export const withdrawalViewSchema = {
  $id: 'WithdrawalView',
  description: 'A withdrawal, its payout and status',
  type: 'object',
  required: [
    'id',
    'account',
    'accountKind',
    'channel',
    'channelLabelKey',
    'currency',
    'amount',
    'payoutCurrency',
    'payoutAmount',
    'rate',
    'status',
    'statusName',
    'statusLabelKey',
    'cancellable',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: { type: 'integer' },
    account: { type: 'string' },
    accountKind: { type: 'string' },
    channel: { type: 'string' },
    channelLabelKey: nullableString,
    currency: { type: 'string' },
    amount: { type: 'string' },
    payoutCurrency: { type: 'string' },
    payoutAmount: { type: 'string' },
    rate: { type: 'string' },
    status: { type: 'integer' },
    statusName: { type: 'string' },
    statusLabelKey: nullableString,
    cancellable: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type WithdrawalView = FromSchema<typeof withdrawalViewSchema>;

export const transferViewSchema = {
  $id: 'TransferView',
  description: 'A move between two accounts of the user (converted at rate when the currencies differ)',
  type: 'object',
  required: ['id', 'kind', 'from', 'to', 'currency', 'amount', 'toCurrency', 'toAmount', 'rate', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    currency: { type: 'string' },
    amount: { type: 'string' },
    toCurrency: { type: 'string' },
    toAmount: { type: 'string' },
    rate: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type TransferView = FromSchema<typeof transferViewSchema>;

export const cardViewSchema = {
  $id: 'CardView',
  description: 'A payment card of the user (last four digits only) and the sides photographed',
  type: 'object',
  required: ['id', 'holder', 'brand', 'last4', 'expiry', 'photos', 'depositChannels', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    holder: { type: 'string' },
    brand: { type: 'string' },
    last4: { type: 'string' },
    expiry: { type: 'string' },
    photos: { type: 'array', items: { type: 'string' } },
    depositChannels: { type: 'array', items: { type: 'string' }, description: 'The channels successful deposits with this card came through' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type CardView = FromSchema<typeof cardViewSchema>;
