import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocaleNode } from '../../engine/config';
import { portalCli } from '../helpers/cli';
import { copyOfConfigTree } from '../helpers/config';

const check = async (root: string) => {
  const r = await portalCli('i18n', 'check', '--root', root, '--json');
  return { code: r.code, report: JSON.parse(r.out) as { ok: boolean; problems: { file: string; line: number; code: string; message: string }[] } };
};

/** A "translation" of a pack: every text marked, placeholders kept; plural forms for the language's categories. */
function translated(node: LocaleNode, categories: readonly string[]): LocaleNode {
  const out: LocaleNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (typeof value !== 'string') out[key] = translated(value, categories);
    else if (key.endsWith('_other')) for (const c of categories) out[key.replace(/_other$/, `_${c}`)] = `» ${value}`;
    else if (!key.endsWith('_one')) out[key] = `» ${value}`;
  }
  return out;
}

/** A copy of the tree with all 22 packs "translated", so the check passes; tests then break one thing. */
function completeTree() {
  const tree = copyOfConfigTree();
  const english = JSON.parse(readFileSync(join(tree.root, 'config/locales/en_US.json'), 'utf8')) as LocaleNode;
  const codes = (readFileSync(join(tree.root, 'config/catalog/languages.yaml'), 'utf8').match(/code: (\w+)/g) ?? []).map((m) => m.slice(6));
  for (const code of codes.filter((c) => c !== 'en_US')) {
    const categories = new Intl.PluralRules(code.replace('_', '-')).resolvedOptions().pluralCategories;
    writeFileSync(join(tree.root, `config/locales/${code}.json`), JSON.stringify(translated(english, categories), null, 2));
  }
  return tree;
}

describe('portal i18n check (issue 11)', () => {
  it('passes when every language has every key, the same placeholders and its plural categories', async () => {
    const r = await check(completeTree().root);
    expect(r.report.problems).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('fails on a missing key, a changed placeholder, a missing plural category, English left as it is and an extra key, each at file:line', async () => {
    const tree = completeTree();
    tree.edit('config/locales/de.json', (t) => t.replace(/\n\s*"signOut": "[^"]*",?/, '\n'));
    tree.edit('config/locales/fr_FR.json', (t) => t.replace('{{code}}', '{{kode}}'));
    tree.edit('config/locales/ru.json', (t) => t.replace(/\n\s*"offer_few": "[^"]*",/, '\n'));
    tree.edit('config/locales/es.json', (t) => t.replace('"» Dashboard"', '"Dashboard"'));
    tree.edit('config/locales/it.json', (t) => t.replace('{\n', '{\n  "stray": "» x",\n'));
    const r = await check(tree.root);
    expect(r.code).toBe(1);
    const found = (file: string, code: string) => r.report.problems.filter((p) => p.file === `config/locales/${file}` && p.code === code);
    expect(found('en_US.json', 'CONFIG_I18N_MISSING_KEY').map((p) => p.message)).toEqual([expect.stringMatching(/^layout\.signOut: missing in de/)]);
    expect(found('fr_FR.json', 'CONFIG_I18N_PLACEHOLDER')[0]!.message).toMatch(
      /^otp\.body_\w+: placeholders \["count","kode"\] differ from en_US's \["code","count"\]/,
    );
    expect(found('ru.json', 'CONFIG_I18N_PLURAL')[0]!.message).toMatch(/plural category "few" of ru is missing \(security\.sessions\.offer_few\)/);
    expect(found('es.json', 'CONFIG_I18N_UNTRANSLATED')[0]!.message).toMatch(/same text as en_US \("Dashboard"\)/);
    expect(found('it.json', 'CONFIG_I18N_EXTRA_KEY')[0]).toMatchObject({ line: 2, message: expect.stringMatching(/^stray: not a key of en_US/) });
  });

  it('fails on a key the code uses that en_US lacks', async () => {
    const tree = completeTree();
    tree.edit('config/locales/en_US.json', (t) => t.replace(/\n\s*"skipToContent": "[^"]*",?/, '\n'));
    const r = await portalCli('i18n', 'check', '--root', tree.root);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/layout\.skipToContent/);
  });
});
