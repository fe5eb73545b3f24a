import { flowDiagram, flowGraph } from '../../../../engine/kyc';
import { parseOptions, requireOneOf } from '../../args';
import { answer, type CommandResult } from '../../result';
import { configFlows } from './kycReplay';

/** portal kyc diagram --flow F [--json]: the flow as a Mermaid state diagram (JSON: its states and transitions too). */
export function kycDiagram(args: string[]): CommandResult {
  const opts = parseOptions(args, { flow: { type: 'string' }, json: { type: 'boolean' } }, 'kyc diagram');
  const flows = configFlows();
  const id = requireOneOf(opts.flow, Object.keys(flows), 'flow', 'kyc diagram');
  return answer(opts.json, { flow: id, ...flowGraph(flows[id]!), mermaid: flowDiagram(flows[id]!) }, flowDiagram(flows[id]!));
}
