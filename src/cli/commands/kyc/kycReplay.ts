import { readFileSync } from 'node:fs';
import {
  firstBadEvent,
  replay,
  ReplayError,
  type ExpectedState,
  type ReplayLog,
  type ReplayOptions,
  type ReplayResult,
  type ReplayStep,
} from '../../../../engine/kyc';
import type { KycFlowDefinition } from '../../../../engine/config';
import { parseOptions, UsageError } from '../../args';
import { configOrFail } from '../../composeFor';
import { answer, type CommandResult } from '../../result';

export const readJson = (file: string, what: string, command = 'kyc replay'): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new UsageError(`portal ${command}: cannot read ${what} ${file}: ${(error as Error).message.split('\n')[0]}`);
  }
};

/** A recorded log as read from a file: a { flow, input, events, states } object or a bare list of events. */
export function asLog(raw: unknown, file: string, command = 'kyc replay'): Partial<ReplayLog> {
  const log = (Array.isArray(raw) ? { events: raw } : raw) as Partial<ReplayLog> | null;
  if (!log || typeof log !== 'object' || !Array.isArray(log.events)) throw new UsageError(`portal ${command}: ${file} has no events list`);
  const bad = firstBadEvent(log.events);
  if (bad !== undefined)
    throw new UsageError(
      `portal ${command}: event ${bad + 1} of ${file}, ${JSON.stringify(log.events[bad])}, is not an event: write each as { "type": "NAME" }`,
    );
  return log;
}

/** The flows of config/kyc/flows, by id. */
export function configFlows(): Record<string, KycFlowDefinition> {
  return Object.fromEntries([...configOrFail().tree!.kycFlows].map(([id, loaded]) => [id, loaded.data]));
}

/** One printed line per step: index, event (with its payload), resulting state; a mismatch says how. */
export function formatStep(step: ReplayStep): string {
  const { type, ...payload } = step.event;
  const event = Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
  const note = step.refused
    ? `   REFUSED: ${step.mismatch}`
    : step.mismatch
      ? `   MISMATCH: ${step.mismatch}`
      : step.ignored
        ? '   (not accepted here: ignored)'
        : '';
  return `  step ${String(step.index).padStart(3)}  ${event.padEnd(28)} -> ${step.state}${note}`;
}

/**
 * Replays a log and writes each step through `write`; the result is the command's outcome (exit 1 on
 * the first mismatch, naming the step). The benchmark runs exactly this.
 */
export function runReplay(
  flows: Record<string, KycFlowDefinition>,
  log: ReplayLog,
  expected: readonly ExpectedState[] | undefined,
  write: (line: string) => void,
  options: ReplayOptions = {},
): CommandResult & { result: ReplayResult } {
  const result = replay(flows, log, expected, (step) => write(formatStep(step)), options);
  if (result.mismatch) {
    const m = result.mismatch;
    return { result, exitCode: 1, stderr: `portal kyc replay: step ${m.index} (${m.event.type}) ${m.refused ? 'refused' : 'differs'}: ${m.mismatch}\n` };
  }
  const checked = expected ?? log.states;
  return { result, exitCode: 0, stdout: `${result.steps.length} steps${checked ? ', every state as expected' : ''}\n` };
}

/** portal kyc replay --flow F --events LOG.json [--expect STATES.json] [--lenient] [--json] */
export function kycReplay(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    { flow: { type: 'string' }, events: { type: 'string' }, expect: { type: 'string' }, lenient: { type: 'boolean' }, json: { type: 'boolean' } },
    'kyc replay',
  );
  if (!opts.events) throw new UsageError('portal kyc replay: --events LOG.json is required (a recorded event log)');
  const log = asLog(readJson(opts.events, 'the event log'), opts.events);
  const flow = opts.flow ?? log.flow;
  if (!flow) throw new UsageError('portal kyc replay: --flow is required when the log does not name its flow');
  if (opts.flow && log.flow && opts.flow !== log.flow) throw new UsageError(`portal kyc replay: the log is of flow "${log.flow}", not "${opts.flow}"`);
  const expectRaw = opts.expect ? readJson(opts.expect, 'the expected states') : undefined;
  const expected =
    expectRaw === undefined ? undefined : ((Array.isArray(expectRaw) ? expectRaw : (expectRaw as { states?: unknown }).states) as ExpectedState[] | undefined);
  if (opts.expect && !Array.isArray(expected)) throw new UsageError('portal kyc replay: --expect must hold a list of states (or { "states": [...] })');
  const lines: string[] = [`replay of flow ${flow} (${opts.events})`];
  try {
    const { result, ...outcome } = runReplay(configFlows(), { ...log, flow, events: log.events } as ReplayLog, expected, (line) => lines.push(line), {
      lenient: opts.lenient === true,
    });
    if (opts.json) {
      const steps = result.steps.map(({ context: _context, ...step }) => step);
      return {
        ...answer(true, { flow, ok: outcome.exitCode === 0, steps, failure: result.mismatch ? steps[result.mismatch.index] : null }, ''),
        exitCode: outcome.exitCode,
      };
    }
    return { ...outcome, stdout: `${lines.join('\n')}\n${outcome.stdout ?? ''}` };
  } catch (error) {
    if (error instanceof ReplayError) throw new UsageError(`portal kyc replay: ${error.message}`);
    throw error;
  }
}
