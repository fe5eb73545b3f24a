import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { ok } from '../http/envelope';
import { staffOf } from './staffAuth';
import { staffCookieName, type StaffService } from './staffService';
import { studioApiBase } from './studioPaths';

const staffSchema = { type: 'object', properties: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } };

/** Staff sign-in, sign-out and "who am I" of the studio: an HttpOnly, SameSite=Strict cookie of its own. */
export function staffRoutes(app: FastifyInstance, ctx: ServerContext, staff: StaffService): void {
  app.post(
    `${studioApiBase}session`,
    {
      config: { rateLimit: { max: ctx.config().security.signIn.perIpPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: 'Staff sign-in to the config studio',
        tags: ['studio'],
        hide: true,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'password'],
          properties: { email: { type: 'string', minLength: 3, maxLength: 254 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body as { email: string; password: string };
      const signedIn = await staff.signIn(email, password);
      if (!signedIn) throw new ApiError('SIGN_IN_FAILED', 401, 'The e-mail or password is wrong.');
      reply.setCookie(staffCookieName, signedIn.token, { httpOnly: true, sameSite: 'strict', secure: ctx.secureCookies, path: '/' });
      return ok(signedIn.staff);
    },
  );

  app.get(
    `${studioApiBase}session`,
    {
      schema: {
        summary: 'The signed-in staff member, or null when nobody is signed in',
        tags: ['studio'],
        hide: true,
        response: { 200: { type: 'object', properties: { code: { type: 'integer' }, data: { ...staffSchema, nullable: true }, msg: { type: 'string' } } } },
      },
    },
    // Asking who is signed in is not a refused request: a signed-out studio answers null (a 401 here was a console error on every visit).
    async (request) => ok(staffOf(request, staff) ?? null),
  );

  app.delete(`${studioApiBase}session`, { schema: { summary: 'Staff sign-out', tags: ['studio'], hide: true } }, async (request, reply) => {
    const token = request.cookies?.[staffCookieName];
    if (token) staff.signOut(token);
    reply.clearCookie(staffCookieName, { path: '/' });
    return ok(null);
  });
}
