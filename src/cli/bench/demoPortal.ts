import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/openDatabase';
import { demoPassword } from '../../server/seed/seedContext';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { buildPortal, portalBuildIsStale } from '../buildPortal';
import { loadConfigAt } from '../loadConfig';
import type { BenchCertificate } from './benchCertificate';
import { startServer } from './benchServer';

/** A page the page benches load: signed in as `user` (under the view's base path) when it needs one. */
export interface BenchPage {
  name: string;
  path: string;
  user?: { base: string; email: string };
}

const client = { base: '', email: 'trader@demo.test' };
const ib = { base: '/ib', email: 'ib@demo.test' };

/** The pages users open most: sign-in, client home and deposit, IB dashboard and client list. */
export const benchPages: readonly BenchPage[] = [
  { name: 'sign-in', path: '/login' },
  { name: 'client home', path: '/', user: client },
  { name: 'deposit', path: '/deposit', user: client },
  { name: 'IB dashboard', path: '/ib/home', user: ib },
  { name: 'IB client list', path: '/ib/ibaccounts', user: ib },
];

/** The built portal (built first when stale) served on a freshly seeded demo database, in its own process (over HTTPS with tls). */
export async function demoPortal(tls?: BenchCertificate): Promise<{ url: string; stop: () => Promise<void> }> {
  if (portalBuildIsStale()) await buildPortal();
  const dir = mkdtempSync(join(tmpdir(), 'portal-pages-'));
  const dbFile = join(dir, 'demo.db');
  const db = openDatabase(dbFile);
  await seedDatabase(db, loadConfigAt());
  db.close();
  const server = await startServer(dbFile, { tls });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the sign-in page, as a user would; the session then holds for the page's context. */
export async function signInThroughPage(page: Page, origin: string, user: NonNullable<BenchPage['user']>): Promise<void> {
  await page.goto(`${origin}${user.base}/login`);
  await page.getByTestId('sign-in-email').fill(user.email);
  await page.getByTestId('sign-in-password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.locator('main#main').waitFor();
}
