import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, loadPortalConfig, loadSchemaRegistry, type ReadFiles } from '../../engine/config';
import { directoryConfigSource } from '../../engine/config/node';
import { allRegistries } from '../../src/registries';
import { overlaySource } from '../../src/server/studio/studioConfig';
import { loadConfigAt } from '../../src/cli/loadConfig';
import { copyOfConfigTree, lineOf } from '../helpers/config';

describe('portal config check', () => {
  it('passes on the project config: every brand x regulator composes', () => {
    const load = loadConfigAt();
    expect(load.problems.map(formatProblem)).toEqual([]);
    expect(load.ok).toBe(true);
  });

  it('reports an unknown key, a wrong type, a menu path that is no route and an unknown brand, all at once, each with file, line, column, pointer and code', () => {
    const tree = copyOfConfigTree();
    tree.edit('regulators/vfsc.yaml', (t) =>
      t.replace('  website: https://vfsc.broker.example\n', '  website: https://vfsc.broker.example\n  faxNumber: "+678 555 0199"\n'),
    );
    tree.edit('regulators/asic.yaml', (t) => t.replace('cancelWithdraw: false', 'cancelWithdraw: "no"'));
    tree.edit('config/menus/ib.yaml', (t) => t.replace('path: /rebateTransfer,', 'path: /rebateTransfr,'));
    tree.edit('config/portal.yaml', (t) => t.replace('defaultBrand: au', 'defaultBrand: zz'));

    const load = loadConfigAt(tree.root);
    expect(load.ok).toBe(false);
    const byCode = (code: string) => load.problems.filter((p) => p.code === code);

    expect(byCode('CONFIG_UNKNOWN_KEY')).toEqual([
      {
        file: 'regulators/vfsc.yaml',
        line: lineOf(tree.root, 'regulators/vfsc.yaml', 'faxNumber'),
        column: 3,
        pointer: '/contact/faxNumber',
        code: 'CONFIG_UNKNOWN_KEY',
        message: expect.stringContaining('unknown key "faxNumber"'),
      },
    ]);
    expect(byCode('CONFIG_WRONG_TYPE')).toEqual([
      expect.objectContaining({
        file: 'regulators/asic.yaml',
        line: lineOf(tree.root, 'regulators/asic.yaml', 'cancelWithdraw'),
        pointer: '/withdrawal/cancelWithdraw',
        message: 'must be boolean, not "no"',
      }),
    ]);
    expect(byCode('CONFIG_UNKNOWN_ROUTE')).toEqual([
      expect.objectContaining({
        file: 'config/menus/ib.yaml',
        line: lineOf(tree.root, 'config/menus/ib.yaml', '/rebateTransfr'),
        pointer: '/items/5/children/1/path',
        message: '"/rebateTransfr" is not a route of the ib view',
      }),
    ]);
    expect(byCode('CONFIG_UNKNOWN_BRAND')).toEqual([
      expect.objectContaining({
        file: 'config/portal.yaml',
        line: 2,
        column: 1,
        pointer: '/defaultBrand',
        message: expect.stringContaining('unknown brand "zz"'),
      }),
    ]);
    // Invalid regulator files are left out of the tree without making every reference to them a problem too.
    expect(load.problems).toHaveLength(4);
    expect(formatProblem(byCode('CONFIG_UNKNOWN_ROUTE')[0]!)).toMatch(
      /^config\/menus\/ib\.yaml:\d+:\d+ \/items\/5\/children\/1\/path: "\/rebateTransfr" is not a route of the ib view \[CONFIG_UNKNOWN_ROUTE\]$/,
    );
  });

  it('a menu icon the portal has no icon for is reported at its field, naming the known icons (it showed as a plain dot)', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/menus/ib.yaml', (t) => t.replace('icon: contact', 'icon: contactt'));
    const load = loadConfigAt(tree.root);
    expect(load.problems).toEqual([
      expect.objectContaining({
        file: 'config/menus/ib.yaml',
        line: lineOf(tree.root, 'config/menus/ib.yaml', 'icon: contactt'),
        pointer: expect.stringMatching(/^\/items\/\d+\/icon$/),
        code: 'CONFIG_UNKNOWN_ICON',
        message: expect.stringContaining('"contactt" is not a menu icon (known: '),
      }),
    ]);
    expect(load.problems[0]!.message).toMatch(/\bcontact, .*\bdeposit\b/);
  });

  it('a menu id used twice is reported at the second, naming the line and pointer of the first (not an index into a flattened list)', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/menus/ib.yaml', (t) => t.replace('- { id: campaignLinks,', '- { id: referralLinks,'));
    const load = loadConfigAt(tree.root);
    const duplicate = load.problems.filter((p) => p.code === 'CONFIG_DUPLICATE_ID');
    const first = lineOf(tree.root, 'config/menus/ib.yaml', 'id: referralLinks');
    expect(duplicate).toEqual([
      expect.objectContaining({
        file: 'config/menus/ib.yaml',
        message: expect.stringMatching(new RegExp(`^menu id "referralLinks" is also at line ${first} \\(/items/\\d+/id\\)$`)),
      }),
    ]);
    expect(duplicate[0]!.line).toBeGreaterThan(first);
  });

  it("a crypto channel's network that is not one of destinations.networks is reported at its field", () => {
    const tree = copyOfConfigTree();
    tree.edit('config/accounts/funds.yaml', (t) => t.replace('networks: [TRC20]', 'networks: [TRC2O]'));
    const load = loadConfigAt(tree.root);
    expect(load.problems).toEqual([
      expect.objectContaining({
        file: 'config/accounts/funds.yaml',
        line: lineOf(tree.root, 'config/accounts/funds.yaml', 'networks: [TRC2O]'),
        pointer: expect.stringMatching(/^\/deposit\/channels\/\d+\/networks\/0$/),
        code: 'CONFIG_INVALID_VALUE',
        message: '"TRC2O" is not a network of destinations.networks (known: TRC20, ERC20, BTC)',
      }),
    ]);
  });

  it("a view's viewAccess that sends users to no route of the other view is reported at its path, with file and line", () => {
    const tree = copyOfConfigTree();
    tree.edit('config/routes/cp.yaml', (t) => t.replace('otherwise: { view: ib, path: /home }', 'otherwise: { view: ib, path: /hom }'));
    const load = loadConfigAt(tree.root);
    expect(load.problems).toEqual([
      expect.objectContaining({
        file: 'config/routes/cp.yaml',
        line: lineOf(tree.root, 'config/routes/cp.yaml', '/hom }'),
        pointer: '/viewAccess/otherwise/path',
        code: 'CONFIG_UNKNOWN_ROUTE',
        message: '"/hom" is not a route of the ib view',
      }),
    ]);
  });

  it('reports YAML syntax errors with their position', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/constants.yaml', (t) => t.replace('toastDurationMs: 3000', 'toastDurationMs: [3000'));
    const problems = loadConfigAt(tree.root).problems;
    expect(problems[0]).toEqual(expect.objectContaining({ file: 'config/constants.yaml', code: 'CONFIG_PARSE' }));
  });

  it('a file that does not parse is the only problem: the references to the regulator it defines (brands, promotions, policies) are not reported too', () => {
    const tree = copyOfConfigTree();
    tree.edit('regulators/fca.yaml', (t) => t.replace(/^nameKey:/m, '   nameKey:'));
    const problems = loadConfigAt(tree.root).problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.filter((p) => p.file !== 'regulators/fca.yaml' || p.code !== 'CONFIG_PARSE')).toEqual([]);
  });

  it('reports an unknown fact, country group and country id inside a condition', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/policies.yaml', (t) => t.replace('{ not: { countryGroup: referralBlocked } }', '{ not: { countryGroup: referalBlocked } }'));
    tree.edit('regulators/cima.yaml', (t) => t.replace('{ when: { countryId: 3983 }', '{ when: { countryId: 99999 }'));
    tree.edit('config/menus/ib.yaml', (t) => t.replace('when: { all: [{ policy: notInApp }, { policy: openSettingsOpen }] }', 'when: { inapp: true }'));
    const problems = loadConfigAt(tree.root).problems;
    expect(problems.map((p) => [p.file, p.pointer, p.code])).toEqual(
      expect.arrayContaining([
        ['config/policies.yaml', '/policies/referralAllowed/when/not/countryGroup', 'CONFIG_UNKNOWN_COUNTRY_GROUP'],
        ['regulators/cima.yaml', '/contact/overrides/0/when/countryId', 'CONFIG_UNKNOWN_COUNTRY'],
        ['config/menus/ib.yaml', '/items/10/when/inapp', 'CONFIG_UNKNOWN_KEY'],
      ]),
    );
  });

  it('reports a translation key missing from en_US and an unknown route step', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/menus/ib.yaml', (t) => t.replace('labelKey: menu.leads,', 'labelKey: menu.leadz,'));
    tree.edit('config/routes/ib.yaml', (t) => t.replace('  - requireXtoken ', '  - requireXtokn '));
    const problems = loadConfigAt(tree.root).problems;
    expect(problems.map((p) => [p.code, p.message])).toEqual(
      expect.arrayContaining([
        ['CONFIG_UNKNOWN_I18N_KEY', 'translation key "menu.leadz" is not in config/locales/en_US.json'],
        ['CONFIG_UNKNOWN_STEP', expect.stringContaining('"requireXtokn" is not a registered route step')],
      ]),
    );
  });

  it('reports a brand whose image set names a missing image, and an id that differs from its file name', () => {
    const tree = copyOfConfigTree();
    tree.edit('brands/um.yaml', (t) => t.replace('empty-state.svg]', 'empty-state.svg, hero.svg]'));
    tree.edit('brands/star.yaml', (t) => t.replace('id: star', 'id: stars'));
    const problems = loadConfigAt(tree.root).problems;
    expect(problems.map((p) => [p.file, p.code])).toEqual(
      expect.arrayContaining([
        ['brands/um.yaml', 'CONFIG_MISSING_IMAGE'],
        ['brands/star.yaml', 'CONFIG_ID_MISMATCH'],
      ]),
    );
  });

  it('refuses a main account applied for again that no staff decision could end (reapplied not awaiting review)', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/accounts/funds.yaml', (t) =>
      t.replace('awaitingReview: [write, pending, reaudit, againOpen]', 'awaitingReview: [write, pending, reaudit]'),
    );
    const lines = loadConfigAt(tree.root).problems.map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(
        /^config\/accounts\/funds.yaml:\d+:\d+ \/accountAudit\/reapplied: "againOpen" must also be awaiting review.*\[CONFIG_INVALID_VALUE\]$/,
      ),
    ]);
  });

  it('refuses account-audit names in config/accounts/funds.yaml that the enumerations do not have', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/accounts/funds.yaml', (t) =>
      t
        .replace('awaitingReview: [write, pending, reaudit, againOpen]', 'awaitingReview: [write, pending, reopened, againOpen]')
        .replace('noPass: rejected,', 'noPass: refused,'),
    );
    const lines = loadConfigAt(tree.root).problems.map(formatProblem);
    const line = lineOf(tree.root, 'config/accounts/funds.yaml', 'awaitingReview');
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^config/accounts/funds.yaml:${line}:\\d+ /accountAudit/awaitingReview/2: unknown account audit status "reopened" .*\\[CONFIG_UNKNOWN_CODE\\]$`,
        ),
      ),
      expect.stringMatching(
        /^config\/accounts\/funds.yaml:\d+:\d+ \/accountAudit\/mainAccountWords\/noPass: unknown main-account audit value "refused" .*\[CONFIG_UNKNOWN_CODE\]$/,
      ),
    ]);
  });

  it('refuses an r / rw variant of config/http.yaml baseVariants that is no base path', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/http.yaml', (t) => t.replace('cp: { read: cpRead,', 'cp: { read: cpReed,'));
    const lines = loadConfigAt(tree.root).problems.map(formatProblem);
    const line = lineOf(tree.root, 'config/http.yaml', 'cpReed');
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^config/http.yaml:${line}:\\d+ /baseVariants/cp/read: "cpReed" is not a base path of basePaths .*\\[CONFIG_INVALID_VALUE\\]$`),
      ),
    ]);
  });

  it('refuses a form help value (ui:helpValues) that names no number of config', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/forms/rebateWithdraw.json', (t) => t.replace('"ibProgram.withdrawal.minAmount"', '"ibProgram.withdrawal.minimum"'));
    const lines = loadConfigAt(tree.root).problems.map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(
        /^config\/forms\/rebateWithdraw.json:\d+:\d+ \/uiSchema\/amount\/ui:helpValues\/minimum: "ibProgram.withdrawal.minimum" is not a number of config .*\[CONFIG_INVALID_VALUE\]$/,
      ),
    ]);
  });

  it("refuses a form's limit (limits) that names no number of config, or bounds a field that is not a number", () => {
    const tree = copyOfConfigTree();
    tree.edit('config/forms/rebateTransfer.json', (t) =>
      t
        .replace('"maximum": "ibProgram.transfer.maxAmount"', '"maximum": "ibProgram.transfer.max"')
        .replace('"limits": { "amount":', '"limits": { "target": { "minimum": "ibProgram.transfer.minAmount" }, "amount":'),
    );
    const lines = loadConfigAt(tree.root).problems.map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(
        /^config\/forms\/rebateTransfer.json:\d+:\d+ \/limits\/target: "target" is not a number field of form "rebateTransfer" .*\[CONFIG_INVALID_VALUE\]$/,
      ),
      expect.stringMatching(
        /^config\/forms\/rebateTransfer.json:\d+:\d+ \/limits\/amount\/maximum: "ibProgram.transfer.max" is not a number of config .*\[CONFIG_INVALID_VALUE\]$/,
      ),
    ]);
  });

  it('refuses account options (config/accounts/funds.yaml accountOptions) naming an unknown sales group, currency or account type', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/accounts/funds.yaml', (t) =>
      t
        .replace('{ key: vipStp, allowSalesGroup: [premier, institutional] }', '{ key: vipStpp, allowSalesGroup: [premier, wholesale] }')
        .replace('openCountry: { currency: USC,', 'openCountry: { currency: XYZ,'),
    );
    const lines = loadConfigAt(tree.root).problems.map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(
        /^config\/accounts\/funds.yaml:\d+:\d+ \/accountOptions\/openCountry\/currency: unknown currency "XYZ" .*\[CONFIG_UNKNOWN_CURRENCY\]$/,
      ),
      expect.stringMatching(
        /^config\/accounts\/funds.yaml:\d+:\d+ \/accountOptions\/accountTypes\/0\/key: unknown account-type key "vipStpp".*\[CONFIG_UNKNOWN_ACCOUNT_TYPE\]$/,
      ),
      expect.stringMatching(
        /^config\/accounts\/funds.yaml:\d+:\d+ \/accountOptions\/accountTypes\/0\/allowSalesGroup\/1: unknown sales group "wholesale" .*\[CONFIG_UNKNOWN_CODE\]$/,
      ),
    ]);
  });
});

