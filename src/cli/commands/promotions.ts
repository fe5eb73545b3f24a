import { nextSimulatedTrade, settleFees } from '../../server/copyTrading';
import { promotionReport, runTradeJob } from '../../server/promotions';
import { parseOptions, UsageError } from '../args';
import { withFundsDeps } from '../fundsDeps';
import type { CommandResult } from '../result';

/** portal promotions report --id ID [--db FILE] [--json]: a promotion's participants, credited and forfeited money. */
export function promotionsReport(args: string[]): CommandResult {
  const opts = parseOptions(args, { id: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } }, 'promotions report');
  const id = Number(opts.id);
  if (!opts.id || !Number.isInteger(id) || id < 1)
    throw new UsageError('portal promotions report: --id ID is required (a promotion id of config/catalog/promotions.yaml)');
  return withFundsDeps('promotions report', opts.db, opts.json, (deps) => {
    const report = promotionReport(deps, id);
    const money = (rows: { kind: string; amount: string; currency: string; count: number }[]) =>
      rows.length ? rows.map((r) => `${r.kind} ${r.amount} ${r.currency} (${r.count})`).join(', ') : 'none';
    const lines = [
      `promotion ${report.id} ${report.name} (${report.status})`,
      `participants: ${report.participants.length}`,
      ...report.participants.map((p) => `  ${p.email} ${p.account} ${p.status} since ${p.joinedAt}`),
      `credited: ${money(report.credited)}`,
      `forfeited: ${money(report.forfeited)}`,
    ];
    return { data: report, text: lines.join('\n') };
  });
}

/** portal copytrading next-trade [--db FILE] [--json]: the simulation's next trade of every provider, copied to the active copies, then the promotions' trade job. */
export function copyTradingNextTrade(args: string[]): CommandResult {
  const opts = parseOptions(args, { db: { type: 'string' }, json: { type: 'boolean' } }, 'copytrading next-trade');
  return withFundsDeps('copytrading next-trade', opts.db, opts.json, (deps) => {
    const step = nextSimulatedTrade(deps);
    const credits = runTradeJob(deps);
    const text = [
      `step ${step.step}`,
      ...step.trades.map((t) => `  provider ${t.provider}: ${t.side} ${t.lots} ${t.symbol} ${t.profit} (copied ${t.copies}x)`),
      `promotion credits: ${credits}`,
    ].join('\n');
    return { data: { ...step, promotionCredits: credits }, text };
  });
}

/** portal copytrading settle-fees [--db FILE] [--json]: performance fees of the copies whose period ended. */
export function copyTradingSettleFees(args: string[]): CommandResult {
  const opts = parseOptions(args, { db: { type: 'string' }, json: { type: 'boolean' } }, 'copytrading settle-fees');
  return withFundsDeps('copytrading settle-fees', opts.db, opts.json, (deps) => {
    const done = settleFees(deps);
    return { data: done, text: `settled ${done.settled} copy period(s)` };
  });
}
