import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { directoryConfigSource } from '../../../engine/config/node';
import { schemaBaseUri } from '../../../engine/config/schemaRegistry';
import { parseOptions } from '../args';
import { projectRoot } from '../projectRoot';
import { answer, type CommandResult } from '../result';

export const generatedTypesPath = 'engine/config/schemaTypes.ts';

/** Generates the TypeScript types of every config kind from schemas/; --check fails when the file is stale. */
export async function schemaTypes(args: string[], root = projectRoot): Promise<CommandResult> {
  const opts = parseOptions(args, { check: { type: 'boolean' }, json: { type: 'boolean' } }, 'schema types');
  const check = opts.check === true;
  const source = directoryConfigSource(root);
  const names = source
    .listFiles()
    .map((p) => /^schemas\/([a-z0-9-]+)\.schema\.json$/.exec(p)?.[1])
    .filter((n): n is string => Boolean(n) && n !== 'common');
  const refOptions = {
    resolve: {
      http: false,
      portal: {
        order: 1,
        canRead: (file: { url: string }) => file.url.startsWith(schemaBaseUri),
        read: (file: { url: string }) =>
          withoutTitles(JSON.parse(readFileSync(join(root, 'schemas', file.url.slice(schemaBaseUri.length).replace(/#.*$/, '')), 'utf8'))),
      },
    },
  } as never;
  const compileOptions = {
    bannerComment: '',
    additionalProperties: false,
    strictIndexSignatures: false,
    unknownAny: true,
    ignoreMinAndMaxItems: true,
    format: true,
    declareExternallyReferenced: true,
    cwd: join(root, 'schemas'),
    $refOptions: refOptions,
  };
  const parts: string[] = [
    '/* eslint-disable */',
    '// Generated from schemas/*.schema.json by `portal schema types`. Do not edit: change the schema and regenerate.',
    "import type { Predicate } from '../predicates/types';",
    '',
    '/** A locale file: nested groups of strings. */',
    'export interface LocaleNode {',
    '  [key: string]: string | LocaleNode;',
    '}',
    '',
  ];
  for (const name of names) {
    const schema = JSON.parse(source.readText(`schemas/${name}.schema.json`)) as Record<string, unknown>;
    const typeName = pascal(name) + 'File';
    const ts = await compile({ ...(withoutTitles(schema) as object), title: typeName }, typeName, compileOptions);
    parts.push(`// ${name}.schema.json`, ts.trim(), '');
    // <kind>Options definitions are applied through if/then, which types cannot follow: emit them too.
    const defs = (schema.$defs ?? {}) as Record<string, Record<string, unknown>>;
    for (const [defName, def] of Object.entries(defs).filter(([n]) => n.endsWith('Options'))) {
      const defType = pascal(defName);
      const defTs = await compile({ ...(withoutTitles({ ...def, $defs: defs }) as object), $id: schema.$id, title: defType } as never, defType, compileOptions);
      parts.push(defTs.trim(), '');
    }
  }
  const text = dedupeDeclarations(parts.join('\n')) + '\n';
  const target = join(root, generatedTypesPath);
  if (check) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== text) {
      const stale = `${generatedTypesPath} is stale: run \`npx portal schema types\` and commit the result.\n`;
      return opts.json ? answer(true, { file: generatedTypesPath, schemas: names.length, upToDate: false }, '', 1) : { exitCode: 1, stderr: stale };
    }
    return answer(
      opts.json,
      { file: generatedTypesPath, schemas: names.length, upToDate: true },
      `${generatedTypesPath} is up to date (${names.length} schemas).`,
    );
  }
  writeFileSync(target, text);
  return answer(opts.json, { file: generatedTypesPath, schemas: names.length, written: true }, `wrote ${generatedTypesPath} (${names.length} schemas).`);
}

/** Titles are for the studio's forms; as type names they would collide across schemas. */
function withoutTitles(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTitles);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'title')
        .map(([k, v]) => [k, k === 'properties' || k === '$defs' ? mapValues(v) : withoutTitles(v)]),
    );
  }
  return value;
}

function mapValues(value: unknown): unknown {
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, withoutTitles(v)]));
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
}

/** Shared definitions (common.schema.json) are emitted once per schema that uses them: keep the first. */
function dedupeDeclarations(text: string): string {
  const seen = new Set<string>();
  const blocks = text.split(/\n(?=export (?:type|interface) )/);
  return blocks
    .filter((block) => {
      const name = /^export (?:type|interface) ([A-Za-z0-9_]+)/.exec(block)?.[1];
      if (!name) return true;
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    })
    .join('\n');
}
