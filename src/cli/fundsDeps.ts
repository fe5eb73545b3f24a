import { openDatabase, type Db } from '../server/db/openDatabase';
import { ApiError } from '../server/http/apiError';
import { createLedgerService } from '../server/ledger/ledgerService';
import type { FundsDeps } from '../server/funds/fundsSupport';
import { configOrFail } from './composeFor';
import { defaultDbFile } from './paths';
import { answer, type CommandResult } from './result';

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

/**
 * Runs a staff command over a database file with the funds services: its answer as text or JSON, a refusal of the
 * services (ApiError) as a one-line failure naming the command, the database always closed.
 */
export function withFundsDeps(
  command: string,
  dbFile: string | undefined,
  json: boolean | undefined,
  run: (deps: ReturnType<typeof cliFundsDeps>) => { text: string; data: unknown },
): CommandResult {
  const db = openDatabase(dbFile ?? defaultDbFile());
  try {
    const done = run(cliFundsDeps(db));
    return answer(json, done.data, done.text);
  } catch (error) {
    if (error instanceof ApiError) return { exitCode: 1, stderr: `portal ${command}: ${error.message}\n` };
    throw error;
  } finally {
    db.close();
  }
}
