import { demoPassword } from '../../src/server/seed/seedContext';
import type { TestServer } from './server';

/** The staff cookie of a signed-in staff member, as the browser would send it. */
export async function staffCookie(server: TestServer, email: string, password = demoPassword): Promise<string> {
  const res = await server.app.inject({ method: 'POST', url: '/web-api/studio/session', payload: { email, password } });
  const cookie = res.cookies.find((c) => c.name === 'portal_staff');
  if (res.statusCode !== 200 || !cookie) throw new Error(`staff sign-in of ${email} failed: ${res.body}`);
  return `portal_staff=${cookie.value}`;
}

export const demoEditor = 'editor@staff.demo.test';
export const demoViewer = 'viewer@staff.demo.test';

/** A studio call with a staff cookie; JSON bodies. */
export function studioCall(server: TestServer, cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) {
  return server.app.inject({
    method,
    url: `/web-api/studio/${path}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
