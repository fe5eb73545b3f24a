import type { ConfigSource } from './configSource';
import type { ConfigTree, Loaded } from './configTree';
import { mapEnumerationNames } from './enumerationNames';
import { configKinds, nonConfigFile } from './kinds';
import type { ConfigProblem } from './problem';
import { loadSchemaRegistry, type SchemaRegistry } from './schemaRegistry';
import { schemaProblems } from './schemaProblems';
import { parseSourceFile, type SourceFile } from './sourceFile';

export interface TreeLoad {
  /** Absent when a required file is missing or invalid: the problems say which. */
  tree?: ConfigTree;
  problems: ConfigProblem[];
}

/** A file as read and checked against its schema: what a load can reuse while the file's text stays the same. */
interface ReadFile {
  text: string;
  file?: SourceFile;
  problems: ConfigProblem[];
  /** undefined: its schema is missing or broken. */
  valid?: boolean;
}

/**
 * Files read by earlier loads, by path: a load reuses the parse and schema check of every file whose
 * text has not changed (the studio checks a draft of one file against hundreds). Only for loads with
 * the same schema registry; each load gets its own copy of the data (later steps map names in place).
 */
export type ReadFiles = Map<string, ReadFile>;

/**
 * Reads and validates every file. Files that fail their schema are reported and kept (listed in
 * tree.invalid), so one problem never hides another, in the same file or in another.
 */
export function loadConfigTree(source: ConfigSource, registry?: SchemaRegistry, readFiles?: ReadFiles): TreeLoad {
  const problems: ConfigProblem[] = [];
  let schemas = registry;
  if (!schemas) {
    const loaded = loadSchemaRegistry(source);
    problems.push(...loaded.problems);
    schemas = loaded.registry;
  }
  const invalid = new Set<string>();
  const partial: Record<string, unknown> = { invalid };
  for (const kind of configKinds) if (kind.many) partial[kind.kind] = new Map();

  for (const path of source.listFiles()) {
    if (nonConfigFile.test(path)) continue;
    const kind = configKinds.find((k) => k.pattern.test(path));
    if (!kind) {
      problems.push({
        file: path,
        line: 1,
        column: 1,
        pointer: '',
        code: 'CONFIG_UNKNOWN_FILE',
        message: 'not a known config file: see engine/config/kinds.ts for the layout',
      });
      continue;
    }
    const text = source.readText(path);
    let read = readFiles?.get(path);
    if (read?.text !== text) {
      read = readFile(path, text, kind.schema, schemas.validator(kind.schema));
      readFiles?.set(path, read);
    }
    problems.push(...read.problems);
    const name = kind.many ? `${kind.kind}/${kind.pattern.exec(path)?.[1] ?? path}` : kind.kind;
    // Unreadable (its syntax error is reported): its name still counts as known, so what refers to it is not reported too.
    if (!read.file) {
      invalid.add(name);
      continue;
    }
    const data = readFiles ? structuredClone(read.file.data) : read.file.data;
    const file: SourceFile = { ...read.file, data };
    if (read.valid !== true) invalid.add(name);
    if (read.valid === undefined && kind.many) continue;
    const loaded: Loaded<unknown> = { file, data: file.data };
    if (kind.many) {
      const key = kind.pattern.exec(path)?.[1] ?? path;
      (partial[kind.kind] as Map<string, Loaded<unknown>>).set(key, loaded);
    } else {
      partial[kind.kind] = loaded;
    }
  }

  const missing = configKinds.filter((k) => !k.many && !partial[k.kind]);
  for (const kind of missing) {
    if (problems.some((p) => kind.pattern.test(p.file))) continue; // present but unreadable: already reported
    problems.push({
      file: kind.pattern.source.replace(/^\^|\$$/g, '').replace(/\\/g, ''),
      line: 1,
      column: 1,
      pointer: '',
      code: 'CONFIG_MISSING_FILE',
      message: `the ${kind.kind} file is missing`,
    });
  }
  if (missing.length > 0) return { problems };
  const tree = partial as unknown as ConfigTree;
  try {
    problems.push(...mapEnumerationNames(tree));
  } catch (error) {
    // Only possible on files that already failed their schema: those problems are reported.
    if (tree.invalid.size === 0) throw error;
  }
  return { tree, problems };
}

/** Parses one file and checks it against its schema (undefined: the schema is missing or broken, reported). */
function readFile(path: string, text: string, schema: string, validate: ReturnType<SchemaRegistry['validator']>): ReadFile {
  const { file, problems } = parseSourceFile(path, text);
  if (!file) return { text, problems };
  if (!validate) {
    // Its schema is broken (reported): the file is read but cannot be trusted.
    problems.push({
      file: path,
      line: 1,
      column: 1,
      pointer: '',
      code: 'CONFIG_INVALID_VALUE',
      message: `not checked: its schema schemas/${schema}.schema.json is missing or broken`,
    });
    return { text, file, problems };
  }
  if (validate(file.data)) return { text, file, problems, valid: true };
  // An invalid file is kept (best effort), so the cross-file checks still report its other
  // problems (a wrong type never hides a menu path that is not a route) and those of other files.
  problems.push(...schemaProblems(file, validate.errors ?? [], validate.schema as object));
  return { text, file, problems, valid: false };
}
