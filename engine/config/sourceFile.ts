import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Node } from 'yaml';
import type { ConfigProblem } from './problem';
import { jsonHasDuplicateKeys } from './jsonDuplicateKeys';
import { segmentsOf } from './pointer';

export interface Position {
  line: number;
  column: number;
}

/** A parsed config file that can say where any JSON pointer sits in its text. */
export interface SourceFile {
  path: string;
  data: unknown;
  locate(pointer: string): Position;
}

/**
 * Parses YAML or JSON. Positions come from the YAML parser (it reads JSON too). A JSON file that parses cleanly
 * (the 22 language packs are most of the config's bytes) is read by JSON.parse, many times faster, and the YAML
 * document that locates a pointer is built only when a problem needs a position.
 */
export function parseSourceFile(path: string, text: string): { file?: SourceFile; problems: ConfigProblem[] } {
  if (path.endsWith('.json')) {
    const data = parsedJson(text);
    if (data.ok) {
      let positions: SourceFile | undefined;
      const locate = (pointer: string) => (positions ??= parseWithPositions(path, text).file!).locate(pointer);
      return { file: { path, data: data.value, locate }, problems: [] };
    }
  }
  return parseWithPositions(path, text);
}

/** JSON.parse's value when the text is valid JSON without repeated keys (else the YAML parser reports where). */
function parsedJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value = JSON.parse(text) as unknown;
    return jsonHasDuplicateKeys(text) ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}

function parseWithPositions(path: string, text: string): { file?: SourceFile; problems: ConfigProblem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((e) => {
        const pos = lineCounter.linePos(e.pos[0]);
        return { file: path, line: pos.line, column: pos.col, pointer: '', code: 'CONFIG_PARSE', message: firstLine(e.message) };
      }),
    };
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    // An alias bomb (aliases of aliases expanding to millions of nodes) and the like: a problem, not a crash.
    let first: Node | undefined;
    visit(doc, {
      Alias: (_key, node) => {
        first = node;
        return visit.BREAK;
      },
    });
    const pos = lineCounter.linePos(first?.range?.[0] ?? 0);
    return {
      problems: [
        {
          file: path,
          line: pos.line,
          column: pos.col,
          pointer: '',
          code: 'CONFIG_PARSE',
          message: `${firstLine((error as Error).message)} (YAML aliases expand too far)`,
        },
      ],
    };
  }
  const locate = (pointer: string): Position => {
    let node: unknown = doc.contents;
    let best: Node | null = (doc.contents as Node | null) ?? null;
    for (const segment of segmentsOf(pointer)) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
        if (!pair) break;
        best = (pair.key as Node) ?? best;
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)];
        if (item === undefined) break;
        best = item as Node;
        node = item;
      } else {
        break;
      }
    }
    const offset = best?.range?.[0] ?? 0;
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  return { file: { path, data, locate }, problems: [] };
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
