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

/** A currency option of an account type (specification section 3): the currency and, for the US cent, the countries it is opened in. */
export const currencyOptionViewSchema = {
  $id: 'CurrencyOptionView',
  type: 'object',
  required: ['currency', 'defaultHidden', 'salesGroupConfigs', 'monetaryPolicy'],
  properties: {
    currency: { type: 'string' },
    OpenCountryUSC: {
      type: 'array',
      items: { type: 'integer' },
      description: 'For the country-limited currency only (config/accounts/funds.yaml accountOptions.openCountry): the country ids of its group',
    },
    defaultHidden: { type: 'boolean', description: 'Hidden unless a sales group config shows it (accountOptions.currencies)' },
    salesGroupConfigs: {
      type: 'array',
      description: 'Per sales group: whether the currency is hidden',
      items: { type: 'object', required: ['salesGroup', 'hidden'], properties: { salesGroup: { type: 'string' }, hidden: { type: 'boolean' } } },
    },
    monetaryPolicy: {
      type: 'object',
      description: 'Per platform: standard, or cent (amounts in hundredths of the base currency)',
      additionalProperties: { type: 'string', enum: ['standard', 'cent'] },
    },
  },
} as const;
export type CurrencyOptionView = FromSchema<typeof currencyOptionViewSchema>;

/** An account type the user may open on a platform (account/getAccountType): the account type option of specification section 3. */
export const accountTypeOptionViewSchema = {
  $id: 'AccountTypeOptionView',
  type: 'object',
  required: [
    'value',
    'code',
    'key',
    'platform',
    'name',
    'tags',
    'popular',
    'currencies',
    'currencyOptions',
    'OpenCountryUSC',
    'excludeCountry',
    'allowSalesGroup',
  ],
  properties: {
    value: { type: 'integer', description: 'The account-type code (the option value)' },
    code: { type: 'integer' },
    key: { type: 'string' },
    platform: { type: 'string' },
    name: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    popular: { type: 'boolean' },
    currencies: { type: 'array', items: { type: 'string' } },
    currencyOptions: { type: 'array', items: currencyOptionViewSchema },
    OpenCountryUSC: {
      type: 'array',
      items: { type: 'integer' },
      description: "When the type offers the country-limited currency (accountOptions.openCountry): its group's country ids; else empty",
    },
    excludeCountry: {
      type: 'array',
      items: { type: 'integer' },
      description:
        "The country ids where the type is not offered: its condition (config/accounts/account-types.yaml when) evaluated with each country in the user's place",
    },
    allowSalesGroup: {
      type: 'array',
      items: { type: 'string' },
      description: 'The sales groups that may open the type (accountOptions.accountTypes; every group when not named)',
    },
  },
} as const;
export type AccountTypeOptionView = FromSchema<typeof accountTypeOptionViewSchema>;
