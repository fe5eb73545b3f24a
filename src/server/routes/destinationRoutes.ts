import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { bankAccountViewSchema, cardViewSchema, cryptoAddressViewSchema, paymentInfoListSchema } from '../../../engine/api';
import type { DestinationKind } from '../../../engine/funds';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { ApiError } from '../http/apiError';
import { assertSafeMultipartText } from '../http/unsafeMarkupGuard';
import { currencyField, emptyBody } from '../funds/apiSchemas';
import { paymentFieldError } from '../funds/fundsSupport';
import {
  addBankAccount,
  addCryptoAddress,
  bankAccountQueue,
  deleteDestination,
  destinationOf,
  paymentInfoList,
  reviewBankAccount,
  type BankAccountInput,
  type CryptoAddressInput,
} from '../funds/destinations';

const tags = ['payment-info'];
const kinds = ['bank', 'crypto', 'card'] as const;
/** The spec's calls name the id bankAccountInfoId; kind says which destination (default bank). */
const destinationQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['bankAccountInfoId'],
  properties: { bankAccountInfoId: { type: 'integer', minimum: 1 }, kind: { type: 'string', enum: kinds, default: 'bank' } },
} as const;
type DestinationQuery = { bankAccountInfoId: number; kind: DestinationKind };
const bankFields = ['holder', 'bankName', 'accountNumber', 'swift'] as const;

/** Payment destinations: the spec's payment/info calls, adding bank accounts (with a proof) and crypto addresses, and the staff decision. */
export function destinationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'payment/info/getPaymentInfoList',
    reads: true,
    summary: "The user's payment destinations: bank accounts (masked, with their verification), crypto addresses and cards",
    tags,
    auth: 'required',
    body: emptyBody,
    data: paymentInfoListSchema,
    handler: ({ auth }) => paymentInfoList(ctx, auth.user),
  });

  registerApi<unknown, DestinationQuery>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'payment/info/getInfo',
    reads: true,
    summary: 'One payment destination of the user (kind bank, crypto or card)',
    tags,
    auth: 'required',
    query: destinationQuery,
    data: { oneOf: [bankAccountViewSchema, cryptoAddressViewSchema, cardViewSchema] },
    handler: ({ auth, query }) => destinationOf(ctx, auth.user, query.kind, query.bankAccountInfoId),
  });

  registerApi<unknown, DestinationQuery>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'payment/info/deleteBankAccountInfo',
    summary: 'Delete a payment destination of the user (kind bank, crypto or card; a proof or card photos are erased)',
    tags,
    auth: 'required',
    query: destinationQuery,
    data: { type: 'object', properties: { id: { type: 'integer' }, kind: { type: 'string' }, deleted: { type: 'boolean' } } },
    handler: ({ auth, query }) => deleteDestination(ctx, auth.user, query.kind, query.bankAccountInfoId),
  });

  registerApi<CryptoAddressInput, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'payment/info/addCryptoAddress',
    summary: "Save a crypto address: the network must carry the asset and the address must have the network's format",
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['asset', 'network', 'address'],
      properties: { asset: currencyField, network: { type: 'string', pattern: '^[A-Z0-9]{2,12}$' }, address: { type: 'string', minLength: 1, maxLength: 120 } },
    },
    data: cryptoAddressViewSchema,
    handler: ({ auth, body }) => addCryptoAddress(ctx, auth.user, body),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'payment/info/addBankAccount',
    summary:
      'Save a bank account (multipart: holder, bankName, accountNumber, swift, file proof; JPEG, PNG or PDF by content); it waits for staff verification',
    tags,
    auth: 'required',
    bodyLimit: 6 * 1024 * 1024,
    data: bankAccountViewSchema,
    handler: async ({ auth, raw }) => {
      if (!raw.isMultipart())
        throw paymentFieldError('body', 'bankForm', 'Send the bank account as multipart/form-data with holder, bankName, accountNumber, swift and proof.');
      const max = ctx.config(auth.user.regulator).funds.destinations.bank.maxProofBytes;
      const input: BankAccountInput & Record<string, unknown> = {};
      try {
        for await (const part of raw.parts({ limits: { files: 1, fileSize: max + 1, fields: 4, fieldSize: 200, parts: 5 } })) {
          if (part.type === 'file' && part.fieldname === 'proof') {
            const file = part as MultipartFile;
            input.proof = { filename: assertSafeMultipartText(ctx, 'filename', file.filename), data: await file.toBuffer() };
          } else if (part.type === 'field' && (bankFields as readonly string[]).includes(part.fieldname)) {
            input[part.fieldname] = assertSafeMultipartText(ctx, part.fieldname, String(part.value));
          } else {
            throw new ApiError('UNKNOWN_FIELD', 400, `Unknown field "${part.fieldname}" (fields: ${bankFields.join(', ')}, proof).`, { field: part.fieldname });
          }
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw paymentFieldError('proof', 'proofTooLarge', `The proof is larger than ${Math.round(max / 1024 / 1024)} MB.`, {
            maxBytes: max,
            megabytes: Math.round(max / 1024 / 1024),
          });
        if (code?.startsWith('FST_')) throw paymentFieldError('body', 'uploadUnreadable', `The upload could not be read: ${(error as Error).message}`);
        throw error;
      }
      return addBankAccount(ctx, auth.user, input);
    },
  });

  registerApi<{ email: string; id: number; decision: 'approve' | 'reject'; reason?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['backOffice'],
    path: 'payment-info/review',
    summary: 'Staff decision on a saved bank account: approve (verified, withdrawals may go there) or reject (with the reason the client sees)',
    tags: ['back-office'],
    auth: 'staff',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'id', 'decision'],
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        id: { type: 'integer', minimum: 1 },
        decision: { type: 'string', enum: ['approve', 'reject'] },
        reason: { type: 'string', minLength: 1, maxLength: 500 },
      },
    },
    data: { type: 'object', properties: { email: { type: 'string' }, id: { type: 'integer' }, status: { type: 'string' } } },
    handler: ({ body }) => reviewBankAccount(ctx, body),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['backOffice'],
    path: 'payment-info/queue',
    summary: 'Bank accounts waiting for staff verification, oldest first',
    tags: ['back-office'],
    auth: 'staff',
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, email: { type: 'string' }, holder: { type: 'string' }, bankName: { type: 'string' }, since: { type: 'string' } },
      },
    },
    handler: () => bankAccountQueue(ctx),
  });
}
