import type { PortalConfig } from '../../../engine/config';
import { hiddenClientFields } from '../../../engine/ib';
import type { ExportColumn } from '../export/tableExport';
import { serverText } from '../i18n/serverText';
import type { PortalConfigLoad } from '../../../engine/config';

/** An ib_clients row. */
export interface ClientRecord {
  id: number;
  ib_id: number;
  name: string;
  email: string;
  phone: string | null;
  country_id: number | null;
  status: string;
  account_number: string | null;
  platform: string | null;
  account_type: number | null;
  currency: string;
  balance: number;
  equity: number;
  margin: number;
  pnl: number;
  lots: number;
  deposits: number;
  registered_at: number;
  applied_at: number | null;
  opened_at: number | null;
  archived_at: number | null;
  list_date: number;
}

/** A client as the API sends it: money in minor units, lots as a decimal, dates as ISO; hidden fields null. */
export interface ClientRow {
  id: number;
  accountNumber: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The country's translation key (country.<key>). */
  country: string | null;
  status: string;
  platform: string | null;
  accountType: string | null;
  currency: string;
  balance: number | null;
  equity: number | null;
  margin: number | null;
  pnl: number | null;
  lots: number | null;
  deposits: number | null;
  listDate: string;
  registeredAt: string | null;
}

export const clientRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    accountNumber: { type: ['string', 'null'] },
    name: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    phone: { type: ['string', 'null'] },
    country: { type: ['string', 'null'] },
    status: { type: 'string' },
    platform: { type: ['string', 'null'] },
    accountType: { type: ['string', 'null'] },
    currency: { type: 'string' },
    balance: { type: ['integer', 'null'] },
    equity: { type: ['integer', 'null'] },
    margin: { type: ['integer', 'null'] },
    pnl: { type: ['integer', 'null'] },
    lots: { type: ['number', 'null'] },
    deposits: { type: ['integer', 'null'] },
    listDate: { type: 'string' },
    registeredAt: { type: ['string', 'null'] },
  },
} as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Turns rows into what the API sends, blanking every field the owner's privacy switches hide
 * (config/ib/program.yaml privacy): hidden data never leaves the server.
 */
export function clientRowMapper(config: PortalConfig, switches: Readonly<Record<string, boolean>>) {
  const hidden = hiddenClientFields(config.ibProgram, switches);
  const countries = new Map(config.countries.map((c) => [c.id, c.key]));
  const names = config.regulator.accountTypeNames as Record<string, string>;
  const show = <T>(field: keyof ClientRow, value: T): T | null => (hidden.has(field) ? null : value);
  return (r: ClientRecord): ClientRow => ({
    id: r.id,
    accountNumber: r.account_number,
    name: show('name', r.name),
    email: show('email', r.email),
    phone: show('phone', r.phone),
    country: show('country', r.country_id !== null ? (countries.get(r.country_id) ?? null) : null),
    status: r.status,
    platform: r.platform,
    accountType: show('accountType', r.account_type !== null ? (names[String(r.account_type)] ?? String(r.account_type)) : null),
    currency: r.currency,
    balance: show('balance', r.balance),
    equity: show('equity', r.equity),
    margin: show('margin', r.margin),
    pnl: show('pnl', r.pnl),
    lots: show('lots', r.lots / 100),
    deposits: show('deposits', r.deposits),
    listDate: isoDay(r.list_date),
    registeredAt: show('registeredAt', isoDay(r.registered_at)),
  });
}

type MoneyField = 'balance' | 'equity' | 'margin' | 'pnl' | 'deposits';
/** Amounts in the account's currency (minor units). */
export const moneyClientFields: ReadonlySet<string> = new Set<MoneyField>(['balance', 'equity', 'margin', 'pnl', 'deposits']);

/** The columns an export of clients may have, by field, with their cell types; labels come from the request. */
export function clientExportColumn(config: PortalConfig, load: PortalConfigLoad, language: string, field: string, label: string): ExportColumn<ClientRow> {
  const minor = (code: string) => 10 ** (config.currencies.find((c) => c.code === code)?.minorUnits ?? 2);
  const money = (pick: (r: ClientRow) => number | null): ExportColumn<ClientRow> => ({
    header: label,
    type: 'number',
    decimals: 2,
    value: (r) => {
      const v = pick(r);
      return v === null ? null : v / minor(r.currency);
    },
  });
  const statusLabel = new Map(config.ibProgram.clientStatuses.map((s) => [s.id, serverText(load, s.labelKey, {}, language)]));
  if (moneyClientFields.has(field)) return money((r) => r[field as MoneyField]);
  switch (field) {
    case 'lots':
      return { header: label, type: 'number', decimals: 2, value: (r) => r.lots };
    case 'listDate':
    case 'registeredAt':
      return { header: label, type: 'date', value: (r) => (r[field] ? new Date(`${r[field]}T00:00:00Z`) : null) };
    case 'status':
      return { header: label, type: 'text', value: (r) => statusLabel.get(r.status) ?? r.status };
    case 'country':
      return { header: label, type: 'text', value: (r) => (r.country ? serverText(load, `country.${r.country}`, {}, language) : null) };
    default:
      return { header: label, type: 'text', value: (r) => r[field as keyof ClientRow] as string | null };
  }
}

export const clientFields: ReadonlySet<string> = new Set(Object.keys(clientRowSchema.properties).filter((f) => f !== 'id'));
