import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ConfigSource } from './configSource';
import type { ConfigProblem } from './problem';
import { parseSourceFile } from './sourceFile';

export const schemaBaseUri = 'https://broker-portal.example/schemas/';

export interface SchemaRegistry {
  /** Schema documents by name (file name without .schema.json). */
  schemas: Map<string, Record<string, unknown>>;
  validator(name: string): ValidateFunction;
}

/** Compiles every schema under schemas/ once; problems in the schemas themselves are config problems too. */
export function loadSchemaRegistry(source: ConfigSource): { registry: SchemaRegistry; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const schemas = new Map<string, Record<string, unknown>>();
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  // Read by json-schema-to-typescript only.
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  for (const path of source.listFiles()) {
    const match = /^schemas\/([a-z0-9-]+)\.schema\.json$/.exec(path);
    if (!match?.[1]) continue;
    const { file, problems: parseProblems } = parseSourceFile(path, source.readText(path));
    problems.push(...parseProblems);
    if (!file) continue;
    const schema = file.data as Record<string, unknown>;
    schemas.set(match[1], schema);
    try {
      ajv.addSchema(schema);
    } catch (error) {
      problems.push({ file: path, line: 1, column: 1, pointer: '', code: 'CONFIG_INVALID_VALUE', message: `schema not accepted: ${(error as Error).message}` });
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  const validator = (name: string): ValidateFunction => {
    let fn = compiled.get(name);
    if (!fn) {
      const found = ajv.getSchema(`${schemaBaseUri}${name}.schema.json`);
      if (!found) throw new Error(`no schema named ${name} under schemas/`);
      fn = found;
      compiled.set(name, fn);
    }
    return fn;
  };
  return { registry: { schemas, validator }, problems };
}

export type { ErrorObject };
