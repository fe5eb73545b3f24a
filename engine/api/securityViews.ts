import type { FromSchema } from './fromSchema';

/** The user's step-up factors as the security centre shows them (multiFactorAuth/info). */
export const securityFactorsViewSchema = {
  $id: 'SecurityFactorsView',
  description: "The user's factors: e-mail (masked, verified), phone (bound, masked), authenticator (on, must be re-bound), active API keys",
  type: 'object',
  required: ['email', 'phone', 'totp', 'apiKeys'],
  properties: {
    email: { type: 'object', required: ['masked', 'verified'], properties: { masked: { type: 'string' }, verified: { type: 'boolean' } } },
    phone: {
      type: 'object',
      required: ['bound', 'masked', 'verified'],
      properties: { bound: { type: 'boolean' }, masked: { type: 'string' }, verified: { type: 'boolean' } },
    },
    totp: { type: 'object', required: ['enabled', 'mustRebind'], properties: { enabled: { type: 'boolean' }, mustRebind: { type: 'boolean' } } },
    apiKeys: { type: 'integer' },
  },
} as const;
export type SecurityFactorsView = FromSchema<typeof securityFactorsViewSchema>;
