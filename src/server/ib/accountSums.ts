import type { Db } from '../db/openDatabase';
import { prepared } from '../db/prepared';
import { ibDataVersion, remember } from './ibDataVersion';

/** A report with a row per account: its daily table, the two sums it adds up and what it counts accounts per. */
const reports = {
  rebate: {
    // The IB's own clients' trades and the override rebates its sub-IBs' clients earn it (no lots: those are the
    // sub-IB's), so the account rows add up to the report's totals; ownerIb tells the two apart.
    rows: 'SELECT day, client_id, product, lots, rebate FROM ib_trade_days WHERE ib_id = $ib UNION ALL SELECT day, client_id, product, 0, rebate FROM ib_override_days WHERE ib_id = $ib',
    sums: ['lots', 'rebate'],
    details:
      'SELECT id AS key, ib_id AS ownerIb, account_number AS accountNumber, name, platform, account_type AS accountType FROM ib_clients WHERE id IN (SELECT value FROM json_each(?))',
  },
  funds: {
    rows: 'SELECT day, client_id, NULL, deposits, withdrawals FROM ib_fund_days WHERE ib_id = $ib',
    sums: ['deposits', 'withdrawals'],
    details: 'SELECT id AS key, account_number AS accountNumber, name, currency FROM ib_clients WHERE id IN (SELECT value FROM json_each(?))',
  },
} as const;

export type AccountReport = keyof typeof reports;

export interface AccountPageRequest {
  report: AccountReport;
  ibId: number;
  /** The day range [startDay, endDay), in days since 1970. */
  startDay: number;
  endDay: number;
  /** Only this product's rows (rebate report). */
  product?: string;
  /** The page of account rows, if any: sorted by a field (one of the sums, net (funds) or accountNumber), then by account id. */
  page?: { sort: string; descending: boolean; offset: number; limit: number };
  /** Count the accounts per product or currency (accountsPer); without it accountsPer is empty. */
  accountsPer?: boolean;
}

export type AccountRow = Record<string, string | number | null>;

export interface AccountPage {
  /** The accounts of the page: their sums over the range, number, name and type or currency. */
  rows: AccountRow[];
  /** How many accounts have rows in the range. */
  total: number;
  /** How many of those accounts each product traded (rebate) or hold each currency (funds), when asked for. */
  accountsPer: [string, number][];
}

/**
 * One IB's daily rows of one report in columns, read once per version of the IB's data. The rows are
 * grouped by account (slot), each slot's rows (a run) in day order and holding running sums: a range of
 * days is then, per account, where the range starts and ends in its run and one subtraction, and the
 * sums are written account after account (a pass over the rows in day order wrote them all over memory,
 * a cache miss a row).
 */
interface Columns {
  version: number;
  /** Per row, its day (days since 1970) and product (an index into productNames). */
  days: Int32Array;
  products: Uint16Array;
  /** Per row, the sums of its run's rows up to it, itself included. */
  firstUpTo: Float64Array;
  secondUpTo: Float64Array;
  productNames: string[];
  /** Per slot (an account with rows): where its run starts (it ends where the next slot's starts). */
  runStart: Int32Array;
  /** Per slot: its run's first and last day (a run wholly inside a range or outside it is known from these). */
  firstDay: Int32Array;
  lastDay: Int32Array;
  /** Per slot (an account with rows): its id, account number and currency (an index into currencyNames). */
  clientIds: Int32Array;
  accountNumbers: string[];
  slotCurrency: Uint16Array;
  currencyNames: string[];
}

/** The sums of one range: per slot, and the slots with rows in it. */
interface RangeSums {
  first: Float64Array;
  second: Float64Array;
  hits: Int32Array;
  /** Where each hit's rows in the range begin and end in its run (counting per product reads them again). */
  hitFrom: Int32Array;
  hitTo: Int32Array;
  /** The accounts per product or currency, counted when first asked for. */
  accountsPer?: [string, number][];
  /** Slots fully sorted by a field, kept for deep pages. */
  sorted: Map<string, Int32Array>;
}

/** How many IBs' columns and ranges one connection keeps (chosen: a few IBs paging through a few ranges each). */
const maxColumns = 8;
const maxRanges = 16;
/** Pages within the first this many rows are picked from the sums without sorting them all. */
const maxPicked = 1000;

