import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from '../../src/cli/commandTable';
import { projectRoot } from '../../src/cli/projectRoot';
import { portalCli } from '../helpers/cli';

const bin = join(projectRoot, 'src/cli/portal.mjs');

const run = portalCli;

/** What a command could change: the work tree's status and the generated types' time stamp. */
const treeState = () => ({
  status: execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: projectRoot, encoding: 'utf8' }),
  schemaTypes: statSync(join(projectRoot, 'engine/config/schemaTypes.ts')).mtimeMs,
});

afterEach(() => vi.restoreAllMocks());

describe('the portal CLI follows the usual conventions (--help, --version, --json, stderr, exit codes 0/1/2)', () => {
  it('every command and subcommand answers --help with its usage and options, exit 0, and changes no file', async () => {
    const before = treeState();
    for (const [name, spec] of Object.entries(commands)) {
      const r = await run(...name.split(' '), '--help');
      expect(r.code, name).toBe(0);
      expect(r.err, name).toBe('');
      expect(r.out, name).toContain(`usage: portal ${spec.usage}`);
      expect(r.out, name).toContain('--help');
      // -h anywhere after the name too, and before other options
      expect((await run(...name.split(' '), '--json', '-h')).code, name).toBe(0);
    }
    expect(treeState()).toEqual(before);
  });

  it('schema types --help does not rewrite engine/config/schemaTypes.ts', async () => {
    const before = treeState();
    expect((await run('schema', 'types', '--help')).out).toContain('usage: portal schema types [--check] [--json]');
    expect(treeState()).toEqual(before);
  });

  it('portal --help lists every command; a group (portal kyc --help) lists its subcommands', async () => {
    const all = await run('--help');
    expect(all.code).toBe(0);
    for (const name of Object.keys(commands)) expect(all.out).toContain(`  ${name} `);
    const kyc = await run('kyc', '--help');
    expect(kyc.code).toBe(0);
    expect(kyc.out).toContain('kyc coverage');
    expect(kyc.out).not.toContain('config check');
    expect((await run('help', 'kyc', 'replay')).out).toContain('usage: portal kyc replay');
  });

  it('portal --version prints the package version', () => {
    const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
    const r = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8', cwd: projectRoot });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${version}\n`);
  });

  it('wrong usage goes to stderr with exit 2: no command, an unknown command, an unknown option', async () => {
    expect(await run()).toMatchObject({ code: 2, out: '', err: expect.stringContaining('usage: portal <command>') });
    expect(await run('frobnicate')).toMatchObject({ code: 2, out: '', err: expect.stringContaining('portal: unknown command "frobnicate"') });
    expect(await run('kyc', 'diagram', '--flow', 'guide', '--colour')).toMatchObject({
      code: 2,
      out: '',
      err: expect.stringContaining("Unknown option '--colour'"),
    });
  });

  it('every command that prints data takes --json (start only serves)', () => {
    const without = Object.entries(commands)
      .filter(([, spec]) => !('--json' in spec.options))
      .map(([name]) => name);
    expect(without).toEqual(['start']);
  });

  it('--json output parses: kyc diagram gives the states and transitions of the flow', async () => {
    const r = await run('kyc', 'diagram', '--flow', 'moduleStatus', '--json');
    const graph = JSON.parse(r.out) as { states: string[]; transitions: { id: string }[]; mermaid: string };
    expect(graph.states).toEqual(['resolving', 'unsubmitted', 'underReview', 'pending', 'rejected', 'verified']);
    expect(graph.transitions.map((t) => t.id)).toContain('unsubmitted:SUBMIT:0');
    expect(graph.mermaid).toMatch(/^stateDiagram-v2/);
  });
});
