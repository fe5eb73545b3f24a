import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';

/**
 * Every call with a body, found from the OpenAPI document (so calls added later are covered too),
 * gets malformed and hostile bodies: each answer is a 4xx envelope with a specific code, and the
 * server keeps serving.
 */
let s: TestServer;
let token: string;
let ibToken: string;
let calls: { url: string; schema: Schema }[];
/** Calls anyone may make signed out (OpenAPI security []): sent without a session, each from its own address. */
const anonymous = new Set<string>();

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
}

beforeAll(async () => {
  s = await testServer();
  token = await s.signIn('trader@demo.test');
  ibToken = await s.signIn('ib@demo.test');
  const doc = (await s.get('/web-api/openapi.json')).json() as {
    paths: Record<string, Record<string, { security?: unknown[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  };
  calls = Object.entries(doc.paths).flatMap(([url, methods]) => {
    const schema = methods.post?.requestBody?.content['application/json']?.schema;
    if (methods.post?.security?.length === 0) anonymous.add(url);
    // The r / rw variants of a call are the same route definition (config/http.yaml baseVariants; spec-calls.test.ts
    // checks they answer alike): each call is probed once, under its own base.
    const variant = /\/(r|rw)\/(cp\/)?api\//.test(url);
    return schema && !url.includes('{') && !variant ? [{ url, schema }] : [];
  });
});
afterAll(async () => s.app.close());

/** A value that satisfies a property schema, so one field at a time can be made hostile. */
function validValue(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      if (schema.format === 'email') return 'someone@demo.test';
      if (schema.pattern === '^[0-9a-f]{64}$') return 'a'.repeat(64);
      if (schema.pattern?.includes('\\d{6}') || schema.pattern?.includes('[0-9]{6}')) return '123456';
      return 'abc';
  }
}

function validBody(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, validValue(v)]));
}

const codesOf4xx = new Set([420, 421, 422, 423, 424, 425]);

// Anonymous calls come from an address of their own each time, so their per-address limits (tested apart) stay out of the way.
let requests = 0;
const nextAddress = () => `10.0.${Math.floor(++requests / 250)}.${requests % 250}`;

async function expectRefused(url: string, payload: string, contentType = 'application/json') {
  const send = (as: string) =>
    anonymous.has(url)
      ? s.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress(), headers: { 'content-type': contentType } })
      : s.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, 'x-token': as } });
  let res = await send(token);
  // IB-only calls refuse a client (403) before reading the body: their input checks are an IB's.
  if (res.statusCode === 403) res = await send(ibToken);
  expect(res.statusCode, `${url} ${payload.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${url} ${payload.slice(0, 60)}`).toBeLessThan(500);
  const body = envelope(res);
  expect(codesOf4xx.has(body.code), `${url}: code ${body.code} ${body.msg}`).toBe(true);
  return body;
}

describe('bad input on every call with a body', () => {
  it('finds the calls', () => {
    expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(['/web-api/api/login', '/web-api/api/userProfile/setlanguage']));
  });

  it('malformed JSON: 425', async () => {
    for (const { url } of calls) expect((await expectRefused(url, '{"email": "x", ')).code).toBe(425);
  });

  it('a body of the wrong type: 421', async () => {
    for (const { url } of calls) expect((await expectRefused(url, '[1, 2, 3]')).code).toBe(421);
  });

  it('missing required fields: 421', async () => {
    for (const { url } of calls.filter((c) => (c.schema.required ?? []).length > 0)) {
      expect((await expectRefused(url, '{}')).code).toBe(421);
    }
  });

  it('wrong field types: 421', async () => {
    for (const { url, schema } of calls) {
      for (const [field, prop] of Object.entries(schema.properties ?? {})) {
        const wrong = prop.type === 'string' ? 12345 : 'not-a-' + String(prop.type);
        const body = await expectRefused(url, JSON.stringify({ ...validBody(schema), [field]: wrong }));
        expect(body.code, `${url} ${field}`).toBe(421);
      }
    }
  });

  it('unknown fields: 422', async () => {
    for (const { url, schema } of calls) {
      expect((await expectRefused(url, JSON.stringify({ ...validBody(schema), isAdmin: true }))).code).toBe(422);
    }
  });

  it("markup in a text field: 423 with the spec's message", async () => {
    for (const { url, schema } of calls) {
      const textFields = Object.entries(schema.properties ?? {}).filter(([name, p]) => p.type === 'string' && !/password/i.test(name));
      for (const [field] of textFields) {
        const body = await expectRefused(url, JSON.stringify({ ...validBody(schema), [field]: '<img src=x onerror=alert(1)>' }));
        expect(body.code, `${url} ${field}`).toBe(423);
        expect(body.msg).toBe('Unauthorized symbols detected. Please remove them and try again.');
      }
    }
  });

  it('very long strings: refused by the field limits', async () => {
    for (const { url, schema } of calls) {
      for (const [field, prop] of Object.entries(schema.properties ?? {}).filter(([, p]) => p.type === 'string')) {
        if (prop.enum) continue;
        await expectRefused(url, JSON.stringify({ ...validBody(schema), [field]: 'x'.repeat(5000) }));
      }
    }
  });

  it('oversized bodies: 424', async () => {
    const big = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(200_000) });
    expect((await expectRefused('/web-api/api/login', big)).code).toBe(424);
  });

  it('a body that is not JSON: refused', async () => {
    await expectRefused('/web-api/api/login', 'email=a&password=b', 'application/x-www-form-urlencoded');
  });

  it('the server keeps serving', async () => {
    expect(envelope(await s.get('/web-api/api/system/information')).code).toBe(0);
    expect(envelope(await s.get('/web-api/cp/api/profile/info', token)).code).toBe(0);
  });
});
