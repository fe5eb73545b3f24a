import { isMap, isScalar, isSeq, parse, parseDocument, stringify, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Edit {
  start: number;
  end: number;
  text: string;
}

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The text of a config file after its data became `data`, changing only the text of what changed.
 * YAML is edited in place at the source ranges the yaml Document API gives: comments, key order,
 * quoting and flow/block layout of every untouched node stay byte for byte (a one-field change is a
 * one-line diff). JSON files are written with two-space indentation, the layout of config/'s JSON.
 */
export function writeBack(path: string, text: string, data: unknown): string {
  if (path.endsWith('.json')) return JSON.stringify(data, null, 2) + '\n';
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`${path} does not parse: ${doc.errors[0]?.message ?? ''}`);
  if (sameJson(doc.toJS(), data)) return text;
  const root = doc.contents as Node | null;
  if (!root?.range) return stringify(data, { lineWidth: 0 });
  const edits: Edit[] = [];
  new TextEditor(text, edits).sync(root, data as Json);
  return inApplyOrder(edits).reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), text);
}

/**
 * `value` with each map's keys in the order `reference` (the same data as it was, the file as opened) has them, the
 * keys it lacks after in their own order. writeBack puts a key the text lacks where the data has it: a form that
 * drops a cleared field's key and adds it back at the end still gets it back on its own line.
 */
export function inKeyOrderOf(reference: unknown, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item, i) => inKeyOrderOf(Array.isArray(reference) ? reference[i] : undefined, item));
  if (!isObject(value)) return value;
  const known = isObject(reference) ? Object.keys(reference).filter((k) => k in value) : [];
  const keys = [...known, ...Object.keys(value).filter((k) => !known.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, inKeyOrderOf(isObject(reference) ? reference[k] : undefined, value[k])]));
}

/**
 * Edits from the end of the text back, so each one's offsets still hold. At one offset, what replaces text goes first,
 * then the insertions, the last made first: an insertion made after another at the same place (a key after the map
 * that just grew a key of its own) ends up after it.
 */
function inApplyOrder(edits: readonly Edit[]): Edit[] {
  const order = new Map(edits.map((e, i) => [e, i]));
  const inserts = (e: Edit) => (e.start === e.end ? 1 : 0);
  return [...edits].sort(
    (a, b) => b.start - a.start || inserts(a) - inserts(b) || (inserts(a) ? order.get(b)! - order.get(a)! : order.get(a)! - order.get(b)!),
  );
}

class TextEditor {
  constructor(
    private readonly text: string,
    private readonly edits: Edit[],
  ) {}

  sync(node: Node, value: Json): void {
    if (sameJson(valueOf(node), value)) return;
    if (isScalar(node) && (value === null || typeof value !== 'object')) return this.replace(node, renderScalar(node, value));
    if (isMap(node) && isObject(value)) return this.syncMap(node, value);
    if (isSeq(node) && Array.isArray(value)) return this.syncSeq(node, value);
    this.replaceWhole(node, value);
  }

  private syncMap(node: YAMLMap, value: Record<string, Json>): void {
    const pairs = node.items as Pair<Node, Node | null>[];
    const keyOf = (pair: Pair<Node, Node | null>) => String(isScalar(pair.key) ? pair.key.value : pair.key);
    const present = new Set(pairs.map(keyOf));
    const wanted = Object.keys(value);
    const sameKeys = wanted.length === present.size && wanted.every((k) => present.has(k));
    if (node.flow && !sameKeys) return this.replaceWhole(node, value);
    for (const pair of pairs) {
      const key = keyOf(pair);
      if (!(key in value)) this.deleteLines(pair.key, pair.value ?? pair.key);
      else if (pair.value?.range) this.sync(pair.value, value[key] as Json);
      else if (!sameJson(null, value[key])) this.insertAfter(pair.key, ' ' + renderInline(value[key] as Json));
    }
    const added = wanted.filter((k) => !present.has(k));
    if (added.length === 0) return;
    const column = this.columnOf(pairs[0]?.key ?? node);
    const block = (keys: string[]) =>
      stringify(Object.fromEntries(keys.map((k) => [k, value[k]])), { lineWidth: 0 })
        .trimEnd()
        .split('\n');
    if (pairs.length === 0) return this.insertLines(node, block(added), column);
    // A key comes back where the data has it: after the nearest key before it that the text holds (a field
    // cleared and typed again returns to its line), before the first when none is.
    const pairOf = new Map(pairs.map((pair) => [keyOf(pair), pair]));
    const after = new Map<Pair<Node, Node | null> | undefined, string[]>();
    let anchor: Pair<Node, Node | null> | undefined;
    for (const key of wanted) {
      if (present.has(key)) anchor = pairOf.get(key);
      else after.set(anchor, [...(after.get(anchor) ?? []), key]);
    }
    for (const [pair, keys] of after) {
      if (pair) this.insertLines(pair.value ?? pair.key, block(keys), column);
      else this.insertLinesBefore(pairs[0]!.key, block(keys), column);
    }
  }

