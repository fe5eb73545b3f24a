import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { escapeFormula, toCsv, toXlsx, type ExportColumn } from '../../src/server/export/tableExport';

/** The text of one file of a zip archive, found through its central directory. */
function zipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = zip.readUInt16LE(end + 10); i > 0; i--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const fileName = zip.subarray(at + 46, at + 46 + nameLength).toString();
    if (fileName === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} is not in the archive`);
}

const rows = [{ name: '=1+2', amount: 1234.5, note: '@SUM(A1)', day: new Date('2026-11-01T00:00:00Z') }];
const columns: ExportColumn<(typeof rows)[number]>[] = [
  { header: 'Name', type: 'text', value: (r) => r.name },
  { header: '-Amount', type: 'number', decimals: 2, value: (r) => r.amount },
  { header: 'Note', type: 'text', value: (r) => r.note },
  { header: 'Day', type: 'date', value: (r) => r.day },
];

describe('table exports: spreadsheet formulas are escaped (CSV injection)', () => {
  it('a text starting with = + - @ tab or CR gets a leading quote; other text stays', () => {
    expect(['=A1', '+1', '-2', '@x', '\tx', 'Ann', ''].map(escapeFormula)).toEqual(["'=A1", "'+1", "'-2", "'@x", "'\tx", 'Ann', '']);
  });

  it('CSV: headers and text made inert, numbers with their decimals (a negative stays a number: issue 17), dates as ISO days', () => {
    const withNegative = [...rows, { name: 'Ann, "A"', amount: -163.31, note: '+60 555', day: new Date('2026-11-02T00:00:00Z') }];
    expect(toCsv(columns, withNegative).split('\r\n')).toEqual([
      "Name,'-Amount,Note,Day",
      "'=1+2,1234.50,'@SUM(A1),2026-11-01",
      `"Ann, ""A""",-163.31,'+60 555,2026-11-02`,
      '',
    ]);
  });

  it('XLSX: text is written as string cells, never as formulas, without a visible quote (issue 17: phone cells kept an apostrophe); numbers stay numbers', async () => {
    const zip = await toXlsx(columns, rows);
    const sheet = zipEntry(zip, 'xl/worksheets/sheet1.xml');
    expect(sheet).not.toContain('<f>');
    const strings = zipEntry(zip, 'xl/sharedStrings.xml');
    expect(strings).toContain('<t>=1+2</t>');
    expect(strings).toContain('<t>@SUM(A1)</t>');
    expect(strings).not.toContain("'");
    expect(sheet).toMatch(/<v>1234\.5<\/v>/);
  });
});
