import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/server/http/apiError';
import { requireFunctionPermission } from '../../src/server/kyc/kycState';
import type { UserRecord } from '../../src/server/users/userRecord';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { cp } from '../helpers/kyc';

let s: TestServer;
let client: string;
let trader: string;
beforeAll(async () => {
  s = await testServer();
  client = await s.signIn('client@demo.test');
  trader = await s.signIn('trader@demo.test');
});
afterAll(async () => s.app.close());

const verify = (email: string, modules: number[]) => {
  const insert = s.db.prepare('INSERT OR REPLACE INTO kyc_modules (user_id, module_code, status, updated_at) SELECT id, ?, 0, 0 FROM users WHERE email = ?');
  for (const m of modules) insert.run(m, email);
};
const user = (email: string) => s.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRecord;

describe('KYC levels on the server (profile/...)', () => {
  it('queryUserLevel: a new client is at level 0, next level 1, with the independent level 21 depending on level 2', async () => {
    expect(envelope(await s.post(`${cp}profile/queryUserLevel`, {}, client)).data).toMatchObject({
      level: 0,
      nextLevel: 1,
      disable: false,
      isMaxPrimaryLevel: false,
      independenceLevels: [21],
      independenceDependOnLevels: [{ level: 21, dependsOn: [2] }],
    });
    expect(envelope(await s.post(`${cp}profile/queryUserLevel`, {}, trader)).data).toMatchObject({ level: 11, nextLevel: null, isMaxPrimaryLevel: true });
  });

  it('guidanceLevel lists the modules to reach a level with their status codes, and the IBT audit statuses', async () => {
    expect(envelope(await s.post(`${cp}profile/guidanceLevel`, { nextLevel: 2 }, client)).data).toEqual({
      userId: user('client@demo.test').id,
      level: 0,
      nextLevel: 2,
      verifyRelationList: [1, 2, 3, 4, 5].map((verifyModuleCode) => ({ verifyModuleCode, status: 3 })),
      ibtPoiAuditStatus: -1,
      ibtPoaAuditStatus: -1,
    });
    expect(envelope(await s.post(`${cp}profile/guidanceLevel`, { specialLevel: 21 }, client)).data).toMatchObject({ nextLevel: 21 });
    expect(envelope(await s.post(`${cp}profile/guidanceLevel`, { nextLevel: 7 }, client)).code).toBe(456);
    expect(envelope(await s.post(`${cp}profile/guidanceLevel`, { userId: user('trader@demo.test').id }, client)).code).toBe(403);
  });

  it("the verification centre shows every level with status, modules and what it unlocks (with the limits of the user's regulator)", async () => {
    verify('client@demo.test', [1, 2, 3]);
    const centre = envelope<{
      level: number;
      nextLevel: number;
      levels: { level: number; statusName: string; unlocks: { functionModuleCode: number; limitAmount?: number }[]; modules: unknown[] }[];
    }>(await s.post(`${cp}profile/myVerificationCenter`, {}, client)).data;
    expect(centre).toMatchObject({ level: 1, nextLevel: 2 });
    expect(centre.levels.map((l) => [l.level, l.statusName])).toEqual([
      [1, 'verified'],
      [2, 'unverified'],
      [3, 'unverified'],
      [11, 'unverified'],
      [21, 'unverified'],
    ]);
    expect(centre.levels[1]!.unlocks).toContainEqual({ functionModuleCode: 1, limitType: 'amount', period: 'daily', limitAmount: 20000, currency: 'USD' });
    const fca = await s.signIn('ib.fca@demo.test');
    const fcaCentre = envelope<typeof centre>(await s.post(`${cp}profile/myVerificationCenter`, {}, fca)).data;
    expect(fcaCentre.levels[1]!.unlocks.find((u) => u.functionModuleCode === 1)?.limitAmount).toBe(10000);
  });

  it("queryVerificationResult gives each level's verifyLevelStatus (verified 0, pending 1, rejected 2) and levelFunctionLimit", async () => {
    s.db
      .prepare(
        "INSERT OR REPLACE INTO kyc_modules (user_id, module_code, status, reason, updated_at) SELECT id, 4, 2, 'blurred', 0 FROM users WHERE email = 'client@demo.test'",
      )
      .run();
    const result = envelope<{ levels: { level: number; verifyLevelStatus: number | null; levelFunctionLimit: unknown[] }[] }>(
      await s.post(`${cp}profile/queryVerificationResult`, {}, client),
    ).data;
    expect(result.levels.slice(0, 2)).toEqual([
      { level: 1, verifyLevelStatus: 0, statusName: 'verified', levelFunctionLimit: [] },
      {
        level: 2,
        verifyLevelStatus: 2,
        statusName: 'rejected',
        levelFunctionLimit: [
          { functionModuleCode: 1, limitType: 'amount', period: 'daily', limitAmount: 20000, currency: 'USD' },
          { functionModuleCode: 7, limitType: 'amount', period: 'daily', limitAmount: 20000, currency: 'USD' },
        ],
      },
    ]);
  });

  it('an AML rejection marks every level -1 and disables verification', async () => {
    s.db.prepare("INSERT INTO kyc_aml_rejections (user_id, reason, at) SELECT id, 'sanctions list', 0 FROM users WHERE email = 'sub.view@demo.test'").run();
    const aml = await s.signIn('sub.view@demo.test');
    const level = envelope<{ disable: boolean; levels: { status: number }[] }>(await s.post(`${cp}profile/queryUserLevel`, {}, aml)).data;
    expect(level.disable).toBe(true);
    expect(new Set(level.levels.map((l) => l.status))).toEqual(new Set([-1]));
  });
});

describe('function permissions guard the server', () => {
  it('a call needing a function the user lacks is refused with 450, naming the level and the modules missing', async () => {
    const refused = envelope(await s.post(`${cp}profile/checkFunctionPermission`, { functionModuleCode: 1 }, client));
    expect(refused).toMatchObject({ code: 450, data: { functionModuleCode: 1, requiredLevel: 2, missingModules: [4, 5] } });
    expect(envelope(await s.post(`${cp}profile/checkFunctionPermission`, { functionModuleCode: 4 }, client))).toMatchObject({
      code: 0,
      data: { functionModuleCode: 4, hasPermission: true },
    });
    expect(envelope(await s.post(`${cp}profile/checkFunctionPermission`, { functionModuleCode: 42 }, client)).code).toBe(420);
  });

  it('requireFunctionPermission (for deposit and withdraw calls) refuses without the level and passes with it', () => {
    const ctx = s.app.portalContext;
    const refusal = (name: string) => {
      try {
        requireFunctionPermission(ctx, user('client@demo.test'), name);
        return undefined;
      } catch (error) {
        return error as ApiError;
      }
    };
    expect(refusal('deposit')).toMatchObject({ codeName: 'FUNCTION_PERMISSION_DENIED', status: 403, data: { requiredLevel: 2 } });
    expect(refusal('withdraw')).toMatchObject({ codeName: 'FUNCTION_PERMISSION_DENIED', data: { requiredLevel: 3, missingModules: [4, 5, 6] } });
    verify('client@demo.test', [4, 5]);
    expect(refusal('deposit')).toBeUndefined();
    expect(requireFunctionPermission(ctx, user('client@demo.test'), 'deposit').limit).toMatchObject({ period: 'daily', limitAmount: 20000 });
    expect(refusal('withdraw')).toMatchObject({ data: { requiredLevel: 3, missingModules: [6] } });
  });
});
