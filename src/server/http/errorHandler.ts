import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCodesFile } from '../../../engine/config';
import { ApiError, type ServerCodeName } from './apiError';
import type { Envelope } from './envelope';

interface Catalogue {
  serverCodes: ErrorCodesFile['serverCodes'];
}

export function sendError(reply: FastifyReply, catalogue: Catalogue, codeName: ServerCodeName, status: number, msg: string, data: Record<string, unknown> | null = null) {
  const code = catalogue.serverCodes[codeName] ?? catalogue.serverCodes.INTERNAL_ERROR ?? 500;
  const body: Envelope<Record<string, unknown> | null> = { code, data, msg };
  return reply.status(status).type('application/json').send(body);
}

/** Every failure leaves as an envelope with a specific code: never a bare 500, never a stack trace. */
export function installErrorHandler(app: FastifyInstance, catalogue: Catalogue): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      if (error.codeName === 'INTERNAL_ERROR') request.log.error(error);
      return sendError(reply, catalogue, error.codeName, error.status, error.message, error.data);
    }
    if (error.validation) {
      const unknown = error.validation.find((v) => v.keyword === 'additionalProperties');
      const fields = error.validation.map((v) => ({
        field: `${error.validationContext ?? 'body'}${v.instancePath}${v.keyword === 'additionalProperties' ? '/' + String((v.params as { additionalProperty?: string }).additionalProperty) : ''}`,
        message: v.message ?? 'is not valid',
      }));
      const detail = fields.map((f) => `${f.field} ${f.message}`).join('; ');
      return unknown
        ? sendError(reply, catalogue, 'UNKNOWN_FIELD', 400, `unknown field: ${detail}`, { fields })
        : sendError(reply, catalogue, 'VALIDATION_FAILED', 400, `invalid request: ${detail}`, { fields });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, catalogue, 'MALFORMED_JSON', 400, 'The request body is not valid JSON.');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, catalogue, 'BODY_TOO_LARGE', 413, 'The request body is too large.');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendError(reply, catalogue, 'BAD_REQUEST', 415, 'Unsupported content type.');
      default:
        break;
    }
    if (error instanceof SyntaxError) return sendError(reply, catalogue, 'MALFORMED_JSON', 400, 'The request body is not valid JSON.');
    if (error.statusCode === 429) return sendError(reply, catalogue, 'RATE_LIMITED', 429, 'Too many requests.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, catalogue, 'BAD_REQUEST', error.statusCode, error.message.slice(0, 200));
    }
    request.log.error(error);
    return sendError(reply, catalogue, 'INTERNAL_ERROR', 500, 'Something went wrong on our side.');
  });
}
