import type { FastifyInstance } from 'fastify';
import { errorEnvelopeSchema } from './envelope';

type JsonSchema = Record<string, unknown>;

/** Names already added to an app, so a view shared by many routes becomes one component. */
const added = new WeakMap<FastifyInstance, Map<string, JsonSchema>>();

/**
 * Adds a named schema (one with `$id`) to the app once, after lifting the named schemas nested in it;
 * returns a reference to it. The OpenAPI document lists it as #/components/schemas/<$id>.
 */
export function addNamedSchema(app: FastifyInstance, schema: JsonSchema): JsonSchema {
  const id = String(schema.$id);
  let names = added.get(app);
  if (!names) added.set(app, (names = new Map()));
  const known = names.get(id);
  if (known && known !== schema) throw new Error(`two different schemas are named ${id}: a view is defined once, operationIds are unique`);
  if (!known) {
    names.set(id, schema);
    app.addSchema({ ...liftNamedSchemas(app, schema, true) });
  }
  return { $ref: `${id}#` };
}

/** The schema with every nested named schema added to the app and replaced by a reference to it. */
export function liftNamedSchemas(app: FastifyInstance, schema: JsonSchema, isRoot = false): JsonSchema {
  if (!isRoot && typeof schema.$id === 'string') return addNamedSchema(app, schema);
  const lift = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(lift);
    if (value && typeof value === 'object') return liftNamedSchemas(app, value as JsonSchema);
    return value;
  };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'enum' || key === 'const' || key === 'examples' ? value : lift(value)]));
}

/** The { code, data, msg } answer of one operation, as a named component (<Name>Response). */
export function addEnvelopeSchema(app: FastifyInstance, name: string, data: JsonSchema, description: string): JsonSchema {
  return addNamedSchema(app, {
    $id: `${name}Response`,
    description,
    type: 'object',
    required: ['code', 'data', 'msg'],
    properties: { code: { type: 'integer' }, data, msg: { type: 'string' } },
  });
}

/** The error envelope every operation may answer (4xx, 5xx). */
export function addErrorSchema(app: FastifyInstance): JsonSchema {
  return addNamedSchema(app, errorEnvelopeSchema);
}
