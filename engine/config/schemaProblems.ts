import type { ErrorObject } from 'ajv';
import { pointerOf, segmentsOf } from './pointer';
import type { ConfigProblem, ProblemCode } from './problem';
import type { SourceFile } from './sourceFile';

/**
 * Turns ajv's errors into problems a person can act on. anyOf failures are folded: where the
 * value has the wrong type for every branch, one "must be X or Y" is reported; where a branch of
 * the right type failed deeper, only those deeper errors are reported. When an if/then branch fails
 * (a widget kind's options with one bad value), ajv no longer counts the branch's keys as evaluated
 * and reports each as unknown: that cascade is folded into the real problem.
 */
export function schemaProblems(file: SourceFile, allErrors: readonly ErrorObject[], rootSchema?: object): ConfigProblem[] {
  const branchKeys = failedBranchKeys(allErrors, rootSchema);
  const errors = allErrors.filter((e) => !(e.keyword === 'unevaluatedProperties' && branchKeys.get(e.instancePath)?.has(String(e.params.unevaluatedProperty))));
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const out: ConfigProblem[] = [];
  const folded = new Set<string>();
  for (const error of errors) {
    const path = error.instancePath;
    if (error.keyword === 'anyOf') {
      if (folded.has(path)) continue;
      folded.add(path);
      const atPath = errors.filter((e) => e.instancePath === path && e.keyword !== 'anyOf' && e.keyword !== 'if');
      const deeper = errors.some((e) => e.instancePath.startsWith(path + '/'));
      const types = atPath.filter((e) => e.keyword === 'type').map((e) => String(e.params.type));
      const required = atPath.filter((e) => e.keyword === 'required').map((e) => String(e.params.missingProperty));
      if (required.length > 0 && required.length === atPath.length) {
        out.push(problem(file, path, 'CONFIG_MISSING_KEY', `needs one of ${required.map((r) => `"${r}"`).join(', ')}`));
      } else if (types.length > 0 && !deeper) {
        out.push(problem(file, path, 'CONFIG_WRONG_TYPE', `must be ${unique(types.flatMap((t) => t.split(','))).join(' or ')}, not ${describe(error.data)}`));
      } else if (!deeper && atPath.length === 0) {
        out.push(problem(file, path, 'CONFIG_INVALID_VALUE', `${describe(error.data)} matches none of the allowed forms`));
      }
      continue;
    }
    if (error.keyword === 'if') continue;
    // Branch errors of a folded anyOf at the same path are reported by the fold above.
    if (anyOfPaths.has(path) && (error.keyword === 'type' || error.keyword === 'required')) continue;
    out.push(single(file, error));
  }
  return dedupe(out);
}

/** The keys the failed `then` branches declare, by the path of the object they failed on. */
function failedBranchKeys(errors: readonly ErrorObject[], rootSchema: object | undefined): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const error of errors) {
    if (error.keyword !== 'if' || error.params.failingKeyword !== 'then') continue;
    const branch = resolveLocalRef((error.parentSchema as { then?: unknown } | undefined)?.then, rootSchema);
    const set = keys.get(error.instancePath) ?? new Set<string>();
    Object.keys((branch as { properties?: object } | undefined)?.properties ?? {}).forEach((key) => set.add(key));
    keys.set(error.instancePath, set);
  }
  return keys;
}

/** { $ref: "#/$defs/x" } -> that definition of the same schema document; anything else as it is. */
function resolveLocalRef(schema: unknown, rootSchema: object | undefined): unknown {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || !rootSchema) return schema;
  return segmentsOf(ref.slice(1)).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], rootSchema);
}

function single(file: SourceFile, error: ErrorObject): ConfigProblem {
  const path = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema?.properties as object | undefined) ?? {});
      const hint = allowed.length > 0 ? ` (allowed: ${allowed.join(', ')})` : '';
      return problem(file, path + pointerOf([key]), 'CONFIG_UNKNOWN_KEY', `unknown key "${key}"${hint}`);
    }
    case 'unevaluatedProperties': {
      const key = String(params.unevaluatedProperty);
      return problem(file, path + pointerOf([key]), 'CONFIG_UNKNOWN_KEY', `unknown key "${key}" for this kind`);
    }
    case 'required':
      return problem(file, path, 'CONFIG_MISSING_KEY', `missing required key "${String(params.missingProperty)}"`);
    case 'type':
      return problem(file, path, 'CONFIG_WRONG_TYPE', `must be ${String(params.type).split(',').join(' or ')}, not ${describe(error.data)}`);
    case 'enum':
      return problem(
        file,
        path,
        'CONFIG_NOT_ALLOWED',
        `${describe(error.data)} is not one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      );
    case 'const':
      return problem(file, path, 'CONFIG_NOT_ALLOWED', `must be ${JSON.stringify(params.allowedValue)}`);
    case 'propertyNames':
      return problem(file, path + pointerOf([String(params.propertyName)]), 'CONFIG_INVALID_VALUE', `key "${String(params.propertyName)}" is not a valid name`);
    case 'pattern':
      return problem(file, path, 'CONFIG_INVALID_VALUE', `${describe(error.data)} does not match the pattern ${String(params.pattern)}`);
    case 'format':
      return problem(file, path, 'CONFIG_INVALID_VALUE', `${describe(error.data)} is not a valid ${String(params.format)}`);
    case 'minProperties':
    case 'maxProperties':
      return problem(file, path, 'CONFIG_INVALID_VALUE', `${error.message ?? 'wrong number of keys'}`);
    default:
      return problem(file, path, 'CONFIG_INVALID_VALUE', `${describe(error.data)} ${error.message ?? 'is not valid'}`);
  }
}

function problem(file: SourceFile, pointer: string, code: ProblemCode, message: string): ConfigProblem {
  const { line, column } = file.locate(pointer);
  return { file: file.path, line, column, pointer, code, message };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 60 ? text.slice(0, 57) + '..."' : text;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function dedupe(problems: ConfigProblem[]): ConfigProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer}|${p.code}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
