import { __unsafe_getAllOwnEventDescriptors as acceptedEvents, createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { KycFlowDefinition } from '../../config/portalConfig';
import { createFlowMachine } from './createFlowMachine';
import { edgesOf, rootPath, statePathsOf } from './flowGraph';
import type { FlowInput } from './flowContext';
import { stateKey } from './stateKey';

export const initEvent = 'xstate.init';

/**
 * The first entry of a log's events list that is not an event object ({ "type": "DONE" }), by its index, or
 * undefined when every one is: a bare name ("DONE") or a number would replay as an event without a type.
 */
export function firstBadEvent(events: readonly unknown[]): number | undefined {
  const index = events.findIndex((e) => !e || typeof e !== 'object' || Array.isArray(e) || typeof (e as { type?: unknown }).type !== 'string');
  return index < 0 ? undefined : index;
}

/** A recorded event log: which flow, its input, the events in order (the first may be xstate.init), and optionally the states expected after each step. */
export interface ReplayLog {
  flow: string;
  input?: FlowInput;
  events: AnyEventObject[];
  states?: ExpectedState[];
}

/** The state expected after a step: its key ("poa", "codeSent"), optionally with context values that must match. */
export type ExpectedState = string | { state: string; context?: Record<string, unknown> };

export interface ReplayStep {
  index: number;
  event: AnyEventObject;
  state: string;
  context: unknown;
  expected?: ExpectedState;
  /** Why the step fails: it differs from its expectation, or (refused) its event is not accepted in the state. */
  mismatch?: string;
  refused?: boolean;
  /** Lenient replay: the event was not accepted in the state and changed nothing. */
  ignored?: boolean;
  /** Ids of the transitions taken in this step (eventless ones included), as in flowGraph. */
  transitions: string[];
  /** Every state path this step passed through, transient states and ancestors included. */
  visited: string[];
}

export interface ReplayOptions {
  /** An event the current state does not accept is ignored instead of failing the replay. */
  lenient?: boolean;
}

export interface ReplayResult {
  steps: ReplayStep[];
  /** The first step that fails: differs from its expectation or (strict) has an event the state does not accept. */
  mismatch?: ReplayStep;
}

/** A log that cannot be replayed (no such flow, expectations that do not line up with the steps). */
export class ReplayError extends Error {
  override name = 'ReplayError';
}

const matches = (expected: ExpectedState, state: string, context: Record<string, unknown>): string | undefined => {
  const want = typeof expected === 'string' ? { state: expected } : expected;
  if (want.state !== state) return `expected state "${want.state}", got "${state}"`;
  for (const [key, value] of Object.entries(want.context ?? {})) {
    if (JSON.stringify(context[key]) !== JSON.stringify(value))
      return `expected context.${key} = ${JSON.stringify(value)}, got ${JSON.stringify(context[key])}`;
  }
  return undefined;
};

/** Whether the state takes the event at all (some transition for its type, whatever the guards say). */
function accepts(snapshot: AnyMachineSnapshot, type: string): boolean {
  return (acceptedEvents(snapshot) as string[]).some((d) => d === type || d === '*' || (d.endsWith('.*') && type.startsWith(d.slice(0, -1))));
}

/**
 * Replays a log through the flow's machine: the initial state is step 0 (xstate.init), each event one
 * more step. With expectations (one per step, step 0 included), stops at the first step that differs.
 * An event the current state does not accept stops the replay too, unless `lenient`. onStep sees every
 * step as it happens (the CLI prints from it); each step names the transitions it took (coverage).
 */
export function replay(
  flows: Record<string, KycFlowDefinition>,
  log: ReplayLog,
  expected?: readonly ExpectedState[],
  onStep?: (step: ReplayStep) => void,
  options: ReplayOptions = {},
): ReplayResult {
  const definition = flows[log.flow];
  if (!definition) throw new ReplayError(`unknown flow "${log.flow}" (flows: ${Object.keys(flows).join(', ')})`);
  const events = log.events[0]?.type === initEvent ? log.events.slice(1) : log.events;
  const expectations = expected ?? log.states;
  if (expectations && expectations.length !== events.length + 1) {
    throw new ReplayError(
      `the expectation lists ${expectations.length} states but the log has ${events.length + 1} steps (xstate.init and ${events.length} events)`,
    );
  }
  const machine = createFlowMachine(definition);
  const edges = edgesOf(machine);
  let taken: string[] = [];
  let passed: string[] = [];
  const actor = createActor(machine, {
    input: log.input ?? {},
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const t of inspection._transitions) {
        const edge = edges.get(t);
        if (!edge) continue;
        taken.push(edge.id);
        // A transient state (left at once by an eventless transition) never shows as a snapshot: its transition's source says it was entered.
        if (edge.from !== rootPath) passed.push(...statePathsOf(edge.from));
      }
      passed.push(...statePathsOf(stateKey((inspection.snapshot as AnyMachineSnapshot).value)));
    },
  });
  let failure: unknown;
  actor.subscribe({ error: (error) => (failure = error) });
  const steps: ReplayStep[] = [];
  const record = (index: number, event: AnyEventObject, refusal?: string): ReplayStep | undefined => {
    if (failure) throw new ReplayError(`step ${index} (${event.type}): the machine failed: ${(failure as Error).message ?? String(failure)}`);
    const snapshot = actor.getSnapshot();
    const state = stateKey(snapshot.value);
    const visited = [...new Set([...passed, ...statePathsOf(state)])];
    const step: ReplayStep = { index, event, state, context: snapshot.context, transitions: taken, visited };
    taken = [];
    passed = [];
    if (refusal !== undefined) {
      if (options.lenient) step.ignored = true;
      else Object.assign(step, { refused: true, mismatch: refusal });
    }
    const want = expectations?.[index];
    if (want !== undefined && !step.refused) {
      step.expected = want;
      const differs = matches(want, state, snapshot.context as Record<string, unknown>);
      if (differs) step.mismatch = differs;
    }
    steps.push(step);
    onStep?.(step);
    return step.mismatch ? step : undefined;
  };
  actor.start();
  let mismatch = record(0, { type: initEvent });
  for (let i = 0; i < events.length && !mismatch; i++) {
    const event = events[i]!;
    const before = actor.getSnapshot();
    const refusal = accepts(before, event.type)
      ? undefined
      : `event "${event.type}" is not accepted in state "${stateKey(before.value)}" (accepted: ${(acceptedEvents(before) as string[]).join(', ') || 'none'})`;
    if (refusal === undefined || options.lenient) actor.send(event);
    mismatch = record(i + 1, event, refusal);
  }
  actor.stop();
  return mismatch ? { steps, mismatch } : { steps };
}
