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
 * The answers a signed-in page carries for its opening reads (the server's openingAnswers). The portal's first
 * request with a carried answer's method, address and body takes it instead of going out. An answer the first
 * screen never asked for (a guard sent the visitor elsewhere, the visitor left first) would answer a later
 * visit to that screen with its old answer, so once the first screen has shown, those left are dropped.
 */
export function createCarriedAnswers(doc: Document = document) {
  let carried = takeCarriedAnswers(doc);
  return {
    /** The portal's transport: a carried answer is taken once, anything else goes out. */
    fetch: ((input, init) => {
      const address = addressOf(input);
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? init.body : '';
      const at = carried.findIndex((c) => c.method === method && c.url === address && c.body === body);
      if (at !== -1) {
        const [{ answer }] = carried.splice(at, 1) as [OpeningAnswer];
        return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
      }
      return fetch(input, init);
    }) as typeof fetch,
    /** Drops every carried answer not taken. */
    drain(): void {
      carried = [];
    },
  };
}
