import {
  parsePath,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  NavigationType,
  type Location,
  type Navigator,
  type Path,
  type To,
} from 'react-router';
import type { GuardOutcome } from '../../../engine/routing';

/** What the router shows: a location the guards let through, or the error page they asked for (501: app login failed). */
export type Shown = { location: Location; action: NavigationType; errorCode?: number };

export interface GuardedHistoryOptions {
  /** The view's base path ("/ib"), or "/". */
  basename: string;
  /** The guards' verdict on a path of the view (without the base path) and its query string. */
  decide(path: string, search: string): Promise<GuardOutcome>;
  /** A redirect that says why (outcome.noticeKey). */
  notice(key: string): void;
  signOut(reason: string): Promise<void>;
  show(shown: Shown): void;
}

/**
 * The browser's history behind the guards. A push or replace happens once the guards of its target let it through, so
 * the address and the screen change together; a redirect takes the place of the target it came from. Back and forward
 * have already moved the address: the guards decide what shows there, and a redirect replaces that entry. Only the
 * latest navigation counts.
 */
export function guardedHistory({ basename, decide, notice, signOut, show }: GuardedHistoryOptions) {
  const history = createBrowserHistory();
  const inView = (pathname: string) => (basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname);
  const full = (viewPath: string) => parsePath(basename === '/' ? viewPath : basename + viewPath);
  let latest = 0;
  let started = false;

  const verdictOn = async (path: string, search: string): Promise<GuardOutcome> => {
    try {
      return await decide(path, search);
    } catch (error) {
      console.error(error);
      return { kind: 'error', code: 500 };
    }
  };

  async function go(target: Partial<Path>, action: NavigationType, state?: unknown): Promise<void> {
    const run = ++latest;
    const outcome = await verdictOn(inView(target.pathname ?? '/'), target.search ?? '');
    if (run !== latest) return;
    // What comes instead of the target takes its place: pushed if it was to be pushed, otherwise replacing it.
    const instead = action === NavigationType.Push ? NavigationType.Push : NavigationType.Replace;
    switch (outcome.kind) {
      case 'next':
      case 'error':
        if (action === NavigationType.Push) history.push(target, state);
        if (action === NavigationType.Replace) history.replace(target, state);
        return show({ location: history.location, action, ...(outcome.kind === 'error' ? { errorCode: outcome.code } : {}) });
      case 'redirect':
        if (outcome.noticeKey) notice(outcome.noticeKey);
        return go(full(outcome.to), instead);
      case 'signOut': {
        await signOut(outcome.reason);
        if (run !== latest) return;
        const returnTo = outcome.returnTo ? `&returnTo=${encodeURIComponent(outcome.returnTo)}` : '';
        return go(full(`/login?reason=${encodeURIComponent(outcome.reason)}${returnTo}`), instead);
      }
      case 'leave':
        return window.location.assign(outcome.url);
    }
  }

  const targetOf = (to: To): Partial<Path> => (typeof to === 'string' ? parsePath(to) : to);
  const navigator: Navigator = {
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    go: (delta) => history.go(delta),
    push: (to, state) => void go(targetOf(to), NavigationType.Push, state),
    replace: (to, state) => void go(targetOf(to), NavigationType.Replace, state),
  };

  return {
    /** What links and navigate() use: every push and replace asks the guards first. */
    navigator,
    /** To the sign-in page, saying why (the HTTP policy's sign-out on 401). */
    toSignIn: (reason: string) => void go(full(`/login?reason=${encodeURIComponent(reason)}`), NavigationType.Push),
    /** Listens to back and forward; the first call also asks the guards about the page's own address. */
    start(): () => void {
      if (!started) void go(history.location, NavigationType.Pop);
      started = true;
      return history.listen(({ location }) => void go(location, NavigationType.Pop));
    },
  };
}
