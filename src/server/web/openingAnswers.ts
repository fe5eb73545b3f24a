import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callUrl, type ApiCall } from '../../../engine/http';
import type { OpeningAnswer } from '../../../engine/session';
import type { ServerContext } from '../context';

/** The body a call sends, as the portal's client writes it: what a carried answer is matched by. */
const sentBody = (call: Pick<ApiCall, 'body'>): string => (call.body === undefined ? '' : JSON.stringify(call.body));

/**
 * The answers to a signed-in page's opening reads (startupPage's `carried`), asked of this server at once as
 * the portal would ask them: the page's session cookie, its CSRF token, the user's language. Through the whole
 * route (auth, rate limit, policy, envelope): an answer is exactly what the portal's own call would get. One
 * not answered 200 is left for the portal to ask.
 */
export async function openingAnswers(app: FastifyInstance, ctx: ServerContext, request: FastifyRequest, calls: readonly ApiCall[]): Promise<OpeningAnswer[]> {
  const auth = request.auth;
  if (!auth || calls.length === 0) return [];
  const { http } = ctx.config(auth.user.regulator);
  const headers = {
    cookie: request.headers.cookie ?? '',
    [http.headers.csrfToken]: ctx.sessions.csrfToken(auth.token),
    [http.headers.language]: auth.user.language,
    'content-type': 'application/json',
  };
  const answers = await Promise.all(
    calls.map(async (call): Promise<OpeningAnswer | undefined> => {
      const url = callUrl(http.basePaths, call);
      if (!url) return undefined;
      const body = sentBody(call);
      const response = await app.inject({ method: call.method, url, headers, ...(body ? { payload: body } : {}) });
      return response.statusCode === 200 ? { method: call.method, url, body, answer: response.json() } : undefined;
    }),
  );
  return answers.filter((answer): answer is OpeningAnswer => answer !== undefined);
}