interface Caches {
  columns: Map<string, Columns>;
  ranges: Map<string, { version: number; sums: RangeSums }>;
}
const caches = new WeakMap<Db, Caches>();

/** The columns in one read transaction: the version and the rows of one snapshot. */
function loadColumns(db: Db, report: AccountReport, ibId: number): Columns {
  return db.transaction(() => readColumns(db, report, ibId))();
}

function readColumns(db: Db, report: AccountReport, ibId: number): Columns {
  const spec = reports[report];
  const version = ibDataVersion(db, ibId);
  const count = db.prepare(`SELECT COUNT(*) FROM (${spec.rows})`).pluck().get({ ib: ibId }) as number;
  // The rows as the table gives them, in day order.
  const rowDays = new Int32Array(count);
  const rowSlots = new Int32Array(count);
  const rowProducts = new Uint16Array(count);
  const rowFirst = new Float64Array(count);
  const rowSecond = new Float64Array(count);
  const slotOf = new Map<number, number>();
  const productOf = new Map<string, number>();
  let i = 0;
  for (const [day, clientId, product, a, b] of db.prepare(`${spec.rows} ORDER BY day`).raw().iterate({ ib: ibId }) as Iterable<
    [number, number, string | null, number, number]
  >) {
    let slot = slotOf.get(clientId);
    if (slot === undefined) slotOf.set(clientId, (slot = slotOf.size));
    let p = productOf.get(product ?? '');
    if (p === undefined) productOf.set(product ?? '', (p = productOf.size));
    rowDays[i] = day;
    rowSlots[i] = slot;
    rowProducts[i] = p;
    rowFirst[i] = a;
    rowSecond[i] = b;
    i++;
  }
  // Grouped by slot, by a counting sort: stable, so each run keeps its rows' day order.
  const slots = slotOf.size;
  const runStart = new Int32Array(slots + 1);
  for (let row = 0; row < count; row++) runStart[rowSlots[row]! + 1]!++;
  for (let slot = 0; slot < slots; slot++) runStart[slot + 1]! += runStart[slot]!;
  const next = runStart.slice(0, slots);
  const days = new Int32Array(count);
  const products = new Uint16Array(count);
  const firstUpTo = new Float64Array(count);
  const secondUpTo = new Float64Array(count);
  for (let row = 0; row < count; row++) {
    const at = next[rowSlots[row]!]!++;
    days[at] = rowDays[row]!;
    products[at] = rowProducts[row]!;
    firstUpTo[at] = rowFirst[row]!;
    secondUpTo[at] = rowSecond[row]!;
  }
  const firstDay = new Int32Array(slots);
  const lastDay = new Int32Array(slots);
  for (let slot = 0; slot < slots; slot++) {
    const begin = runStart[slot]!;
    const end = runStart[slot + 1]!;
    // Whole minor units and hundredths of a lot: the running sums and their differences are exact.
    for (let row = begin + 1; row < end; row++) {
      firstUpTo[row] = firstUpTo[row]! + firstUpTo[row - 1]!;
      secondUpTo[row] = secondUpTo[row]! + secondUpTo[row - 1]!;
    }
    firstDay[slot] = days[begin]!;
    lastDay[slot] = days[end - 1]!;
  }
  const clientIds = Int32Array.from(slotOf.keys());
  const clients = new Map(
    (
      db
        .prepare('SELECT id, account_number, currency FROM ib_clients WHERE id IN (SELECT value FROM json_each(?))')
        .raw()
        .all(JSON.stringify([...clientIds])) as [number, string, string][]
    ).map(([id, accountNumber, currency]) => [id, { accountNumber, currency }]),
  );
  const accountNumbers = Array.from(clientIds, (id) => clients.get(id)?.accountNumber ?? '');
  // Currencies as small numbers: a range's accounts per currency are then counted in an array, not a map of strings.
  const currencyOf = new Map<string, number>();
  const slotCurrency = Uint16Array.from(clientIds, (id) => {
    const currency = clients.get(id)?.currency ?? '';
    let c = currencyOf.get(currency);
    if (c === undefined) currencyOf.set(currency, (c = currencyOf.size));
    return c;
  });
  return {
    version,
    days,
    products,
    firstUpTo,
    secondUpTo,
    productNames: [...productOf.keys()],
    runStart,
    firstDay,
    lastDay,
    clientIds,
    accountNumbers,
    slotCurrency,
    currencyNames: [...currencyOf.keys()],
  };
}

