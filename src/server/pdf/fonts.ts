import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Fontkit from 'fontkit';
import type { ChainFont } from './textRuns';

const require = createRequire(import.meta.url);
// The CommonJS build: the instance pdfkit shapes with, so the guard below applies to it too.
const fontkit = require('fontkit') as typeof Fontkit;

/** A pdfmake font family: a file per style. */
export interface FontFaces {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
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

function load(name: string, faces: FontFaces): LoadedFont {
  const font = fontkit.openSync(faces.normal) as Fontkit.Font;
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

let chain: readonly LoadedFont[] | undefined;
/** The font chain, first choice first: Roboto, then the script fonts. Read on first use. */
export function fontChain(): readonly LoadedFont[] {
  if (chain) return chain;
  const roboto = join(dirname(require.resolve('pdfmake/package.json')), 'fonts/Roboto');
  chain = [
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
  ];
  return chain;
}
