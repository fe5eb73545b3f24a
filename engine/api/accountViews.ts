import type { FromSchema } from './fromSchema';

/* Account management views (issue 16): leverage choices under the regulator's cap, login details and platform links. */

export const leverageOfferViewSchema = {
  $id: 'LeverageOfferView',
  description: "The leverages a trading account may have: those above the cap of the user's regulator and classification are not offered, with the reason",
  type: 'object',
  required: ['account', 'current', 'options', 'cap'],
  properties: {
    account: { type: 'string' },
    current: { type: ['integer', 'null'] },
    options: {
      type: 'array',
      items: { type: 'object', required: ['value', 'offered'], properties: { value: { type: 'integer' }, offered: { type: 'boolean' } } },
    },
    cap: {
      type: ['object', 'null'],
      required: ['max', 'reasonKey', 'classification'],
      properties: { max: { type: 'integer' }, reasonKey: { type: 'string' }, classification: { type: 'string' } },
    },
  },
} as const;
export type LeverageOfferView = FromSchema<typeof leverageOfferViewSchema>;

export const accountDetailsViewSchema = {
  $id: 'AccountDetailsView',
  description: 'How to log in to a trading account: platform, server and login, the web trader and the downloads of the brand',
  type: 'object',
  required: ['account', 'login', 'platform', 'server', 'isDemo', 'nickname', 'leverage', 'webTraderUrl', 'downloads'],
  properties: {
    account: { type: 'string' },
    login: { type: 'string' },
    platform: { type: ['string', 'null'] },
    server: { type: ['string', 'null'] },
    isDemo: { type: 'boolean' },
    nickname: { type: ['string', 'null'] },
    leverage: { type: ['integer', 'null'] },
    webTraderUrl: { type: ['string', 'null'] },
    downloads: { type: 'array', items: { type: 'object', required: ['os', 'url'], properties: { os: { type: 'string' }, url: { type: 'string' } } } },
  },
} as const;
export type AccountDetailsView = FromSchema<typeof accountDetailsViewSchema>;
