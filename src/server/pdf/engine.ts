import { createRequire } from 'node:module';
import { allFonts } from './fonts';

const require = createRequire(import.meta.url);
interface PdfMake {
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(allow: () => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(doc: unknown): { getBuffer(): Promise<Buffer> };
}
let engine: PdfMake | undefined;
/** pdfmake with every font family (Roboto, the script fonts, the CJK faces), loaded on first use. */
function pdfEngine(): PdfMake {
  if (engine) return engine;
  const pdfmake = require('pdfmake') as PdfMake;
  pdfmake.setFonts(Object.fromEntries(allFonts().map((f) => [f.name, f.faces])));
  // PDFs use no images or links from outside: nothing is fetched, and no file is read but the fonts.
  pdfmake.setUrlAccessPolicy(() => false);
  const fontFiles = new Set(allFonts().flatMap((f) => Object.values(f.faces).map((file) => (typeof file === 'string' ? file : file[0]))));
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  engine = pdfmake;
  return pdfmake;
}

/** A pdfmake document definition as a PDF: the one PDF builder of the server (statements, IB commission statements). */
export function renderPdf(doc: unknown): Promise<Buffer> {
  return pdfEngine().createPdf(doc).getBuffer();
}
