import type { FastifyInstance } from 'fastify';
import { findUnsafeMarkup } from '../../../engine/http/unsafeMarkup';
import type { ServerContext } from '../context';
import { ApiError } from './apiError';
import { studioApiBase } from '../studio/studioPaths';

/** The same markup check the browser runs before sending, run again on every JSON body. */
export function installUnsafeMarkupGuard(app: FastifyInstance, ctx: ServerContext): void {
  const exempt = ctx.config().http.unsafeMarkup.exemptFields;
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null || typeof request.body !== 'object') return;
    // Config files staff edit in the studio are text for `config check`, never shown as markup.
    if (request.url.startsWith(studioApiBase)) return;
    const found = findUnsafeMarkup(request.body, exempt);
    if (found) throw new ApiError('UNSAFE_MARKUP', 400, 'Unauthorized symbols detected. Please remove them and try again.', { field: `body${found.path}` });
  });
}
