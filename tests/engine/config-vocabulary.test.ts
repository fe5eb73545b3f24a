import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../engine/config';
import { resolveMenu } from '../../engine/menu';
import { loadConfigAt } from '../../src/cli/loadConfig';
import { composed, copyOfConfigTree, lineOf } from '../helpers/config';

describe('config names enumeration values; the loader maps the names to codes once', () => {
  it('policies, KYC levels and flows written with names reach the engine as the codes the server sends', () => {
    const config = composed();
    expect(config.policies.ibUser?.when).toEqual({ userType: [5, 16] });
    expect(config.policies.rebateMove?.when).toEqual({ not: { all: [{ isSubUser: true }, { not: { permission: 3 } }] } });
    expect(config.kycLevels.levels[0]).toMatchObject({ modules: [1, 2, 3], grants: [{ permission: 4 }, { permission: 5 }] });
    const preparing = config.kycFlows.guide!.states.preparing!.always as { actions?: { params?: unknown }[] }[];
    expect(preparing[0]!.actions!.map((a) => a.params)).toEqual([{ statuses: [4, 2, 3] }, { eitherIs: -1, bothAre: 3 }, { module: 7 }]);
    expect(config.kycFlows.moduleStatus!.states.unsubmitted!.meta).toEqual({ status: 3 });
    expect(config.kycFlows.faceVerification!.states.pending!.meta).toEqual({ status: 'PENDING' });
  });

  it('an unknown name is one problem at its file:line:column pointer, naming the valid names', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/policies.yaml', (t) => t.replace('userType: [individualIb, companyIb]', 'userType: [individualIb, corporateIb]'));
    tree.edit('config/kyc/flows/guide.json', (t) =>
      t.replace('"statuses": ["verified"]', '"statuses": ["approved"]').replace('"bothAre": "rejected"', '"bothAre": 3'),
    );
    tree.edit('config/kyc/levels.yaml', (t) => t.replace('modules: [poi, poa]', 'modules: [poi, poaa]'));
    const problems = loadConfigAt(tree.root).problems;
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^config\/kyc\/flows\/guide\.json:\d+:\d+ \/states\/preparing\/always\/0\/actions\/1\/params\/bothAre: 3 is not a verificationStatus name \(names: submitted, pending, completed, rejected, reaudit, init\) \[CONFIG_UNKNOWN_CODE\]$/,
      ),
      expect.stringMatching(
        /^config\/kyc\/flows\/guide\.json:\d+:\d+ \/states\/preparing\/always\/1\/actions\/0\/params\/statuses\/0: "approved" is not a kycModuleStatus name \(names: verified, underReview, rejected, unsubmitted, pending\) \[CONFIG_UNKNOWN_CODE\]$/,
      ),
      `config/kyc/levels.yaml:${lineOf(tree.root, 'config/kyc/levels.yaml', 'poaa')}:20 /levels/1/modules/1: "poaa" is not a kycModule name (names: emailOtp, phoneOtp, personalInfo, poi, poa, questionnaire, advancedPoi, advancedPoa, proofOfFunds, result) [CONFIG_UNKNOWN_CODE]`,
      `config/policies.yaml:${lineOf(tree.root, 'config/policies.yaml', 'corporateIb')}:38 /policies/ibUser/when/userType/1: "corporateIb" is not a userType name (names: client, individualIb, companyIb) [CONFIG_UNKNOWN_CODE]`,
    ]);
  });

  it('a number where config takes a name is refused by the schema', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/kyc/levels.yaml', (t) => t.replace('{ permission: openMainAccount }', '{ permission: 4 }'));
    expect(loadConfigAt(tree.root).problems.map((p) => [p.file, p.pointer, p.code, p.message])).toEqual([
      ['config/kyc/levels.yaml', '/levels/0/grants/0/permission', 'CONFIG_WRONG_TYPE', 'must be string, not 4'],
    ]);
  });
});

describe('menu items inherit their route access', () => {
  it("a sub-user without rebateMove does not see the rebate menu items: the routes' access hides them", () => {
    const config = composed('au', 'vfsc');
    const menu = resolveMenu(
      config.menus.ib!,
      { view: 'ib', regulator: 'vfsc', userType: 5, isSubUser: true, permissionIds: [1, 2], loggedIn: true },
      config.policies,
    );
    expect(menu.hidden.filter((h) => h.path === '/rebateTransfer' || h.path === '/rebateWithdraw').map((h) => h.id)).toEqual([
      'rebateTransfer',
      'rebateWithdraw',
    ]);
    const full = resolveMenu(
      config.menus.ib!,
      { view: 'ib', regulator: 'vfsc', userType: 5, isSubUser: true, permissionIds: [1, 2, 3], loggedIn: true },
      config.policies,
    );
    expect(full.hidden.map((h) => h.id)).not.toContain('rebateTransfer');
  });

  it("a menu item's when that repeats its route's access is a config problem", () => {
    const tree = copyOfConfigTree();
    tree.edit('config/menus/ib.yaml', (t) => t.replace('path: /ibagreement }', 'path: /ibagreement, when: { policy: notSubUser } }'));
    expect(loadConfigAt(tree.root).problems.map(formatProblem)).toEqual([
      `config/menus/ib.yaml:${lineOf(tree.root, 'config/menus/ib.yaml', '/ibagreement')}:76 /items/6/children/3/when: repeats the access of route /ibagreement: a menu item inherits its route's access, remove this "when" [CONFIG_INVALID_VALUE]`,
    ]);
  });
});

describe('schema problems', () => {
  it('a chart-type typo is one problem naming the bad value and the valid ones, not a cascade of unknown keys', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/screens/ib/dashboard.yaml', (t) => t.replace('chartType: stackedBar', 'chartType: stackedBars'));
    const problems = loadConfigAt(tree.root).problems;
    expect(problems.map(formatProblem)).toEqual([
      `config/screens/ib/dashboard.yaml:${lineOf(tree.root, 'config/screens/ib/dashboard.yaml', 'stackedBars')}:5 /widgets/2/chartType: "stackedBars" is not one of "line", "bar", "stackedBar" [CONFIG_NOT_ALLOWED]`,
    ]);
  });

  it('a key no kind knows is still reported beside the folded typo', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/screens/ib/dashboard.yaml', (t) => t.replace('    chartType: stackedBar\n', '    chartType: stackedBars\n    colour: red\n'));
    expect(loadConfigAt(tree.root).problems.map((p) => [p.pointer, p.code])).toEqual([
      ['/widgets/2/chartType', 'CONFIG_NOT_ALLOWED'],
      ['/widgets/2/colour', 'CONFIG_UNKNOWN_KEY'],
    ]);
  });
});
