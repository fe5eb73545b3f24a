import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as Fontkit from 'fontkit';
import type { ChainFont } from './textRuns';

const require = createRequire(import.meta.url);
// The CommonJS build: the instance pdfkit shapes with, so the guard below applies to it too.
const fontkit = require('fontkit') as typeof Fontkit;

/** A font file, or a face of a font collection (.ttc) as its file and the face's PostScript name. */
export type FontFile = string | readonly [file: string, face: string];

/** A pdfmake font family: a file per style. */
export interface FontFaces {
  normal: FontFile;
  bold: FontFile;
  italics: FontFile;
  bolditalics: FontFile;
}

/** A font of the chain with its files and, to ask it about glyphs and direction, its regular face read by fontkit. */
export interface LoadedFont extends ChainFont {
  faces: FontFaces;
  /** Whether fontkit shapes the text right to left in this font (it then reverses the glyphs itself). */
  shapedRightToLeft(text: string): boolean;
  /** The width (points) of the text in the regular face at that size, as fontkit lays it out. */
  width(text: string, fontSize: number): number;
}

/**
 * The fallback families after pdfmake's Roboto (Latin, Greek, Cyrillic), one script each: Noto Sans from the
 * @fontsource packages (SIL Open Font License 1.1), the script's subset file (WOFF, which fontkit reads) at weights
 * 400 and 700; none has an italic, so italic text stays upright in them. CJK scripts are left out (their fonts are tens
 * of megabytes).
 */
const scriptFonts: readonly { name: string; files: string }[] = [
  { name: 'NotoSansThai', files: '@fontsource/noto-sans-thai/files/noto-sans-thai-thai' },
  { name: 'NotoSansKhmer', files: '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer' },
  { name: 'NotoSansArabic', files: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic' },
];

/**
 * Chinese, Japanese and Korean: Noto Sans CJK from the system (Debian's fonts-noto-cjk; tens of megabytes, so not an
 * npm package), when it is installed. Each face of the collection draws every CJK character, in the glyph shapes of
 * the languages its BCP 47 tags name: a document takes the face of its own language first (Simplified Chinese shapes
 * otherwise). Without the collection, CJK letters have no glyphs.
 */
const cjkCollection = { regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc' };
const cjkFaces: readonly { face: string; languages: readonly string[] }[] = [
  { face: 'NotoSansCJKsc', languages: ['zh', 'zh-CN', 'zh-Hans', 'zh-SG'] },
  { face: 'NotoSansCJKtc', languages: ['zh-TW', 'zh-Hant'] },
  { face: 'NotoSansCJKhk', languages: ['zh-HK', 'zh-MO'] },
  { face: 'NotoSansCJKjp', languages: ['ja'] },
  { face: 'NotoSansCJKkr', languages: ['ko'] },
];

/**
 * fontkit 2.0.4 throws on a NULL anchor in a GPOS mark-positioning subtable, which OpenType allows and Noto Sans
 * Khmer has (foliojs/fontkit#367): shaping a word with such a mark fails the whole PDF. As HarfBuzz does (and the
 * open fix foliojs/fontkit#374), the mark is then left unpositioned. Patched once, on the GPOS processor's class,
 * found through a font's layout engine; a fontkit without that shape is left as it is.
 */
function skipNullAnchors(font: Fontkit.Font): void {
  font.layout(' ');
  type Processor = { applyAnchor?: (markRecord: { markAnchor?: unknown } | null, baseAnchor: unknown, index: number) => void; nullAnchorsSkipped?: true };
  const processor = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: Processor } } })._layoutEngine?.engine?.GPOSProcessor;
  const proto = processor && (Object.getPrototypeOf(processor) as Processor);
  const apply = proto?.applyAnchor;
  if (!proto || !apply || proto.nullAnchorsSkipped) return;
  proto.applyAnchor = function (this: Processor, markRecord, baseAnchor, index) {
    if (baseAnchor && markRecord?.markAnchor) apply.call(this, markRecord, baseAnchor, index);
  };
  proto.nullAnchorsSkipped = true;
}

function load(name: string, faces: FontFaces, font: Fontkit.Font = fontkit.openSync(faces.normal as string) as Fontkit.Font): LoadedFont {
  skipNullAnchors(font);
  return {
    name,
    faces,
    has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
    // ASCII is never shaped right to left: no need to lay it out to know.
    shapedRightToLeft: (text) => /[^\p{ASCII}]/u.test(text) && font.layout(text).direction === 'rtl',
    width: (text, fontSize) => (font.layout(text).advanceWidth / font.unitsPerEm) * fontSize,
  };
}

/** The faces of the system's Noto Sans CJK collection, if it is installed; one collection read serves them all. */
function cjkFonts(): LoadedFont[] {
  if (!existsSync(cjkCollection.regular) || !existsSync(cjkCollection.bold)) return [];
  const collection = fontkit.openSync(cjkCollection.regular) as unknown as Fontkit.FontCollection;
  return cjkFaces.flatMap(({ face }) => {
    const regular = collection.getFont(`${face}-Regular`) as Fontkit.Font | null;
    if (!regular) return [];
    const normal = [cjkCollection.regular, `${face}-Regular`] as const;
    const bold = [cjkCollection.bold, `${face}-Bold`] as const;
    return [load(face, { normal, bold, italics: normal, bolditalics: bold }, regular)];
  });
}

let fonts: readonly LoadedFont[] | undefined;
/** Every family a document may use, first choice first: Roboto, the script fonts, then the CJK faces. Read on first use. */
export function allFonts(): readonly LoadedFont[] {
  if (fonts) return fonts;
  const roboto = join(dirname(require.resolve('pdfmake/package.json')), 'fonts/Roboto');
  fonts = [
    load('Roboto', {
      normal: join(roboto, 'Roboto-Regular.ttf'),
      bold: join(roboto, 'Roboto-Medium.ttf'),
      italics: join(roboto, 'Roboto-Italic.ttf'),
      bolditalics: join(roboto, 'Roboto-MediumItalic.ttf'),
    }),
    ...scriptFonts.map(({ name, files }) => {
      const normal = require.resolve(`${files}-400-normal.woff`);
      const bold = require.resolve(`${files}-700-normal.woff`);
      return load(name, { normal, bold, italics: normal, bolditalics: bold });
    }),
    ...cjkFonts(),
  ];
  return fonts;
}

/**
 * The font chain of a document in a language (its BCP 47 tag), first choice first: every family, with the CJK face
 * made for the language (or for its primary language) before the others.
 */
export function fontChain(languageTag = ''): readonly LoadedFont[] {
  const primary = languageTag.split('-')[0] ?? '';
  const rank = (font: LoadedFont) => {
    const languages = cjkFaces.find((f) => f.face === font.name)?.languages;
    if (!languages) return 0;
    return languages.includes(languageTag) ? 1 : languages.includes(primary) ? 2 : 3;
  };
  // A stable sort: the families that are not CJK keep their places before the faces.
  return [...allFonts()].sort((a, b) => rank(a) - rank(b));
}
