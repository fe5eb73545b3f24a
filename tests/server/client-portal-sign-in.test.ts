import { afterEach, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
afterEach(async () => s?.app.close());

const signIn = async (email: string) =>
  envelope<{ clientPortal: boolean; isIb: boolean }>(await s.post('/web-api/api/login', { email, password: 'Demo#2026' })).data;

describe('who signs in to the client portal (config/policies.yaml clientPortal)', () => {
  it("an IB's sub-user signs in to the IB portal only; clients and IBs to the client portal too", async () => {
    s = await testServer();
    expect(await signIn('sub.full@demo.test')).toMatchObject({ clientPortal: false, isIb: true });
    expect(await signIn('ib@demo.test')).toMatchObject({ clientPortal: true, isIb: true });
    expect(await signIn('trader@demo.test')).toMatchObject({ clientPortal: true, isIb: false });
  });
});
