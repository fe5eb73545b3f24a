import type { FromSchema } from './fromSchema';

/** A signal provider's public profile with its performance from the reference server's trade history. */
export const copyProviderViewSchema = {
  $id: 'CopyProviderView',
  description: 'A signal provider: profile, fee, and performance (return, drawdown, win rate, followers, equity curve)',
  type: 'object',
  required: [
    'id',
    'name',
    'strategy',
    'riskScore',
    'feePercent',
    'currency',
    'returnPercent',
    'drawdownPercent',
    'winRatePercent',
    'followers',
    'trades',
    'equity',
    'own',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    strategy: { type: 'string' },
    riskScore: { type: 'integer' },
    feePercent: { type: 'number' },
    currency: { type: 'string' },
    returnPercent: { type: 'string' },
    drawdownPercent: { type: 'string' },
    winRatePercent: { type: 'string' },
    followers: { type: 'integer' },
    trades: { type: 'integer' },
    equity: { type: 'array', items: { type: 'object', required: ['at', 'equity'], properties: { at: { type: 'string' }, equity: { type: 'string' } } } },
    own: { type: 'boolean' },
  },
} as const;
export type CopyProviderView = FromSchema<typeof copyProviderViewSchema>;

/** A copier's subscription to a provider: settings, status, P&L and the copied trades. */
export const copySubscriptionViewSchema = {
  $id: 'CopySubscriptionView',
  description: 'A copy: allocation mode and limits, status (active, paused, stopped, stoppedLoss), copied P&L and trades',
  type: 'object',
  required: ['id', 'providerId', 'providerName', 'account', 'mode', 'value', 'stopLossPercent', 'maxLot', 'status', 'pnl', 'feesPaid', 'currency', 'positions'],
  properties: {
    id: { type: 'integer' },
    providerId: { type: 'integer' },
    providerName: { type: 'string' },
    account: { type: 'string' },
    mode: { type: 'string', enum: ['equityRatio', 'fixedRatio', 'fixedLot'] },
    value: { type: ['number', 'null'] },
    stopLossPercent: { type: 'number' },
    maxLot: { type: 'string' },
    status: { type: 'string', enum: ['active', 'paused', 'stopped', 'stoppedLoss'] },
    pnl: { type: 'string' },
    feesPaid: { type: 'string' },
    currency: { type: 'string' },
    positions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'symbol', 'side', 'lots', 'profit', 'closedAt'],
        properties: {
          id: { type: 'integer' },
          symbol: { type: 'string' },
          side: { type: 'string', enum: ['buy', 'sell'] },
          lots: { type: 'string' },
          profit: { type: 'string' },
          closedAt: { type: 'string' },
        },
      },
    },
  },
} as const;
export type CopySubscriptionView = FromSchema<typeof copySubscriptionViewSchema>;

/** What the user may do in the copy-trading area: the accounts to apply or copy from, the modes and limits of config. */
export const copyTradingInfoViewSchema = {
  $id: 'CopyTradingInfoView',
  description: 'The copy-trading options of the signed-in user (accounts, allocation modes, limits from config/copy-trading.yaml)',
  type: 'object',
  required: ['providerAccounts', 'copyAccounts', 'allocationModes', 'stopLossPercent', 'maxLot', 'fixedRatio', 'maxFeePercent', 'isProvider'],
  properties: {
    providerAccounts: { type: 'array', items: { type: 'string' } },
    copyAccounts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['number', 'currency', 'balance'],
        properties: { number: { type: 'string' }, currency: { type: 'string' }, balance: { type: 'string' } },
      },
    },
    allocationModes: { type: 'array', items: { type: 'string', enum: ['equityRatio', 'fixedRatio', 'fixedLot'] } },
    stopLossPercent: {
      type: 'object',
      required: ['min', 'max', 'default'],
      properties: { min: { type: 'number' }, max: { type: 'number' }, default: { type: 'number' } },
    },
    maxLot: {
      type: 'object',
      required: ['min', 'max', 'default'],
      properties: { min: { type: 'string' }, max: { type: 'string' }, default: { type: 'string' } },
    },
    fixedRatio: { type: 'object', required: ['min', 'max'], properties: { min: { type: 'number' }, max: { type: 'number' } } },
    maxFeePercent: { type: 'number' },
    isProvider: { type: 'boolean' },
  },
} as const;
export type CopyTradingInfoView = FromSchema<typeof copyTradingInfoViewSchema>;
