/** The text direction of a page (config/languages: ar and fa are right to left). */
export type TextDirection = 'ltr' | 'rtl';

/**
 * A number or amount as one left-to-right island inside right-to-left text (Unicode LRI ... PDI): without it the
 * bidi algorithm moves the minus of "-$301.14" to the far end ("$301.14-"). Left-to-right text is left as it is.
 */
export function isolatedNumber(text: string, direction: TextDirection): string {
  return direction === 'rtl' ? `\u2066${text}\u2069` : text;
}

/**
 * A text value (a phone number, an e-mail, a name) as an island that takes the direction of its first letter inside
 * right-to-left text (Unicode FSI ... PDI); one with no letter at all reads left to right. Without it "+23 555 3195"
 * shows as "3195 555 23+" in Arabic. Left-to-right text is left as it is.
 */
export function isolatedText(text: string, direction: TextDirection): string {
  return direction === 'rtl' ? `\u2068${text}\u2069` : text;
}

/**
 * "From → to" with an arrow that points at the target in either direction: right to left, the first part is drawn on
 * the right, so the arrow is "←" and each part (an account number, an amount) stays one left-to-right island.
 */
export function directedPair(from: string, to: string, direction: TextDirection): string {
  if (direction === 'ltr') return `${from} → ${to}`;
  const island = (part: string) => (part.startsWith('\u2066') ? part : isolatedNumber(part, direction));
  return `${island(from)} ← ${island(to)}`;
}
