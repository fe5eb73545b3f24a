import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import type { ServerOptions } from './context';
import { demoAppSecret, demoDataKey, demoStaffToken } from './context';

/** Every secret a deployment sets: its environment variable, the demo value it replaces and the server option it feeds. */
export const deploymentSecrets = [
  { env: 'PORTAL_APP_SECRET', demo: demoAppSecret, option: 'appSecret' },
  { env: 'PORTAL_DATA_KEY', demo: demoDataKey, option: 'dataKey' },
  { env: 'PORTAL_STAFF_TOKEN', demo: demoStaffToken, option: 'staffToken' },
] as const satisfies readonly { env: string; demo: string; option: keyof ServerOptions }[];

type Env = Record<string, string | undefined>;

/** The secrets the environment sets (a demo server falls back to the demo values for the others). */
export function secretOptionsFromEnv(env: Env): Pick<ServerOptions, (typeof deploymentSecrets)[number]['option']> {
  return Object.fromEntries(deploymentSecrets.filter((s) => env[s.env]).map((s) => [s.option, env[s.env]]));
}

/** Why each secret is not fit for production (unset, blank or still its demo value); empty when all are. */
export function unsafeSecrets(env: Env): string[] {
  return deploymentSecrets.flatMap(({ env: name, demo }) => {
    const value = env[name]?.trim();
    if (!value) return [`${name} is not set`];
    if (value === demo) return [`${name} still has its demo value`];
    return [];
  });
}

/** Production is NODE_ENV=production or `portal start --production`. */
export const isProduction = (env: Env, flag: boolean | undefined) => flag === true || env.NODE_ENV === 'production';

/**
 * Where users reach the portal, from PORTAL_PUBLIC_ORIGIN: an http(s) origin, nothing after the host (links in
 * e-mails start with it). A demo server without it is reached on this machine at its port; production must set
 * it, over https. Either the origin or why it cannot be used.
 */
export function publicOriginFromEnv(env: Env, production: boolean, port: number, tls = false): { origin: string } | { problem: string } {
  const value = env.PORTAL_PUBLIC_ORIGIN?.trim();
  if (!value) return production ? { problem: 'PORTAL_PUBLIC_ORIGIN is not set' } : { origin: `${tls ? 'https' : 'http'}://localhost:${port}` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `PORTAL_PUBLIC_ORIGIN is not an address: ${value}` };
  }
  if (url.origin !== value.replace(/\/$/, ''))
    return { problem: `PORTAL_PUBLIC_ORIGIN must be an origin only (scheme, host, port), like https://portal.example.com: ${value}` };
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:'))
    return { problem: `PORTAL_PUBLIC_ORIGIN must use https${production ? ' in production' : ' or http'}: ${value}` };
  return { origin: url.origin };
}

/**
 * The certificate and key the server serves HTTPS with (HTTP/2), from PORTAL_TLS_CERT and PORTAL_TLS_KEY (PEM
 * files): both or neither (plain HTTP, e.g. behind a proxy that ends TLS). Either them, none, or why not.
 */
export function tlsFromEnv(env: Env): { tls?: NonNullable<ServerOptions['tls']> } | { problem: string } {
  const files = { cert: env.PORTAL_TLS_CERT?.trim(), key: env.PORTAL_TLS_KEY?.trim() };
  if (!files.cert && !files.key) return {};
  if (!files.cert || !files.key)
    return { problem: `${files.cert ? 'PORTAL_TLS_KEY' : 'PORTAL_TLS_CERT'} is not set (PORTAL_TLS_CERT and PORTAL_TLS_KEY go together)` };
  const problems: string[] = [];
  const read = (name: string, file: string): Buffer => {
    try {
      return readFileSync(file);
    } catch (error) {
      problems.push(`${name} cannot be read: ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
      return Buffer.alloc(0);
    }
  };
  const tls = { cert: read('PORTAL_TLS_CERT', files.cert), key: read('PORTAL_TLS_KEY', files.key) };
  if (problems.length > 0) return { problem: problems.join('; ') };
  // Checked now, before the build and the seeding: a file that is not PEM, the two swapped, a key of another
  // certificate or one locked by a passphrase would otherwise fail only once the server is made, in OpenSSL's words.
  try {
    createSecureContext(tls);
  } catch (error) {
    return {
      problem: `PORTAL_TLS_CERT (${files.cert}) and PORTAL_TLS_KEY (${files.key}) are not a PEM certificate and its unlocked key (${(error as Error).message})`,
    };
  }
  return { tls };
}
