import type { FromSchema } from './fromSchema';

const reasonSchema = {
  type: 'object',
  required: ['key', 'values'],
  properties: { key: { type: 'string' }, values: { type: 'object', additionalProperties: { type: 'string' } } },
} as const;

/** One promotion as a user sees it: its texts, period, whether they may join and why not, what it credited them. */
export const promotionViewSchema = {
  $id: 'PromotionView',
  description: 'A promotion for the signed-in user: eligibility with translated reasons (i18n keys and values), participation and credits',
  type: 'object',
  required: [
    'id',
    'name',
    'kind',
    'status',
    'labelKey',
    'descriptionKey',
    'termsKey',
    'terms',
    'from',
    'to',
    'eligible',
    'reasons',
    'joined',
    'account',
    'currency',
    'credited',
    'bonusBalance',
    'referralCode',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    kind: { type: 'string', enum: ['depositBonus', 'cashback', 'referral', 'offer'] },
    status: { type: 'string', enum: ['active', 'paused'] },
    labelKey: { type: 'string' },
    descriptionKey: { type: 'string' },
    termsKey: { type: 'string' },
    terms: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Values of the terms text: amounts as decimal text of the promotion currency, percent as a number',
    },
    from: { type: ['string', 'null'] },
    to: { type: ['string', 'null'] },
    eligible: { type: 'boolean' },
    reasons: { type: 'array', items: reasonSchema, description: 'Why the user cannot join: i18n keys of promotions.why.* with their values' },
    joined: { type: 'boolean' },
    account: { type: ['string', 'null'] },
    currency: { type: ['string', 'null'] },
    credited: { type: 'string', description: 'Decimal text of everything credited to the user by this promotion' },
    bonusBalance: { type: ['string', 'null'], description: 'Deposit bonus not yet released (decimal text)' },
    referralCode: { type: ['string', 'null'] },
  },
} as const;
export type PromotionView = FromSchema<typeof promotionViewSchema>;
