import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/cli/projectRoot';
import { portalCli } from '../helpers/cli';
import { copyOfConfigTree } from '../helpers/config';

const bin = join(projectRoot, 'src/cli/portal.mjs');
const portal = portalCli;

describe('portal CLI', () => {
  it('config check passes and says how many compositions it checked', async () => {
    const r = await portal('config', 'check');
    expect(r.code).toBe(0);
    expect(r.out).toContain('6 brands x 5 regulators = 30 compositions');
  });

  it('config check --json on a broken copy: exit 1 and every problem with file, line, column, pointer, code, message', async () => {
    const tree = copyOfConfigTree();
    tree.edit('regulators/fca.yaml', (t) => t.replace('menu: [dashboard,', 'menu: [dashbord,'));
    tree.edit('config/constants.yaml', (t) => t.replace('toastDurationMs: 3000', 'toastDurationMs: "3s"'));
    const r = await portal('config', 'check', '--root', tree.root, '--json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as { ok: boolean; problems: Record<string, unknown>[] };
    expect(report.ok).toBe(false);
    expect(report.problems).toHaveLength(1 + 1);
    for (const p of report.problems) expect(Object.keys(p).sort()).toEqual(['code', 'column', 'file', 'line', 'message', 'pointer']);
    const text = await portal('config', 'check', '--root', tree.root);
    expect(text.code).toBe(1);
    expect(text.out).toMatch(/^config\/constants\.yaml:\d+:\d+ \/toastDurationMs: must be integer, not "3s" \[CONFIG_WRONG_TYPE\]$/m);
    expect(text.out).toContain('2 problems');
  });

  it('menu --json gives the resolved tree of ids, paths, label keys and children', async () => {
    const r = await portal('menu', '--brand', 'au', '--regulator', 'vfsc2', '--json');
    expect(r.code).toBe(0);
    const items = JSON.parse(r.out) as { id: string; path?: string; labelKey: string; children: unknown[] }[];
    expect(items[0]).toEqual({ id: 'dashboard', path: '/home', labelKey: 'menu.dashboard', icon: 'dashboard', activeIcon: 'dashboardActive', children: [] });
    expect(JSON.stringify(items)).toContain('/transfer-ib-affiliate');
  });

  it('menu --explain lists hidden items with the reason; flags change the context', async () => {
    const r = await portal('menu', '--regulator', 'cima', '--sub-user', '--permissions', '1,2', '--in-app', '--country', '5185', '--explain');
    expect(r.code).toBe(0);
    expect(r.out).toContain('ibAgreement (/ibagreement): policy notSubUser fails: isSubUser is true');
    expect(r.out).toContain('referralLinks (/referralLinks): policy referralAllowed fails: countryGroup includes referralBlocked');
    expect(r.out).not.toMatch(/^\s*Contact us/m);
  });

  it.each([
    [['menu', '--brand', 'acme'], /unknown brand "acme" \(valid brands: au, mo, pug, star, um, vjp\)/],
    [['menu', '--regulator', 'sec'], /unknown regulator "sec" \(valid regulators: asic, cima, fca, vfsc, vfsc2\)/],
    [['menu', '--colour'], /Unknown option '--colour' \(valid options: --brand, --regulator/],
    [['frobnicate'], /unknown command "frobnicate" \(valid commands: /],
  ])('usage errors are one line naming the valid values, exit 2: %s', async (args, message) => {
    const r = await portal(...args);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
  });

  it('config show prints the composed config', async () => {
    const out = execFileSync(process.execPath, [bin, 'config', 'show', '--brand', 'um', '--regulator', 'fca', '--json'], { encoding: 'utf8' });
    const config = JSON.parse(out) as { brand: { id: string }; regulator: { id: string } };
    expect([config.brand.id, config.regulator.id]).toEqual(['um', 'fca']);
  });
});
