import fastJsonStringify, { type Options, type Schema } from 'fast-json-stringify';

type Serializer = (data: unknown) => string;
type RouteSchema = { schema?: unknown; httpStatus?: string; contentType?: string };
type Components = Record<string, Schema>;

/**
 * Fastify's serializer factory for response schemas. The default hands fast-json-stringify every shared component
 * (the named API views) for every route, and it re-validates all of them each time: seconds of CPU per server. Here
 * a route gets only the components its schema reaches, and a compiled serializer is reused by every server of the
 * process built from the same components (tests and the bench build many).
 */
export function responseSerializerFactory(externalSchemas?: unknown, options: Options = {}) {
  const components = (externalSchemas ?? {}) as Components;
  const componentsKey = JSON.stringify(options) + Object.values(components).map(textOf).join('\n');
  let compiled = compiledByComponents.get(componentsKey);
  if (!compiled) {
    compiled = new Map();
    compiledByComponents.set(componentsKey, compiled);
    if (compiledByComponents.size > componentSetsKept) compiledByComponents.delete(compiledByComponents.keys().next().value!);
  }
  const cache = compiled;
  return ({ schema, httpStatus, contentType }: RouteSchema): Serializer => {
    const key = `${httpStatus ?? ''} ${contentType ?? ''} ${JSON.stringify(schema)}`;
    let serializer = cache.get(key);
    if (!serializer) {
      serializer = fastJsonStringify(schema as Schema, { ...options, schema: reachedComponents(schema, components) }) as Serializer;
      cache.set(key, serializer);
    }
    return serializer;
  };
}

const compiledByComponents = new Map<string, Map<string, Serializer>>();
const componentSetsKept = 4;
// Fastify calls the factory once per plugin context, each time with the same component objects.
const texts = new WeakMap<object, string>();
const textOf = (schema: Schema): string => {
  let text = texts.get(schema as object);
  if (text === undefined) texts.set(schema as object, (text = JSON.stringify(schema)));
  return text;
};

/** The components a schema refers to ("Name#" or "Name#/pointer"), and theirs, by id. */
function reachedComponents(schema: unknown, components: Components): Components {
  const reached: Components = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const id = child.split('#')[0] ?? '';
        const component = components[id];
        if (id && component && !reached[id]) {
          reached[id] = component;
          visit(component);
        }
      } else if (key !== 'enum' && key !== 'const' && key !== 'examples') visit(child);
    }
  };
  visit(schema);
  return reached;
}
