/**
 * A text of the PDF's document information (Title, Keywords, ...), as pdfkit writes it: a reference to an object
 * holding a literal string, UTF-16BE after a BOM when it is not ASCII.
 */
export const pdfInfo = (pdf: Buffer, name: string): string | undefined => {
  const raw = pdf.toString('latin1');
  const ref = new RegExp(`/${name} (\\d+) 0 R`).exec(raw)?.[1];
  const at = ref === undefined ? -1 : raw.indexOf(`\n${ref} 0 obj\n(`);
  if (at < 0) return undefined;
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  let text = '';
  for (let i = at + `\n${ref} 0 obj\n(`.length; raw[i] !== ')'; i++) text += raw[i] === '\\' ? (escapes[raw[++i]!] ?? raw[i]) : raw[i];
  const bytes = Buffer.from(text, 'latin1');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : text;
};
