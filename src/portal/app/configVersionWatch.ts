const versionUrl = '/web-api/api/portal/config-version';

/**
 * Polls the version of the config the server serves; when hot reload changed it, fetches the
 * config again (the screens read it from the store and re-render). Stops when the page is hidden
 * and catches up when it shows again. `served` is the version of the config the page started with: a
 * reload that happened since is caught by the first check.
 */
export function watchConfigVersion(everySeconds: () => number, reload: () => Promise<unknown>, served?: number): void {
  let known = served;
  const check = async () => {
    if (document.visibilityState === 'hidden') return;
    try {
      const body = (await (await fetch(versionUrl, { credentials: 'same-origin' })).json()) as { code: number; data?: { version: number } };
      const version = body.data?.version;
      if (version === undefined) return;
      if (known !== undefined && version !== known) await reload();
      known = version;
    } catch {
      // offline or restarting: the next round tries again
    }
  };
  const loop = () => setTimeout(() => void check().finally(loop), everySeconds() * 1000);
  void check();
  loop();
  document.addEventListener('visibilitychange', () => void check());
}
