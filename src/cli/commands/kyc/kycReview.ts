import { systemClock } from '../../../server/clock';
import { openDatabase } from '../../../server/db/openDatabase';
import { ApiError } from '../../../server/http/apiError';
import { reviewModule } from '../../../server/kyc/review';
import { parseOptions, requireOneOf, UsageError } from '../../args';
import { configOrFail } from '../../composeFor';
import { defaultDbFile } from '../../paths';
import { answer, type CommandResult } from '../../result';

/** portal kyc review --email E --module N --decision approve|reject [--reason TEXT] [--db FILE] [--staff NAME] */
export function kycReview(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    {
      email: { type: 'string' },
      module: { type: 'string' },
      decision: { type: 'string' },
      reason: { type: 'string' },
      db: { type: 'string' },
      staff: { type: 'string' },
      brand: { type: 'string' },
      json: { type: 'boolean' },
    },
    'kyc review',
  );
  if (!opts.email) throw new UsageError('portal kyc review: --email is required (whose module to review)');
  const module = Number(opts.module);
  if (!opts.module || !Number.isInteger(module))
    throw new UsageError('portal kyc review: --module N is required (a KYC module code, for example 4 for the proof of identity)');
  const decision = requireOneOf(opts.decision, ['approve', 'reject'], 'decision', 'kyc review') as 'approve' | 'reject';
  const load = configOrFail();
  const brand = opts.brand ?? load.defaultBrand ?? '';
  const db = openDatabase(opts.db ?? defaultDbFile());
  try {
    const deps = {
      db,
      clock: systemClock,
      load,
      config: (regulator?: string) => load.compose(brand, regulator ?? load.tree!.brands.get(brand)?.data.defaultRegulator ?? ''),
    };
    const done = reviewModule(deps, {
      email: opts.email,
      module,
      decision,
      ...(opts.reason ? { reason: opts.reason } : {}),
      staff: opts.staff ?? process.env.USER ?? 'cli',
    });
    return answer(
      opts.json,
      { ...done, ...(opts.reason ? { reason: opts.reason } : {}) },
      `${done.email}: module ${done.module} is now ${done.statusName}${opts.reason ? ` (${opts.reason})` : ''}`,
    );
  } catch (error) {
    if (error instanceof ApiError) return { exitCode: 1, stderr: `portal kyc review: ${error.message}\n` };
    throw error;
  } finally {
    db.close();
  }
}
