import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/cli/projectRoot';
import { testServer, type TestServer } from '../helpers/server';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let s: TestServer;
let doc: OpenApiDocument;
beforeAll(async () => {
  s = await testServer({ seed: false });
  doc = (await s.get('/web-api/openapi.json')).json() as OpenApiDocument;
});
afterAll(async () => s.app.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })));

describe('the OpenAPI document (issue 20: API views defined once, a clean contract)', () => {
  it('lints clean with Redocly under the committed redocly.yaml', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = promisify(execFile)(
      join(projectRoot, 'node_modules', '.bin', 'redocly'),
      ['lint', file, '--config', join(projectRoot, 'redocly.yaml'), '--format', 'summary'],
      {
        cwd: projectRoot,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    await expect(run.then((r) => r.stderr + r.stdout)).resolves.toMatch(/valid/);
  });

  it('gives every operation a unique operationId, its security, and named response schemas', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { where, op } of operations()) {
      expect(op.security, where).toBeDefined();
      const json = op.responses['200']?.content?.['application/json'];
      if (json) expect(json.schema.$ref, where).toMatch(/^#\/components\/schemas\/[A-Z]\w+$/);
      expect(op.responses['4XX']?.content?.['application/json']?.schema.$ref, where).toBe('#/components/schemas/ErrorEnvelope');
    }
  });

  it('documents table exports as CSV and XLSX downloads, staff calls with the staff token, sign-in as anonymous', () => {
    const clients = doc.paths['/web-api/api/ibaccount/clients']!.get!;
    expect(Object.keys(clients.responses['200']!.content!)).toEqual([
      'application/json',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(doc.paths['/web-api/bo/api/kyc/queue']!.get!.security).toEqual([{ staffToken: [] }]);
    expect(doc.paths['/web-api/api/login']!.post!.security).toEqual([]);
    expect(doc.paths['/web-api/cp/api/profile/info']!.get!.security).toEqual([{ xtoken: [] }, { sessionCookie: [] }]);
  });

  it('lists shared views once, by name, as components', () => {
    expect(doc.components.schemas).toHaveProperty('AccountView');
    expect(doc.components.schemas).toHaveProperty('DepositView');
  });
});