/** The sum of a run's rows [from, to): the running sum at its last row less the one before its first (none at the run's start). */
const between = (upTo: Float64Array, begin: number, from: number, to: number) => upTo[to - 1]! - (from > begin ? upTo[from - 1]! : 0);

function sumRange(columns: Columns, startDay: number, endDay: number, product: string | undefined): RangeSums {
  const { days, products, firstUpTo, secondUpTo, runStart, firstDay, lastDay, clientIds, productNames } = columns;
  const n = clientIds.length;
  const first = new Float64Array(n);
  const second = new Float64Array(n);
  const hits = new Int32Array(n);
  const hitFrom = new Int32Array(n);
  const hitTo = new Int32Array(n);
  let count = 0;
  const only = product === undefined ? -1 : productNames.indexOf(product);
  if (product === undefined || only >= 0) {
    for (let s = 0; s < n; s++) {
      if (lastDay[s]! < startDay || firstDay[s]! >= endDay) continue;
      const begin = runStart[s]!;
      // A run is a few days' rows (6.8 on average at the large scale): stepping over those outside the range costs
      // less than a binary search, and a run wholly inside it costs two comparisons.
      let from = begin;
      while (days[from]! < startDay) from++;
      let to = runStart[s + 1]!;
      while (days[to - 1]! >= endDay) to--;
      if (to <= from) continue;
      let a: number;
      let b: number;
      if (only < 0) {
        a = between(firstUpTo, begin, from, to);
        b = between(secondUpTo, begin, from, to);
      } else {
        // One product's rows: each row's own values are the differences of the running sums.
        a = 0;
        b = 0;
        let any = false;
        for (let row = from; row < to; row++) {
          if (products[row] !== only) continue;
          any = true;
          a += between(firstUpTo, begin, row, row + 1);
          b += between(secondUpTo, begin, row, row + 1);
        }
        if (!any) continue;
      }
      first[s] = a;
      second[s] = b;
      hitFrom[count] = from;
      hitTo[count] = to;
      hits[count++] = s;
    }
  }
  return { first, second, hits: hits.slice(0, count), hitFrom: hitFrom.slice(0, count), hitTo: hitTo.slice(0, count), sorted: new Map() };
}

/**
 * How many of a range's accounts hold each currency (funds) or traded each product (rebate; of the
 * range's product only, when it has one): only the product breakdown and the funds totals ask, so a
 * range's rows are read a second time only then.
 */
function accountsPerOf(columns: Columns, report: AccountReport, sums: RangeSums, product: string | undefined): [string, number][] {
  const { hits } = sums;
  if (report === 'funds') {
    const { slotCurrency, currencyNames } = columns;
    const heldPer = new Int32Array(Math.max(1, currencyNames.length));
    for (let k = 0; k < hits.length; k++) heldPer[slotCurrency[hits[k]!]!]!++;
    return currencyNames.map((name, c): [string, number] => [name, heldPer[c]!]).filter(([, held]) => held > 0);
  }
  const { products, productNames } = columns;
  const only = product === undefined ? -1 : productNames.indexOf(product);
  const tradedPer = new Int32Array(Math.max(1, productNames.length));
  // The last hit that counted each product: a product is counted once per account.
  const countedAt = new Int32Array(Math.max(1, productNames.length)).fill(-1);
  for (let k = 0; k < hits.length; k++) {
    for (let row = sums.hitFrom[k]!; row < sums.hitTo[k]!; row++) {
      const p = products[row]!;
      if (countedAt[p] === k || (only >= 0 && p !== only)) continue;
      countedAt[p] = k;
      tradedPer[p]!++;
    }
  }
  return productNames.map((name, p): [string, number] => [name, tradedPer[p]!]).filter(([, traded]) => traded > 0);
}

interface Order {
  /** The slots' order: by the field, then by account id, in the request's direction. */
  compare: (a: number, b: number) => number;
  /** Per slot, the numeric field's value (none for accountNumber): most slots are judged by it alone. */
  values?: Float64Array;
  /** -1 descending, 1 ascending. */
  sign: number;
}

