/** Text as the value of a double-quoted HTML attribute: nothing in it can end the attribute or start markup. */
export const htmlAttribute = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
