import { describe, expect, it } from 'vitest';
import { currentLevel, functionPermissions, levelStates, modulesToReach, nextLevelOf, type ModuleStatusName } from '../../engine/kyc';
import { composed } from '../helpers/config';

const config = composed('au', 'asic');
const levels = config.kycLevels;
const codes = config.enumerations.functionPermission!.values.map((v) => Number(v.code));
const statuses =
  (verified: number[], other: Record<number, ModuleStatusName> = {}) =>
  (code: number): ModuleStatusName =>
    other[code] ?? (verified.includes(code) ? 'verified' : 'unsubmitted');
const has = (verified: number[], ctx = {}) => {
  const states = levelStates(levels, statuses(verified));
  return Object.fromEntries(functionPermissions(levels, codes, states, ctx).map((p) => [p.functionModuleCode, p]));
};

describe('KYC levels and the function permissions they grant (config/kyc/levels.yaml)', () => {
  it('nothing verified: level 0, no permission; deposit needs level 2 and, through level 1, modules 1 to 5', () => {
    const states = levelStates(levels, statuses([]));
    expect(currentLevel(levels, states)).toBe(0);
    expect(has([])[1]).toMatchObject({ hasPermission: false, requiredLevel: 2, missingModules: [1, 2, 3, 4, 5] });
  });

  it('level 1 (e-mail, phone, personal information) grants opening accounts (4, 5), not deposit (1)', () => {
    const p = has([1, 2, 3]);
    expect(p[4]).toMatchObject({ hasPermission: true });
    expect(p[5]).toMatchObject({ hasPermission: true });
    expect(p[1]).toMatchObject({ hasPermission: false, requiredLevel: 2, missingModules: [4, 5] });
  });

  it('level 2 (POI and POA) grants deposit with a daily limit, trade, wallet convert and wallet deposit; withdraw needs level 3', () => {
    const p = has([1, 2, 3, 4, 5]);
    expect(p[1]).toMatchObject({ hasPermission: true, limit: { limitType: 'amount', period: 'daily', limitAmount: 20000, currency: 'USD' } });
    for (const code of [3, 6, 7]) expect(p[code]!.hasPermission).toBe(true);
    expect(p[2]).toMatchObject({ hasPermission: false, requiredLevel: 3, missingModules: [6] });
  });

  it('a higher verified level decides the limit: level 3 lifts the deposit limit and grants withdraw with a limit', () => {
    const p = has([1, 2, 3, 4, 5, 6]);
    expect(p[1]).toMatchObject({ hasPermission: true, hasPermissionLevels: [2, 3] });
    expect(p[1]!.limit).toBeUndefined();
    expect(p[2]).toMatchObject({ hasPermission: true, limit: { period: 'daily', limitAmount: 50000 } });
    expect(p[8]).toMatchObject({ hasPermission: true, limit: { period: 'total', limitAmount: 100000 } });
  });

  it('limits are configurable per regulator (fca deposit and withdraw limits differ)', () => {
    expect(has([1, 2, 3, 4, 5], { regulator: 'asic' })[1]!.limit?.limitAmount).toBe(20000);
    expect(has([1, 2, 3, 4, 5], { regulator: 'fca' })[1]!.limit?.limitAmount).toBe(10000);
    expect(has([1, 2, 3, 4, 5, 6], { regulator: 'fca' })[2]!.limit?.limitAmount).toBe(25000);
  });

  it('a level waits for the levels it depends on: modules of level 2 without level 1 do not verify it', () => {
    const states = levelStates(levels, statuses([4, 5]));
    expect(states.find((s) => s.level === 2)).toMatchObject({ status: 'unverified', blockedBy: [1] });
  });

  it('a rejected module makes its level rejected; a module under review makes it pending', () => {
    expect(levelStates(levels, statuses([1, 2, 3, 4], { 5: 'rejected' })).find((s) => s.level === 2)!.status).toBe('rejected');
    expect(levelStates(levels, statuses([1, 2, 3, 4], { 5: 'underReview' })).find((s) => s.level === 2)!.status).toBe('pending');
  });

  it('level 11 (advanced POI and POA) follows level 3 and lifts the withdraw limits', () => {
    const p = has([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(currentLevel(levels, levelStates(levels, statuses([1, 2, 3, 4, 5, 6, 7, 8])))).toBe(11);
    expect(p[2]!.limit).toBeUndefined();
    expect(p[8]!.limit).toBeUndefined();
    expect(levelStates(levels, statuses([1, 2, 3, 4, 5, 7, 8])).find((s) => s.level === 11)).toMatchObject({ status: 'unverified', blockedBy: [3] });
  });

  it('an independent level (21, proof of funds) does not raise the user level but lifts the wallet-deposit limit', () => {
    const states = levelStates(levels, statuses([1, 2, 3, 4, 5, 9]));
    expect(states.find((s) => s.level === 21)!.status).toBe('verified');
    expect(currentLevel(levels, states)).toBe(2);
    expect(has([1, 2, 3, 4, 5])[7]!.limit?.limitAmount).toBe(20000);
    expect(has([1, 2, 3, 4, 5, 9])[7]!.limit).toBeUndefined();
  });

  it('AML rejection marks every level', () => {
    expect(levelStates(levels, statuses([1, 2, 3]), true).every((s) => s.status === 'amlRejected')).toBe(true);
  });
});

describe('guidance: the next level and the modules to reach a level', () => {
  it('the next level is the first of the ladder not verified (independent levels sit beside it)', () => {
    expect(nextLevelOf(levels, levelStates(levels, statuses([])))).toBe(1);
    expect(nextLevelOf(levels, levelStates(levels, statuses([1, 2, 3, 4, 5, 6])))).toBe(11);
    expect(nextLevelOf(levels, levelStates(levels, statuses([1, 2, 3, 4, 5, 6, 7, 8])))).toBeUndefined();
  });

  it('reaching a level walks through the levels it waits for first, in ladder order', () => {
    expect(modulesToReach(levels, levelStates(levels, statuses([])), 3)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(modulesToReach(levels, levelStates(levels, statuses([1, 2, 3])), 3)).toEqual([4, 5, 6]);
    expect(modulesToReach(levels, levelStates(levels, statuses([1, 2, 3])), 21)).toEqual([4, 5, 9]);
  });
});
