import { ApiError } from '../http/apiError';
import { formatDate, formatMinorMoney, monthName, shownFormats } from '../../../engine/format';
import { directionOf, htmlLang } from '../../../engine/i18n';
import { pdfWriter, renderPdf } from '../pdf';
import { serverText } from '../i18n/serverText';
import type { ServerContext } from '../context';
import type { UserRecord } from '../users/userRecord';
import { ownAccount } from './accountRows';
import { moneyText, type FundsDeps } from './fundsSupport';

/* Account history from the ledger: movements with running balances, filters, and monthly statements (PDF). */

export interface MovementRow {
  id: number;
  at: number;
  account: string;
  accountKind: 'trading' | 'wallet';
  kind: string;
  amount: number;
  currency: string;
  balanceAfter: number;
}

/** The group a ledger movement kind shows under (its label key is funds.movement.<group>). */
export function movementGroup(kind: string): string {
  if (kind === 'deposit' || kind === 'depositReversal') return kind;
  if (kind === 'withdrawal' || kind === 'walletWithdrawal') return 'withdrawal';
  if (kind === 'withdrawalRefund') return 'refund';
  if (kind === 'walletConvert') return 'conversion';
  if (kind.startsWith('transfer:')) return 'transfer';
  if (kind.startsWith('ib.')) return 'rebate';
  if (kind === 'demoFunding') return 'demo';
  return 'other';
}
export const movementGroups = ['deposit', 'depositReversal', 'withdrawal', 'refund', 'transfer', 'conversion', 'rebate', 'demo', 'other'] as const;

export interface HistoryFilter {
  account?: string;
  accountKind?: 'trading' | 'wallet';
  group?: string;
  start?: number;
  end?: number;
}

/** The user's ledger movements (newest first), each with the account's balance after it; filtered by account, account kind, group and dates. */
export function movements(deps: FundsDeps, user: UserRecord, filter: HistoryFilter): MovementRow[] {
  if (filter.account) ownAccount(deps, user.id, filter.account);
  const rows = deps.db
    .prepare(
      `SELECT * FROM (
         SELECT e.id, t.created_at AS at, a.number AS account, a.kind AS accountKind, t.kind, e.amount, e.currency,
                SUM(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.transaction_id, e.id) AS balanceAfter
         FROM client_accounts a JOIN ledger_entries e ON e.account_id = a.ledger_account_id JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE a.user_id = @user AND a.is_demo = 0 AND (@account IS NULL OR a.number = @account) AND (@accountKind IS NULL OR a.kind = @accountKind)
       )
       WHERE (@start IS NULL OR at >= @start) AND (@end IS NULL OR at < @end)
       ORDER BY at DESC, id DESC`,
    )
    .all({
      user: user.id,
      account: filter.account ?? null,
      accountKind: filter.accountKind ?? null,
      start: filter.start ?? null,
      end: filter.end ?? null,
    }) as MovementRow[];
  return filter.group ? rows.filter((r) => movementGroup(r.kind) === filter.group) : rows;
}

export interface MonthlyStatement {
  account: string;
  currency: string;
  month: string;
  opening: number;
  closing: number;
  credits: number;
  debits: number;
  rows: MovementRow[];
}

/** A calendar month (UTC) of one account: opening balance, the movements, closing balance (= the ledger's sum up to the month's end). */
export function monthlyStatement(deps: FundsDeps, user: UserRecord, number: string, month: string): MonthlyStatement {
  const account = ownAccount(deps, user.id, number);
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new ApiError('VALIDATION_FAILED', 400, 'The month is written YYYY-MM.', { field: 'month' });
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  const end = Date.UTC(Number(match[1]), Number(match[2]), 1);
  if (start > deps.clock.now()) throw new ApiError('VALIDATION_FAILED', 400, 'That month has not started yet.', { field: 'month' });
  const sumBefore = (at: number) =>
    deps.db
      .prepare(
        'SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE e.account_id = ? AND t.created_at < ?',
      )
      .pluck()
      .get(account.ledger_account_id, at) as number;
  const rows = movements(deps, user, { account: number, start, end }).reverse();
  const opening = sumBefore(start);
  return {
    account: account.number,
    currency: account.currency,
    month,
    opening,
    closing: sumBefore(end),
    credits: rows.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0),
    debits: rows.filter((r) => r.amount < 0).reduce((s, r) => s + r.amount, 0),
    rows,
  };
}

