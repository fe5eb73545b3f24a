import type { KycLevelsFile } from '../config/schemaTypes';
import { evaluate, type NamedPolicies, type PredicateContext } from '../predicates';
import type { LevelState } from './levelState';

export interface PermissionLimit {
  limitType: 'amount' | 'count';
  period: 'daily' | 'total';
  limitAmount: number;
  currency: string;
}

/** A function permission item of specification section 3 (functionModuleCode, hasPermission, hasPermissionLevels). */
export interface FunctionPermission {
  functionModuleCode: number;
  hasPermission: boolean;
  /** Levels whose verification grants this permission (for this user's context). */
  hasPermissionLevels: number[];
  /** The limit of the highest verified level granting it; absent: no limit. */
  limit?: PermissionLimit;
  /** When missing: the lowest level that would grant it, and what it still needs. */
  requiredLevel?: number;
  missingModules?: number[];
}

/**
 * What each function permission is for this user: granted by the union of the verified levels'
 * grants (conditions evaluated for the user), the highest granting level's limit deciding.
 */
export function functionPermissions(
  levels: KycLevelsFile,
  permissionCodes: readonly number[],
  states: readonly LevelState[],
  ctx: PredicateContext,
  policies?: NamedPolicies,
): FunctionPermission[] {
  const verified = new Set(states.filter((s) => s.status === 'verified').map((s) => s.level));
  // Sorted once, not once per permission: the profile asks for every permission on every request.
  const ladder = [...levels.levels].sort((a, b) => a.level - b.level);
  return permissionCodes.map((code) => {
    const granting: { level: number; grant: KycLevelsFile['levels'][number]['grants'][number] }[] = [];
    for (const level of ladder) {
      // The last matching grant of a level decides (a later, narrower grant overrides an earlier one).
      const grant = level.grants.findLast((g) => g.permission === code && (!g.when || evaluate(g.when, ctx, policies)));
      if (grant) granting.push({ level: level.level, grant });
    }
    const held = granting.filter((g) => verified.has(g.level));
    const decisive = held.at(-1);
    const item: FunctionPermission = { functionModuleCode: code, hasPermission: held.length > 0, hasPermissionLevels: granting.map((g) => g.level) };
    if (decisive?.grant.limit) item.limit = decisive.grant.limit as PermissionLimit;
    if (!item.hasPermission && granting[0]) {
      const state = states.find((s) => s.level === granting[0]!.level);
      item.requiredLevel = granting[0].level;
      item.missingModules = [...missingChain(states, granting[0].level)];
      if (state && item.missingModules.length === 0) item.missingModules = state.missingModules;
    }
    return item;
  });
}

/** Modules missing for a level, including the levels it waits for, in ladder order. */
function missingChain(states: readonly LevelState[], level: number, seen = new Set<number>()): number[] {
  if (seen.has(level)) return [];
  seen.add(level);
  const state = states.find((s) => s.level === level);
  if (!state) return [];
  return [...new Set([...state.blockedBy.flatMap((b) => missingChain(states, b, seen)), ...state.missingModules])];
}
