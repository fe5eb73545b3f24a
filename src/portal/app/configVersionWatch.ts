const versionUrl = '/web-api/api/portal/config-version';

/**
 * Polls the version of the config the server serves; when hot reload changed it, fetches the
 * config again (the screens read it from the store and re-render). Stops when the page is hidden
 * and checks at once when it shows again or regains focus (staff back from the studio see their change
 * without waiting for the next round). `served` is the version of the config the page started with: a
 * reload that happened since is caught by the first check: one interval after start for a page the server
 * just sent, whose config is as new as the page (its address carries the version), so a question at start
 * would only be one more request while the first screen loads; at once for a page the browser took from its
 * cache (back, a restored tab), whose config may be as old as the page. Returns a stop.
 */
export function watchConfigVersion(everySeconds: () => number, reload: () => Promise<unknown>, served?: number): () => void {
  let known = served;
  let checking = false;
  const check = async () => {
    // Showing a tab fires both visibilitychange and focus: one question is enough.
    if (document.visibilityState === 'hidden' || checking) return;
    checking = true;
    try {
      const body = (await (await fetch(versionUrl, { credentials: 'same-origin' })).json()) as { code: number; data?: { version: number } };
      const version = body.data?.version;
      if (version === undefined) return;
      if (known !== undefined && version !== known) await reload();
      known = version;
    } catch {
      // offline or restarting: the next round tries again
    } finally {
      checking = false;
    }
  };
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loop = () => {
    if (!stopped) timer = setTimeout(() => void check().finally(loop), everySeconds() * 1000);
  };
  const checkNow = () => void check();
  if (pageFromCache()) checkNow();
  loop();
  document.addEventListener('visibilitychange', checkNow);
  window.addEventListener('focus', checkNow);
  /** Stops watching (the page's watch runs for its life; a test's ends with it). */
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', checkNow);
    window.removeEventListener('focus', checkNow);
  };
}

/**
 * Whether this document came out of the browser's HTTP cache without asking the server (nothing was
 * transferred for it): its address's config version is then as old as the cached page.
 */
function pageFromCache(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.transferSize === 0 && navigation.decodedBodySize > 0;
}
