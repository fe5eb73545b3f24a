import type { ConfigSource } from './configSource';
import type { ConfigTree, Loaded } from './configTree';
import { mapEnumerationNames } from './enumerationNames';
import { configKinds, nonConfigFile } from './kinds';
import type { ConfigProblem } from './problem';
import { loadSchemaRegistry, type SchemaRegistry } from './schemaRegistry';
import { schemaProblems } from './schemaProblems';
import { parseSourceFile } from './sourceFile';

export interface TreeLoad {
  /** Absent when a required file is missing or invalid: the problems say which. */
  tree?: ConfigTree;
  problems: ConfigProblem[];
}

/**
 * Reads and validates every file. Files that fail their schema are reported and kept (listed in
 * tree.invalid), so one problem never hides another, in the same file or in another.
 */
export function loadConfigTree(source: ConfigSource, registry?: SchemaRegistry): TreeLoad {
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
    const { file, problems: parseProblems } = parseSourceFile(path, source.readText(path));
    problems.push(...parseProblems);
    if (!file) continue;
    const validate = schemas.validator(kind.schema);
    if (!validate) {
      // Its schema is broken (reported): the file is read but cannot be trusted.
      problems.push({
        file: path,
        line: 1,
        column: 1,
        pointer: '',
        code: 'CONFIG_INVALID_VALUE',
        message: `not checked: its schema schemas/${kind.schema}.schema.json is missing or broken`,
      });
      invalid.add(kind.many ? `${kind.kind}/${kind.pattern.exec(path)?.[1] ?? path}` : kind.kind);
      if (kind.many) continue;
    } else if (!validate(file.data)) {
      problems.push(...schemaProblems(file, validate.errors ?? [], validate.schema as object));
      // An invalid file is kept (best effort), so the cross-file checks still report its other
      // problems (a wrong type never hides a menu path that is not a route) and those of other files.
      invalid.add(kind.many ? `${kind.kind}/${kind.pattern.exec(path)?.[1] ?? path}` : kind.kind);
    }
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
