import type { KycLevelsFile } from '../config/schemaTypes';
import type { LevelState } from './levelState';

const byNumber = (a: number, b: number) => a - b;

/** Levels of the ladder in order: primary levels, then advanced ones (independent levels sit beside it). */
export function ladder(levels: KycLevelsFile): number[] {
  return levels.levels
    .filter((l) => !l.independent)
    .map((l) => l.level)
    .sort(byNumber);
}

/** The next level to verify: the first level of the ladder that is not verified (none when all are). */
export function nextLevelOf(levels: KycLevelsFile, states: readonly LevelState[]): number | undefined {
  return ladder(levels).find((level) => states.find((s) => s.level === level)?.status !== 'verified');
}

/**
 * The modules to go through to reach a level, in ladder order: those of the levels it still waits for
 * (recursively), then its own. Verified modules are listed too; the guide's flow decides what to skip.
 */
export function modulesToReach(levels: KycLevelsFile, states: readonly LevelState[], target: number): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  const visit = (level: number) => {
    if (seen.has(level)) return;
    seen.add(level);
    const state = states.find((s) => s.level === level);
    for (const blocker of [...(state?.blockedBy ?? [])].sort(byNumber)) visit(blocker);
    for (const code of levels.levels.find((l) => l.level === level)?.modules ?? []) if (!out.includes(code)) out.push(code);
  };
  visit(target);
  return out;
}
