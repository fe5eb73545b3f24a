import { schemaBaseUri } from '../../../engine/config/schemaRegistry';

type Schema = Record<string, unknown>;
const localDefs = '$defs';
const predicateRef = /common\.schema\.json#\/\$defs\/predicate$/;

/**
 * One schema with every schema it refers to inlined under $defs, so a form library that resolves
 * only local references (RJSF) can render it. References to the condition language become
 * { "x-predicate": true } nodes, which the studio edits with its own condition editor. An anyOf or
 * oneOf whose every option only lists required keys (a menu item has a path or children) is a rule,
 * not a choice of shapes: it is left out of the form, which would offer an unnamed "option 1 / option 2"
 * select for it; `config check` still holds the file to it.
 */
export function bundleSchema(schemas: Map<string, Schema>, name: string): Schema {
  const root = schemas.get(name);
  if (!root) throw new Error(`no schema ${name}`);
  const included = new Map<string, Schema>();
  const defKey = (schemaName: string) => `schema_${schemaName.replace(/[^a-z0-9]/gi, '_')}`;

  const rewrite = (node: unknown, owner: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, owner));
    if (typeof node !== 'object' || node === null) return node;
    const { $ref: ref, $id: _id, $schema: _schema, tsType: _tsType, ...rest } = node as Schema;
    const out: Schema = {};
    if (typeof ref === 'string') {
      const absolute = ref.startsWith('#') ? `${owner}.schema.json${ref}` : ref.replace(schemaBaseUri, '');
      if (predicateRef.test(absolute)) Object.assign(out, predicateNode(schemas));
      else {
        const [file = '', pointer = ''] = absolute.split('#');
        const target = file.replace(/\.schema\.json$/, '');
        if (target !== name) include(target);
        out.$ref = target === name ? `#${pointer}` : `#/${localDefs}/${defKey(target)}${pointer}`;
      }
    }
    for (const [key, value] of Object.entries(rest)) if (!requiredOnly(key, value)) out[key] = rewrite(value, owner);
    return out;
  };
  const include = (target: string) => {
    if (included.has(target)) return;
    const schema = schemas.get(target);
    if (!schema) throw new Error(`schema ${name} refers to an unknown schema ${target}`);
    included.set(target, {});
    included.set(target, rewrite(schema, target) as Schema);
  };

  const bundled = rewrite(root, name) as Schema;
  const defs = { ...((bundled[localDefs] as Schema | undefined) ?? {}) };
  for (const [target, schema] of included) defs[defKey(target)] = schema;
  return { ...bundled, [localDefs]: defs };
}

/** anyOf/oneOf options that only say which keys must be present ({ "required": [...] }). */
const requiredOnly = (key: string, value: unknown): boolean =>
  (key === 'anyOf' || key === 'oneOf') &&
  Array.isArray(value) &&
  value.every((option) => typeof option === 'object' && option !== null && Object.keys(option).every((k) => k === 'required'));

function predicateNode(schemas: Map<string, Schema>): Schema {
  const predicate = ((schemas.get('common')?.[localDefs] as Schema | undefined)?.predicate ?? {}) as Schema;
  return { type: 'object', title: predicate.title, description: predicate.description, 'x-predicate': true };
}
