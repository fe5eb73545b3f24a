import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';

const tags = ['kyc'];
const countryItem = {
  type: 'object',
  properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' }, labelKey: { type: 'string' } },
};
const option = { type: 'object', properties: { value: { type: 'string' }, label: { type: 'string' } } };

/** The lists the personal-information form and the questionnaire choose from (personalDetail/*, question/*). */
export function kycListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Countries share ids (Korea and South Korea, the Virgin Islands): a list shows each id once.
  const countries = () => {
    const seen = new Set<number>();
    return ctx
      .config()
      .countries.filter((c) => !seen.has(c.id) && seen.add(c.id))
      .map((c) => ({ id: c.id, code: c.code, name: c.name, labelKey: `country.${c.key}` }));
  };
  for (const [path, summary] of [
    ['personalDetail/countries', 'Countries of residence (id, code, name, translation key)'],
    ['personalDetail/nationalities', 'Nationalities, by country (id, code, name, translation key)'],
    ['personalDetail/birthPlace', 'Countries of birth (id, code, name, translation key)'],
  ] as const) {
    registerApi(app, ctx, {
      method: 'GET',
      bases: ['web'],
      path,
      summary,
      tags,
      auth: 'optional',
      data: { type: 'array', items: countryItem },
      handler: countries,
    });
  }

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'personalDetail/phoneCodes',
    summary: 'International dialling codes, one per code, labelled with the countries using it',
    tags,
    auth: 'optional',
    data: { type: 'array', items: option },
    handler: () => {
      const config = ctx.config();
      const byCode = new Map<string, string[]>();
      for (const [country, code] of Object.entries(config.kycPersonalDetails.phoneCodes)) byCode.set(code, [...(byCode.get(code) ?? []), country]);
      return [...byCode]
        .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
        .map(([value, codes]) => ({ value, label: `${value} (${codes.join(', ')})` }));
    },
  });

  registerApi<unknown, { countryId?: number; countryCode?: string }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'personalDetail/provinces',
    summary: 'Provinces or states of a country (by id or code); an empty list where none are listed',
    tags,
    auth: 'optional',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { countryId: { type: 'integer', minimum: 1 }, countryCode: { type: 'string', pattern: '^[A-Z]{2}$' } },
    },
    data: { type: 'array', items: option },
    handler: ({ query }) => {
      const config = ctx.config();
      const code = query.countryCode ?? config.countries.find((c) => c.id === query.countryId)?.code;
      return (code ? (config.kycPersonalDetails.provinces[code] ?? []) : []).map((name) => ({ value: name, label: name }));
    },
  });

  const answer = { type: 'object', properties: { value: { type: 'string' }, labelKey: { type: 'string' } } };
  for (const [name, set] of Object.entries(ctx.config().kycQuestions.sets)) {
    registerApi(app, ctx, {
      method: 'GET',
      bases: ['web'],
      path: set.path,
      summary: `Answer lists of the ${name} questions, by question id`,
      tags,
      auth: 'optional',
      data: { type: 'object', properties: Object.fromEntries(set.questions.map((q) => [q.id, { type: 'array', items: answer }])) },
      handler: () => Object.fromEntries(set.questions.map((q) => [q.id, q.answers])),
    });
  }
}
