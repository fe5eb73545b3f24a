import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

type Schema = Record<string, unknown>;

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);
const typeMatches = (wanted: unknown, value: unknown) => {
  const list = Array.isArray(wanted) ? wanted : [wanted];
  const actual = typeOf(value);
  return list.some((t) => t === actual || (t === 'number' && actual === 'integer'));
};

/** Follows a local $ref (#/...) of the root schema. */
const resolve = (schema: Schema, root: Schema): Schema => {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) node = (node as Schema | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return { ...((node as Schema | undefined) ?? {}), ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')) };
};

function shapeFits(raw: Schema, value: unknown, root: Schema, depth = 0): boolean {
  if (depth > 8) return true;
  const schema = resolve(raw, root);
  if (value === undefined) return true;
  if (schema.type !== undefined && !typeMatches(schema.type, value)) return false;
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) return false;
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    if (Array.isArray(schema.required) && !schema.required.every((k) => typeof k === 'string' && k in object)) return false;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    if (schema.additionalProperties === false && Object.keys(object).some((k) => !(k in properties))) return false;
    for (const [key, sub] of Object.entries(properties)) if (!shapeFits(sub, object[key], root, depth + 1)) return false;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && !options.some((o) => shapeFits(o as Schema, value, root, depth + 1))) return false;
  }
  return true;
}

/**
 * What RJSF needs of a validator to pick anyOf/oneOf options and if/then/else branches, by the
 * value's shape (type, const, enum, required and known properties), without compiling code at
 * run time (the page's CSP forbids eval). The form never validates: `config check` on the server
 * is the one judge, and its problems come back as extraErrors.
 */
export const shapeValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema: RJSFSchema, formData: unknown, root: RJSFSchema) => shapeFits(schema as Schema, formData, root as Schema),
  rawValidation: () => ({ errors: [] }),
};
