import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowPaths, pathFile } from '../../../../engine/kyc';
import { parseOptions, requireOneOf, UsageError } from '../../args';
import { answer, type CommandResult } from '../../result';
import { configFlows } from './kycReplay';

/** portal kyc paths --flow F [--simple] [--input NAME] --out DIR: shortest (or simple) paths as replayable logs. */
export function kycPaths(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    { flow: { type: 'string' }, simple: { type: 'boolean' }, input: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' } },
    'kyc paths',
  );
  const flows = configFlows();
  const id = requireOneOf(opts.flow, Object.keys(flows), 'flow', 'kyc paths');
  if (!opts.out) throw new UsageError('portal kyc paths: --out DIR is required (where the logs go)');
  const paths = flowPaths(flows[id]!, { simple: opts.simple === true, ...(opts.input ? { input: opts.input } : {}) });
  mkdirSync(opts.out, { recursive: true });
  const written = paths.map((p) => {
    const file = join(opts.out!, `${p.name}.json`);
    writeFileSync(file, JSON.stringify(pathFile(p), null, 2) + '\n');
    return { file, events: p.events.length - 1, target: p.target };
  });
  const lines = written.map((w) => `  ${w.file}: ${w.events} events to ${w.target}`);
  return answer(
    opts.json,
    { flow: id, kind: opts.simple ? 'simple' : 'shortest', paths: written },
    `${paths.length} ${opts.simple ? 'simple' : 'shortest'} paths of flow ${id}:\n${lines.join('\n')}`,
  );
}
