import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/cli/projectRoot';

const dir = join(projectRoot, 'schemas');
const schemas = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));

/** Where a schema breaks the house rules: objects must close their keys, properties must explain themselves. */
function findings(node: unknown, path: string, out: string[] = []): string[] {
  // "if" subschemas only test a discriminator (kind, all/any/not): they describe no shape.
  if (/\/if$/.test(path)) return out;
  if (Array.isArray(node)) node.forEach((n, i) => findings(n, `${path}/${i}`, out));
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    const closed = schema.additionalProperties === false || schema.unevaluatedProperties === false;
    // <kind>Options definitions are mixins: the widget that applies them closes its keys.
    const mixin = /\/\$defs\/[a-zA-Z]+Options$/.test(path);
    if (schema.properties && !closed && !mixin) out.push(`${path}: object with properties must set additionalProperties (or unevaluatedProperties) false`);
    for (const [name, prop] of Object.entries((schema.properties as Record<string, Record<string, unknown>>) ?? {})) {
      if (!prop.title || !prop.description) out.push(`${path}/properties/${name}: needs a title and a description`);
    }
    for (const [key, value] of Object.entries(schema)) findings(value, `${path}/${key}`, out);
  }
  return out;
}

describe('schemas', () => {
  it('there is one schema per config kind', () => {
    expect(schemas.map((s) => s.replace('.schema.json', '')).sort()).toEqual(
      expect.arrayContaining([
        'brand',
        'regulator',
        'routes',
        'menu',
        'screen',
        'enumerations',
        'error-codes',
        'countries',
        'country-groups',
        'languages',
        'currencies',
        'promotions',
        'constants',
        'query-params',
        'currency-rules',
        'account-types',
        'kyc-levels',
        'kyc-flow',
      ]),
    );
  });
  it.each(schemas)('%s is JSON Schema 2020-12 with closed objects and a title and description on every property', (file) => {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`https://broker-portal.example/schemas/${file}`);
    expect(findings(schema, file)).toEqual([]);
  });
});
