import { generateSync } from 'otplib';

/** A TOTP code computed with an independent library (otplib), for a time in milliseconds. */
export function totpAt(secret: string, atMs: number): string {
  return generateSync({ secret, epoch: Math.floor(atMs / 1000) });
}
