import type { FromSchema } from './fromSchema';
import { cardViewSchema } from './fundsViews';

/* Payment destinations (where withdrawals go) and deposit instructions, defined once. */

const nullableString = { type: ['string', 'null'] } as const;

export const bankAccountViewSchema = {
  $id: 'BankAccountView',
  description: 'A saved bank account of the user (number masked) and its staff verification',
  type: 'object',
  required: ['id', 'holder', 'bankName', 'accountNumber', 'swift', 'status', 'reason', 'hasProof', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    holder: { type: 'string' },
    bankName: { type: 'string' },
    accountNumber: { type: 'string', description: 'Masked: only the last four characters' },
    swift: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'verified', 'rejected'] },
    reason: { ...nullableString, description: "Staff's reason for a rejection" },
    hasProof: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type BankAccountView = FromSchema<typeof bankAccountViewSchema>;

export const cryptoAddressViewSchema = {
  $id: 'CryptoAddressView',
  description: 'A saved crypto address of the user: the asset, its network and the address',
  type: 'object',
  required: ['id', 'asset', 'network', 'address', 'status', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    asset: { type: 'string' },
    network: { type: 'string' },
    address: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'verified', 'rejected'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type CryptoAddressView = FromSchema<typeof cryptoAddressViewSchema>;

export const paymentInfoListSchema = {
  $id: 'PaymentInfoList',
  description: "The user's payment destinations: bank accounts, crypto addresses and cards",
  type: 'object',
  required: ['bankAccounts', 'cryptoAddresses', 'cards'],
  properties: {
    bankAccounts: { type: 'array', items: bankAccountViewSchema },
    cryptoAddresses: { type: 'array', items: cryptoAddressViewSchema },
    cards: { type: 'array', items: cardViewSchema },
  },
} as const;
export type PaymentInfoList = FromSchema<typeof paymentInfoListSchema>;

export const depositInstructionsSchema = {
  $id: 'DepositInstructions',
  description: 'How to pay a deposit: the bank details and the reference to quote, or the crypto address per network',
  type: 'object',
  required: ['reference', 'bank', 'addresses'],
  properties: {
    reference: { type: 'string', description: 'Quote it with the payment so the money finds the deposit' },
    bank: {
      type: ['object', 'null'],
      required: ['beneficiary', 'bankName', 'accountNumber', 'swift'],
      properties: { beneficiary: { type: 'string' }, bankName: { type: 'string' }, accountNumber: { type: 'string' }, swift: { type: 'string' } },
    },
    addresses: {
      type: 'array',
      items: {
        type: 'object',
        required: ['network', 'labelKey', 'asset', 'address'],
        properties: { network: { type: 'string' }, labelKey: { type: 'string' }, asset: { type: 'string' }, address: { type: 'string' } },
      },
    },
  },
} as const;
export type DepositInstructions = FromSchema<typeof depositInstructionsSchema>;
