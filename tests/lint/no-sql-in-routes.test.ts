import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/cli/projectRoot';

const routesDir = join(projectRoot, 'src', 'server', 'routes');

/** Every `.prepare(` in a source text, as "file:line", so a failure says where the SQL is. */
function preparedStatements(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (line.includes('.prepare(') ? [`${file}:${index + 1}`] : []));
}

/**
 * Issue 20, thin routes: a route file declares calls (registerApi) and hands each to a service of its
 * area; SQL and the policy around it live in those services. This guard keeps SQL from creeping back.
 */
describe('lint: no SQL in route files', () => {
  it('no file under src/server/routes prepares a statement', () => {
    const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.[cm]?[jt]sx?$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    const hits = files.flatMap((file) => preparedStatements(`src/server/routes/${file}`, readFileSync(join(routesDir, file), 'utf8')));
    expect(hits, 'move these statements into a service of their area (src/server/<area>/...)').toEqual([]);
  });

  it('finds a statement however it is wrapped', () => {
    const text = "const a = 1;\nctx.db\n  .prepare('SELECT 1')\n  .get();\nconst b = db.prepare('SELECT 2').get();\n";
    expect(preparedStatements('x.ts', text)).toEqual(['x.ts:3', 'x.ts:5']);
  });
});
