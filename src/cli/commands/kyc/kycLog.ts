import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initEvent, replay } from '../../../../engine/kyc';
import { openDatabase } from '../../../server/db/openDatabase';
import { moduleStatusFlow } from '../../../server/kyc/moduleStatus';
import { parseOptions, UsageError } from '../../args';
import { defaultDbFile } from '../../paths';
import { answer, type CommandResult } from '../../result';
import { configFlows } from './kycReplay';

const command = 'kyc log';

interface EventRow {
  module_code: number;
  event: string;
  from_status: number;
  actor: string;
  at: number;
}

/**
 * portal kyc log --email E [--module N] [--out DIR] [--db FILE] [--json]: the user's recorded module-status
 * transitions (kyc_module_events) as replayable logs of the moduleStatus flow, one per module, with
 * the states the flow gives after each event as the expectation.
 */
export function kycLog(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    { email: { type: 'string' }, module: { type: 'string' }, out: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } },
    command,
  );
  if (!opts.email) throw new UsageError(`portal ${command}: --email is required (whose KYC history to record)`);
  const module = opts.module === undefined ? undefined : Number(opts.module);
  if (module !== undefined && !Number.isInteger(module)) throw new UsageError(`portal ${command}: --module must be a module code (for example 4)`);
  const db = openDatabase(opts.db ?? defaultDbFile());
  let rows: EventRow[];
  try {
    const user = db.prepare('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(opts.email) as { id: number } | undefined;
    if (!user) return { exitCode: 1, stderr: `portal ${command}: no user ${opts.email}\n` };
    rows = db
      .prepare(
        `SELECT module_code, event, from_status, actor, at FROM kyc_module_events WHERE user_id = ? ${module === undefined ? '' : 'AND module_code = ?'} ORDER BY module_code, at, id`,
      )
      .all(...(module === undefined ? [user.id] : [user.id, module])) as EventRow[];
  } finally {
    db.close();
  }
  const flows = configFlows();
  const byModule = new Map<number, EventRow[]>();
  for (const row of rows) byModule.set(row.module_code, [...(byModule.get(row.module_code) ?? []), row]);
  const logs = [...byModule].map(([code, events]) => {
    const log = {
      description: `KYC module ${code} of ${opts.email}: ${events.length} recorded move(s) (${events.map((e) => `${e.event} by ${e.actor} at ${new Date(e.at).toISOString()}`).join('; ')})`,
      flow: moduleStatusFlow,
      input: { status: events[0]!.from_status },
      events: [{ type: initEvent }, ...events.map((e) => ({ type: e.event }))],
    };
    return { module: code, log: { ...log, states: replay(flows, log, undefined, undefined, { lenient: true }).steps.map((s) => s.state) } };
  });
  if (opts.out) {
    mkdirSync(opts.out, { recursive: true });
    const files = logs.map(({ module: code, log }) => {
      const file = join(opts.out!, `${opts.email!.replace(/[^a-z0-9]+/gi, '-')}-module-${code}.json`);
      writeFileSync(file, JSON.stringify(log, null, 2) + '\n');
      return { module: code, file, events: log.events.length - 1 };
    });
    return answer(
      opts.json,
      { email: opts.email, files },
      `${files.length} log(s) of ${opts.email}:\n${files.map((f) => `  ${f.file}: module ${f.module}, ${f.events} event(s)`).join('\n')}`,
    );
  }
  if (module !== undefined) {
    if (!logs[0]) return { exitCode: 1, stderr: `portal ${command}: ${opts.email} has no recorded moves of module ${module}\n` };
    return { exitCode: 0, stdout: JSON.stringify(logs[0].log, null, 2) + '\n' };
  }
  if (opts.json) return answer(true, logs, '');
  if (logs.length === 0) return { exitCode: 0, stdout: `${opts.email} has no recorded KYC module moves\n` };
  return {
    exitCode: 0,
    stdout: `${logs
      .map(
        ({ module: code, log }) =>
          `module ${code}: ${log.events
            .slice(1)
            .map((e) => e.type)
            .join(' -> ')}  (${log.states.join(' -> ')})`,
      )
      .join('\n')}\n(--module N prints one module's replayable log; --out DIR writes them all)\n`,
  };
}
