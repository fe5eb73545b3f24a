import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { smsChannelsFor } from '../security/smsChannels';

/** Which channels (SMS, WhatsApp, ...) a phone code may be sent by. */
export function smsChannelRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<unknown, { countryCode?: string }>(app, ctx, {
    method: 'GET',
    bases: ['userApi'],
    path: 'outer/otp/sms/getAvailableChannels',
    summary: 'The channels a phone code may be sent by in a country (SMS, WhatsApp, ...)',
    tags: ['security'],
    auth: 'optional',
    query: { type: 'object', additionalProperties: false, properties: { countryCode: { type: 'string', pattern: '^[A-Z]{2}$' } } },
    data: { type: 'object', properties: { channels: { type: 'array', items: { type: 'string' } } } },
    handler: ({ auth, query }) => ({ channels: smsChannelsFor(ctx.config(auth?.user.regulator), query.countryCode, auth) }),
  });
}
