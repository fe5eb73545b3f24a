import bidiFactory from 'bidi-js';
import type { Direction } from '../../../engine/i18n';

/* A text cut into runs by the font that draws each character, then laid in visual order (Unicode bidi) for pdfmake. */

/** A font of the fallback chain: its pdfmake family name and whether it has a glyph for a code point. */
export interface ChainFont {
  name: string;
  has(codePoint: number): boolean;
}

/** A piece of text in one font. noWrap: drawn as one piece (pdfmake must not cut it: its order was settled here). */
export interface FontRun {
  text: string;
  font: string;
  noWrap?: true;
}

// Letters (and their marks) choose a font themselves; spaces, punctuation, digits and symbols go with a neighbour.
const strong = /^\p{L}$/u;
const mark = /^[\p{M}\p{Cf}]$/u;
const space = /^\s$/u;

interface Unit {
  at: number;
  char: string;
  font: string;
}

/**
 * Each code point with the font that draws it, in the chain's order: a letter takes the first font that has its glyph;
 * a mark or joiner the previous character's font; a space, digit or punctuation the previous run's font, else the
 * next letter's, when that font has the glyph, so a run (and its shaping context) is not cut by them. A character
 * no font has goes to the first font (drawn as its missing-glyph box).
 */
function fontUnits(text: string, chain: readonly ChainFont[]): Unit[] {
  const first = (cp: number) => chain.find((f) => f.has(cp)) ?? chain[0]!;
  const byName = new Map(chain.map((f) => [f.name, f]));
  const units: (Unit & { cp: number })[] = [];
  let at = 0;
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    units.push({ at, char, cp, font: strong.test(char) ? first(cp).name : '' });
    at += char.length;
  }
  const nextLetterFont: string[] = new Array<string>(units.length);
  for (let i = units.length - 1, next = ''; i >= 0; i--) {
    nextLetterFont[i] = next;
    if (units[i]!.font) next = units[i]!.font;
  }
  units.forEach((u, i) => {
    if (u.font) return;
    const previous = units[i - 1]?.font;
    const candidates = mark.test(u.char) ? [previous] : [previous, nextLetterFont[i]];
    const fits = candidates.find((name) => name && byName.get(name)?.has(u.cp));
    u.font = fits ?? first(u.cp).name;
  });
  return units;
}

/** The text as runs of one font each, in logical order. */
export function fontRuns(text: string, chain: readonly ChainFont[]): FontRun[] {
  const runs: FontRun[] = [];
  for (const u of fontUnits(text, chain)) {
    const last = runs[runs.length - 1];
    if (last && last.font === u.font) last.text += u.char;
    else runs.push({ text: u.char, font: u.font });
  }
  return runs;
}

let bidi: ReturnType<typeof bidiFactory> | undefined;

/** Whether any of the text sits at a right-to-left level in a line of that base direction. */
export function hasRightToLeft(text: string, direction: Direction): boolean {
  bidi ??= bidiFactory();
  return bidi.getEmbeddingLevels(text, direction).levels.some((level) => level % 2 === 1);
}

/**
 * Runs of the text in visual order, left to right, for a line whose base direction is the given one: the Unicode
 * bidirectional algorithm's embedding levels (bidi-js), cut at each change of level or font and between words and
 * spaces, then the L2 reordering of those pieces. Mirrored characters (brackets) are swapped in right-to-left pieces.
 * The shaper (fontkit, under pdfkit) draws a piece whose script is right to left (shapedRightToLeft) reversed itself;
 * a piece at a right-to-left level that it draws left to right (punctuation alone) is reversed here, and a piece it
 * would reverse at a left-to-right level (Arabic-Indic digits in a number) is reversed here first, so it ends as read.
 *
 * Limit: the order is settled for one line. pdfmake cuts lines later, left to right, so a right-to-left paragraph that
 * wraps shows its lines from the last words first: wrap such a paragraph first (see pdfWriter's paragraph).
 */
export function visualRuns(
  text: string,
  direction: Direction,
  chain: readonly ChainFont[],
  shapedRightToLeft: (text: string, font: string) => boolean,
): FontRun[] {
  bidi ??= bidiFactory();
  const units = fontUnits(text, chain);
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  interface Piece {
    units: Unit[];
    level: number;
  }
  const pieces: Piece[] = [];
  for (const u of units) {
    const level = levels[u.at]!;
    const last = pieces[pieces.length - 1];
    const lastUnit = last?.units[last.units.length - 1];
    if (last && lastUnit && last.level === level && lastUnit.font === u.font && space.test(lastUnit.char) === space.test(u.char)) last.units.push(u);
    else pieces.push({ units: [u], level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of pieces at that level or higher.
  const odd = pieces.map((p) => p.level).filter((l) => l % 2 === 1);
  if (odd.length > 0) {
    const lowestOdd = Math.min(...odd);
    for (let level = Math.max(...pieces.map((p) => p.level)); level >= lowestOdd; level--) {
      for (let i = 0; i < pieces.length;) {
        if (pieces[i]!.level < level) {
          i++;
          continue;
        }
        let end = i;
        while (end < pieces.length && pieces[end]!.level >= level) end++;
        pieces.splice(i, end - i, ...pieces.slice(i, end).reverse());
        i = end;
      }
    }
  }
  const runs: FontRun[] = [];
  for (const piece of pieces) {
    const font = piece.units[0]!.font;
    const rtl = piece.level % 2 === 1;
    const chars = piece.units.map((u) => (rtl ? (bidi!.getMirroredCharacter(u.char) ?? u.char) : u.char));
    const logical = chars.join('');
    const reversed = rtl !== shapedRightToLeft(logical, font);
    const last = runs[runs.length - 1];
    if (!rtl && !reversed && last && !last.noWrap && last.font === font) {
      last.text += logical;
      continue;
    }
    const run: FontRun = { text: reversed ? chars.reverse().join('') : logical, font };
    if (rtl || reversed) run.noWrap = true;
    runs.push(run);
  }
  return runs;
}
