import { stringify } from 'yaml';
import { parseOptions } from '../args';
import { composeFor, configOrFail, brandAndRegulatorOptions } from '../composeFor';
import type { CommandResult } from '../result';

/** portal config show --brand B --regulator R [--json] */
export function configShow(args: string[]): CommandResult {
  const opts = parseOptions(args, { ...brandAndRegulatorOptions, json: { type: 'boolean' } }, 'config show');
  const config = composeFor(configOrFail(), opts, 'config show');
  return { exitCode: 0, stdout: opts.json ? JSON.stringify(config, null, 2) + '\n' : stringify(config, { lineWidth: 0 }) };
}
