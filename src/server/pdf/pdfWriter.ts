import type { Direction } from '../../../engine/i18n';
import { fontChain, type LoadedFont } from './fonts';
import { fontRuns, hasRightToLeft, visualRuns, type FontRun } from './textRuns';

/* Texts and tables of a pdfmake document in any script the font chain covers, laid out in the document's direction. */

export type PdfStyle = Record<string, unknown>;

/** A4 with the statements' margins (points). */
const page = { pageSize: 'A4', pageMargins: [36, 48, 36, 48] as const };
const contentWidth = 595.28 - page.pageMargins[0] - page.pageMargins[2];

export interface PdfWriter {
  direction: Direction;
  /** Page size and margins. */
  page: { pageSize: string; pageMargins: readonly number[] };
  /** The document's default style: the first font, lines aligned to the direction's start. */
  defaultStyle: PdfStyle;
  /**
   * A line of text: runs by the font that has their glyphs, in visual order for the document's direction, or for
   * left to right when `ltr` (numbers, amounts, dates, codes and e-mail addresses keep their order in a right-to-left
   * document).
   */
  text(value: string, style?: PdfStyle & { ltr?: boolean }): PdfStyle;
  /**
   * A paragraph across the page's width that may wrap: one holding right-to-left text is cut into lines here (words
   * measured in the regular faces: not for bold text), each in visual order; others wrap in pdfmake as usual. A text
   * put with `text` in a narrower place (a table cell) that wraps keeps the one-line order (see visualRuns).
   */
  paragraph(value: string, style: PdfStyle & { fontSize: number }): PdfStyle;
  /** The cells (or column widths) of a table row, given in reading order, in the order the direction lays them. */
  row<T>(cells: readonly T[]): T[];
  /** The alignment of the start or end of a line in the document's direction. */
  align(side: 'start' | 'end'): 'left' | 'right';
}

/** The width (points) of a text in the regular faces of the chain: each run laid out by fontkit in its font. */
function widthOf(value: string, fontSize: number, chain: readonly LoadedFont[]): number {
  return fontRuns(value, chain).reduce((sum, run) => sum + chain.find((f) => f.name === run.font)!.width(run.text, fontSize), 0);
}

/**
 * The words of a logical text cut into lines no wider than the width (greedy; a word wider than a line gets one). A
 * line's width is its words' widths added up: shaping does not join across spaces.
 */
function wrap(value: string, width: number, fontSize: number, chain: readonly LoadedFont[]): string[] {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of value.split(/(?<=\s)(?=\S)/u)) {
    const wordWidth = widthOf(word.trimEnd(), fontSize, chain);
    if (line && lineWidth + wordWidth > width) {
      lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    }
    line += word;
    lineWidth += wordWidth + widthOf(word.slice(word.trimEnd().length), fontSize, chain);
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * The writer of a document in a language: its direction (config's, for the language) and its BCP 47 tag, which picks
 * the CJK face of the font chain (fontChain).
 */
export function pdfWriter(direction: Direction, languageTag?: string): PdfWriter {
  const chain = fontChain(languageTag);
  const shaped = (text: string, font: string) => chain.find((f) => f.name === font)?.shapedRightToLeft(text) ?? false;
  const runsOf = (value: string, dir: Direction): FontRun[] => visualRuns(value, dir, chain, shaped);
  const align = (side: 'start' | 'end') => ((side === 'start') === (direction === 'ltr') ? 'left' : 'right');
  const text = (value: string, { ltr, ...style }: PdfStyle & { ltr?: boolean } = {}) => ({
    text: runsOf(value, ltr ? 'ltr' : direction),
    ...style,
  });
  return {
    direction,
    page,
    defaultStyle: { font: chain[0]!.name, fontSize: 9, alignment: align('start') },
    text,
    paragraph(value, style) {
      const width = contentWidth - ((style.margin as number[] | undefined)?.reduce((a, b, i) => (i % 2 === 0 ? a + b : a), 0) ?? 0);
      if (!hasRightToLeft(value, direction)) return text(value, style);
      // pdfmake would cut the visual line left to right; cut the logical text instead, then order each line.
      return { stack: wrap(value, width, style.fontSize, chain).map((line) => text(line)), ...style };
    },
    row: (cells) => (direction === 'rtl' ? [...cells].reverse() : [...cells]),
    align,
  };
}
