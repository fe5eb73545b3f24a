import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ConfigSource } from './configSource';
import type { ConfigProblem } from './problem';
import { schemaProblems } from './schemaProblems';
import { parseSourceFile, type SourceFile } from './sourceFile';

export const schemaBaseUri = 'https://broker-portal.example/schemas/';

export interface SchemaRegistry {
  /** Schema documents by name (file name without .schema.json). */
  schemas: Map<string, Record<string, unknown>>;
  /** The compiled schema; undefined when its file is missing or broken (reported among the problems). */
  validator(name: string): ValidateFunction | undefined;
}

const schemaFile = /^schemas\/([a-z0-9-]+)\.schema\.json$/;
type LoadedSchemas = { registry: SchemaRegistry; problems: ConfigProblem[] };
/** The last few compiled registries by the schema texts they came from: compiling takes seconds, and a process that
 * checks config again and again (the studio's draft checks, the CLI's tests) has the same schemas each time. */
const compiledBySchemaTexts = new Map<string, LoadedSchemas>();
const compiledKept = 4;

/** Compiles every schema under schemas/ once; problems in the schemas themselves are config problems too. */
export function loadSchemaRegistry(source: ConfigSource): LoadedSchemas {
  const key = source
    .listFiles()
    .filter((path) => schemaFile.test(path))
    .map((path) => `${path}\n${source.readText(path)}`)
    .join('\0');
  const known = compiledBySchemaTexts.get(key);
  if (known) return known;
  const loaded = compileSchemas(source);
  compiledBySchemaTexts.set(key, loaded);
  if (compiledBySchemaTexts.size > compiledKept) compiledBySchemaTexts.delete(compiledBySchemaTexts.keys().next().value!);
  return loaded;
}

function compileSchemas(source: ConfigSource): LoadedSchemas {
  const problems: ConfigProblem[] = [];
  const schemas = new Map<string, Record<string, unknown>>();
  const files = new Map<string, SourceFile>();
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  // Read by json-schema-to-typescript only.
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  for (const path of source.listFiles()) {
    const match = schemaFile.exec(path);
    if (!match?.[1]) continue;
    const { file, problems: parseProblems } = parseSourceFile(path, source.readText(path));
    problems.push(...parseProblems);
    if (!file) continue;
    const schema = file.data as Record<string, unknown>;
    // Checked against the JSON Schema meta-schema first, so a mistake ("type": "objekt") is reported where it is.
    if (!ajv.validateSchema(schema)) {
      problems.push(
        ...schemaProblems(
          file,
          (ajv.errors ?? []).filter((e) => e.keyword !== 'if' && e.keyword !== '$dynamicRef'),
        ).map((p) => ({ ...p, message: `not a valid JSON Schema: ${p.message}` })),
      );
      continue;
    }
    try {
      ajv.addSchema(schema);
      schemas.set(match[1], schema);
      files.set(match[1], file);
    } catch (error) {
      problems.push({ file: path, line: 1, column: 1, pointer: '', code: 'CONFIG_INVALID_VALUE', message: `schema not accepted: ${(error as Error).message}` });
    }
  }
  // Compiled now, so an unresolvable reference or keyword is a problem of its file rather than a crash later.
  const compiled = new Map<string, ValidateFunction>();
  for (const [name, file] of files) {
    try {
      const fn = ajv.getSchema(`${schemaBaseUri}${name}.schema.json`);
      if (fn) compiled.set(name, fn);
    } catch (error) {
      problems.push({
        file: file.path,
        line: 1,
        column: 1,
        pointer: '',
        code: 'CONFIG_INVALID_VALUE',
        message: `schema not accepted: ${firstLine((error as Error).message)}`,
      });
    }
  }
  const validator = (name: string): ValidateFunction | undefined => compiled.get(name);
  return { registry: { schemas, validator }, problems };
}

export type { ErrorObject };

const firstLine = (message: string) => message.split('\n')[0] ?? message;
