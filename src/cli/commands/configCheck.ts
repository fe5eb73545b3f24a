import { resolve } from 'node:path';
import { formatProblem } from '../../../engine/config';
import { parseOptions } from '../args';
import { loadConfigAt } from '../loadConfig';
import type { CommandResult } from '../result';

/** portal config check [--root DIR] [--json] */
export function configCheck(args: string[]): CommandResult {
  const opts = parseOptions(args, { root: { type: 'string' }, json: { type: 'boolean' } }, 'config check');
  const load = loadConfigAt(opts.root ? resolve(opts.root) : undefined);
  if (opts.json) {
    return { exitCode: load.ok ? 0 : 1, stdout: JSON.stringify({ ok: load.ok, problems: load.problems }, null, 2) + '\n' };
  }
  if (load.ok) {
    const tree = load.tree;
    const combos = tree ? tree.brands.size * tree.regulators.size : 0;
    return { exitCode: 0, stdout: `config ok: ${tree?.brands.size} brands x ${tree?.regulators.size} regulators = ${combos} compositions checked\n` };
  }
  const lines = load.problems.map(formatProblem);
  return { exitCode: 1, stdout: lines.join('\n') + `\n${load.problems.length} problem${load.problems.length === 1 ? '' : 's'}\n` };
}
