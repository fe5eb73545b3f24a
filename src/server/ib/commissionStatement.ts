import type { CommissionStatementView } from '../../../engine/api';
import { formatDate, formatMinorMoney, formatNumber, monthName, shownFormats } from '../../../engine/format';
import { directionOf, htmlLang } from '../../../engine/i18n';
import type { ServerContext } from '../context';
import { pdfWriter, renderPdf } from '../pdf';
import { moneyText } from '../funds/fundsSupport';
import { ApiError } from '../http/apiError';
import { serverText } from '../i18n/serverText';
import type { IbScope } from './ibScope';
import { reportPage } from './reports';

/**
 * An IB's commission statement for one calendar month (UTC): own and override rebates per product,
 * taken from the rebate report's product breakdown over that month, so its total is the report's.
 */
export async function commissionStatement(ctx: Pick<ServerContext, 'db' | 'clock'>, scope: IbScope, month: string): Promise<CommissionStatementView> {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new ApiError('VALIDATION_FAILED', 400, 'invalid request: the month is written YYYY-MM', { field: 'month' });
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  const end = Date.UTC(Number(match[1]), Number(match[2]), 1);
  if (start > ctx.clock.now()) throw new ApiError('VALIDATION_FAILED', 400, 'invalid request: that month has not started yet', { field: 'month' });
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const report = await reportPage(
    'rebate',
    ctx.db,
    scope,
    { groupBy: 'product', from: day(start), to: day(end - 1), sort: 'product', order: 'asc' },
    ctx.clock.now(),
    1000,
  );
  const order = new Map(scope.config.ibProgram.products.map((p, i) => [p.id, i]));
  const lots = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const total = report.totals[0]!;
  return {
    month,
    from: report.from,
    to: report.to,
    currency: scope.config.ibProgram.rebateCurrency,
    rows: report.rows
      .map((r) => ({
        product: String(r.product),
        lots: lots(r.lots),
        ownRebate: Number(r.ownRebate),
        overrideRebate: Number(r.overrideRebate),
        rebate: Number(r.rebate),
      }))
      .sort((a, b) => (order.get(a.product) ?? 99) - (order.get(b.product) ?? 99)),
    total: { lots: lots(total.lots), ownRebate: Number(total.ownRebate), overrideRebate: Number(total.overrideRebate), rebate: Number(total.rebate) },
  };
}

/** The statement as a PDF in the signed-in user's language (the statements' pdfmake builder); the total sits in the keywords for checks. */
export function commissionStatementPdf(ctx: Pick<ServerContext, 'load'>, scope: IbScope, statement: CommissionStatementView): Promise<Buffer> {
  const { config } = scope;
  const language = scope.language;
  const text = (key: string, values: Record<string, string | number> = {}) => serverText(ctx.load, key, values, language);
  // Figures, dates and the month as the portal's pages show them in the language; the keywords keep the API's decimal text.
  const formats = shownFormats(config, language);
  const money = (minor: number) => formatMinorMoney(minor, statement.currency, config.currencies, formats.numberFormat);
  const showLots = statement.total.lots !== null;
  const lotsText = (value: number | null) => (value === null ? '' : formatNumber(value, formats.numberFormat, 2));
  const title = text('ib.statement.title', { month: monthName(statement.month, language) });
  // Every text goes through the writer: runs in the font that has their glyphs, in the language's direction.
  const pdf = pdfWriter(directionOf(config.languages, language), htmlLang(language));
  const header = [
    text('ib.statement.product'),
    ...(showLots ? [text('ib.statement.lots')] : []),
    text('ib.statement.ownRebate'),
    text('ib.statement.overrideRebate'),
    text('ib.statement.rebate'),
  ].map((h) => pdf.text(h, { bold: true }));
  const figure = (value: string, bold: boolean) => pdf.text(value, { ltr: true, alignment: pdf.align('end'), bold });
  const line = (label: string, r: CommissionStatementView['total'], bold = false) => [
    pdf.text(label, { bold }),
    ...(showLots ? [figure(lotsText(r.lots), bold)] : []),
    figure(money(r.ownRebate), bold),
    figure(money(r.overrideRebate), bold),
    figure(money(r.rebate), bold),
  ];
  const doc = {
    language: htmlLang(language),
    info: { title, author: config.brand.name, keywords: `totalRebate=${moneyText(config, statement.total.rebate, statement.currency)} ${statement.currency}` },
    ...pdf.page,
    defaultStyle: pdf.defaultStyle,
    content: [
      pdf.text(config.brand.name, { fontSize: 16, bold: true }),
      pdf.text(title, { fontSize: 12, margin: [0, 4, 0, 12] }),
      {
        table: {
          widths: pdf.row(['*', 'auto']),
          body: [
            [pdf.text(text('ib.statement.ib')), pdf.text(`${scope.owner.name} (${scope.owner.email})`)],
            [
              pdf.text(text('ib.statement.period')),
              pdf.text(text('ib.statement.range', { from: formatDate(statement.from, formats.dateFormat), to: formatDate(statement.to, formats.dateFormat) })),
            ],
            [pdf.text(text('ib.statement.currency')), pdf.text(statement.currency, { ltr: true })],
          ].map((cells) => pdf.row(cells)),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 16],
      },
      statement.rows.length === 0
        ? pdf.text(text('ib.statement.empty'), { italics: true })
        : {
            table: {
              headerRows: 1,
              widths: pdf.row(['*', ...(showLots ? ['auto'] : []), 'auto', 'auto', 'auto']),
              body: [
                header,
                ...statement.rows.map((r) => line(text(`ib.product.${r.product}`), r)),
                line(text('widget.report.total'), statement.total, true),
              ].map((cells) => pdf.row(cells)),
            },
            layout: 'lightHorizontalLines',
          },
      pdf.paragraph(text('ib.statement.note'), { fontSize: 8, color: '#555555', margin: [0, 16, 0, 0] }),
    ],
  };
  return renderPdf(doc);
}
