import type { KycLevelsFile } from '../config/schemaTypes';

/** Module status names of the kycModuleStatus enumeration (verified 0 ... pending 4). */
export type ModuleStatusName = 'verified' | 'underReview' | 'rejected' | 'unsubmitted' | 'pending';

export type LevelStatusName = 'verified' | 'pending' | 'rejected' | 'amlRejected' | 'unverified';

export interface LevelState {
  level: number;
  status: LevelStatusName;
  /** Module codes of the level that are not verified yet. */
  missingModules: number[];
  /** Levels this one waits for. */
  blockedBy: number[];
}

/** The levels a level depends on: as configured, or the previous primary level. */
export function dependenciesOf(levels: KycLevelsFile, level: number): number[] {
  const def = levels.levels.find((l) => l.level === level);
  if (!def) return [];
  if (def.dependsOn) return def.dependsOn;
  const primaries = levels.levels
    .filter((l) => !l.independent && l.level <= levels.maxPrimaryLevel)
    .map((l) => l.level)
    .sort((a, b) => a - b);
  const previous = primaries.filter((l) => l < level).at(-1);
  return previous === undefined ? [] : [previous];
}

/**
 * The state of every level from the statuses of the user's modules: verified when all its modules
 * and the levels it depends on are verified; rejected when one of its modules is; pending when one
 * is under review or pending.
 */
export function levelStates(levels: KycLevelsFile, moduleStatus: (code: number) => ModuleStatusName, amlRejected = false): LevelState[] {
  const states = new Map<number, LevelState>();
  const stateOf = (level: number): LevelState => {
    const known = states.get(level);
    if (known) return known;
    const def = levels.levels.find((l) => l.level === level);
    const missingModules = (def?.modules ?? []).filter((m) => moduleStatus(m) !== 'verified');
    const blockedBy = dependenciesOf(levels, level).filter((d) => stateOf(d).status !== 'verified');
    const statuses = (def?.modules ?? []).map(moduleStatus);
    let status: LevelStatusName;
    if (amlRejected) status = 'amlRejected';
    else if (missingModules.length === 0 && blockedBy.length === 0) status = 'verified';
    else if (statuses.includes('rejected')) status = 'rejected';
    else if (statuses.some((s) => s === 'underReview' || s === 'pending') && missingModules.every((m) => moduleStatus(m) !== 'unsubmitted')) status = 'pending';
    else status = 'unverified';
    const state = { level, status, missingModules, blockedBy };
    states.set(level, state);
    return state;
  };
  return levels.levels.map((l) => stateOf(l.level));
}

/** The highest verified primary level (0 when none): the user's KYC level. */
export function currentLevel(levels: KycLevelsFile, states: readonly LevelState[]): number {
  const primary = states.filter((s) => s.status === 'verified' && !levels.levels.find((l) => l.level === s.level)?.independent);
  return Math.max(0, ...primary.map((s) => s.level));
}
