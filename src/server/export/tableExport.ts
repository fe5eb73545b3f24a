import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
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

/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const formulaStart = /^[=+\-@\t\r]/;

/** A text cell that cannot run as a formula: a leading quote, as papaparse's escapeFormulae does. */
export function escapeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export function toCsv<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): string {
  const data = rows.map((row) =>
    columns.map((c) => {
      const value = c.value(row);
      if (value === null || value === undefined) return '';
      if (value instanceof Date) return value.toISOString().slice(0, 10);
      if (typeof value === 'number') return value.toFixed(c.decimals ?? 0);
      return value;
    }),
  );
  // escapeFormulae prefixes a quote to every field starting with = + - @ tab or CR (headers too).
  return Papa.unparse({ fields: columns.map((c) => c.header), data }, { escapeFormulae: true, newline: '\r\n' });
}

export async function toXlsx<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  const header: Cell[] = columns.map((c) => ({ value: escapeFormula(c.header), fontWeight: 'bold' }));
  const body = rows.map((row) =>
    columns.map((c): Cell => {
      const value = c.value(row);
      if (value === null || value === undefined || value === '') return null;
      if (c.type === 'date' && value instanceof Date) return { value, type: Date, format: 'yyyy-mm-dd' };
      if (c.type === 'number' && typeof value === 'number') return { value, type: Number, format: c.decimals ? `#,##0.${'0'.repeat(c.decimals)}` : '#,##0' };
      // Text is always a string cell, never a formula; the leading quote keeps it inert when re-saved as CSV.
      return { value: escapeFormula(String(value)), type: String };
    }),
  );
  const data: SheetData = [header, ...body];
  return writeXlsxFile(data, { sheet: 'Export' }).toBuffer();
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Sends a table as a CSV or XLSX download (instead of the JSON envelope). */
export async function sendTable<R>(
  reply: FastifyReply,
  format: ExportFormat,
  fileName: string,
  columns: readonly ExportColumn<R>[],
  rows: readonly R[],
): Promise<FastifyReply> {
  const body = format === 'csv' ? '\ufeff' + toCsv(columns, rows) : await toXlsx(columns, rows);
  return reply
    .header('content-type', contentTypes[format])
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9_.-]/g, '_')}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
