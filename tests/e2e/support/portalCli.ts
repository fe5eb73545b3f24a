import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
/** The database of this run's reference server (playwright.config.ts seeds data/e2e-<port>.db). */
export const e2eDb = join(root, 'data', `e2e-${process.env.E2E_PORT ?? 4180}.db`);

/** Runs the `portal` command as QA would; returns stdout (a failing command fails the test). */
export function portalCommand(...args: string[]): string {
  return execFileSync(process.execPath, [join(root, 'src/cli/portal.mjs'), ...args], { cwd: root, encoding: 'utf8' });
}

/** Runs a `portal` command that works on a database against this run's database, as staff would. */
export function portalCli(...args: string[]): string {
  return portalCommand(...args, '--db', e2eDb);
}

/** The newest one-time code the server "sent" to a user (portal outbox). */
export function lastCode(email: string): string {
  const messages = JSON.parse(portalCli('outbox', '--email', email, '--last', '1', '--json')) as { body: string }[];
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox of ${email}`);
  return code;
}

/** A fresh client for one test in one project, so every journey starts from nothing verified. */
export function freshClient(label: string, project: string, verified: number[] = []): string {
  const email = `${label}.${project}.${Date.now()}@demo.test`;
  portalCli('user', 'add', '--email', email, '--name', 'Fresh Client', ...(verified.length ? ['--verified', verified.join(',')] : []));
  return email;
}

/** A fresh copy of a demo user for this run (the two viewport projects share one database). */
export function cloneUser(from: string, label: string): string {
  const [local, domain] = from.split('@');
  const email = `${local}+${label}-${Date.now()}@${domain}`;
  portalCli('user', 'clone', '--from', from, '--email', email);
  return email;
}

/** Makes a user set the authenticator up again (the support action QA uses). */
export function requireAuthenticatorRebind(email: string): void {
  portalCli('security', 'rebind', '--email', email);
}
