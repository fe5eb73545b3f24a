import { hiddenClientFields, listStatuses } from '../../../engine/ib';
import type { Db } from '../db/openDatabase';
import { prepared } from '../db/prepared';
import { readOffThread } from '../db/readPool';
import { orderBy } from './clientListAnchors';
import { ApiError } from '../http/apiError';
import { dateRange, tableQueryError, type TableQuery } from '../http/tableQuery';
import type { IbScope } from './ibScope';
import { clientRowMapper, type ClientRecord, type ClientRow } from './clientRows';

export interface ClientListQuery extends TableQuery {
  list: string;
}

/**
 * Fields a client list sorts by: their column and the index that reads the list in that order (020_ib.sql).
 * Amounts (perCurrency) sort within each currency, currency by currency: amounts in different currencies do not
 * compare (170_ib_network.sql). A nullable column (an applicant has no account number yet) compares to nothing:
 * its deep pages skip from the top, not from kept positions.
 */
const sortColumns: Readonly<Record<string, { column: string; index: string; perCurrency?: true; nullable?: true }>> = {
  accountNumber: { column: 'account_number', index: 'ib_clients_by_account', nullable: true },
  name: { column: 'name', index: 'ib_clients_by_name' },
  balance: { column: 'balance', index: 'ib_clients_by_currency_balance', perCurrency: true },
  lots: { column: 'lots', index: 'ib_clients_by_lots' },
  pnl: { column: 'pnl', index: 'ib_clients_by_currency_pnl', perCurrency: true },
  margin: { column: 'margin', index: 'ib_clients_by_currency_margin', perCurrency: true },
  listDate: { column: 'list_date', index: 'ib_clients_by_date' },
};

/**
 * What the search looks in (unless its field is hidden by a privacy switch): the start of each, so an
 * index range finds the matches (ib_clients_by_account, _by_email, _by_name_nocase, _by_surname_nocase:
 * the name after its first word, so a surname finds its client); e-mails are stored lower-case, names
 * compare without case.
 */
const searchColumns: readonly { field: string; column: string; collate: string; fold: (text: string) => string; index?: string }[] = [
  { field: 'accountNumber', column: 'account_number', collate: '', fold: (t) => t },
  { field: 'name', column: 'name', collate: ' COLLATE NOCASE', fold: (t) => t },
  // Named: SQLite would rather read the whole IB's range of the covering name index.
  { field: 'name', column: "substr(name, instr(name, ' ') + 1)", collate: ' COLLATE NOCASE', fold: (t) => t, index: 'ib_clients_by_surname_nocase' },
  { field: 'email', column: 'email', collate: '', fold: (t) => t.toLowerCase() },
];
/** Above every character that can follow a prefix: [prefix, prefix + this) holds the strings starting with it. */
const afterPrefix = '\u{10FFFF}';

interface Where {
  /** Conditions for counting (ib_clients_list serves them) and searching (the search fields' indexes). */
  where: string;
  /** The same conditions with status and date as plain filters, for reading in a sort index's order. */
  filter: string;
  params: unknown[];
  searching: boolean;
  /** How the list's total is read: from the kept counts (179_ib_client_counts.sql) when only statuses filter it, else counted under `where`. */
  total: { sql: string; params: unknown[] };
}

