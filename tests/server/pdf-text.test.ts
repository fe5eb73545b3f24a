import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontChain, fontRuns, pdfWriter, visualRuns, type FontRun } from '../../src/server/pdf';

/* The PDF writer's text runs: each character in a font of the chain that has its glyph, and right-to-left text in visual order. */

const chain = fontChain();
const fontNamed = (name: string) => chain.find((f) => f.name === name)!;
const shaped = (text: string, font: string) => fontNamed(font).shapedRightToLeft(text);
const texts = (runs: FontRun[]) => runs.map((r) => r.text);

/** Every string under a key of a locale file. */
const strings = (node: unknown): string[] => (typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(strings) : []);
const statementLabels = (lang: string) => {
  const pack = JSON.parse(readFileSync(new URL(`../../config/locales/${lang}.json`, import.meta.url), 'utf8')) as {
    funds: { statement: unknown; movement: unknown };
    ib: { statement: unknown; product: unknown };
  };
  return strings([pack.funds.statement, pack.funds.movement, pack.ib.statement, pack.ib.product]);
};

describe('font runs', () => {
  it.each(['th', 'km', 'ar', 'zh_CN', 'zh_TW', 'ja', 'ko'])('every code point of the %s statement labels is in a run whose font has its glyph', (lang) => {
    const labels = statementLabels(lang);
    expect(labels.length).toBeGreaterThan(20);
    for (const label of labels) {
      const runs = fontRuns(label, chain);
      expect(runs.map((r) => r.text).join('')).toBe(label);
      for (const run of runs) for (const char of run.text) expect([label, char, fontNamed(run.font).has(char.codePointAt(0)!)]).toEqual([label, char, true]);
      // A label with words of its own (not only placeholders, like ko's "{{from}}~{{to}}") is in the script's font.
      if (/\p{L}/u.test(label.replace(/{{\w+}}/g, ''))) expect(runs.some((r) => r.font !== 'Roboto')).toBe(true);
    }
  });

  it('keeps spaces and punctuation with the neighbouring run; Latin stays Roboto in any language', () => {
    expect(fontRuns('สมชาย Trader, ลูกค้า', chain)).toEqual([
      { text: 'สมชาย ', font: 'NotoSansThai' },
      { text: 'Trader, ', font: 'Roboto' },
      { text: 'ลูกค้า', font: 'NotoSansThai' },
    ]);
    // Digits the script font lacks go to the first font that has them.
    expect(fontRuns('ยอด 4700.00', chain)).toEqual([
      { text: 'ยอด ', font: 'NotoSansThai' },
      { text: '4700.00', font: 'Roboto' },
    ]);
    expect(fontRuns('Taylor Trader', chain)).toEqual([{ text: 'Taylor Trader', font: 'Roboto' }]);
  });
});

describe('right-to-left text in visual order', () => {
  it('lays the words of an Arabic line right to left; a number inside keeps its digits left to right', () => {
    const runs = visualRuns('كشف حساب 80010001 لشهر', 'rtl', chain, shaped);
    expect(texts(runs)).toEqual(['لشهر', ' ', '80010001', ' ', 'حساب', ' ', 'كشف']);
    // The shaper reverses the glyphs of each Arabic run itself; pdfmake must not cut them.
    expect(runs.filter((r) => r.font === 'NotoSansArabic' && r.text.trim()).every((r) => r.noWrap)).toBe(true);
  });

  it('keeps a Latin word left to right inside Arabic, and an Arabic name right to left inside an English line', () => {
    expect(texts(visualRuns('فتح كشف الحساب بصيغة PDF', 'rtl', chain, shaped))).toEqual(['PDF', ' ', 'بصيغة', ' ', 'الحساب', ' ', 'كشف', ' ', 'فتح']);
    expect(texts(visualRuns('Client: محمد علي', 'ltr', chain, shaped))).toEqual(['Client: ', 'علي', ' ', 'محمد']);
  });

  it('mirrors brackets in right-to-left text and keeps Arabic-Indic digits in reading order', () => {
    // Arabic-Indic digits are in a script the shaper draws right to left: reversed here first, they end as read.
    expect(texts(visualRuns('(العميل) ١٢٣', 'rtl', chain, shaped))).toEqual(['٣٢١', ' ', '(', 'العميل', ')']);
  });

  it('a right-to-left document aligns to the right and lays table rows right to left', () => {
    const pdf = pdfWriter('rtl');
    expect(pdf.defaultStyle.alignment).toBe('right');
    expect(pdf.align('end')).toBe('left');
    expect(pdf.row(['label', 'value'])).toEqual(['value', 'label']);
    expect(pdfWriter('ltr').row(['label', 'value'])).toEqual(['label', 'value']);
    // An amount stays left to right: its sign keeps its place.
    expect(texts(pdf.text('-300.00', { ltr: true }).text as FontRun[])).toEqual(['-300.00']);
  });

  it('cuts a long right-to-left paragraph into lines first, so its first words stay on the first line', () => {
    const words = Array.from({ length: 60 }, (_, i) => (i === 0 ? 'أول' : 'كلمة'));
    const paragraph = pdfWriter('rtl').paragraph(words.join(' '), { fontSize: 8 }) as { stack: { text: FontRun[] }[] };
    expect(paragraph.stack.length).toBeGreaterThan(1);
    const firstLine = paragraph.stack[0]!.text;
    // The first logical word is the line's rightmost run.
    expect(firstLine[firstLine.length - 1]!.text).toBe('أول');
  });
});
