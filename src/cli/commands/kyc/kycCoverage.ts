import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { flowCoverage, replay, type ReplayLog, type ReplayResult } from '../../../../engine/kyc';
import { parseOptions, requireOneOf, UsageError } from '../../args';
import { answer, type CommandResult } from '../../result';
import { asLog, configFlows, readJson } from './kycReplay';

const command = 'kyc coverage';

const threshold = (value: string | undefined, option: string): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 100) throw new UsageError(`portal ${command}: ${option} must be a percentage from 0 to 100`);
  return n;
};

/** portal kyc coverage --flow F --logs DIR [--min-states PCT] [--min-transitions PCT] [--json] */
export function kycCoverage(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    { flow: { type: 'string' }, logs: { type: 'string' }, 'min-states': { type: 'string' }, 'min-transitions': { type: 'string' }, json: { type: 'boolean' } },
    command,
  );
  const flows = configFlows();
  const flow = requireOneOf(opts.flow, Object.keys(flows), 'flow', command);
  if (!opts.logs) throw new UsageError(`portal ${command}: --logs DIR is required (a folder of recorded logs)`);
  let files: string[];
  try {
    files = readdirSync(opts.logs)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch (error) {
    throw new UsageError(`portal ${command}: cannot read ${opts.logs}: ${(error as Error).message.split('\n')[0]}`);
  }
  const results: ReplayResult[] = [];
  const failed: string[] = [];
  for (const file of files) {
    const path = join(opts.logs, file);
    const raw = readJson(path, 'the log', command);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw) || (raw as { flow?: unknown }).flow !== flow) continue;
    const result = replay(flows, { ...asLog(raw, path, command), flow } as ReplayLog);
    results.push(result);
    if (result.mismatch) failed.push(`${file}: step ${result.mismatch.index}: ${result.mismatch.mismatch}`);
  }
  const coverage = flowCoverage(flows[flow]!, results);
  const minStates = threshold(opts['min-states'], '--min-states');
  const minTransitions = threshold(opts['min-transitions'], '--min-transitions');
  const below = [
    ...(minStates !== undefined && coverage.states.percent < minStates ? [`states ${coverage.states.percent}% < ${minStates}%`] : []),
    ...(minTransitions !== undefined && coverage.transitions.percent < minTransitions
      ? [`transitions ${coverage.transitions.percent}% < ${minTransitions}%`]
      : []),
  ];
  const exitCode = failed.length || below.length ? 1 : 0;
  const text = [
    `coverage of flow ${flow} by ${coverage.logs} log(s) in ${opts.logs}:`,
    `  states       ${coverage.states.visited.length}/${coverage.states.total} (${coverage.states.percent}%)${coverage.states.missing.length ? `  not visited: ${coverage.states.missing.join(', ')}` : ''}`,
    `  transitions  ${coverage.transitions.taken.length}/${coverage.transitions.total} (${coverage.transitions.percent}%)`,
    ...coverage.transitions.missing.map((t) => `    not taken: ${t.from} --${t.event}${t.guard ? ` [${t.guard}]` : ''}--> ${t.to.join(', ') || '(stays)'}`),
    ...failed.map((f) => `  log fails: ${f}`),
    ...below.map((b) => `  below the minimum: ${b}`),
  ].join('\n');
  const result = answer(opts.json, { ...coverage, failedLogs: failed, belowMinimum: below }, text, exitCode);
  return exitCode && !opts.json ? { exitCode, stdout: result.stdout!, stderr: `portal ${command}: ${[...failed, ...below].join('; ')}\n` } : result;
}
