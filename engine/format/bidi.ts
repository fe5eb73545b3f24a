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
