import { exportFormats, type ExportFormat } from '../export/tableExport';
import { ApiError, explainedError } from './apiError';

/** The query every server-paged table sends: page (from 1), page size, sort, search, date range, export. */
export interface TableQuery {
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  search?: string;
  from?: string;
  to?: string;
  format?: ExportFormat;
  /** Export only: the visible columns as JSON [{ field, label }], in order. */
  columns?: string;
}

/** A page of a table as the table widget reads it. */
export interface TablePage<R> {
  rows: R[];
  total: number;
  page: number;
  pageSize: number;
}

const isoDay = { type: 'string', format: 'date', maxLength: 10 };

/** JSON Schema of the table query plus a route's own parameters. */
export function tableQuerySchema(extra: Record<string, unknown> = {}, required: string[] = []): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
      sort: { type: 'string', pattern: '^[a-zA-Z]+$', maxLength: 40 },
      order: { type: 'string', enum: ['asc', 'desc'] },
      search: { type: 'string', maxLength: 100 },
      from: isoDay,
      to: isoDay,
      format: { type: 'string', enum: [...exportFormats] },
      columns: { type: 'string', maxLength: 4000 },
      ...extra,
    },
  };
}

export const dayMs = 86_400_000;

/** The date range of a query as [start, end) in ms (UTC days, both inclusive in the query). */
export function dateRange(query: Pick<TableQuery, 'from' | 'to'>, defaults: { from?: number; to?: number } = {}): { start?: number; end?: number } {
  const start = query.from ? Date.parse(`${query.from}T00:00:00Z`) : defaults.from;
  const end = query.to ? Date.parse(`${query.to}T00:00:00Z`) + dayMs : defaults.to;
  if ((start !== undefined && Number.isNaN(start)) || (end !== undefined && Number.isNaN(end)))
    throw dateRangeError('notADate', 'a date is not a calendar date');
  if (start !== undefined && end !== undefined && start >= end) throw dateRangeError('startAfterEnd', 'the start date is after the end date');
  return { ...(start !== undefined ? { start } : {}), ...(end !== undefined ? { end } : {}) };
}

/**
 * INVALID_DATE_RANGE with its reason: `detailKey` (error.dateRange.<reason>) is the reason's text in every language, so
 * the refusal reads in the user's language (localisedMessage, and the portal's error catalogue) and not half in English.
 */
export function dateRangeError(reason: 'notADate' | 'startAfterEnd' | 'tooLong', detail: string, values: Record<string, number> = {}) {
  return explainedError('INVALID_DATE_RANGE', 400, `The date range is not valid: ${detail}.`, `error.dateRange.${reason}`, { detail, ...values });
}

export function tableQueryError(detail: string) {
  return new ApiError('INVALID_TABLE_QUERY', 400, `The list cannot be shown this way: ${detail}.`, { detail });
}

/** The export columns of a query: [{ field, label }] from the columns parameter, each field known. */
export function exportColumns(query: TableQuery, known: ReadonlySet<string>): { field: string; label: string }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(query.columns ?? '[]');
  } catch {
    throw tableQueryError('columns is not JSON');
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 30) throw tableQueryError('columns must list 1 to 30 columns');
  return parsed.map((c: unknown) => {
    const col = c as { field?: unknown; label?: unknown };
    if (typeof col.field !== 'string' || !known.has(col.field)) throw tableQueryError(`"${String(col.field)}" is not a column of this list`);
    if (typeof col.label !== 'string' || col.label.length > 100) throw tableQueryError('a column label must be text of at most 100 characters');
    return { field: col.field, label: col.label };
  });
}
