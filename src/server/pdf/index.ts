export { renderPdf } from './engine';
export { pdfWriter, type PdfWriter, type PdfStyle } from './pdfWriter';
export { allFonts, fontChain, type LoadedFont } from './fonts';
export { fontRuns, visualRuns, type ChainFont, type FontRun } from './textRuns';
