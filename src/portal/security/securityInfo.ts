import type { ApiCall } from '../../../engine/http';

export interface SecurityInfo {
  email: { masked: string; verified: boolean };
  phone: { bound: boolean; masked: string; verified: boolean };
  totp: { enabled: boolean; mustRebind: boolean };
  apiKeys: number;
}

/** The user's factors; refusals toast (not quiet), as the security page has no other place for them. */
export const securityInfoCall: ApiCall = { method: 'GET', base: 'cp', path: 'multiFactorAuth/info', quiet: false };

/** Raised after a factor changed: every security card reads the factors again. */
export const securityChangedEvent = 'securityChanged';
