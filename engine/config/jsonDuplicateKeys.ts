/**
 * Whether some object of a JSON text that JSON.parse accepted repeats a key (JSON.parse silently keeps the last one,
 * so a translator's duplicate would hide a translation). A scan, not a parser: in valid JSON a string followed by ':'
 * is a key of the innermost open object.
 */
export function jsonHasDuplicateKeys(text: string): boolean {
  const openKeys: (Set<string> | undefined)[] = []; // per open container; undefined for arrays
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') openKeys.push(new Set());
    else if (c === '[') openKeys.push(undefined);
    else if (c === '}' || c === ']') openKeys.pop();
    else if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const raw = text.slice(i, end + 1);
      i = end;
      let next = end + 1;
      while (text[next] === ' ' || text[next] === '\n' || text[next] === '\r' || text[next] === '\t') next++;
      const keys = openKeys.at(-1);
      if (text[next] !== ':' || !keys) continue;
      const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw;
      if (keys.has(key)) return true;
      keys.add(key);
    }
  }
  return false;
}
