import type { PortalConfig } from '../../../engine/config';
import type { Db } from '../db/openDatabase';

/**
 * Credits the override (master) commissions of a range of days [fromDay, toDay): every IB above a
 * trading client's IB earns its level's rate (config/ib/program.yaml overrideRates, per standard lot)
 * on the client's lots. Rows go to ib_override_days, whose triggers add them to the rebate rollup
 * (170_ib_network.sql); a day already credited is not credited twice. Returns the rows written.
 */
export function creditOverrides(db: Db, program: PortalConfig['ibProgram'], fromDay: number, toDay: number): number {
  const rates = (program.overrideRates ?? []).filter((r) => r.perLot > 0);
  if (rates.length === 0) return 0;
  const deepest = Math.max(...rates.map((r) => r.level));
  const rateRows = rates.map(() => 'SELECT ? AS level, ? AS per_lot').join(' UNION ALL ');
  return db
    .prepare(
      `WITH RECURSIVE up(ib_id, ancestor, level) AS (
         SELECT user_id, parent_ib_id, 1 FROM ib_profiles WHERE parent_ib_id IS NOT NULL
         UNION ALL
         SELECT up.ib_id, p.parent_ib_id, up.level + 1 FROM up JOIN ib_profiles p ON p.user_id = up.ancestor WHERE p.parent_ib_id IS NOT NULL AND up.level < ?
       ), rates AS (${rateRows})
       INSERT INTO ib_override_days (ib_id, day, client_id, product, level, lots, rebate)
       SELECT up.ancestor, t.day, t.client_id, t.product, up.level, t.lots, CAST(ROUND(t.lots * rates.per_lot) AS INTEGER)
       FROM up JOIN rates ON rates.level = up.level JOIN ib_trade_days t ON t.ib_id = up.ib_id AND t.day >= ? AND t.day < ?
       WHERE ROUND(t.lots * rates.per_lot) > 0
       ORDER BY 1, 2, 3, 4
       ON CONFLICT DO NOTHING`,
    )
    .run(deepest, ...rates.flatMap((r) => [r.level, r.perLot]), fromDay, toDay).changes;
}
