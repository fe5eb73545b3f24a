import { describe, expect, it } from 'vitest';
import { loadConfigAt } from '../../src/cli/loadConfig';
import { copyOfConfigTree, lineOf } from '../helpers/config';

describe('portal config check on KYC config', () => {
  it('refuses flow guards, actions and targets no code or state has, a module without a screen, and a guide page that is no route; each with file and line', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/kyc/flows/guide.json', (t) =>
      t.replace('"guard": "noStepLeft"', '"guard": "noStepsLeft"').replace('"actions": "advance"', '"actions": "advanceStep"'),
    );
    tree.edit('config/kyc/flows/otp.json', (t) => t.replace('"VERIFIED": {"target": "verified"', '"VERIFIED": {"target": "done"'));
    tree.edit('config/kyc/modules.yaml', (t) => t.replace('screen: kycPoi', 'screen: kycPassport'));
    tree.edit('brands/vjp.yaml', (t) => t.replace('pageRoute: /kyc-guide', 'pageRoute: /kyc-guidance'));

    const load = loadConfigAt(tree.root);
    expect(load.ok).toBe(false);
    const problem = (text: string) => load.problems.find((p) => p.message.includes(text));
    expect(problem('"noStepsLeft" is not a registered guard')).toMatchObject({
      file: 'config/kyc/flows/guide.json',
      line: lineOf(tree.root, 'config/kyc/flows/guide.json', 'noStepsLeft'),
      code: 'CONFIG_UNKNOWN_IMPLEMENTATION',
      pointer: '/states/route/always/1/guard',
    });
    expect(problem('"advanceStep" is not a registered action')).toMatchObject({ file: 'config/kyc/flows/guide.json', code: 'CONFIG_UNKNOWN_IMPLEMENTATION' });
    expect(problem('"done" is not a state beside "verifying"')).toMatchObject({
      file: 'config/kyc/flows/otp.json',
      line: lineOf(tree.root, 'config/kyc/flows/otp.json', '"target": "done"'),
      code: 'CONFIG_INVALID_VALUE',
    });
    expect(problem('no screen "kycPassport"')).toMatchObject({
      file: 'config/kyc/modules.yaml',
      line: lineOf(tree.root, 'config/kyc/modules.yaml', 'kycPassport'),
      code: 'CONFIG_UNKNOWN_SCREEN',
    });
    expect(problem('"/kyc-guidance" is not a cp route')).toMatchObject({ file: 'brands/vjp.yaml', code: 'CONFIG_UNKNOWN_ROUTE' });
  });

  it('the KYC guide opens as a drawer for au and as a page at a cp route for vjp (brand config)', () => {
    const load = loadConfigAt();
    expect(load.compose('au', 'asic').brand.cp.kycGuide).toEqual({ mode: 'drawer', pageRoute: '/kyc-guide' });
    const vjp = load.compose('vjp', 'vfsc');
    expect(vjp.brand.cp.kycGuide?.mode).toBe('page');
    expect(vjp.routes.cp?.routes.map((r) => r.path)).toContain(vjp.brand.cp.kycGuide?.pageRoute);
  });
});
