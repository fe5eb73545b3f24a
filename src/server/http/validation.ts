import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused); query strings and path
 * parameters are text on the wire, so those coerce ("2" -> 2).
 */
export function installValidators(app: FastifyInstance): void {
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv({ allErrors: true, removeAdditional: false, useDefaults: true, coerceTypes, strict: false });
    addFormats(ajv);
    return ajv;
  };
  const strict = make(false);
  const coercing = make(true);
  const cache = new WeakMap<object, ValidateFunction>();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    let fn = httpPart === 'body' ? cache.get(schema) : undefined;
    if (!fn) {
      fn = ajv.compile(schema);
      if (httpPart === 'body') cache.set(schema, fn);
    }
    return fn;
  });
}
