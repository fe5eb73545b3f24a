import type { FastifyInstance } from 'fastify';
import { findUnsafeMarkup, hasUnsafeMarkup } from '../../../engine/http/unsafeMarkup';
import type { ServerContext } from '../context';
import { ApiError } from './apiError';
import { studioConfigBodies } from '../studio/studioPaths';

/** The refusal of specification section 8: code UNSAFE_MARKUP with the spec's message, naming the field. */
const unsafeMarkup = (field: string) => new ApiError('UNSAFE_MARKUP', 400, 'Unauthorized symbols detected. Please remove them and try again.', { field });

/** The same markup check the browser runs before sending, run again on every JSON body. */
export function installUnsafeMarkupGuard(app: FastifyInstance, ctx: ServerContext): void {
  const exempt = ctx.config().http.unsafeMarkup.exemptFields;
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null || typeof request.body !== 'object') return;
    // Config files staff send from the studio (drafts, saves) are text for `config check`, never shown as markup.
    if (studioConfigBodies.some((prefix) => request.url.startsWith(prefix))) return;
    const found = findUnsafeMarkup(request.body, exempt);
    if (found) throw unsafeMarkup(`body${found.path}`);
  });
}

/** The guard on a text part of a multipart body (a field value or a file's name), read by the route as it streams. */
export function assertSafeMultipartText(ctx: ServerContext, field: string, text: string): string {
  if (!ctx.config().http.unsafeMarkup.exemptFields.includes(field) && hasUnsafeMarkup(text)) throw unsafeMarkup(`body/${field}`);
  return text;
}
