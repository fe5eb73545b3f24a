import type { AccountType, PortalConfig } from '../../../engine/config';
import { rebateMinor, statusDateField } from '../../../engine/ib';
import type { Db } from '../db/openDatabase';
import type { Random } from './random';
import { dayMs } from './seedContext';

/** How big and how busy an IB's book of clients is. */
export interface BookShape {
  clients: number;
  /** Days of history before the anchor. */
  days: number;
  /** Share of clients in each status (weights, normalised). */
  statusWeights: Readonly<Record<string, number>>;
  /** Chance that a funded client trades on a given day. */
  tradeChance: number;
  /** Largest lots of one product on one day, in hundredths. */
  maxLotHundredths: number;
}

export interface BookResult {
  clientIds: number[];
  /** Rebate earned (minor units of the rebate currency) per day (days since the epoch). */
  rebateByDay: Map<number, number>;
  tradeRows: number;
}

const firstNames = [
  'Amira',
  'Ben',
  'Chen',
  'Dara',
  'Elif',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kavya',
  'Liam',
  'Mei',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tariq',
  'Uma',
  'Viktor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zara',
];
const lastNames = [
  'Abdullah',
  'Berg',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Kim',
  'Lim',
  'Mensah',
  'Nguyen',
  'Okafor',
  'Petrov',
  'Quispe',
  'Rahman',
  'Silva',
  'Tan',
  'Usman',
  'Varga',
  'Wong',
  'Yilmaz',
  'Zhou',
];
const countryCodes = ['MY', 'TH', 'VN', 'ID', 'SG', 'AU', 'GB', 'DE', 'BR', 'ZA', 'AE', 'HK', 'TW', 'PH', 'NG', 'MX', 'FR', 'ES', 'IT', 'KR'];

export const dayOf = (ms: number) => Math.floor(ms / dayMs);

function weighted(rng: Random, weights: Readonly<Record<string, number>>): string {
  const entries = Object.entries(weights);
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = rng.next() * total;
  for (const [name, w] of entries) {
    x -= w;
    if (x < 0) return name;
  }
  return entries.at(-1)![0];
}

/**
 * Seeds one IB's clients with their daily trades (per account and product, with the rebate each
 * earned from the account type's rate) and daily deposits and withdrawals. Trades are generated
 * day by day so rows arrive in primary-key order; statements are prepared once.
 */
