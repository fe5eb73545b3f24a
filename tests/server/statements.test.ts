import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, ledgerBalance } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { pdfInfo } from '../helpers/pdf';

/* Issue 16 item 5: statements (PDF) whose closing balance equals the ledger's, transaction and wallet history with filters and exports. */

let s: TestServer;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  xtoken = await s.signIn('trader@demo.test');
});
afterAll(async () => s.app.close());

const month = (offsetMonths: number) => {
  const d = new Date(s.clock.now());
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + offsetMonths);
  return d.toISOString().slice(0, 7);
};

describe('monthly statements', () => {
  it("the current month's closing balance equals the ledger's balance; each month's opening is the previous month's closing", async () => {
    const months = envelope<string[]>(await s.get(`${cp}account/statementMonths?account=80010001`, xtoken)).data;
    expect(months[0]).toBe(month(0));
    const current = envelope<{ opening: string; closing: string; credits: string; debits: string }>(
      await s.get(`${cp}account/statement?account=80010001&month=${month(0)}`, xtoken),
    ).data;
    expect(current.closing).toBe((ledgerBalance(s, '80010001').balance / 100).toFixed(2));
    const previous = envelope<{ closing: string }>(await s.get(`${cp}account/statement?account=80010001&month=${month(-1)}`, xtoken)).data;
    expect(current.opening).toBe(previous.closing);
    expect((Number(current.opening) + Number(current.credits) + Number(current.debits)).toFixed(2)).toBe(current.closing);
  });

  it('format=pdf answers a PDF (pdfmake) carrying the closing balance', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `${cp}account/statement?account=80010001&month=${month(0)}&format=pdf`,
      headers: { 'x-token': xtoken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const closing = (ledgerBalance(s, '80010001').balance / 100).toFixed(2);
    expect(res.rawPayload.toString('latin1')).toContain(`closingBalance=${closing} USD`);
  });

  it("refuses another user's account, a malformed month and a month not yet begun", async () => {
    expect(envelope(await s.get(`${cp}account/statement?account=80020001&month=${month(0)}`, xtoken)).code).toBe(493);
    expect(envelope(await s.get(`${cp}account/statement?account=80010001&month=${month(2)}`, xtoken))).toMatchObject({ code: 421, data: { field: 'month' } });
  });
});

describe('transaction and wallet history', () => {
  it('lists movements newest first with the balance after each; filters by account kind (wallet history) and group', async () => {
    const all = envelope<{ rows: { account: string; group: string; balanceAfter: string; accountKind: string }[]; total: number }>(
      await s.get(`${cp}account/history?pageSize=100`, xtoken),
    ).data;
    expect(all.total).toBeGreaterThan(5);
    const mt4 = all.rows.filter((r) => r.account === '80010001');
    expect(mt4[0]!.balanceAfter).toBe((ledgerBalance(s, '80010001').balance / 100).toFixed(2));
    const wallet = envelope<{ rows: { accountKind: string }[] }>(await s.get(`${cp}account/history?accountKind=wallet`, xtoken)).data;
    expect(wallet.rows.length).toBeGreaterThan(0);
    expect(wallet.rows.every((r) => r.accountKind === 'wallet')).toBe(true);
    const withdrawals = envelope<{ rows: { group: string }[] }>(await s.get(`${cp}account/history?group=withdrawal`, xtoken)).data;
    expect(withdrawals.rows.map((r) => r.group)).toEqual(['withdrawal']);
  });

  it('exports as CSV with the chosen columns (group names in the user language)', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { field: 'date', label: 'Date' },
        { field: 'group', label: 'Movement' },
        { field: 'amount', label: 'Amount' },
      ]),
    );
    const res = await s.app.inject({
      method: 'GET',
      url: `${cp}account/history?format=csv&group=withdrawal&columns=${columns}`,
      headers: { 'x-token': xtoken },
    });
    expect(res.headers['content-type']).toContain('text/csv');
    // Every line ends with CRLF (the streamed export); a negative amount stays a number.
    expect(res.body.replace('\ufeff', '').split('\r\n')).toEqual([
      'Date,Movement,Amount',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2},Withdrawal,(-300\.00|-300)$/),
      '',
    ]);
  });
});

