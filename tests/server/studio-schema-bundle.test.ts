import { describe, expect, it } from 'vitest';
import { loadSchemaRegistry } from '../../engine/config';
import { directoryConfigSource } from '../../engine/config/node';
import { projectRoot } from '../../src/cli/projectRoot';
import { bundleSchema } from '../../src/server/studio/schemaBundle';

const { registry } = loadSchemaRegistry(directoryConfigSource(projectRoot));
type Schema = Record<string, unknown>;
const defs = (schema: Schema) => schema.$defs as Record<string, Schema>;

describe('studio: the schema a file opens with in the form', () => {
  it('leaves out an anyOf that only says which keys are required (a menu item has a path or children): the form showed an unnamed "Menu item option 1" select for it', () => {
    expect(registry.schemas.get('menu')!.$defs).toHaveProperty('item.anyOf');
    const item = defs(bundleSchema(registry.schemas, 'menu')).item!;
    expect(item).not.toHaveProperty('anyOf');
    expect(item.properties).toHaveProperty('children');
    const route = JSON.stringify(bundleSchema(registry.schemas, 'routes'));
    expect(route).not.toContain('{"required":["screen"]}');
  });

  it('keeps an anyOf of different shapes (one name or a list), which the form offers as a choice', () => {
    const common = defs(bundleSchema(registry.schemas, 'menu')).schema_common!;
    expect((defs(common).stringOrList!.anyOf as unknown[]).length).toBe(2);
  });
});
