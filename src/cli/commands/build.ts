import { parseOptions } from '../args';
import { buildPortal, portalBuildIsStale } from '../buildPortal';
import { answer, type CommandResult } from '../result';

/** portal build [--force] [--json]: builds the client and IB portals into dist/portal when their sources changed since the last build. */
export async function build(args: string[]): Promise<CommandResult> {
  const opts = parseOptions(args, { force: { type: 'boolean' }, json: { type: 'boolean' } }, 'build');
  const built = Boolean(opts.force) || portalBuildIsStale();
  if (built) await buildPortal();
  return answer(opts.json, { built }, built ? 'built the portal into dist/portal' : 'the portal build is up to date');
}
