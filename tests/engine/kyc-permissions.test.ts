import { describe, expect, it } from 'vitest';
import { currentLevel, functionPermissions, levelStates, type ModuleStatusName } from '../../engine/kyc';
import { composed } from '../helpers/config';

const config = composed('au', 'asic');
const levels = config.kycLevels;
const codes = config.enumerations.functionPermission!.values.map((v) => Number(v.code));
const statuses = (verified: number[], other: Record<number, ModuleStatusName> = {}) => (code: number): ModuleStatusName => other[code] ?? (verified.includes(code) ? 'verified' : 'unsubmitted');
const has = (verified: number[], ctx = {}) => {
  const states = levelStates(levels, statuses(verified));
  return Object.fromEntries(functionPermissions(levels, codes, states, ctx).map((p) => [p.functionModuleCode, p]));
};

describe('KYC levels and the function permissions they grant', () => {
  it('nothing verified: level 0, no permission; deposit needs level 1 and its modules 1, 2, 3', () => {
    const states = levelStates(levels, statuses([]));
    expect(currentLevel(levels, states)).toBe(0);
    const deposit = has([])[1]!;
    expect(deposit).toMatchObject({ hasPermission: false, requiredLevel: 1, missingModules: [1, 2, 3] });
  });

  it('level 1 grants deposit (1) with a daily limit, not withdraw (2)', () => {
    const p = has([1, 2, 3]);
    expect(p[1]).toMatchObject({ hasPermission: true, limit: { limitType: 'amount', period: 'daily', limitAmount: 2000, currency: 'USD' } });
    expect(p[2]).toMatchObject({ hasPermission: false, requiredLevel: 3, missingModules: [4, 5, 6] });
  });

  it('a higher verified level decides the limit: level 3 lifts the deposit limit', () => {
    expect(has([1, 2, 3, 4, 5, 6])[1]).toMatchObject({ hasPermission: true, hasPermissionLevels: [1, 2, 3] });
    expect(has([1, 2, 3, 4, 5, 6])[1]!.limit).toBeUndefined();
  });

  it('limits are configurable per regulator (fca withdraw limit differs)', () => {
    const verified = [1, 2, 3, 4, 5, 6];
    expect(has(verified, { regulator: 'asic' })[2]!.limit?.limitAmount).toBe(20000);
    expect(has(verified, { regulator: 'fca' })[2]!.limit?.limitAmount).toBe(10000);
  });

  it('a level waits for the levels it depends on: modules of level 3 without level 2 do not verify it', () => {
    const states = levelStates(levels, statuses([1, 2, 3, 5, 6]));
    expect(states.find((s) => s.level === 3)).toMatchObject({ status: 'unverified', blockedBy: [2] });
  });

  it('a rejected module makes its level rejected; a module under review makes it pending', () => {
    expect(levelStates(levels, statuses([1, 2, 3], { 4: 'rejected' })).find((s) => s.level === 2)!.status).toBe('rejected');
    expect(levelStates(levels, statuses([1, 2, 3], { 4: 'underReview' })).find((s) => s.level === 2)!.status).toBe('pending');
  });

  it('an independent level (21) does not raise the user level', () => {
    const states = levelStates(levels, statuses([1, 2, 3, 4, 9]));
    expect(states.find((s) => s.level === 21)!.status).toBe('verified');
    expect(currentLevel(levels, states)).toBe(2);
  });

  it('AML rejection marks every level', () => {
    expect(levelStates(levels, statuses([1, 2, 3]), true).every((s) => s.status === 'amlRejected')).toBe(true);
  });
});
