import { parseOptions } from '../args';
import { configBench } from '../bench/configBench';
import { kycReplayBench } from '../bench/kycReplayBench';
import { ledgerBench } from '../bench/ledgerBench';
import { bundleBench } from '../bench/bundleBench';
import { clientListBench } from '../bench/clientListBench';
import { seedLargeBench } from '../bench/seedLargeBench';
import { loadBench } from '../bench/loadBench';
import { pageBench } from '../bench/pageBench';
import { layoutShiftBench } from '../bench/layoutShiftBench';
import { lighthouseBench } from '../bench/lighthouseBench';
import { answer, type CommandResult } from '../result';

type Bench = () => Promise<string[]>;

/** Benchmarks by name; `npm run bench` runs them all. */
export const benches: Record<string, Bench> = {
  config: configBench,
  api: loadBench,
  kycReplay: kycReplayBench,
  ledgerMoves: ledgerBench,
  seedLarge: seedLargeBench,
  clientList: clientListBench,
  bundle: bundleBench,
  pages: pageBench,
  layoutShift: layoutShiftBench,
  lighthouse: lighthouseBench,
};

/** portal bench [--only NAME[,NAME]] [--json]: with --json each benchmark's report lines, by name. */
export async function bench(args: string[]): Promise<CommandResult> {
  const opts = parseOptions(args, { only: { type: 'string' }, json: { type: 'boolean' } }, 'bench');
  const names = opts.only ? opts.only.split(',') : Object.keys(benches);
  const results: Record<string, string[]> = {};
  for (const name of names) {
    const run = benches[name];
    if (!run) return { exitCode: 2, stderr: `portal bench: unknown benchmark "${name}" (valid: ${Object.keys(benches).join(', ')})\n` };
    const out = await run();
    if (opts.json) results[name] = out;
    else process.stdout.write(out.join('\n') + '\n\n');
  }
  return opts.json ? answer(true, results, '') : { exitCode: 0 };
}
