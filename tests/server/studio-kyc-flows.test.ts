import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/seed/seedContext';
import { projectConfig } from '../helpers/config';
import { testServer, type TestServer } from '../helpers/server';

const signInStaff = async (server: TestServer, email: string): Promise<string> => {
  const res = await server.app.inject({ method: 'POST', url: '/web-api/studio/session', payload: { email, password: demoPassword } });
  const cookie = res.cookies.find((c) => c.name === 'portal_staff');
  if (!cookie) throw new Error(`staff sign-in of ${email} failed: ${res.body}`);
  return `portal_staff=${cookie.value}`;
};

describe('studio QA page: the KYC flows of the live config', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('needs a staff session: anonymous and client sessions get 401', async () => {
    expect((await server.get('/web-api/studio/kyc/flows')).statusCode).toBe(401);
    const token = await server.signIn('trader@demo.test');
    expect((await server.get('/web-api/studio/kyc/flows', token, { cookie: `portal_session=${token}` })).statusCode).toBe(401);
  });

  it.each(['viewer@staff.demo.test', 'editor@staff.demo.test'])(
    '%s gets every flow of config/kyc/flows as the loader reads it (names mapped to codes)',
    async (email) => {
      const res = await server.get('/web-api/studio/kyc/flows', undefined, { cookie: await signInStaff(server, email) });
      expect(res.statusCode).toBe(200);
      const flows = res.json().data as Record<string, { id: string }>;
      expect(Object.keys(flows).sort()).toEqual(['faceVerification', 'guide', 'moduleStatus', 'otp']);
      expect(flows.guide).toEqual(JSON.parse(JSON.stringify(projectConfig().tree!.kycFlows.get('guide')!.data)));
    },
  );
});
