import type { AnyEventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { KycFlowDefinition } from '../../config/portalConfig';
import { createFlowMachine } from './createFlowMachine';
import type { FlowInput } from './flowContext';
import { initEvent, type ReplayLog } from './replay';
import { stateKey } from './stateKey';

export interface GeneratedPath extends ReplayLog {
  /** "<flow>.<input>.<n>": a file name for the log. */
  name: string;
  inputName: string;
  /** The state the path leads to. */
  target: string;
  states: string[];
}

interface SnapshotLike {
  value: Parameters<typeof stateKey>[0];
  context: unknown;
  status: string;
  _nodes: { ownEvents: string[] }[];
}

/**
 * Every shortest (or every simple) path of a flow, for each of its QA inputs, as replayable logs that
 * start with xstate.init and list the state after each step. Events tried in a state: the
 * payload-free event types it handles, plus the flow's example events of those types. The context is
 * part of a state's identity; the flows keep it bounded, so the graph is finite.
 */
export function flowPaths(definition: KycFlowDefinition, options: { simple?: boolean; input?: string } = {}): GeneratedPath[] {
  const machine = createFlowMachine(definition);
  const inputs = Object.entries(definition.qa?.inputs ?? { default: {} }).filter(([name]) => !options.input || name === options.input);
  if (inputs.length === 0)
    throw new Error(`flow "${definition.id}" has no QA input "${options.input}" (inputs: ${Object.keys(definition.qa?.inputs ?? {}).join(', ')})`);
  const examples = (definition.qa?.events ?? []) as AnyEventObject[];
  const events = (snapshot: SnapshotLike): AnyEventObject[] => {
    if (snapshot.status !== 'active') return [];
    const types = [...new Set(snapshot._nodes.flatMap((n) => n.ownEvents))].filter((t) => !t.startsWith('xstate.') && !t.startsWith('done.'));
    const withPayload = examples.filter((e) => types.includes(e.type));
    const plain = types.filter((t) => !withPayload.some((e) => e.type === t)).map((type) => ({ type }));
    return [...plain, ...withPayload];
  };
  const serializeState = (snapshot: SnapshotLike) => JSON.stringify([snapshot.value, snapshot.context]);
  const generate = options.simple ? getSimplePaths : getShortestPaths;
  const out: GeneratedPath[] = [];
  for (const [inputName, input] of inputs) {
    const paths = generate(machine, { input: input as FlowInput, events: events as never, serializeState: serializeState as never });
    paths.forEach((path, i) => {
      const steps = path.steps;
      const target = stateKey(path.state.value);
      out.push({
        name: `${definition.id}.${inputName}.${String(i + 1).padStart(2, '0')}`,
        flow: definition.id,
        inputName,
        input: input as FlowInput,
        target,
        events: steps.map((s, j) => (j === 0 ? { type: initEvent } : (s.event as AnyEventObject))),
        states: steps.map((s) => stateKey(s.state.value)),
      });
    });
  }
  return out;
}

/** The file a generated path is written as (the CLI's `kyc paths --out`, the QA page's download): a log `portal kyc replay` replays. */
export const pathFile = ({ flow, inputName, input, target, events, states }: GeneratedPath) => ({ flow, inputName, input, target, events, states });
