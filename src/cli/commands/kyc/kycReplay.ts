import { readFileSync } from 'node:fs';
import { replay, ReplayError, type ExpectedState, type ReplayLog, type ReplayStep } from '../../../../engine/kyc';
import type { KycFlowDefinition } from '../../../../engine/config';
import { parseOptions, UsageError } from '../../args';
import { configOrFail } from '../../composeFor';
import type { CommandResult } from '../../result';

const readJson = (file: string, what: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new UsageError(`portal kyc replay: cannot read ${what} ${file}: ${(error as Error).message.split('\n')[0]}`);
  }
};

/** The flows of config/kyc/flows, by id. */
export function configFlows(): Record<string, KycFlowDefinition> {
  return Object.fromEntries([...configOrFail().tree!.kycFlows].map(([id, loaded]) => [id, loaded.data]));
}

/** One printed line per step: index, event (with its payload), resulting state; a mismatch says how. */
export function formatStep(step: ReplayStep): string {
  const { type, ...payload } = step.event;
  const event = Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
  return `  step ${String(step.index).padStart(3)}  ${event.padEnd(28)} -> ${step.state}${step.mismatch ? `   MISMATCH: ${step.mismatch}` : ''}`;
}

/**
 * Replays a log and writes each step through `write`; the result is the command's outcome (exit 1 on
 * the first mismatch, naming the step). The benchmark runs exactly this.
 */
export function runReplay(flows: Record<string, KycFlowDefinition>, log: ReplayLog, expected: readonly ExpectedState[] | undefined, write: (line: string) => void): CommandResult {
  const result = replay(flows, log, expected, (step) => write(formatStep(step)));
  if (result.mismatch) {
    const m = result.mismatch;
    return { exitCode: 1, stderr: `portal kyc replay: step ${m.index} (${m.event.type}) differs: ${m.mismatch}\n` };
  }
  const checked = expected ?? log.states;
  return { exitCode: 0, stdout: `${result.steps.length} steps${checked ? ', every state as expected' : ''}\n` };
}

/** portal kyc replay --flow F --events LOG.json [--expect STATES.json] */
export function kycReplay(args: string[]): CommandResult {
  const opts = parseOptions(args, { flow: { type: 'string' }, events: { type: 'string' }, expect: { type: 'string' } }, 'kyc replay');
  if (!opts.events) throw new UsageError('portal kyc replay: --events LOG.json is required (a recorded event log)');
  const raw = readJson(opts.events, 'the event log');
  const log = (Array.isArray(raw) ? { events: raw } : raw) as Partial<ReplayLog>;
  const flow = opts.flow ?? log.flow;
  if (!flow) throw new UsageError('portal kyc replay: --flow is required when the log does not name its flow');
  if (opts.flow && log.flow && opts.flow !== log.flow) throw new UsageError(`portal kyc replay: the log is of flow "${log.flow}", not "${opts.flow}"`);
  if (!Array.isArray(log.events)) throw new UsageError('portal kyc replay: the log has no events list');
  const expectRaw = opts.expect ? readJson(opts.expect, 'the expected states') : undefined;
  const expected = expectRaw === undefined ? undefined : ((Array.isArray(expectRaw) ? expectRaw : (expectRaw as { states?: unknown }).states) as ExpectedState[] | undefined);
  if (opts.expect && !Array.isArray(expected)) throw new UsageError('portal kyc replay: --expect must hold a list of states (or { "states": [...] })');
  const lines: string[] = [`replay of flow ${flow} (${opts.events})`];
  try {
    const result = runReplay(configFlows(), { ...log, flow, events: log.events } as ReplayLog, expected, (line) => lines.push(line));
    return { ...result, stdout: `${lines.join('\n')}\n${result.stdout ?? ''}` };
  } catch (error) {
    if (error instanceof ReplayError) throw new UsageError(`portal kyc replay: ${error.message}`);
    throw error;
  }
}
