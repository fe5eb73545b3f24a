import { describe, expect, it } from 'vitest';
import { portalCli } from '../helpers/cli';
import { copyOfConfigTree } from '../helpers/config';

interface Problem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  code: string;
  message: string;
}

/** config check of a planted copy, as text and as --json: it must finish with problems, never crash. */
async function check(root: string): Promise<{ text: string; problems: Problem[] }> {
  const text = await portalCli('config', 'check', '--root', root);
  const json = await portalCli('config', 'check', '--root', root, '--json');
  expect(text.code, text.err).toBe(1);
  expect(json.code, json.err).toBe(1);
  const report = JSON.parse(json.out) as { ok: boolean; problems: Problem[] };
  expect(report.ok).toBe(false);
  return { text: text.out, problems: report.problems };
}

describe('config check never aborts: every breakage is a problem with file:line:column', () => {
  it('attack: a policy that refers to itself -> CONFIG_POLICY_CYCLE at the reference', async () => {
    const tree = copyOfConfigTree();
    tree.edit('config/policies.yaml', (t) =>
      t.replace('    when: { not: { inApp: true } }', '    when: { all: [ { not: { inApp: true } }, { policy: notInApp } ] }'),
    );
    const { text, problems } = await check(tree.root);
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'config/policies.yaml', code: 'CONFIG_POLICY_CYCLE', pointer: '/policies/notInApp/when/all/1/policy' }),
    );
    expect(text).toMatch(
      /^config\/policies\.yaml:\d+:\d+ \/policies\/notInApp\/when\/all\/1\/policy: policy "notInApp" depends on itself: notInApp -> notInApp \[CONFIG_POLICY_CYCLE\]$/m,
    );
  });

  it('attack: two policies that refer to each other -> both reported', async () => {
    const tree = copyOfConfigTree();
    tree.edit('config/policies.yaml', (t) =>
      t
        .replace('    when: { not: { inApp: true } }', '    when: { policy: notificationsOffered }')
        .replace('    when: { not: { countryGroup: restricted } }', '    when: { any: [ { policy: notInApp } ] }'),
    );
    const cycles = (await check(tree.root)).problems.filter((p) => p.code === 'CONFIG_POLICY_CYCLE');
    expect(cycles.map((p) => p.pointer).sort()).toEqual(['/policies/notInApp/when/policy', '/policies/notificationsOffered/when/any/0/policy']);
  });

  it('attack: a YAML alias bomb -> CONFIG_PARSE at the first alias, no hang', async () => {
    const tree = copyOfConfigTree();
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`),
    ].join('\n');
    tree.edit('config/constants.yaml', (t) => `${t}\n${bomb}\n`);
    const { problems } = await check(tree.root);
    const found = problems.find((p) => p.file === 'config/constants.yaml' && p.code === 'CONFIG_PARSE');
    expect(found?.message).toMatch(/alias/i);
    expect(found?.line).toBeGreaterThan(1);
  });

  it('attack: YAML syntax errors and duplicate keys (in YAML and in JSON) -> CONFIG_PARSE with line and column', async () => {
    const tree = copyOfConfigTree();
    tree.edit('config/constants.yaml', (t) => `${t}\nbroken: [unclosed\n`);
    tree.edit('config/http.yaml', (t) => `${t}\nheaders: {}\n`);
    // JSON files are read by JSON.parse, which keeps the last of two equal keys silently: still a problem here.
    tree.edit('config/locales/de.json', (t) => t.replace('{\n', '{\n  "layout": {},\n'));
    const { problems } = await check(tree.root);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'config/constants.yaml', code: 'CONFIG_PARSE' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'config/http.yaml', code: 'CONFIG_PARSE', message: expect.stringMatching(/unique/) }));
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'config/locales/de.json', code: 'CONFIG_PARSE', message: expect.stringMatching(/unique/), line: expect.any(Number) }),
    );
  });

  it('attack: a truncated schema file -> its parse problem, and the files it governs reported as unchecked', async () => {
    const tree = copyOfConfigTree();
    tree.edit('schemas/security.schema.json', (t) => t.slice(0, 300));
    const { problems } = await check(tree.root);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'schemas/security.schema.json', code: 'CONFIG_PARSE' }));
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'config/security.yaml', message: expect.stringContaining('schemas/security.schema.json') }),
    );
  });

  it('attack: a schema with "type": "objekt" -> a problem at that line, not a crash', async () => {
    const tree = copyOfConfigTree();
    tree.edit('schemas/security.schema.json', (t) => t.replace('"type": "object"', '"type": "objekt"'));
    const { problems } = await check(tree.root);
    const found = problems.find((p) => p.file === 'schemas/security.schema.json' && p.pointer === '/type');
    expect(found?.message).toContain('objekt');
    expect(found?.line).toBe(6);
  });
});
