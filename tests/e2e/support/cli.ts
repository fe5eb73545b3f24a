import { execFileSync } from 'node:child_process';

const db = () => process.env.E2E_DB ?? `data/e2e-${process.env.E2E_PORT ?? 4180}.db`;
const portal = (...args: string[]) => execFileSync(process.execPath, ['src/cli/portal.mjs', ...args, '--db', db()], { encoding: 'utf8' });

/** The newest code the server "sent" to an address or user (its outbox, read with the CLI as QA does). */
export function lastCodeFor(email: string): string {
  const messages = JSON.parse(portal('outbox', '--email', email, '--json', '--last', '1')) as { body: string }[];
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/** A fresh copy of a demo user for this run (the two viewport projects share one database). */
export function cloneUser(from: string, label: string): string {
  const [local, domain] = from.split('@');
  const email = `${local}+${label}-${Date.now()}@${domain}`;
  portal('user', 'clone', '--from', from, '--email', email);
  return email;
}

/** Makes a user set the authenticator up again (the support action QA uses). */
export function requireAuthenticatorRebind(email: string): void {
  portal('security', 'rebind', '--email', email);
}
