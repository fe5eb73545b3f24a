import type { ConfigSource } from './configSource';
import type { ConfigTree, Loaded } from './configTree';
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
 * Reads and validates every file. Files of kinds with many files (brands, screens, ...) that fail
 * their schema are reported and left out; single files are kept, so one bad file never hides the
 * problems of another.
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
      problems.push({ file: path, line: 1, column: 1, pointer: '', code: 'CONFIG_UNKNOWN_FILE', message: 'not a known config file: see engine/config/kinds.ts for the layout' });
      continue;
    }
    const { file, problems: parseProblems } = parseSourceFile(path, source.readText(path));
    problems.push(...parseProblems);
    if (!file) continue;
    const validate = schemas.validator(kind.schema);
    if (!validate) {
      // Its schema is broken (reported): the file is read but cannot be trusted.
      problems.push({ file: path, line: 1, column: 1, pointer: '', code: 'CONFIG_INVALID_VALUE', message: `not checked: its schema schemas/${kind.schema}.schema.json is missing or broken` });
      invalid.add(kind.many ? `${kind.kind}/${kind.pattern.exec(path)?.[1] ?? path}` : kind.kind);
      if (kind.many) continue;
    } else if (!validate(file.data)) {
      problems.push(...schemaProblems(file, validate.errors ?? []));
      if (kind.many) {
        invalid.add(`${kind.kind}/${kind.pattern.exec(path)?.[1] ?? path}`);
        continue;
      }
      // A single file is kept though invalid, so the checks of other files can still run (best effort).
      invalid.add(kind.kind);
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
    problems.push({ file: kind.pattern.source.replace(/^\^|\$$/g, '').replace(/\\/g, ''), line: 1, column: 1, pointer: '', code: 'CONFIG_MISSING_FILE', message: `the ${kind.kind} file is missing` });
  }
  return missing.length > 0 ? { problems } : { tree: partial as unknown as ConfigTree, problems };
}