/** The conditions and parameters of a client list query for the scope's IB. */
function whereOf(scope: IbScope, query: ClientListQuery): Where {
  const statuses = listStatuses(scope.config.ibProgram, query.list);
  if (!statuses) throw tableQueryError(`"${query.list}" is not a client list (known: ${scope.config.ibProgram.clientLists.map((l) => l.id).join(', ')})`);
  const hidden = hiddenClientFields(scope.config.ibProgram, scope.switches);
  const search = query.search?.trim();
  const columns = search ? searchColumns.filter(({ field }) => !hidden.has(field)) : [];
  // A search reads one index range per field, each under the IB (written as a union: SQLite plans an OR of
  // bound ranges as a full scan); the list's statuses and dates then filter the few matches.
  const ranges = columns.map(
    ({ column, collate, index }) =>
      `SELECT id FROM ib_clients${index ? ` INDEXED BY ${index}` : ''} WHERE ib_id = ? AND ${column} >= ?${collate} AND ${column} < ?${collate}`,
  );
  const owner = search ? (ranges.length > 0 ? `id IN (${ranges.join(' UNION ALL ')})` : '0') : 'ib_id = ?';
  const ownerParams = search ? columns.flatMap(({ fold }) => [scope.owner.id, fold(search), fold(search) + afterPrefix]) : [scope.owner.id];
  const clauses = [owner, `status IN (${statuses.map(() => '?').join(', ')})`];
  const params: unknown[] = [...ownerParams, ...statuses];
  const { start, end } = dateRange(query);
  if (start !== undefined) {
    clauses.push('list_date >= ?');
    params.push(start);
  }
  if (end !== undefined) {
    clauses.push('list_date < ?');
    params.push(end);
  }
  // A unary + keeps SQLite from using status and list_date to pick an index: the sort index (or the search's) is used.
  const filter = clauses.join(' AND ').replace(/\b(status|list_date) /g, '+$1 ');
  const where = search ? filter : clauses.join(' AND ');
  const total =
    !search && start === undefined && end === undefined
      ? {
          sql: `SELECT COALESCE(SUM(clients), 0) FROM ib_client_counts WHERE ib_id = ? AND status IN (${statuses.map(() => '?').join(', ')})`,
          params: [scope.owner.id, ...statuses],
        }
      : { sql: `SELECT COUNT(*) FROM ib_clients WHERE ${where}`, params };
  return { where, filter, params, searching: Boolean(search), total };
}

interface Sort {
  /** The index that holds the order, and the order's columns (the last, id, unique) all in one direction. */
  index: string;
  columns: string[];
  descending: boolean;
  /** Whether a column of it may be null (no kept positions then: clientListAnchors.ts). */
  nullable: boolean;
}

/** The sort of a query: a known, visible field, then status, date and id, the order its index holds. */
function orderOf(scope: IbScope, query: ClientListQuery): Sort {
  const field = query.sort ?? 'listDate';
  const sort = sortColumns[field];
  if (!sort) throw tableQueryError(`the list cannot be sorted by "${field}" (sortable: ${Object.keys(sortColumns).join(', ')})`);
  // Sorting by a hidden field would leak its order.
  if (hiddenClientFields(scope.config.ibProgram, scope.switches).has(field)) throw tableQueryError(`"${field}" is hidden by your privacy settings`);
  // Each column once: sorted by date, a second list_date term made SQLite sort the index's order again (a temporary B-tree).
  const columns = [...new Set([...(sort.perCurrency ? ['currency'] : []), sort.column, 'status', 'list_date', 'id'])];
  return { index: sort.index, columns, descending: query.order !== 'asc', nullable: sort.nullable === true };
}

/**
 * From this many rows skipped a page is read off the event loop (chosen: skipping 2,000 index entries
 * takes a fraction of a millisecond, skipping the 33,000 of the middle of 67,000 accounts 3-4 ms).
 */
const offThreadOffset = 2000;

/**
 * The rows of a list in order. Without a search the page's ids are read from the sort index alone
 * (it covers the filter and the order, so a page skips index entries, not rows), from the nearer end
 * of the list (the last page skips none), a deep one from a kept position near it (clientListAnchors.ts),
 * and only the page's rows are fetched; a search finds its matches by index ranges and sorts them.
 */
