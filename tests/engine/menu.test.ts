import { describe, expect, it } from 'vitest';
import { buildFacts } from '../../engine/predicates';
import { menuPaths, resolveMenu, type MenuEntry } from '../../engine/menu';
import type { PredicateContext } from '../../engine/predicates';
import { composed } from '../helpers/config';

const referralBlockedCountry = 5185; // Japan, in the referralBlocked group
const regulators = ['cima', 'asic', 'vfsc', 'vfsc2', 'fca'] as const;

function menuFor(regulator: string, facts: PredicateContext = {}) {
  const config = composed('au', regulator);
  const ctx = buildFacts(
    { countryGroups: config.countryGroups },
    { extra: { brand: 'au', regulator, view: 'ib', loggedIn: true, isSubUser: false, inApp: false, ...facts } },
  );
  return resolveMenu(config.menus.ib!, ctx, config.policies);
}
const ids = (items: MenuEntry[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children)]);
const top = (items: MenuEntry[]) => items.map((i) => i.id);

describe('IB side menu (spec section 2)', () => {
  it('shows the items in the spec order: dashboard, IB report, IB level, IB accounts, funds, IB profile, referral links, campaign links, open settings, contact us (the sub-IB network of issue 17 after IB level)', () => {
    expect(top(menuFor('asic').items)).toEqual([
      'dashboard',
      'ibReport',
      'ibLevel',
      'ibNetwork',
      'ibAccounts',
      'paymentHistory',
      'rebateTransfer',
      'rebateWithdraw',
      'ibProfile',
      'referralLinks',
      'campaignLinks',
      'openSettings',
      'contactUs',
    ]);
  });

  it('IB report expands to rebate report and funds report', () => {
    const report = menuFor('asic').items.find((i) => i.id === 'ibReport');
    expect(report?.children.map((c) => [c.id, c.path])).toEqual([
      ['rebateReport', '/rebatereport'],
      ['fundsReport', '/ibreport'],
    ]);
  });

  it('IB accounts expands to accounts, unfunded, opened, pending, leads, archived clients', () => {
    const accounts = menuFor('asic').items.find((i) => i.id === 'ibAccounts');
    expect(accounts?.children.map((c) => c.path)).toEqual([
      '/ibaccounts',
      '/unfundedaccounts',
      '/openaccounts',
      '/pendingaccounts',
      '/leads',
      '/archivedClients',
    ]);
  });

  it('a hidden parent (funds) is not shown; its children take its place', () => {
    const menu = menuFor('asic');
    expect(ids(menu.items)).not.toContain('funds');
    expect(top(menu.items)).toEqual(expect.arrayContaining(['paymentHistory', 'rebateTransfer', 'rebateWithdraw']));
  });

  it.each(regulators)('transfer-ib-affiliate and IB referral links show only for the vfsc-type regulators (%s)', (regulator) => {
    const paths = menuPaths(menuFor(regulator).items);
    const vfscType = regulator === 'vfsc' || regulator === 'vfsc2';
    expect(paths.includes('/transfer-ib-affiliate')).toBe(vfscType);
    expect(paths.includes('/ibReferralLinks')).toBe(vfscType);
  });

  it.each(regulators)('every regulator (%s) shows the IB agreement, referral links, open settings and contact us to an IB', (regulator) => {
    expect(menuPaths(menuFor(regulator).items)).toEqual(expect.arrayContaining(['/ibagreement', '/referralLinks', '/openSettings', '/contactUs', '/home']));
  });

  it('sub-users do not see the IB agreement entry', () => {
    const paths = menuPaths(menuFor('vfsc', { isSubUser: true, permissionIds: [3] }).items);
    expect(paths).not.toContain('/ibagreement');
    expect(paths).toContain('/sharedAccounts');
  });

  it('a sub-user without permission 3 does not see rebate transfer and rebate withdrawal; with 3 it does', () => {
    expect(menuPaths(menuFor('vfsc', { isSubUser: true, permissionIds: [1] }).items)).not.toEqual(expect.arrayContaining(['/rebateTransfer']));
    expect(menuPaths(menuFor('vfsc', { isSubUser: true, permissionIds: [1] }).items)).not.toContain('/rebateWithdraw');
    expect(menuPaths(menuFor('vfsc', { isSubUser: true, permissionIds: [3] }).items)).toEqual(expect.arrayContaining(['/rebateTransfer', '/rebateWithdraw']));
  });

  it('inside the app, contact us is hidden and open settings is blocked', () => {
    const paths = menuPaths(menuFor('vfsc', { inApp: true }).items);
    expect(paths).not.toContain('/contactUs');
    expect(paths).not.toContain('/openSettings');
  });

  it('referral-blocked countries lose the referral links entry', () => {
    expect(menuPaths(menuFor('vfsc', { countryId: referralBlockedCountry }).items)).not.toContain('/referralLinks');
    expect(menuPaths(menuFor('vfsc', { countryId: 3512 }).items)).toContain('/referralLinks');
  });

  it('explains every hidden item', () => {
    const { hidden } = menuFor('asic', { isSubUser: true, inApp: true });
    expect(hidden.find((h) => h.id === 'contactUs')?.reason).toBe('policy notInApp fails: inApp is true');
    expect(hidden.find((h) => h.id === 'transferIbAffiliate')?.reason).toBe('policy vfscType fails: regulator is asic, not one of [vfsc, vfsc2]');
  });

  it('every menu path is a route of the IB view', () => {
    const config = composed('au', 'vfsc');
    const routes = new Set(config.routes.ib!.routes.map((r) => r.path));
    for (const path of menuPaths(menuFor('vfsc').items)) expect(routes.has(path), path).toBe(true);
  });
});
