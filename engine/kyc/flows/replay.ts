import { createActor, type AnyEventObject } from 'xstate';
import type { KycFlowDefinition } from '../../config/portalConfig';
import { createFlowMachine } from './createFlowMachine';
import type { FlowInput } from './flowContext';
import { stateKey } from './stateKey';

export const initEvent = 'xstate.init';

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
  /** Why the step differs from its expectation. */
  mismatch?: string;
}

export interface ReplayResult {
  steps: ReplayStep[];
  /** The first step that differs from the expectation. */
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
    if (JSON.stringify(context[key]) !== JSON.stringify(value)) return `expected context.${key} = ${JSON.stringify(value)}, got ${JSON.stringify(context[key])}`;
  }
  return undefined;
};

/**
 * Replays a log through the flow's machine: the initial state is step 0 (xstate.init), each event one
 * more step. With expectations (one per step, step 0 included), stops at the first step that differs.
 * onStep sees every step as it happens (the CLI prints from it).
 */
export function replay(flows: Record<string, KycFlowDefinition>, log: ReplayLog, expected?: readonly ExpectedState[], onStep?: (step: ReplayStep) => void): ReplayResult {
  const definition = flows[log.flow];
  if (!definition) throw new ReplayError(`unknown flow "${log.flow}" (flows: ${Object.keys(flows).join(', ')})`);
  const events = log.events[0]?.type === initEvent ? log.events.slice(1) : log.events;
  const expectations = expected ?? log.states;
  if (expectations && expectations.length !== events.length + 1) {
    throw new ReplayError(`the expectation lists ${expectations.length} states but the log has ${events.length + 1} steps (xstate.init and ${events.length} events)`);
  }
  const actor = createActor(createFlowMachine(definition), { input: log.input ?? {} });
  let failure: unknown;
  actor.subscribe({ error: (error) => (failure = error) });
  const steps: ReplayStep[] = [];
  const record = (index: number, event: AnyEventObject): ReplayStep | undefined => {
    if (failure) throw new ReplayError(`step ${index} (${event.type}): the machine failed: ${(failure as Error).message ?? String(failure)}`);
    const snapshot = actor.getSnapshot();
    const state = stateKey(snapshot.value);
    const step: ReplayStep = { index, event, state, context: snapshot.context };
    const want = expectations?.[index];
    if (want !== undefined) {
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
    actor.send(events[i]!);
    mismatch = record(i + 1, events[i]!);
  }
  actor.stop();
  return mismatch ? { steps, mismatch } : { steps };
}
