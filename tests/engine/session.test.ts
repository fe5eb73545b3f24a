import { describe, expect, it } from 'vitest';
import { createQueryParamStore, memoryStorage, withoutParams } from '../../engine/session';
import { composed } from '../helpers/config';

const params = composed().queryParams;

function store(view: 'cp' | 'ib' = 'ib') {
  const session = memoryStorage();
  const persistent = memoryStorage();
  return { session, persistent, store: createQueryParamStore({ params, view, session, persistent }) };
}

describe('query parameters (spec section 2)', () => {
  it("reads lang, device, userToken, xtoken, crmUserId, sign, appSource, the client portal's qa flag and referral (ib, campaign), and in the IB portal atid and accessToken", () => {
    const names = (view: string) =>
      params
        .filter((p) => p.views.includes(view as 'cp'))
        .map((p) => p.name)
        .sort();
    expect(names('cp')).toEqual(['appSource', 'campaign', 'crmUserId', 'device', 'ib', 'lang', 'platform', 'qa', 'sign', 'userToken', 'xtoken']);
    expect(names('ib')).toEqual(['accessToken', 'appSource', 'atid', 'crmUserId', 'device', 'lang', 'platform', 'sign', 'userToken', 'xtoken']);
  });

  it('stores every parameter except accessToken as a value with its keep and persist flags', () => {
    const { store: s, session, persistent } = store();
    const result = s.capture('?lang=ja&device=d1&accessToken=secret&platform=mt5&crmUserId=42');
    expect(result.oneTime).toEqual({ accessToken: 'secret' });
    expect(result.stored).toEqual({ lang: 'ja', device: 'd1', platform: 'mt5', crmUserId: '42' });
    expect(s.get('accessToken')).toBeUndefined();
    expect(s.all().platform).toEqual({ value: 'mt5', keep: true, persist: true });
    expect(s.all().crmUserId).toEqual({ value: '42' });
    expect(persistent.entries().map(([k]) => k)).toEqual(expect.arrayContaining(['portal.param.lang', 'portal.param.platform']));
    expect(session.entries().map(([k]) => k)).toEqual(expect.arrayContaining(['portal.param.device', 'portal.param.crmUserId']));
  });

  it("a referral link's ib and campaign are kept for the visit (persistent, through sign-out) until the sign-up uses them", () => {
    const { store: s, persistent } = store('cp');
    s.capture('?ib=IB100007&campaign=crypto-week-7&lang=en_US');
    s.clearOnSignOut();
    expect([s.get('ib'), s.get('campaign')]).toEqual(['IB100007', 'crypto-week-7']);
    expect(persistent.entries().map(([k]) => k)).toEqual(expect.arrayContaining(['portal.param.ib', 'portal.param.campaign']));
  });

  it('issue 17: the atid of a tracking link opened signed out survives the sign-out that leads to sign-in', () => {
    const { store: s } = store();
    s.set('atid', 'AFF-7');
    s.clearOnSignOut();
    expect(s.get('atid')).toBe('AFF-7');
  });

  it('the platform parameter is marked keep: it survives sign-out, others do not', () => {
    const { store: s } = store();
    s.capture('?platform=mt4&crmUserId=7&xtoken=abc');
    s.clearOnSignOut();
    expect(s.get('platform')).toBe('mt4');
    expect(s.get('crmUserId')).toBeUndefined();
    expect(s.get('xtoken')).toBeUndefined();
  });

  it('the client portal does not read atid', () => {
    const { store: s } = store('cp');
    expect(s.capture('?atid=X1').stored).toEqual({});
  });

  it('removes parameters from a query string', () => {
    expect(withoutParams('?atid=1&lang=en', ['atid'])).toBe('?lang=en');
    expect(withoutParams('?atid=1', ['atid'])).toBe('');
  });
});
