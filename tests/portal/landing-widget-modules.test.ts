import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingWidgetModules } from '../../src/portal/build/landingWidgetModules';
import { projectRoot } from '../../src/cli/projectRoot';

const registry = join(projectRoot, 'src/portal/widgets/registry.tsx');

/** A config root with only what landingWidgetModules reads: both views' routes and their screens. */
function configRoot(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'landing-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the landing screens share their widget code, two chunks not one per widget (issue 18)', () => {
  it("the widgets of the screen each portal opens on (its routes' \"/\"): the client home's and the IB dashboard's, no other screen's", () => {
    const modules = landingWidgetModules(projectRoot, registry).map((path) => path.slice(projectRoot.length));
    expect(modules).toContain('/src/portal/promotions/PromotionsTeaser');
    expect(modules).toContain('/src/portal/widgets/ticker/ActivityTicker');
    expect(modules).toContain('/src/portal/widgets/chart/ChartWidget');
    expect(modules).not.toContain('/src/portal/funds/DepositWidget');
    expect(modules).not.toContain('/src/portal/widgets/form/FormWidget');
  });

  it('a widget kind the registry does not have is an error naming the screen file and the kind', () => {
    const root = configRoot({
      'config/routes/cp.yaml': 'routes:\n  - { path: /, screen: home }\n',
      'config/routes/ib.yaml': 'routes:\n  - { path: /, screen: dashboard }\n',
      'config/screens/cp/home.yaml': 'widgets:\n  - { id: a, kind: chart }\n',
      'config/screens/ib/dashboard.yaml': 'widgets:\n  - { id: b, kind: "custom:Nowhere" }\n',
    });
    expect(() => landingWidgetModules(root, registry)).toThrow(/screens[\\/]ib[\\/]dashboard\.yaml: widget kind "custom:Nowhere" is not in .*registry\.tsx/);
  });

  it('routes without "/" are an error naming the routes file', () => {
    const root = configRoot({ 'config/routes/cp.yaml': 'routes:\n  - { path: /home, screen: home }\n' });
    expect(() => landingWidgetModules(root, registry)).toThrow(/routes[\\/]cp\.yaml: no route "\/" with a screen/);
  });
});
