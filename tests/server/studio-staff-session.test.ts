import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/server/clock';
import { demoPassword } from '../../src/server/seed/seedContext';
import { seedAnchor } from '../../src/server/seed/seedDatabase';
import { testServer, type TestServer } from '../helpers/server';

describe('config studio: staff session age', () => {
  let server: TestServer;
  const clock = fixedClock(seedAnchor + 30 * 24 * 3_600_000);
  beforeAll(async () => {
    server = await testServer({ clock });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('a staff account made long ago signs in and stays signed in (the session counts from sign-in, not from the account)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/web-api/studio/session',
      payload: { email: 'viewer@staff.demo.test', password: demoPassword },
    });
    const cookie = `portal_staff=${res.cookies.find((c) => c.name === 'portal_staff')!.value}`;
    const signedIn = async () => (await server.get('/web-api/studio/session', undefined, { cookie })).json().data?.email;
    expect(await signedIn()).toBe('viewer@staff.demo.test');
    // Used every 90 minutes (under the 2-hour idle limit): signed in for 12 hours, then out.
    for (let i = 0; i < 8; i++) {
      clock.advance(90 * 60_000);
      expect(await signedIn()).toBe('viewer@staff.demo.test');
    }
    clock.advance(90 * 60_000);
    expect(await signedIn()).toBeUndefined();
  });
});
