/** Request fields the funds calls share (JSON Schema), so every string is bounded and shaped alike. */
export const tokenField = {
  type: 'string',
  minLength: 16,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'The anti-reuse token (GET payment token/anti-reuse): the request acts once.',
} as const;
export const accountField = { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Z0-9]+$', description: 'An account number.' } as const;
export const amountField = {
  type: 'string',
  minLength: 1,
  maxLength: 24,
  pattern: '^\\d{1,15}(\\.\\d{1,8})?$',
  description: 'A decimal amount in the account currency, as text ("100.50").',
} as const;
export const rateField = {
  type: 'string',
  maxLength: 40,
  pattern: '^\\d{1,12}(\\.\\d{1,12})?$',
  description: 'The exchange rate the user was shown (refused when it changed).',
} as const;
export const currencyField = { type: 'string', minLength: 3, maxLength: 5, pattern: '^[A-Z]{3,5}$' } as const;
export const channelField = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z][A-Za-z0-9_]*$' } as const;
export const idQuery = (name: string) =>
  ({ type: 'object', additionalProperties: false, required: [name], properties: { [name]: { type: 'integer', minimum: 1 } } }) as const;
export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

export const listOf = (items: object) => ({ type: 'array', items }) as const;