async function selectRows(db: Db, ibId: number, w: Where, sort: Sort, limit: number, offset: number, total: number): Promise<ClientRecord[]> {
  const fromEnd = !w.searching && offset + limit / 2 > total / 2;
  const skipped = fromEnd ? Math.max(0, total - offset - limit) : offset;
  const taken = fromEnd ? Math.min(limit, total - offset) : limit;
  if (!w.searching && !sort.nullable && skipped >= offThreadOffset) {
    const request = { ibId, filter: w.filter, params: w.params, index: sort.index, columns: sort.columns, descending: sort.descending, offset, limit };
    return (await readOffThread(db, 'anchoredPage', request)) as ClientRecord[];
  }
  const order = orderBy(sort.columns, sort.descending);
  // A page in the later half of a list is read from its end: the same order the other way round.
  const sql = w.searching
    ? `SELECT * FROM ib_clients WHERE ${w.where} ORDER BY ${order} LIMIT ? OFFSET ?`
    : `SELECT * FROM ib_clients WHERE id IN (SELECT id FROM ib_clients INDEXED BY ${sort.index} WHERE ${w.filter} ORDER BY ${orderBy(sort.columns, sort.descending !== fromEnd)} LIMIT ? OFFSET ?) ORDER BY ${order}`;
  const params = [...w.params, taken, skipped];
  if (skipped >= offThreadOffset) return (await readOffThread(db, 'rows', { sql, params })) as ClientRecord[];
  return prepared(db, sql).all(...params) as ClientRecord[];
}

/** A page of the scope's clients in a list: filtered, searched, sorted by the server. */
export async function clientPage(
  db: Db,
  scope: IbScope,
  query: ClientListQuery,
): Promise<{ rows: ClientRow[]; total: number; page: number; pageSize: number }> {
  const w = whereOf(scope, query);
  const sort = orderOf(scope, query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const total = prepared(db, w.total.sql)
    .pluck()
    .get(...w.total.params) as number;
  const records = (page - 1) * pageSize < total ? await selectRows(db, scope.owner.id, w, sort, pageSize, (page - 1) * pageSize, total) : [];
  const toRow = clientRowMapper(scope.config, scope.switches);
  return { rows: records.map(toRow), total, page, pageSize };
}

/**
 * Every client of a list for an export, in the list's order and without a row limit: the ids are
 * read once (from the sort index), then the rows batch by batch as the file is written.
 */
export function clientExport(db: Db, scope: IbScope, query: ClientListQuery): { count: number; readBatch(index: number, size: number): ClientRow[] } {
  const w = whereOf(scope, query);
  const sort = orderOf(scope, query);
  const order = orderBy(sort.columns, sort.descending);
  const sql = w.searching
    ? `SELECT id FROM ib_clients WHERE ${w.where} ORDER BY ${order}`
    : `SELECT id FROM ib_clients INDEXED BY ${sort.index} WHERE ${w.filter} ORDER BY ${order}`;
  const ids = prepared(db, sql)
    .pluck()
    .all(...w.params) as number[];
  const toRow = clientRowMapper(scope.config, scope.switches);
  return {
    count: ids.length,
    readBatch(index, size) {
      const batch = ids.slice(index * size, (index + 1) * size);
      const byId = new Map(
        (db.prepare(`SELECT * FROM ib_clients WHERE id IN (${batch.map(() => '?').join(',')})`).all(...batch) as ClientRecord[]).map((r) => [r.id, r]),
      );
      return batch.map((id) => toRow(byId.get(id)!));
    },
  };
}

/** One of the IB's own clients as its list shows it; another IB's client is refused (NOT_YOUR_CLIENT). */
export function ownClient(db: Db, scope: IbScope, clientId: number): ClientRow {
  const record = db.prepare('SELECT * FROM ib_clients WHERE id = ?').get(clientId) as ClientRecord | undefined;
  if (!record || record.ib_id !== scope.owner.id) throw new ApiError('NOT_YOUR_CLIENT', 403, 'This client is not one of yours.');
  return clientRowMapper(scope.config, scope.switches)(record);
}