describe("texts in the language of the page that asks, not the user's stored one", () => {
  const stored = (language: string) => s.db.prepare("UPDATE users SET language = ? WHERE email = 'trader@demo.test'").run(language);
  beforeAll(() => stored('de'));
  afterAll(() => stored('en_US'));

  it('a history export names its movements in the X-Lang language, else the stored one', async () => {
    const columns = encodeURIComponent(JSON.stringify([{ field: 'group', label: 'Movement' }]));
    const exported = async (headers: Record<string, string> = {}) =>
      (await s.get(`${cp}account/history?format=csv&group=withdrawal&columns=${columns}`, xtoken, headers)).body.replace('\ufeff', '').split('\r\n')[1];
    expect(await exported({ 'x-lang': 'ar' })).toBe('سحب');
    expect(await exported({ 'x-lang': 'en' })).toBe('Withdrawal');
    expect(await exported()).toBe('Auszahlung');
  });

  it("the statement PDF, opened by a plain link (no X-Lang), is in the language its lang names: the page's", async () => {
    const pdf = async (lang?: string) =>
      (await s.get(`${cp}account/statement?account=80010001&month=${month(0)}&format=pdf${lang ? `&lang=${lang}` : ''}`, xtoken)).rawPayload;
    // The month as the page names it in the language ("December 2026", "Dezember 2026"), not "2026-12".
    const named = (locale: string) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(
        new Date(`${month(0)}-01T00:00:00Z`),
      );
    expect(pdfInfo(await pdf('ar'), 'Title')).toBe(`كشف حساب 80010001 لشهر ${named('ar')}`);
    expect(pdfInfo(await pdf('en_US'), 'Title')).toBe(`Statement of account 80010001 for ${named('en-US')}`);
    expect(pdfInfo(await pdf(), 'Title')).toBe(`Kontoauszug des Kontos 80010001 für ${named('de')}`);
    // The document names its language (/Lang) too, for screen readers: the one it is written in.
    expect((await pdf('ar')).toString('latin1')).toContain('/Lang (ar)');
    expect((await pdf()).toString('latin1')).toContain('/Lang (de)');
    expect(pdfInfo(await pdf('ar'), 'Keywords')).toBe(`closingBalance=${(ledgerBalance(s, '80010001').balance / 100).toFixed(2)} USD`);
    // lang is a language code, nothing else.
    expect(envelope(await s.get(`${cp}account/statement?account=80010001&month=${month(0)}&format=pdf&lang=ar%22`, xtoken))).toMatchObject({ code: 421 });
  });
});

describe('statements in scripts Roboto has no glyphs for', () => {
  /** The fonts a PDF embeds, by PostScript name (pdfkit writes /BaseFont /TAG+Name). */
  const embeddedFonts = (pdf: Buffer) => [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!))].sort();
  const statementIn = async (lang: string) =>
    (await s.get(`${cp}account/statement?account=80010001&month=${month(0)}&format=pdf&lang=${lang}`, xtoken)).rawPayload;

  it.each([
    ['th', 'NotoSansThai'],
    ['km', 'NotoSansKhmer'],
    ['ar', 'NotoSansArabic'],
    // The CJK faces of the system's Noto Sans CJK (Debian's fonts-noto-cjk, which .ci/run installs): the language's own.
    ['zh_CN', 'NotoSansCJKsc'],
    ['zh_TW', 'NotoSansCJKtc'],
    ['ja', 'NotoSansCJKjp'],
    ['ko', 'NotoSansCJKkr'],
  ])('a statement in %s embeds %s for its labels, beside Roboto for the figures', async (lang, family) => {
    const pdf = await statementIn(lang);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const fonts = embeddedFonts(pdf);
    expect(fonts.some((f) => f.startsWith(`${family}-`))).toBe(true);
    expect(fonts.some((f) => f.startsWith('Roboto-'))).toBe(true);
  });

  it('an English statement embeds no script font; a Thai name in it brings the Thai font', async () => {
    expect(embeddedFonts(await statementIn('en_US')).every((f) => f.startsWith('Roboto-'))).toBe(true);
    const named = (name: string) => s.db.prepare("UPDATE users SET name = ? WHERE email = 'trader@demo.test'").run(name);
    const before = s.db.prepare("SELECT name FROM users WHERE email = 'trader@demo.test'").pluck().get() as string;
    named('สมชาย Trader');
    try {
      expect(embeddedFonts(await statementIn('en_US')).some((f) => f.startsWith('NotoSansThai-'))).toBe(true);
    } finally {
      named(before);
    }
  });
});
