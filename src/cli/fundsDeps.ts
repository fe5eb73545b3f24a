import type { Db } from '../server/db/openDatabase';
import { createLedgerService } from '../server/ledger/ledgerService';
import type { FundsDeps } from '../server/funds/fundsSupport';
import { configOrFail } from './composeFor';

/** The funds services' dependencies over a database file, for the CLI (staff reviews, clones). */
export function cliFundsDeps(db: Db): FundsDeps & { clock: { now(): number; set(at: number): void } } {
  const load = configOrFail();
  const brand = load.defaultBrand ?? '';
  let fixed: number | undefined;
  const clock = { now: () => fixed ?? Date.now(), set: (at: number) => void (fixed = at) };
  return {
    db,
    clock,
    load,
    ledger: createLedgerService(db, clock),
    config: (regulator?: string) => load.compose(brand, regulator ?? load.tree!.brands.get(brand)?.data.defaultRegulator ?? ''),
  };
}