describe('portal config check reusing the files an earlier load read (the studio checks drafts this way)', () => {
  it('finds the same problems and composes the same config as a fresh load, with one file changed in between', () => {
    const root = join(import.meta.dirname, '..', '..');
    const schemas = loadSchemaRegistry(directoryConfigSource(root)).registry;
    const readFiles: ReadFiles = new Map();
    const vfsc = readFileSync(join(root, 'regulators/vfsc.yaml'), 'utf8');
    const menu = readFileSync(join(root, 'config/menus/ib.yaml'), 'utf8');
    const drafts: Record<string, string>[] = [
      {},
      { 'config/menus/ib.yaml': menu.replace('path: /iblevel, icon: level', 'path: /iblevl, icon: level') },
      { 'regulators/vfsc.yaml': vfsc.replace('+678 555 0100', '+678 555 0199') },
    ];
    for (const files of drafts) {
      const reused = loadPortalConfig(overlaySource(root, files), allRegistries(), schemas, readFiles);
      const fresh = loadPortalConfig(overlaySource(root, files), allRegistries(), schemas);
      expect(reused.problems).toEqual(fresh.problems);
      if (fresh.ok) expect(reused.compose('au', 'vfsc')).toEqual(fresh.compose('au', 'vfsc'));
    }
    expect(readFiles.size).toBeGreaterThan(100);
  });
});
