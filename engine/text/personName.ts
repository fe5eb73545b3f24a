/**
 * The one rule for people's names (card holders, personal information, ...): letters of any script
 * with their combining marks (Thai, Khmer, Devanagari vowel signs; "Zoë" typed as e + U+0308),
 * joined by spaces, apostrophes, hyphens, dots and middle dots, and the zero-width (non-)joiners
 * some scripts need. It starts with a letter; digits and markup characters are refused.
 * The same source feeds the config forms' "pattern" (JSON Schema, Unicode mode).
 */
export const personNamePattern = "^\\p{L}[\\p{L}\\p{M} .'’\\-·・\\u200C\\u200D]*$";

const personName = new RegExp(personNamePattern, 'u');

export const personNameLength = { min: 2, max: 100 } as const;

/** Whether a trimmed text is a person's name under the shared rule (in either normal form). */
export function isPersonName(text: string): boolean {
  const name = text.trim();
  const length = [...name.normalize('NFC')].length;
  return length >= personNameLength.min && length <= personNameLength.max && personName.test(name);
}
