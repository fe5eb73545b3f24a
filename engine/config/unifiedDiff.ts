type Op = { kind: ' ' | '-' | '+'; line: string };

/**
 * A unified diff (git's format, 3 lines of context) of one file, for the studio's review before a
 * save and its save history; '' when nothing changed. The common head and tail are cut first, so
 * the quadratic part only sees the changed middle.
 */
export function unifiedDiff(path: string, before: string, after: string, context = 3): string {
  if (before === after) return '';
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const ops: Op[] = [
    ...a.slice(0, head).map((line): Op => ({ kind: ' ', line })),
    ...middle(a.slice(head, a.length - tail), b.slice(head, b.length - tail)),
    ...a.slice(a.length - tail).map((line): Op => ({ kind: ' ', line })),
  ];
  return `--- a/${path}\n+++ b/${path}\n` + hunks(ops, context).join('');
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Longest common subsequence of the changed middle, as keep / delete / add operations. */
function middle(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push({ kind: ' ', line: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) ops.push({ kind: '-', line: a[i++]! });
    else ops.push({ kind: '+', line: b[j++]! });
  }
  while (i < n) ops.push({ kind: '-', line: a[i++]! });
  while (j < m) ops.push({ kind: '+', line: b[j++]! });
  return ops;
}

function hunks(ops: Op[], context: number): string[] {
  const out: string[] = [];
  let index = 0;
  while (index < ops.length) {
    const firstChange = ops.findIndex((op, k) => k >= index && op.kind !== ' ');
    if (firstChange < 0) break;
    const start = Math.max(index, firstChange - context);
    let end = firstChange;
    // Extend the hunk while the next change is within 2 x context lines.
    for (let k = firstChange; k < ops.length; k++) {
      if (ops[k]!.kind !== ' ') end = k;
      else if (k - end > 2 * context) break;
    }
    const stop = Math.min(ops.length, end + context + 1);
    const slice = ops.slice(start, stop);
    const oldStart = ops.slice(0, start).filter((op) => op.kind !== '+').length + 1;
    const newStart = ops.slice(0, start).filter((op) => op.kind !== '-').length + 1;
    const oldCount = slice.filter((op) => op.kind !== '+').length;
    const newCount = slice.filter((op) => op.kind !== '-').length;
    out.push(`@@ -${oldCount === 0 ? oldStart - 1 : oldStart},${oldCount} +${newCount === 0 ? newStart - 1 : newStart},${newCount} @@\n`);
    for (const op of slice) out.push(`${op.kind}${op.line}\n`);
    index = stop;
  }
  return out;
}