/** The months an account has a statement for: from its opening to now, newest first. */
export function statementMonths(deps: FundsDeps, user: UserRecord, number: string): string[] {
  const account = ownAccount(deps, user.id, number);
  const months: string[] = [];
  const now = new Date(deps.clock.now());
  const first = new Date(account.created_at);
  for (
    let y = now.getUTCFullYear(), m = now.getUTCMonth();
    y > first.getUTCFullYear() || (y === first.getUTCFullYear() && m >= first.getUTCMonth());
    m === 0 ? (y--, (m = 11)) : m--
  ) {
    months.push(`${y}-${String(m + 1).padStart(2, '0')}`);
    if (months.length >= 36) break;
  }
  return months;
}

/**
 * The statement as a PDF (pdfmake), in the given language: the request's (the page's that opens it), not necessarily
 * the user's stored one. The closing balance also sits in the document's keywords for checks.
 */
export async function statementPdf(
  deps: FundsDeps & Pick<ServerContext, 'load'>,
  user: UserRecord,
  statement: MonthlyStatement,
  language: string,
): Promise<Buffer> {
  const config = deps.config(user.regulator);
  const text = (key: string, values: Record<string, string | number> = {}) => serverText(deps.load, key, values, language);
  // Figures and dates as the portal's pages show them in the language; the keywords keep the API's decimal text.
  const formats = shownFormats(config, language);
  const money = (minor: number) => formatMinorMoney(minor, statement.currency, config.currencies, formats.numberFormat);
  const day = (at: number) => formatDate(new Date(at).toISOString().slice(0, 10), formats.dateFormat);
  const closing = money(statement.closing);
  // Every text goes through the writer: runs in the font that has their glyphs, in the language's direction.
  const pdf = pdfWriter(directionOf(config.languages, language), htmlLang(language));
  const title = text('funds.statement.title', { account: statement.account, month: monthName(statement.month, language) });
  const figure = (value: string, bold = false) => pdf.text(value, { ltr: true, bold });
  const doc = {
    // The document's language (/Lang), so a screen reader reads it in that language.
    language: htmlLang(language),
    info: {
      title,
      author: config.brand.name,
      keywords: `closingBalance=${moneyText(config, statement.closing, statement.currency)} ${statement.currency}`,
    },
    ...pdf.page,
    defaultStyle: pdf.defaultStyle,
    content: [
      pdf.text(config.brand.name, { fontSize: 16, bold: true }),
      pdf.text(title, { fontSize: 12, margin: [0, 4, 0, 12] }),
      {
        table: {
          widths: pdf.row(['*', 'auto']),
          body: [
            [pdf.text(text('funds.statement.client')), pdf.text(user.name || user.email)],
            [pdf.text(text('funds.statement.currency')), figure(statement.currency)],
            [pdf.text(text('funds.statement.opening')), figure(money(statement.opening))],
            [pdf.text(text('funds.statement.credits')), figure(money(statement.credits))],
            [pdf.text(text('funds.statement.debits')), figure(money(statement.debits))],
            [pdf.text(text('funds.statement.closing'), { bold: true }), figure(closing, true)],
          ].map((cells) => pdf.row(cells)),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 16],
      },
      statement.rows.length === 0
        ? pdf.text(text('funds.statement.noMovements'), { italics: true })
        : {
            table: {
              headerRows: 1,
              widths: pdf.row(['auto', '*', 'auto', 'auto']),
              body: [
                [text('funds.statement.date'), text('funds.statement.movement'), text('funds.statement.amount'), text('funds.statement.balance')].map((h) =>
                  pdf.text(h, { bold: true }),
                ),
                ...statement.rows.map((r) => [
                  figure(day(r.at)),
                  pdf.text(text(`funds.movement.${movementGroup(r.kind)}`)),
                  pdf.text(money(r.amount), { ltr: true, alignment: pdf.align('end') }),
                  pdf.text(money(r.balanceAfter), { ltr: true, alignment: pdf.align('end') }),
                ]),
              ].map((cells) => pdf.row(cells)),
            },
            layout: 'lightHorizontalLines',
          },
    ],
  };
  return renderPdf(doc);
}
