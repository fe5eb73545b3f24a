/**
 * The first code point (zero) of each run of ten decimal digits a user's keyboard may type in the portal's languages:
 * Arabic-Indic (ar), Eastern Arabic-Indic (fa, ur), Devanagari, Thai, Lao, Myanmar, Khmer, Mongolian and the full-width
 * digits of Chinese, Japanese and Korean input methods.
 */
const zeros = [0x0660, 0x06f0, 0x0966, 0x0e50, 0x0ed0, 0x1040, 0x17e0, 0x1810, 0xff10];

/**
 * The same text with every decimal digit of another script written 0-9 ("١٠٠٠" is "1000"); the Arabic decimal separator
 * "٫" is "." and its thousands separator "٬" is "," (so "١٬٠٠٠" is told, as "1,000" is, to leave out the separator).
 */
export function latinDigits(text: string): string {
  return text.replace(/[\p{Nd}\u066B\u066C]/gu, (char) => {
    if (char === '\u066B') return '.';
    if (char === '\u066C') return ',';
    const code = char.codePointAt(0)!;
    const zero = zeros.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? char : String(code - zero);
  });
}
