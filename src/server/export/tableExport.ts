import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';

/** The file formats a table downloads as (query format=csv|xlsx). */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** A column of an exported table: its header and how its cells are written. */
export interface ExportColumn<R> {
  header: string;
  /** text: a string cell; number: a number cell with the given decimals; date: a date cell. */
  type: 'text' | 'number' | 'date';
  decimals?: number;
  value(row: R): string | number | Date | null | undefined;
}

/** Characters that make a spreadsheet read a text cell as a formula (CSV injection, OWASP). */
const formulaStart = /^[=+\-@\t\r]/;

/** A text cell that cannot run as a formula: a leading quote. Only text is escaped: a number cell stays a number. */
export function escapeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** A CSV field (RFC 4180): quoted when it holds a separator, a quote, a line break or edge spaces. */
function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV cell: numbers as plain numbers (a negative stays a number), dates as ISO days, text made inert. */
function csvCell<R>(column: ExportColumn<R>, row: R): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return value.toFixed(column.decimals ?? 0);
  return csvField(escapeFormula(value));
}

const csvLine = (cells: string[]) => cells.join(',') + '\r\n';
const csvHeader = <R>(columns: readonly ExportColumn<R>[]) => csvLine(columns.map((c) => csvField(escapeFormula(c.header))));

export function toCsv<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): string {
  return csvHeader(columns) + rows.map((row) => csvLine(columns.map((c) => csvCell(c, row)))).join('');
}

export async function toXlsx<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  // XLSX string cells are never formulas: text is written as it is (no visible quote in a phone number).
  const header: Cell[] = columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' }));
  const body = rows.map((row) =>
    columns.map((c): Cell => {
      const value = c.value(row);
      if (value === null || value === undefined || value === '') return null;
      if (c.type === 'date' && value instanceof Date) return { value, type: Date, format: 'yyyy-mm-dd' };
      if (c.type === 'number' && typeof value === 'number') return { value, type: Number, format: c.decimals ? `#,##0.${'0'.repeat(c.decimals)}` : '#,##0' };
      return { value: String(value), type: String };
    }),
  );
  const data: SheetData = [header, ...body];
  return writeXlsxFile(data, { sheet: 'Export' }).toBuffer();
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function fileHeaders(reply: FastifyReply, format: ExportFormat, fileName: string, rows: number): FastifyReply {
  return (
    reply
      .header('content-type', contentTypes[format])
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9_.-]/g, '_')}.${format}"`)
      .header('cache-control', 'no-store')
      // The browser shows the export's progress against this count.
      .header('x-export-rows', String(rows))
  );
}

/** Sends a table as a CSV or XLSX download (instead of the JSON envelope). */
export async function sendTable<R>(
  reply: FastifyReply,
  format: ExportFormat,
  fileName: string,
  columns: readonly ExportColumn<R>[],
  rows: readonly R[],
): Promise<FastifyReply> {
  const body = format === 'csv' ? '\ufeff' + toCsv(columns, rows) : await toXlsx(columns, rows);
  return fileHeaders(reply, format, fileName, rows.length).send(body);
}

/** Rows an export reads and writes per step: the event loop serves other requests between steps. */
export const exportBatchRows = 2_000;

/**
 * Sends a large table: CSV streams batch by batch (no row limit, constant memory per batch); XLSX
 * (a zip written whole) reads every batch first. readBatch(i) gives the i-th batch of rows.
 */
export async function sendLargeTable<R>(
  reply: FastifyReply,
  format: ExportFormat,
  fileName: string,
  columns: readonly ExportColumn<R>[],
  rowCount: number,
  readBatch: (index: number) => R[],
): Promise<FastifyReply> {
  const batches = Math.ceil(rowCount / exportBatchRows);
  if (format === 'xlsx') {
    const rows: R[] = [];
    for (let i = 0; i < batches; i++) rows.push(...readBatch(i));
    return sendTable(reply, format, fileName, columns, rows);
  }
  async function* lines() {
    yield '\ufeff' + csvHeader(columns);
    for (let i = 0; i < batches; i++) {
      yield readBatch(i)
        .map((row) => csvLine(columns.map((c) => csvCell(c, row))))
        .join('');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return fileHeaders(reply, format, fileName, rowCount).send(Readable.from(lines()));
}