  private syncSeq(node: YAMLSeq, value: Json[]): void {
    const items = node.items as Node[];
    const appendedOnly = value.length > items.length && items.every((item, i) => sameJson(valueOf(item), value[i]));
    if (value.length !== items.length && !(appendedOnly && !node.flow)) return this.replaceWhole(node, value);
    if (appendedOnly) {
      const column = this.columnOf(node);
      const lines = stringify(value.slice(items.length), { lineWidth: 0 }).trimEnd().split('\n');
      return this.insertLines(items[items.length - 1] ?? node, lines, column);
    }
    items.forEach((item, i) => this.sync(item, value[i] as Json));
  }

  /** A node whose shape changed: flow nodes and scalars become one flow line, block nodes a block at their column. */
  private replaceWhole(node: Node, value: Json): void {
    const flow = isScalar(node) || (node as YAMLMap).flow || value === null || typeof value !== 'object';
    if (flow) return this.replace(node, renderInline(value));
    const column = this.columnOf(node);
    const lines = stringify(value, { lineWidth: 0 }).trimEnd().split('\n');
    this.replace(node, lines.map((line, i) => (i === 0 ? line : ' '.repeat(column) + line)).join('\n'));
  }

  private replace(node: Node, text: string): void {
    const [start, end] = node.range ?? [0, 0];
    // A block collection's value range can end after its line break; keep that break.
    const trimmed = this.text.slice(start, end).replace(/\s+$/, '');
    this.edits.push({ start, end: start + trimmed.length, text });
  }

  private insertAfter(node: Node, text: string): void {
    const end = node.range?.[1] ?? 0;
    this.edits.push({ start: end, end, text });
  }

  /** New block lines after the line where `after` ends, at the given column. */
  private insertLines(after: Node, lines: string[], column: number): void {
    const end = this.lineEnd(after.range?.[1] ?? 0);
    const text = lines.map((line) => '\n' + ' '.repeat(column) + line).join('');
    this.edits.push({ start: end, end, text });
  }

  /** New block lines before the line where `before` starts, at the given column. */
  private insertLinesBefore(before: Node, lines: string[], column: number): void {
    const start = this.text.lastIndexOf('\n', (before.range?.[0] ?? 0) - 1) + 1;
    this.edits.push({ start, end: start, text: lines.map((line) => ' '.repeat(column) + line + '\n').join('') });
  }

  private deleteLines(from: Node, to: Node): void {
    const start = this.text.lastIndexOf('\n', (from.range?.[0] ?? 0) - 1);
    const end = this.lineEnd(to.range?.[1] ?? 0);
    this.edits.push({ start: start < 0 ? 0 : start, end, text: '' });
  }

  /** The offset of the line break ending the line on which offset (an end offset) lies. */
  private lineEnd(offset: number): number {
    const at = this.text.lastIndexOf('\n', offset - 1) === offset - 1 ? offset - 1 : this.text.indexOf('\n', offset);
    return at < 0 ? this.text.length : at;
  }

  private columnOf(node: Node): number {
    const start = node.range?.[0] ?? 0;
    return start - (this.text.lastIndexOf('\n', start - 1) + 1);
  }
}

function valueOf(node: Node): unknown {
  return (node as { toJSON(): unknown }).toJSON();
}

/** A value on one line, in the flow style of config/ ({ a: 1 }, [a, b]). */
function renderInline(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(renderInline).join(', ')}]`;
  if (isObject(value)) {
    const pairs = Object.entries(value).map(([k, v]) => `${renderKey(k)}: ${renderInline(v)}`);
    return pairs.length === 0 ? '{}' : `{ ${pairs.join(', ')} }`;
  }
  return typeof value === 'string' && isPlainSafe(value) ? value : stringify(value, { lineWidth: 0 }).trim();
}

const renderKey = (key: string) => (isPlainSafe(key) ? key : JSON.stringify(key));

/** Whether a string reads back as the same string written without quotes, in block and flow context. */
const isPlainSafe = (value: string) => /^[^\s#,[\]{}&*!|>'"%@`:-][^#,[\]{}]*$/.test(value) && !/:\s|:$|\s$/.test(value) && parse(value) === value;

/** A scalar in the quoting style the old one had, when that style can hold the new value. */
function renderScalar(node: Scalar, value: Json): string {
  if (typeof value !== 'string') return renderInline(value);
  if (node.type === 'QUOTE_DOUBLE') return JSON.stringify(value);
  if (node.type === 'QUOTE_SINGLE') return `'${value.replace(/'/g, "''")}'`;
  return isPlainSafe(value) ? value : JSON.stringify(value);
}
