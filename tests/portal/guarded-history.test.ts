import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuardOutcome } from '../../engine/routing';
import { guardedHistory, type Shown } from '../../src/portal/app/guardedHistory';

// Every navigation asks the guards first (spec: route guards); the address and the screen change together, once they answer.
type Pending = { path: string; search: string; answer(outcome: GuardOutcome): void; fail(error: Error): void };

let asked: Pending[];
let shown: Shown[];
let notices: string[];
let signedOut: string[];
let stop: (() => void) | undefined;

const router = () =>
  guardedHistory({
    basename: '/ib',
    decide: (path, search) =>
      new Promise<GuardOutcome>((answer, fail) => {
        asked.push({ path, search, answer, fail });
      }),
    notice: (key) => void notices.push(key),
    signOut: async (reason) => void signedOut.push(reason),
    show: (next) => void shown.push(next),
  });
/** Lets the promise chains of a verdict run to their end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const address = () => window.location.pathname + window.location.search;

beforeEach(() => {
  window.history.replaceState(null, '', '/ib/home');
  asked = [];
  shown = [];
  notices = [];
  signedOut = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

describe('navigation behind the route guards', () => {
  it('a link’s push changes the address only once the guards let it through, and shows that location with it', async () => {
    const history = router();
    const entries = window.history.length;
    history.navigator.push({ pathname: '/ib/ibreport', search: '?tab=funds' });
    expect(asked.map((a) => a.path + a.search)).toEqual(['/ibreport?tab=funds']);
    await settle();
    expect(address()).toBe('/ib/home');
    expect(shown).toEqual([]);

    asked[0]!.answer({ kind: 'next' });
    await settle();
    expect(address()).toBe('/ib/ibreport?tab=funds');
    expect(window.history.length).toBe(entries + 1);
    expect(shown.map((s) => [s.location.pathname + s.location.search, s.action])).toEqual([['/ib/ibreport?tab=funds', 'PUSH']]);
  });

  it('a redirect takes the place of the target it came from (one entry, pushed) and says why when the guard does', async () => {
    const history = router();
    const entries = window.history.length;
    history.navigator.push('/ib/withdrawal');
    asked[0]!.answer({ kind: 'redirect', to: '/rebatePaymentHistory', replace: true, noticeKey: 'notice.withdrawalChannelDisabled' });
    await settle();
    expect(asked.map((a) => a.path)).toEqual(['/withdrawal', '/rebatePaymentHistory']);
    asked[1]!.answer({ kind: 'next' });
    await settle();
    expect(address()).toBe('/ib/rebatePaymentHistory');
    expect(window.history.length).toBe(entries + 1);
    expect(notices).toEqual(['notice.withdrawalChannelDisabled']);
  });

  it('the page’s own address is asked about first; redirected, it is replaced, and back does not lead to it again', async () => {
    window.history.replaceState(null, '', '/ib/openSettings');
    const history = router();
    const entries = window.history.length;
    stop = history.start();
    expect(asked.map((a) => a.path)).toEqual(['/openSettings']);
    asked[0]!.answer({ kind: 'redirect', to: '/home', replace: true });
    await settle();
    asked[1]!.answer({ kind: 'next' });
    await settle();
    expect(address()).toBe('/ib/home');
    expect(window.history.length).toBe(entries);
    expect(shown.map((s) => s.action)).toEqual(['REPLACE']);
  });

  it('back has already moved the address: the guards decide what shows there, and a redirect replaces that entry', async () => {
    const history = router();
    stop = history.start();
    asked[0]!.answer({ kind: 'next' });
    history.navigator.push('/ib/openSettings');
    asked[1]!.answer({ kind: 'next' });
    await settle();
    history.navigator.push('/ib/iblevel');
    asked[2]!.answer({ kind: 'next' });
    await settle();
    const entries = window.history.length;

    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    expect(asked[3]!.path).toBe('/openSettings');
    asked[3]!.answer({ kind: 'redirect', to: '/home', replace: true });
    await settle();
    asked[4]!.answer({ kind: 'next' });
    await settle();
    expect(address()).toBe('/ib/home');
    expect(window.history.length).toBe(entries);
    expect(shown.at(-1)).toMatchObject({ action: 'REPLACE' });
  });

  it('only the latest navigation counts: a slower verdict on an earlier one changes nothing', async () => {
    const history = router();
    history.navigator.push('/ib/iblevel');
    history.navigator.push('/ib/ibNetwork');
    asked[1]!.answer({ kind: 'next' });
    await settle();
    asked[0]!.answer({ kind: 'next' });
    await settle();
    expect(address()).toBe('/ib/ibNetwork');
    expect(shown.map((s) => s.location.pathname)).toEqual(['/ib/ibNetwork']);
  });

  it('guards that fail show the error page (500) at the address asked for; an error outcome shows its code', async () => {
    const history = router();
    history.navigator.push('/ib/iblevel');
    asked[0]!.fail(new Error('network'));
    await settle();
    expect(address()).toBe('/ib/iblevel');
    expect(shown.at(-1)).toMatchObject({ errorCode: 500 });

    history.navigator.replace('/ib/home?device=app');
    asked[1]!.answer({ kind: 'error', code: 501 });
    await settle();
    expect(shown.at(-1)).toMatchObject({ errorCode: 501, action: 'REPLACE' });
  });

  it('a sign-out verdict signs out, then goes to the sign-in page with the reason and the way back', async () => {
    const history = router();
    history.navigator.push('/ib/iblevel');
    asked[0]!.answer({ kind: 'signOut', reason: 'expired', returnTo: '/iblevel' });
    await settle();
    expect(signedOut).toEqual(['expired']);
    expect(asked[1]).toMatchObject({ path: '/login', search: '?reason=expired&returnTo=%2Fiblevel' });
    asked[1]!.answer({ kind: 'next' });
    await settle();
    expect(address()).toBe('/ib/login?reason=expired&returnTo=%2Fiblevel');
  });
});
