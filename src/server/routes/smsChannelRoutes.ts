import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { smsChannelsFor } from '../security/smsChannels';

/** Which channels (SMS, WhatsApp, ...) a phone code may be sent by. */
export function smsChannelRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<{ countryCode?: string } | undefined, unknown>(app, ctx, {
    method: 'POST',
    bases: ['userApi'],
    path: 'outer/otp/sms/getAvailableChannels',
    reads: true,
    summary: 'The channels a phone code may be sent by in a country (SMS, WhatsApp, ...)',
    tags: ['security'],
    auth: 'optional',
    body: { type: 'object', additionalProperties: false, properties: { countryCode: { type: 'string', pattern: '^[A-Z]{2}$' } } },
    data: { type: 'object', properties: { channels: { type: 'array', items: { type: 'string' } } } },
    handler: ({ auth, body }) => ({ channels: smsChannelsFor(ctx.config(auth?.user.regulator), body?.countryCode, auth) }),
  });
}
