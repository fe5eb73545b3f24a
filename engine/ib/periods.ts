/** The quick periods of the IB's reports and network (a from/to pair of ISO days, both inclusive). */
export const periodPresets = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days a preset covers on the UTC day of `now` (the server's report days are UTC days). */
export function presetRange(preset: PeriodPreset, now: number): { from: string; to: string } {
  const today = Math.floor(now / dayMs) * dayMs;
  const date = new Date(today);
  const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  switch (preset) {
    case 'today':
      return { from: iso(today), to: iso(today) };
    case 'yesterday':
      return { from: iso(today - dayMs), to: iso(today - dayMs) };
    case 'last7':
      return { from: iso(today - 6 * dayMs), to: iso(today) };
    case 'last30':
      return { from: iso(today - 29 * dayMs), to: iso(today) };
    case 'thisMonth':
      return { from: iso(monthStart), to: iso(today) };
    case 'lastMonth':
      return { from: iso(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)), to: iso(monthStart - dayMs) };
  }
}

/**
 * The quick period a date range starts on: the default shortcut value (spec section 9: 6,
 * config/constants.yaml defaultShortcutValue) numbers the quick periods from 1 in the order above,
 * so 6 is the last month. A value beyond the list takes its last entry.
 */
export function defaultPeriodPreset(shortcutValue: number): PeriodPreset {
  return periodPresets[Math.min(Math.max(shortcutValue, 1), periodPresets.length) - 1]!;
}
