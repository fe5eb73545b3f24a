import { openingAnswersElementId, type OpeningAnswer } from '../../../engine/session';

/** The opening answers a signed-in page carries (the server's openingAnswers), read once and taken out of the page. */
function takeCarriedAnswers(doc: Document): OpeningAnswer[] {
  const element = doc.getElementById(openingAnswersElementId);
  if (!element) return [];
  element.remove();
  try {
    const answers: unknown = JSON.parse(element.textContent ?? '');
    return Array.isArray(answers) ? (answers as OpeningAnswer[]) : [];
  } catch {
    return [];
  }
}

const addressOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * The reads the page brought with it: the GETs it preloaded (the server's startupPage: `link[data-portal-read]`)
 * and the answers it carries for its opening POSTs (a POST cannot be preloaded). The portal's first request for
 * a carried answer takes it instead of going out. A preload is kept until a request for its address takes it,
 * however late: one the first screen never asked for (a guard sent the visitor elsewhere, the visitor left
 * first) would answer a later visit to that screen with its old answer. So once the first screen has shown,
 * the preloads not asked for are taken and dropped (from memory: no request goes out for them), and so are
 * the carried answers.
 */
export function createPreloadedReads(doc: Document = document) {
  // Noted until the drain only: a long session would otherwise keep every address it ever asked.
  let asked: Set<string> | undefined = new Set<string>();
  let carried = takeCarriedAnswers(doc);
  return {
    /** The portal's transport: every address it asks for before the drain is noted; a carried answer is taken once. */
    fetch: ((input, init) => {
      const address = addressOf(input);
      asked?.add(address);
      const body = typeof init?.body === 'string' ? init.body : '';
      const at = carried.findIndex((c) => c.url === address && c.body === body && init?.method === 'POST');
      if (at !== -1) {
        const [{ answer }] = carried.splice(at, 1) as [OpeningAnswer];
        return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
      }
      return fetch(input, init);
    }) as typeof fetch,
    /** Takes and drops every preloaded read not asked for, and every carried answer not taken; the page's links go. */
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
      carried = [];
    },
  };
}
