import { flowDiagram } from '../../../../engine/kyc';
import { parseOptions, requireOneOf } from '../../args';
import type { CommandResult } from '../../result';
import { configFlows } from './kycReplay';

/** portal kyc diagram --flow F: the flow as a Mermaid state diagram. */
export function kycDiagram(args: string[]): CommandResult {
  const opts = parseOptions(args, { flow: { type: 'string' } }, 'kyc diagram');
  const flows = configFlows();
  const id = requireOneOf(opts.flow, Object.keys(flows), 'flow', 'kyc diagram');
  return { exitCode: 0, stdout: flowDiagram(flows[id]!) };
}
