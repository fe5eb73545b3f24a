import { createHash } from 'node:crypto';
import type { ServerContext } from '../context';

/* Browser error reports (spec sections 8-9): stored once per distinct error and page load. */

export type ErrorReportDeps = Pick<ServerContext, 'db' | 'clock' | 'config'>;

export interface ErrorReportInput {
  kind: 'error' | 'unhandledrejection';
  message: string;
  source?: string;
  line?: number;
  column?: number;
  stack?: string;
  page?: string;
  /** The browser's page-load id: the same error reported again by the same page load is stored once. */
  loadId?: string;
}

export interface StoredReport {
  id: number;
  kind: string;
  message: string;
  source: string | null;
  stack: string | null;
  page: string | null;
  environment: string;
  userId: number | null;
  userAgent: string | null;
  at: string;
}

/** Whether config's errorReporting ignores a message (cross-origin "Script error.", in-app bridge errors). */
export function isIgnoredError(ignoreMessages: readonly string[], message: string): boolean {
  return ignoreMessages.some((ignored) => message === ignored || message.includes(ignored));
}

/** Stores a report unless it is ignored or a repeat; answers whether it was stored. */
export function storeErrorReport(deps: ErrorReportDeps, input: ErrorReportInput, who: { userId?: number; userAgent?: string }): { stored: boolean } {
  const { errorReporting, environment } = deps.config().constants;
  if (!errorReporting.environments.includes(environment) || isIgnoredError(errorReporting.ignoreMessages, input.message)) return { stored: false };
  const fingerprint = createHash('sha256')
    .update([input.loadId ?? '', input.kind, input.message, input.source ?? '', input.line ?? '', input.column ?? ''].join('\n'))
    .digest('hex');
  const seen = deps.db.prepare('SELECT 1 FROM error_reports WHERE fingerprint = ?').get(fingerprint);
  if (seen) return { stored: false };
  deps.db
    .prepare(
      'INSERT INTO error_reports (fingerprint, message, source, stack, page, kind, environment, user_id, user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      fingerprint,
      input.message,
      input.source ? `${input.source}:${input.line ?? 0}:${input.column ?? 0}` : null,
      input.stack ?? null,
      input.page ?? null,
      input.kind,
      environment,
      who.userId ?? null,
      who.userAgent?.slice(0, 300) ?? null,
      deps.clock.now(),
    );
  return { stored: true };
}

export function listErrorReports(deps: Pick<ServerContext, 'db'>, last = 50): StoredReport[] {
  const rows = deps.db.prepare('SELECT * FROM error_reports ORDER BY id DESC LIMIT ?').all(last) as {
    id: number;
    kind: string;
    message: string;
    source: string | null;
    stack: string | null;
    page: string | null;
    environment: string;
    user_id: number | null;
    user_agent: string | null;
    created_at: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    message: r.message,
    source: r.source,
    stack: r.stack,
    page: r.page,
    environment: r.environment,
    userId: r.user_id,
    userAgent: r.user_agent,
    at: new Date(r.created_at).toISOString(),
  }));
}
