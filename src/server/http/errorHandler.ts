import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCodesFile } from '../../../engine/config';
import { ApiError, type ServerCodeName } from './apiError';
import type { Envelope } from './envelope';

interface Catalogue {
  serverCodes: ErrorCodesFile['serverCodes'];
  /** The message in the language of the request (X-Lang or the user's); the given English one otherwise. */
  localise?(request: FastifyRequest, code: number, message: string, data: Record<string, unknown> | null): string;
}

export function sendError(
  reply: FastifyReply,
  catalogue: Catalogue,
  codeName: ServerCodeName,
  status: number,
  msg: string,
  data: Record<string, unknown> | null = null,
) {
  const code = catalogue.serverCodes[codeName] ?? catalogue.serverCodes.INTERNAL_ERROR ?? 500;
  const body: Envelope<Record<string, unknown> | null> = { code, data, msg };
  return reply.status(status).type('application/json').send(body);
}

/** Every failure leaves as an envelope with a specific code: never a bare 500, never a stack trace. */
export function installErrorHandler(app: FastifyInstance, catalogue: Catalogue): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (codeName: ServerCodeName, status: number, msg: string, data: Record<string, unknown> | null = null) => {
      const code = catalogue.serverCodes[codeName] ?? catalogue.serverCodes.INTERNAL_ERROR ?? 500;
      return sendError(reply, catalogue, codeName, status, catalogue.localise?.(request, code, msg, data) ?? msg, data);
    };
    if (error instanceof ApiError) {
      if (error.codeName === 'INTERNAL_ERROR') request.log.error(error);
      return send(error.codeName, error.status, error.message, error.data);
    }
    if (error.validation) {
      const unknown = error.validation.find((v) => v.keyword === 'additionalProperties');
      const fields = error.validation.map((v) => ({
        field: `${error.validationContext ?? 'body'}${v.instancePath}${v.keyword === 'additionalProperties' ? '/' + String((v.params as { additionalProperty?: string }).additionalProperty) : ''}`,
        message: v.message ?? 'is not valid',
      }));
      const detail = fields.map((f) => `${f.field} ${f.message}`).join('; ');
      return unknown
        ? send('UNKNOWN_FIELD', 400, `unknown field: ${detail}`, { fields })
        : send('VALIDATION_FAILED', 400, `invalid request: ${detail}`, { fields });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send('MALFORMED_JSON', 400, 'The request body is not valid JSON.');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send('BODY_TOO_LARGE', 413, 'The request body is too large.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send('BAD_REQUEST', 415, 'Unsupported content type.');
      default:
        break;
    }
    if (error instanceof SyntaxError) return send('MALFORMED_JSON', 400, 'The request body is not valid JSON.');
    if (error.statusCode === 429) return send('RATE_LIMITED', 429, 'Too many requests.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send('BAD_REQUEST', error.statusCode, error.message.slice(0, 200));
    }
    request.log.error(error);
    return send('INTERNAL_ERROR', 500, 'Something went wrong on our side.');
  });
}
