import type { PortalConfig } from '../config/portalConfig';

type Level = PortalConfig['ibProgram']['levels'][number];

export interface LevelProgress {
  current: Level;
  /** Absent at the top of the ladder. */
  next?: Level;
  /** Client lots counted (the level window). */
  lots: number;
  /** Lots still needed for the next level (0 at the top). */
  lotsToNext: number;
  /** Share of the way from the current level's threshold to the next one's, 0..1 (1 at the top). */
  progress: number;
}

/** Where an IB stands on the level ladder with this many client lots. */
export function levelProgress(levels: readonly Level[], lots: number): LevelProgress {
  const sorted = [...levels].sort((a, b) => a.minLots - b.minLots);
  if (sorted.length === 0) throw new Error('the IB programme has no levels');
  let index = 0;
  sorted.forEach((level, i) => {
    if (lots >= level.minLots) index = i;
  });
  const current = sorted[index]!;
  const next = sorted[index + 1];
  if (!next) return { current, lots, lotsToNext: 0, progress: 1 };
  const span = next.minLots - current.minLots;
  const progress = Math.min(1, Math.max(0, (lots - current.minLots) / span));
  return { current, next, lots, lotsToNext: Math.max(0, Math.round((next.minLots - lots) * 100) / 100), progress };
}
