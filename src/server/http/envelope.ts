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

/** The answer of a refused call, an OpenAPI component (ErrorEnvelope). */
export const errorEnvelopeSchema = {
  $id: 'ErrorEnvelope',
  description: 'Refused: the code names the reason (config/catalog/error-codes.yaml)',
  type: 'object',
  required: ['code', 'data', 'msg'],
  properties: {
    code: { type: 'integer' },
    data: { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: true }] },
    msg: { type: 'string' },
  },
} as const;
