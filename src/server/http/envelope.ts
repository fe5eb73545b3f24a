/** The response shape of every call (specification section 7): a code, the data, a message. */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

export const successCode = 0;

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: successCode, data, msg };
}

/** JSON Schema of an envelope around a data schema, for route response schemas and OpenAPI. */
export function envelopeSchema(data: Record<string, unknown>, description = 'Success'): Record<string, unknown> {
  return {
    description,
    type: 'object',
    required: ['code', 'data', 'msg'],
    properties: { code: { type: 'integer' }, data, msg: { type: 'string' } },
  };
}

export const errorEnvelopeSchema = {
  description: 'Refused: the code names the reason (config/catalog/error-codes.yaml)',
  type: 'object',
  required: ['code', 'data', 'msg'],
  properties: {
    code: { type: 'integer' },
    data: { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: true }] },
    msg: { type: 'string' },
  },
} as const;