export function seedBook(db: Db, config: PortalConfig, rng: Random, ibId: number, anchor: number, shape: BookShape): BookResult {
  const program = config.ibProgram;
  const names = config.regulator.accountTypeNames as Record<string, string>;
  const liveTypes = config.accountTypes.filter((t) => t.live && names[String(t.code)] !== undefined && !t.tags.includes('pamm'));
  const countries = countryCodes.map((code) => config.countries.find((c) => c.code === code)).filter((c) => c !== undefined);
  const products = program.products.map((p) => p.id);
  const anchorDay = dayOf(anchor);
  const firstId = ((db.prepare('SELECT MAX(id) FROM ib_clients').pluck().get() as number | null) ?? 0) + 1;

  interface Draft {
    status: string;
    type?: AccountType;
    registered: number;
    applied?: number;
    opened?: number;
    archived?: number;
    currency: string;
    lots: number;
    deposits: number;
    withdrawals: number;
  }
  const drafts: Draft[] = [];
  for (let i = 0; i < shape.clients; i++) {
    const status = weighted(rng, shape.statusWeights);
    const registeredDay = anchorDay - rng.int(1, shape.days);
    const draft: Draft = { status, registered: registeredDay * dayMs + rng.int(0, dayMs - 1), currency: 'USD', lots: 0, deposits: 0, withdrawals: 0 };
    if (status !== 'lead') {
      draft.applied = Math.min(anchor, draft.registered + rng.int(0, 5) * dayMs + rng.int(0, 3_600_000));
      draft.type = rng.pick(liveTypes);
      const allowed = draft.type.currencies ?? ['USD', 'EUR'];
      draft.currency = allowed.includes('USD') && rng.chance(0.85) ? 'USD' : (allowed.find((c) => c !== 'USD') ?? allowed[0]!);
    }
    if (status === 'unfunded' || status === 'funded' || status === 'archived') draft.opened = Math.min(anchor, draft.applied! + rng.int(1, 3) * dayMs);
    if (status === 'archived') draft.archived = Math.min(anchor, draft.opened! + rng.int(10, 200) * dayMs);
    drafts.push(draft);
  }

  // Trades: day by day, so (ib_id, day, client_id, product) rows come in key order.
  const insertTrade = db.prepare('INSERT INTO ib_trade_days (ib_id, day, client_id, product, lots, rebate) VALUES (?, ?, ?, ?, ?, ?)');
  const traders = drafts.map((d, i) => ({ d, i })).filter(({ d }) => d.status === 'funded' || d.status === 'archived');
  const rebateByDay = new Map<number, number>();
  let tradeRows = 0;
  // Through the anchor's day (today when `portal seed` runs), so "today" has trades too.
  for (let day = anchorDay - shape.days; day <= anchorDay; day++) {
    let dayRebate = 0;
    for (const { d, i } of traders) {
      if (day < dayOf(d.opened!) || (d.archived !== undefined && day > dayOf(d.archived))) continue;
      if (rng.next() >= shape.tradeChance) continue;
      const first = rng.int(0, products.length - 1);
      const picked = rng.chance(0.3) ? [...new Set([first, rng.int(0, products.length - 1)])].sort((a, b) => a - b) : [first];
      for (const p of picked.map((n) => products[n]!).sort()) {
        const lots = rng.int(1, shape.maxLotHundredths);
        const rebate = rebateMinor(program, d.type, p, lots);
        insertTrade.run(ibId, day, firstId + i, p, lots, rebate);
        d.lots += lots;
        dayRebate += rebate;
        tradeRows++;
      }
    }
    if (dayRebate > 0) rebateByDay.set(day, dayRebate);
  }

  // Deposits and withdrawals of funded (and once funded, now archived) accounts, sorted into key order.
  const funds: { day: number; client: number; deposits: number; withdrawals: number }[] = [];
  traders.forEach(({ d, i }) => {
    // Amounts are drawn in cents and written in the minor units of the account's currency (6 for USDT):
    // an account in USDT holds thousands of USDT, not a fraction of one.
    const cents = 10 ** ((config.currencies.find((c) => c.code === d.currency)?.minorUnits ?? 2) - 2);
    const openedDay = dayOf(d.opened!);
    const lastDay = d.archived !== undefined ? dayOf(d.archived) : anchorDay - 1;
    const days = new Map<number, { deposits: number; withdrawals: number }>();
    const add = (day: number, kind: 'deposits' | 'withdrawals', amount: number) => {
      const entry = days.get(day) ?? { deposits: 0, withdrawals: 0 };
      entry[kind] += Math.round(amount * cents);
      days.set(day, entry);
    };
    add(Math.min(lastDay, openedDay + rng.int(0, 3)), 'deposits', rng.int(1, 50) * 10_000);
    for (let n = rng.int(0, 3); n > 0; n--) add(rng.int(openedDay, Math.max(openedDay, lastDay)), 'deposits', rng.int(1, 30) * 5_000);
    if (rng.chance(0.35)) add(rng.int(openedDay, Math.max(openedDay, lastDay)), 'withdrawals', rng.int(1, 20) * 5_000);
    for (const [day, v] of days) {
      d.deposits += v.deposits;
      d.withdrawals += v.withdrawals;
      funds.push({ day, client: firstId + i, ...v });
    }
  });
  funds.sort((a, b) => a.day - b.day || a.client - b.client);

  const insertClient = db.prepare(
    `INSERT INTO ib_clients (id, ib_id, name, email, phone, country_id, status, account_number, platform, account_type, currency, balance, equity, margin, pnl, lots, deposits, registered_at, applied_at, opened_at, archived_at, list_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const clientIds: number[] = [];
  drafts.forEach((d, i) => {
    const id = firstId + i;
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const country = rng.pick(countries);
    const funded = d.status === 'funded' || d.status === 'archived';
    // P&L comes from trading: an account that never traded has none.
    const pnl = funded && d.lots > 0 ? rng.int(-d.deposits / 4, d.deposits / 3) : 0;
    const balance = funded ? Math.max(0, d.deposits - d.withdrawals + pnl) : 0;
    const margin = funded && d.status === 'funded' && balance > 0 ? rng.int(0, Math.floor(balance / 5)) : 0;
    const equity = funded ? balance + rng.int(-Math.floor(balance / 20), Math.floor(balance / 20)) : 0;
    const dates: Record<string, number | undefined> = { registeredAt: d.registered, appliedAt: d.applied, openedAt: d.opened, archivedAt: d.archived };
    const listDate = dates[statusDateField(program, d.status)] ?? d.registered;
    insertClient.run(
      id,
      ibId,
      `${first} ${last}`,
      `${first}.${last}.${id}@example.com`.toLowerCase(),
      `+${rng.int(10, 99)} 555 ${String(rng.int(0, 9999)).padStart(4, '0')}`,
      country.id,
      d.status,
      d.opened !== undefined ? String(70_000_000 + id) : null,
      d.type?.platform ?? null,
      d.type?.code ?? null,
      d.currency,
      balance,
      equity,
      margin,
      pnl,
      d.lots,
      d.deposits,
      d.registered,
      d.applied ?? null,
      d.opened ?? null,
      d.archived ?? null,
      listDate,
    );
    clientIds.push(id);
  });
  // After the accounts: the funds rollup (055_ib_rollups.sql) takes each row's currency from its account.
  const insertFunds = db.prepare('INSERT INTO ib_fund_days (ib_id, day, client_id, deposits, withdrawals) VALUES (?, ?, ?, ?, ?)');
  for (const f of funds) insertFunds.run(ibId, f.day, f.client, f.deposits, f.withdrawals);
  return { clientIds, rebateByDay, tradeRows };
}
