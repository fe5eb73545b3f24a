export { renderPdf } from './engine';
export { pdfWriter, type PdfWriter, type PdfStyle } from './pdfWriter';
export { fontChain, type LoadedFont } from './fonts';
export { fontRuns, visualRuns, type ChainFont, type FontRun } from './textRuns';
