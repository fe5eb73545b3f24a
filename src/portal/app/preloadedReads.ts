/**
 * The reads the page preloaded (the server's startupPage: `link[data-portal-read]`), and which of them
 * the portal has asked for. A preload is kept until a request for its address takes it, however late:
 * one the first screen never asked for (a guard sent the visitor elsewhere, the visitor left first)
 * would answer a later visit to that screen with its old answer. So once the first screen has shown,
 * the ones not asked for are taken and dropped (from memory: no request goes out for them).
 */
export function createPreloadedReads(doc: Document = document) {
  // Noted until the drain only: a long session would otherwise keep every address it ever asked.
  let asked: Set<string> | undefined = new Set<string>();
  return {
    /** The portal's transport: every address it asks for before the drain is noted. */
    fetch: ((input, init) => {
      asked?.add(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return fetch(input, init);
    }) as typeof fetch,
    /** Takes and drops every preloaded read not asked for; the page's links go. */
    drain(): void {
      if (!asked) return;
      for (const link of doc.querySelectorAll<HTMLLinkElement>('link[data-portal-read]')) {
        const href = link.getAttribute('href') ?? '';
        if (href && !asked.has(href)) {
          void fetch(href, { credentials: 'same-origin' })
            .then((response) => response.body?.cancel())
            .catch(() => undefined);
        }
        link.remove();
      }
      asked = undefined;
    },
  };
}
