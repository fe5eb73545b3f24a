import type { FastifyInstance } from 'fastify';
import { rateBetween } from '../../../engine/funds';
import type { ServerContext } from '../context';
import { currencyField } from '../funds/apiSchemas';
import { registerApi } from '../http/api';
import { ApiError } from '../http/apiError';

/** A GET call answering the configured rate between two currencies (the transfer and the withdrawal calls of the spec each have one). */
export function registerCurrencyRate(app: FastifyInstance, ctx: ServerContext, route: { path: string; summary: string; tags: string[] }): void {
  registerApi<unknown, { from: string; to: string }>(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    ...route,
    auth: 'required',
    query: { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: currencyField, to: currencyField } },
    data: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' }, rate: { type: 'string' } } },
    handler: ({ auth, query }) => {
      const rates = ctx.config(auth.user.regulator).funds.rates;
      if (rates.values[query.from] === undefined || rates.values[query.to] === undefined)
        throw new ApiError('CURRENCY_NOT_ALLOWED', 400, `No rate between ${query.from} and ${query.to}.`, { field: 'currency' });
      return { from: query.from, to: query.to, rate: rateBetween(rates, query.from, query.to) };
    },
  });
}
