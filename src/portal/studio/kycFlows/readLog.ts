import type { KycFlowDefinition } from '../../../../engine/config';
import { firstBadEvent, type ReplayLog } from '../../../../engine/kyc';

/** Why a log cannot be replayed, as an i18n key under studio.kycFlows.log with its values. */
export class LogProblem extends Error {
  constructor(
    readonly key: 'notJson' | 'noEvents' | 'badEvent' | 'unknownFlow' | 'expectationCount',
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'LogProblem';
  }
}

/**
 * A recorded log as pasted or uploaded: a { flow, input, events, states } object (what the CLI, the
 * guide's "download flow log" and the paths export write) or a bare list of events for `fallbackFlow`;
 * a log without its input starts with the flow's first QA input.
 * Checked up front so that the page can say what is wrong before replaying.
 */
export function readLog(text: string, flows: Record<string, KycFlowDefinition>, fallbackFlow: string): ReplayLog {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new LogProblem('notJson', { detail: (error as Error).message });
  }
  const log = (Array.isArray(raw) ? { flow: fallbackFlow, events: raw } : raw) as Partial<ReplayLog> | null;
  if (!log || typeof log !== 'object' || !Array.isArray(log.events)) throw new LogProblem('noEvents');
  const bad = firstBadEvent(log.events);
  if (bad !== undefined) throw new LogProblem('badEvent', { position: bad + 1, event: JSON.stringify(log.events[bad]) ?? String(log.events[bad]) });
  const flow = typeof log.flow === 'string' ? log.flow : fallbackFlow;
  const definition = flows[flow];
  if (!definition) throw new LogProblem('unknownFlow', { flow, flows: Object.keys(flows).join(', ') });
  // A log without its input (a bare list of events) starts the machine with the first input the flow names for QA
  // (qa.inputs): a machine that needs one (the OTP flow's digits) could not start without it.
  const qaInput = Object.values(definition.qa?.inputs ?? {})[0] as ReplayLog['input'] | undefined;
  if (log.input === undefined && qaInput !== undefined) log.input = qaInput;
  const steps = log.events.filter((e, i) => !(i === 0 && (e as { type?: unknown })?.type === 'xstate.init')).length + 1;
  if (Array.isArray(log.states) && log.states.length !== steps) throw new LogProblem('expectationCount', { states: log.states.length, steps });
  return { ...log, flow, events: log.events } as ReplayLog;
}
