/**
 * The unsafe-markup guard of specification section 5: request bodies whose text holds markup are
 * refused. The browser checks before sending; the server checks again, with the same function.
 */
const markup = /<\s*[a-zA-Z!/?]|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html|\son[a-zA-Z]+\s*=|&#0*60;?|&lt;\s*[a-zA-Z/!]/i;

export interface UnsafeField {
  /** JSON pointer of the offending field. */
  path: string;
}

/** The first text field holding markup, or undefined. Fields named in exempt are skipped at any depth. */
export function findUnsafeMarkup(body: unknown, exempt: readonly string[] = [], path = ''): UnsafeField | undefined {
  if (typeof body === 'string') return markup.test(body) ? { path: path || '/' } : undefined;
  if (Array.isArray(body)) {
    for (let i = 0; i < body.length; i++) {
      const found = findUnsafeMarkup(body[i], exempt, `${path}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (exempt.includes(key)) continue;
      const found = findUnsafeMarkup(value, exempt, `${path}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}
