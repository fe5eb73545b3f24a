import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/cli/projectRoot';

const eslint = new ESLint({ cwd: projectRoot });

async function ruleHits(code: string, filePath = 'src/portal/example.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portal/no-config-literals').map((m) => m.message);
}

describe('lint: no brand, regulator, country or menu-id literal compared in code', () => {
  it.each([
    ["const hidden = (regulator: string) => regulator === 'vfsc';", 'regulator'],
    ["const x = (brand: string) => 'um' !== brand;", 'brand'],
    ['const y = (countryId: number) => countryId === 3983;', 'country'],
    ["function f(r: string) { switch (r) { case 'fca': return 1; default: return 0; } }", 'regulator'],
    ["const z = (r: string) => ['vfsc', 'vfsc2'].includes(r);", 'regulator'],
    ["const m = (item: { id: string }) => item.id === 'contactUs';", 'menu-id'],
  ])('fails on %s', async (code, what) => {
    const hits = await ruleHits(code);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toContain(`${what} literal`);
  });

  it.each(['const ok = (n: number) => n === 3983;', "const view = (v: string) => v === 'ib';", "const tab = (t: string) => t === 'funds';"])(
    'allows unrelated literals: %s',
    async (code) => {
      expect(await ruleHits(code)).toEqual([]);
    },
  );

  it('applies to engine/ too, and not to tests', async () => {
    expect(await ruleHits("export const a = (regulator: string) => regulator === 'asic';", 'engine/example.ts')).toHaveLength(1);
    expect(await ruleHits("export const a = (regulator: string) => regulator === 'asic';", 'tests/engine/example.test.ts')).toHaveLength(0);
  });

  it('forbids React, MUI and DOM globals in engine/', async () => {
    const [result] = await eslint.lintText("import { useState } from 'react';\nexport const w = () => window.innerWidth + (useState ? 1 : 0);\n", {
      filePath: 'engine/example.ts',
    });
    const rules = (result?.messages ?? []).map((m) => m.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['no-restricted-imports', 'no-restricted-globals']));
  });
});
