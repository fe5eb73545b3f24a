import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../src/server/buildServer';
import { fixedClock, type Clock } from '../../src/server/clock';
import type { PortalConfigLoad } from '../../engine/config';
import type { ServerOptions } from '../../src/server/context';
import { openDatabase, type Db } from '../../src/server/db/openDatabase';
import { demoPassword } from '../../src/server/seed/seedContext';
import { seedAnchor, seedDatabase } from '../../src/server/seed/seedDatabase';
import { projectConfig } from './config';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof fixedClock>;
  /** Where this server stores uploaded documents (a fresh temporary directory). */
  uploadDir: string;
  /** Signs in and returns the session token (xtoken). */
  signIn(email: string, password?: string): Promise<string>;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** The demo data seeded once per config load (per test file) and copied for each server: seeding takes seconds. */
const seededImages = new WeakMap<PortalConfigLoad, Promise<Buffer>>();
function seededImage(load: PortalConfigLoad): Promise<Buffer> {
  let image = seededImages.get(load);
  if (!image) {
    image = (async () => {
      const db = openDatabase(':memory:');
      await seedDatabase(db, load);
      const bytes = db.serialize();
      db.close();
      return bytes;
    })();
    seededImages.set(load, image);
  }
  return image;
}

/** A real server on an in-memory SQLite database, seeded with the demo data, on a fixed clock. */
export async function testServer(
  options: { seed?: boolean; clock?: Clock; portalDir?: string; server?: ServerOptions; load?: PortalConfigLoad } = {},
): Promise<TestServer> {
  const load = options.load ?? projectConfig();
  const db = openDatabase(options.seed === false ? ':memory:' : await seededImage(load));
  const clock = fixedClock(seedAnchor + 3_600_000);
  const uploadDir = options.server?.uploadDir ?? mkdtempSync(join(tmpdir(), 'portal-uploads-'));
  const app = await buildServer({
    db,
    config: load,
    clock: options.clock ?? clock,
    options: { ...options.server, uploadDir, ...(options.portalDir ? { portalDir: options.portalDir } : {}) },
  });
  await app.ready();
  const headers = (token?: string, extra: Record<string, string> = {}) => ({ ...(token ? { 'x-token': token } : {}), ...extra });
  const server: TestServer = {
    app,
    db,
    clock,
    uploadDir,
    async signIn(email, password = demoPassword) {
      const res = await app.inject({ method: 'POST', url: '/web-api/api/login', payload: { email, password } });
      const body = res.json() as { code: number; data: { xtoken: string }; msg: string };
      if (body.code !== 0) throw new Error(`sign-in of ${email} failed: ${body.msg}`);
      return body.data.xtoken;
    },
    get: (url, token, extra) => app.inject({ method: 'GET', url, headers: headers(token, extra) }),
    post: (url, body, token, extra) => app.inject({ method: 'POST', url, payload: body as object, headers: headers(token, extra) }),
  };
  return server;
}

export function envelope<T = Record<string, unknown>>(res: LightMyRequestResponse): { code: number; data: T; msg: string } {
  return res.json() as { code: number; data: T; msg: string };
}

/** The cookies a sign-in sets, as a browser would send them back: the session cookie header and the csrf cookie's value. */
export function sessionCookies(res: LightMyRequestResponse): { cookie: string; csrf: string } {
  const cookies = res.cookies as { name: string; value: string }[];
  const value = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), csrf: value('portal_csrf') };
}
