/**
 * The id of the element by which a signed-in page carries its user (the getUserInfo answer, as JSON):
 * the server writes it, the portal reads it at start instead of asking.
 */
export const signedInUserElementId = 'portal-signed-in-user';

/**
 * The id of the element by which a signed-in page carries the answers to its opening reads, as JSON: a
 * list of OpeningAnswer. The portal's first request for each takes its answer instead of going out.
 */
export const openingAnswersElementId = 'portal-opening-answers';

/** One carried answer: the method, address and body the portal sends, and the server's envelope for them. */
export interface OpeningAnswer {
  method: string;
  url: string;
  body: string;
  answer: unknown;
}