/** The slots' order by the request's field, then by account id, in the request's direction. */
function orderOf(columns: Columns, sums: RangeSums, report: AccountReport, sort: string, descending: boolean): Order {
  const [firstName, secondName] = reports[report].sums;
  const sign = descending ? -1 : 1;
  const ids = columns.clientIds;
  const byId = (a: number, b: number) => ids[a]! - ids[b]!;
  if (sort === 'accountNumber') {
    const numbers = columns.accountNumbers;
    return { sign, compare: (a, b) => sign * (numbers[a]! < numbers[b]! ? -1 : numbers[a]! > numbers[b]! ? 1 : byId(a, b)) };
  }
  const values =
    sort === firstName
      ? sums.first
      : sort === secondName
        ? sums.second
        : sort === 'net' && report === 'funds'
          ? sums.first.map((deposits, s) => deposits - sums.second[s]!)
          : undefined;
  if (!values) throw new Error(`the ${report} report's accounts cannot be sorted by "${sort}"`);
  return { sign, values, compare: (a, b) => sign * (values[a]! - values[b]! || byId(a, b)) };
}

/**
 * The first count slots in order: kept in a sorted buffer while the sums are read once (a page near the top).
 * A slot whose value is past the buffer's last one is passed over by one comparison of numbers.
 */
function firstInOrder(hits: Int32Array, count: number, { compare, values, sign }: Order): number[] {
  const best: number[] = [];
  let last = NaN;
  for (const s of hits) {
    if (best.length === count) {
      if (values && sign * (values[s]! - last) > 0) continue;
      if (compare(s, best[count - 1]!) >= 0) continue;
    }
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(best[mid]!, s) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, s);
    if (best.length > count) best.pop();
    if (values) last = values[best[best.length - 1]!]!;
  }
  return best;
}

/** The slots of a page in order: picked from the sums near the top, from one kept full sort deeper. */
function pageSlots(columns: Columns, sums: RangeSums, report: AccountReport, page: NonNullable<AccountPageRequest['page']>): ArrayLike<number> {
  const { sort, descending, offset, limit } = page;
  const order = orderOf(columns, sums, report, sort, descending);
  const end = Math.min(sums.hits.length, offset + limit);
  if (end <= offset) return [];
  const orderKey = `${sort}:${descending}`;
  const sorted = sums.sorted.get(orderKey);
  if (sorted) return sorted.subarray(offset, end);
  if (end <= maxPicked) return firstInOrder(sums.hits, end, order).slice(offset);
  const all = sums.hits.slice().sort(order.compare);
  sums.sorted.set(orderKey, all);
  return all.subarray(offset, end);
}

/**
 * A page of a report's account rows over a day range: every account's sums over the range, sorted,
 * with the page's accounts' details. The IB's daily rows are read once per version of its data
 * (ib_data_versions), so a new range, sort or page reads no table; runs where the database is read
 * off the event loop (readPool.ts).
 */
export function accountPage(db: Db, request: AccountPageRequest): AccountPage {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { columns: new Map(), ranges: new Map() }));
  const { report, ibId } = request;
  const version = ibDataVersion(db, ibId);
  const columnsKey = `${report}:${ibId}`;
  const known = cache.columns.get(columnsKey);
  const columns = remember(cache.columns, columnsKey, known?.version === version ? known : loadColumns(db, report, ibId), maxColumns);
  const rangeKey = `${columnsKey}:${request.startDay}:${request.endDay}:${request.product ?? ''}`;
  const range = cache.ranges.get(rangeKey);
  const sums = remember(
    cache.ranges,
    rangeKey,
    range?.version === columns.version ? range : { version: columns.version, sums: sumRange(columns, request.startDay, request.endDay, request.product) },
    maxRanges,
  ).sums;
  const slots = request.page ? pageSlots(columns, sums, report, request.page) : [];
  const [firstName, secondName] = reports[report].sums;
  // The page's accounts in one statement (an export's page holds every account).
  const ids = Array.from(slots, (s) => columns.clientIds[s]!);
  const details = new Map((prepared(db, reports[report].details).all(JSON.stringify(ids)) as AccountRow[]).map((row) => [row.key, row]));
  const rows = Array.from(slots, (s): AccountRow => {
    const row: AccountRow = { ...details.get(columns.clientIds[s]!), [firstName]: sums.first[s]!, [secondName]: sums.second[s]! };
    if (report === 'funds') row.net = sums.first[s]! - sums.second[s]!;
    return row;
  });
  const accountsPer = request.accountsPer ? (sums.accountsPer ??= accountsPerOf(columns, report, sums, request.product)) : [];
  return { rows, total: sums.hits.length, accountsPer };
}
