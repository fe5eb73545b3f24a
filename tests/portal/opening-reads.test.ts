import { describe, expect, it } from 'vitest';
import type { RoutesFile, ScreenDefinition } from '../../engine/config';
import { callUrl } from '../../engine/http';
import { openingReads } from '../../src/portal/app/openingReads';
import { composed } from '../helpers/config';

// What a signed-in page asks as it opens, whose answers the server carries in the page (issue 18: start-up).
const config = composed('au', 'vfsc');
const routes = config.routes.ib as RoutesFile;
const ib = { isIb: true };
const urls = (screen: ScreenDefinition | undefined, user = ib) => openingReads(routes, screen, user).map((call) => callUrl(config.http.basePaths, call));

describe('opening reads of a signed-in page (issue 18)', () => {
  it("the IB dashboard opens with the privacy switches (guard step afterLogin) and the shell's authenticator hint, then its widgets' first reads in order: the ticker, the figures and charts at their sources with their queries, the secondary-fission flags and the IB's sub-accounts they lead to", () => {
    expect(urls(config.screens.ib!.dashboard)).toEqual([
      '/web-api/api/ibaccount/getClientSwitch',
      '/web-api/cp/api/multiFactorAuth/hintInfo',
      '/web-api/api/home/activity/ticker',
      '/web-api/api/ibaccount/dashboard/summary',
      '/web-api/api/ibaccount/dashboard/rebates?days=30',
      '/web-api/api/ibaccount/dashboard/funds?days=30',
      '/web-api/cp/api/ib-portal/secondary-fission/getHandleDocumentInfo',
      '/web-api/api/ib-portal/secondary-fission/getSubAccounts',
    ]);
  });

  it('a widget shown only under a condition or with a required function reads only once the facts allow it: it is not among them', () => {
    const chart = { id: 'c', kind: 'chart', source: { base: 'web', path: 'ibaccount/dashboard/funds' }, query: { days: 7 } };
    const screen = {
      id: 's',
      view: 'ib',
      titleKey: 'screen.dashboard.title',
      widgets: [chart, { ...chart, id: 'when', when: { fact: 'regulator', eq: 'fca' } }, { ...chart, id: 'fn', requiresFunction: 'deposit' }],
    } as unknown as ScreenDefinition;
    expect(urls(screen)).toEqual([
      '/web-api/api/ibaccount/getClientSwitch',
      '/web-api/cp/api/multiFactorAuth/hintInfo',
      '/web-api/api/ibaccount/dashboard/funds?days=7',
    ]);
  });

  it("a view whose pipeline has no afterLogin step does not read the privacy switches; the client home's widgets open with their fixed reads in order (the verification centre and function permissions are POSTs); a screen without such widgets adds nothing", () => {
    expect(openingReads({ ...routes, pipeline: routes.pipeline.filter((step) => step !== 'afterLogin') }, config.screens.cp!.home, ib)).toEqual([
      { method: 'GET', base: 'cp', path: 'multiFactorAuth/hintInfo' },
      { method: 'POST', base: 'cp', path: 'profile/myVerificationCenter', body: {} },
      { method: 'GET', base: 'cp', path: 'promotion/list' },
      { method: 'POST', base: 'cp', path: 'profile/queryFunctionPermissionAll', body: {} },
      { method: 'GET', base: 'cp', path: 'ib-portal/secondary-fission/getHandleDocumentInfo' },
      { method: 'POST', base: 'web', path: 'ib-portal/secondary-fission/getSubAccounts', body: {} },
      { method: 'GET', base: 'cp', path: 'home/dashboard' },
      { method: 'GET', base: 'cp', path: 'home/equity-history', params: { days: 30 } },
    ]);
    expect(urls(config.screens.cp!.accounts)).toEqual(['/web-api/api/ibaccount/getClientSwitch', '/web-api/cp/api/multiFactorAuth/hintInfo']);
  });

  it('a call two widgets open with is asked once', () => {
    const screen = {
      id: 's',
      view: 'cp',
      titleKey: 'cp.screen.home',
      widgets: [
        { id: 'a', kind: 'functionActions', actions: [] },
        { id: 'b', kind: 'functionActions', actions: [] },
      ],
    } as unknown as ScreenDefinition;
    expect(urls(screen, { isIb: false })).toEqual(['/web-api/cp/api/multiFactorAuth/hintInfo', '/web-api/cp/api/profile/queryFunctionPermissionAll']);
  });

  it("a client (not an IB) has no privacy switches: its pages never ask for the IB's call", () => {
    expect(urls(config.screens.cp!.accounts, { isIb: false })).toEqual(['/web-api/cp/api/multiFactorAuth/hintInfo']);
    expect(urls(config.screens.cp!.home, { isIb: false })).toEqual([
      '/web-api/cp/api/multiFactorAuth/hintInfo',
      '/web-api/cp/api/profile/myVerificationCenter',
      '/web-api/cp/api/promotion/list',
      '/web-api/cp/api/profile/queryFunctionPermissionAll',
      '/web-api/cp/api/ib-portal/secondary-fission/getHandleDocumentInfo',
      '/web-api/cp/api/home/dashboard',
      '/web-api/cp/api/home/equity-history?days=30',
    ]);
  });
});
