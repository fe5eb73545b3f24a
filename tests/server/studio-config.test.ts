import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeBack, type ConfigProblem } from '../../engine/config';
import { copyOfConfigTree, lineOf } from '../helpers/config';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { demoEditor, demoViewer, staffCookie, studioCall } from '../helpers/studio';

const vfsc = 'regulators/vfsc.yaml';
const newPhone = '+678 555 0199';

interface OpenedFile {
  text: string;
  hash: string;
  schema: Record<string, unknown>;
}

describe('config studio: files, checks, saves and hot reload', () => {
  let server: TestServer;
  let tree: ReturnType<typeof copyOfConfigTree>;
  let editor: string;
  let viewer: string;
  const open = async (path: string) => envelope<OpenedFile>(await studioCall(server, editor, 'GET', `file?path=${encodeURIComponent(path)}`)).data;
  const onDisk = (path: string) => readFileSync(join(tree.root, path), 'utf8');

  beforeAll(async () => {
    tree = copyOfConfigTree();
    execFileSync('git', ['init', '-q', tree.root]);
    execFileSync('git', ['-C', tree.root, 'add', '.']);
    execFileSync('git', ['-C', tree.root, '-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-qm', 'base']);
    server = await testServer({ server: { configRoot: tree.root } });
    editor = await staffCookie(server, demoEditor);
    viewer = await staffCookie(server, demoViewer);
  }, 120_000);
  afterAll(async () => {
    await server.app.close();
  });

  it('anonymous studio calls get 401 and a viewer cannot save (403)', async () => {
    expect((await studioCall(server, undefined, 'GET', 'files')).statusCode).toBe(401);
    expect((await studioCall(server, undefined, 'POST', 'drafts', { files: {} })).statusCode).toBe(401);
    const file = await open(vfsc);
    const res = await studioCall(server, viewer, 'POST', 'save', { path: vfsc, text: file.text.replace('+678 555 0100', newPhone), baseHash: file.hash });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('Only editors can change config.');
    expect(onDisk(vfsc)).toContain('+678 555 0100');
  });

  it('lists every config kind and opens a file with its schema bundled for the form (titles, descriptions, conditions)', async () => {
    const { files } = envelope<{ files: { path: string; kind: string }[] }>(await studioCall(server, viewer, 'GET', 'files')).data;
    const kinds = new Set(files.map((f) => f.kind));
    for (const kind of [
      'brands',
      'regulators',
      'menus',
      'routes',
      'screens',
      'accountTypes',
      'currencyRules',
      'kycLevels',
      'kycModules',
      'security',
      'constants',
      'countries',
      'currencies',
    ])
      expect(kinds).toContain(kind);
    const file = await open(vfsc);
    const contact = (file.schema.properties as Record<string, { properties: Record<string, { title?: string }> }>).contact!;
    expect(contact.properties.phone!.title).toBe('Support phone');
    expect(JSON.stringify(file.schema)).toContain('"x-predicate":true');
    expect(JSON.stringify(file.schema)).not.toMatch(/"\$ref":"(?!#)/);
  });

  it('a changed support phone saves as a one-line diff with every comment kept, on record and as a patch, and is served without a restart', async () => {
    const file = await open(vfsc);
    const data = parse(file.text) as { contact: { phone: string } };
    data.contact.phone = newPhone;
    const text = writeBack(vfsc, file.text, data);
    const res = await studioCall(server, editor, 'POST', 'save', { path: vfsc, text, baseHash: file.hash });
    expect(res.statusCode).toBe(200);

    const gitDiff = execFileSync('git', ['-C', tree.root, 'diff', '-U0', '--', vfsc], { encoding: 'utf8' });
    expect(gitDiff.split('\n').filter((l) => /^[-+][^-+]/.test(l))).toEqual(['-  phone: "+678 555 0100"', `+  phone: "${newPhone}"`]);
    expect(onDisk(vfsc).match(/#.*/g)).toEqual(file.text.match(/#.*/g));

    const { saves } = envelope<{ saves: { staffEmail: string; file: string; diff: string; savedAt: string }[] }>(
      await studioCall(server, viewer, 'GET', 'saves'),
    ).data;
    expect(saves[0]).toMatchObject({ staffEmail: demoEditor, file: vfsc });
    expect(saves[0]!.diff).toContain(`+  phone: "${newPhone}"`);
    const patch = await studioCall(server, viewer, 'GET', 'saves.patch');
    expect(patch.headers['content-type']).toMatch(/text\/x-diff/);
    // The patch undoes and redoes cleanly on the tree it came from.
    writeFileSync(join(tree.root, 'studio.patch'), patch.body);
    execFileSync('git', ['-C', tree.root, 'apply', '--reverse', '--check', 'studio.patch']);

    const ib = await server.signIn('ib@demo.test');
    const contact = envelope<{ id: string; text: string }[]>(await server.get('/web-api/api/ibaccount/contact', ib)).data;
    expect(contact.find((c) => c.id === 'phone')?.text).toBe(newPhone);
  });

  it('a file with a wrong type and a menu path that is not a route shows both problems at once, with line and pointer, and cannot be saved', async () => {
    const path = 'config/menus/ib.yaml';
    const file = await open(path);
    const broken = file.text.replace('path: /iblevel, icon: level', 'path: /iblevl, icon: level').replace('    hidden: true\n', '    hidden: "yes"\n');
    const draft = envelope<{ id: string; problems: ConfigProblem[] }>(await studioCall(server, editor, 'POST', 'drafts', { files: { [path]: broken } })).data;
    const mine = draft.problems.filter((p) => p.file === path);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'CONFIG_WRONG_TYPE', pointer: '/items/5/hidden', line: lineOf(tree.root, path, 'hidden: true') }),
        expect.objectContaining({ code: 'CONFIG_UNKNOWN_ROUTE', pointer: '/items/2/path', line: lineOf(tree.root, path, 'path: /iblevel') }),
      ]),
    );
    const res = await studioCall(server, editor, 'POST', 'save', { path, text: broken, baseHash: file.hash });
    expect(res.statusCode).toBe(422);
    expect((res.json().data.problems as ConfigProblem[]).length).toBeGreaterThanOrEqual(2);
    expect(onDisk(path)).toBe(file.text);
  });

  it('a save over a file changed on disk since it was opened is refused', async () => {
    const file = await open('regulators/cima.yaml');
    tree.edit('regulators/cima.yaml', (t) => t + '# touched\n');
    const res = await studioCall(server, editor, 'POST', 'save', {
      path: 'regulators/cima.yaml',
      text: file.text.replace('# Regulator', '# The regulator'),
      baseHash: file.hash,
    });
    expect(res.statusCode).toBe(409);
  });

  it('a draft with problems (a brand colour that is not one) is not previewed: 422 CONFIG_INVALID with its problems, so the frame keeps the last good config', async () => {
    const brand = 'brands/au.yaml';
    const file = await open(brand);
    expect(file.text).toMatch(/primary: "?#[0-9a-fA-F]{6}"?/);
    const draft = envelope<{ id: string }>(
      await studioCall(server, editor, 'POST', 'drafts', { files: { [brand]: file.text.replace(/primary: "?#[0-9a-fA-F]{6}"?/, 'primary: blue') } }),
    ).data;
    const res = await studioCall(server, editor, 'GET', `preview/config?draft=${draft.id}&brand=au&regulator=vfsc`);
    expect(res.statusCode).toBe(422);
    const refused = res.json() as { code: number; msg: string; data: { problems: ConfigProblem[] } };
    expect(refused.msg).toMatch(/the draft has problems that stop the preview/);
    expect(refused.data.problems.some((p) => p.file === brand && p.pointer === '/theme/primary')).toBe(true);
  });

  it('the preview of a draft composes the unsaved config, and only for the staff member who made it', async () => {
    const file = await open(vfsc);
    const draft = envelope<{ id: string }>(
      await studioCall(server, editor, 'POST', 'drafts', { files: { [vfsc]: file.text.replace(newPhone, '+678 555 0222') } }),
    ).data;
    const preview = envelope<{ config: { regulator: { contact: { phone: string } } } }>(
      await studioCall(server, editor, 'GET', `preview/config?draft=${draft.id}&brand=au&regulator=vfsc`),
    ).data;
    expect(preview.config.regulator.contact.phone).toBe('+678 555 0222');
    expect((await studioCall(server, viewer, 'GET', `preview/config?draft=${draft.id}&brand=au&regulator=vfsc`)).statusCode).toBe(404);
    expect((await server.get(`/web-api/studio/preview/config?draft=${draft.id}&brand=au&regulator=vfsc`)).statusCode).toBe(401);
  });

  it('a sixth regulator copied from an existing one passes the check and is served after its save', async () => {
    const file = await open('regulators/vfsc2.yaml');
    const text = writeBack('regulators/sixth.yaml', file.text, { ...(parse(file.text) as object), id: 'sixth' });
    const res = await studioCall(server, editor, 'POST', 'save', { path: 'regulators/sixth.yaml', text, baseHash: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.diff).toMatch(/^--- \/dev\/null\n\+\+\+ b\/regulators\/sixth\.yaml/);
    expect(server.app.portalContext.config('sixth').regulator.id).toBe('sixth');
  });

  it('hot reload: invalid config on disk keeps the last good config served and reports the problems; a fix swaps it in', async () => {
    const live = server.app.portalContext.live;
    const before = live.version();
    tree.edit('regulators/fca.yaml', (t) => t.replace(/^id: fca$/m, 'id: 42'));
    const failed = live.reload();
    expect(failed.ok).toBe(false);
    expect(live.version()).toBe(before);
    expect(server.app.portalContext.config('fca').regulator.id).toBe('fca');
    const status = envelope<{ version: number; problems: ConfigProblem[] }>(await studioCall(server, viewer, 'GET', 'status')).data;
    expect(status.problems.some((p) => p.file === 'regulators/fca.yaml')).toBe(true);

    tree.edit('regulators/fca.yaml', (t) => t.replace(/^id: 42$/m, 'id: fca').replace('+44', '+44 '));
    expect(live.reload().ok).toBe(true);
    expect(live.version()).toBe(before + 1);
    expect(live.pending()).toEqual([]);
    // Open portals poll this to know when to fetch portal/config again.
    expect(envelope<{ version: number }>(await server.get('/web-api/api/portal/config-version')).data.version).toBe(before + 1);
  });

  it('hot reload: the watcher sees a file changed on disk and the portal config follows', async () => {
    const live = server.app.portalContext.live;
    const stop = live.watch({ settleMs: 20 });
    try {
      const before = live.version();
      const token = await server.signIn('ib@demo.test');
      // Served (and so kept, encoded once per version) before the change: the kept answer is not served after it.
      const phone = async () =>
        envelope<{ regulator: { contact: { phone: string } } }>(await server.get('/web-api/api/portal/config', token)).data.regulator.contact.phone;
      expect(await phone()).toBe(newPhone);
      tree.edit(vfsc, (t) => t.replace(newPhone, '+678 555 0333'));
      await vi.waitFor(() => expect(live.version()).toBeGreaterThan(before), { timeout: 5000, interval: 25 });
      expect(await phone()).toBe('+678 555 0333');
    } finally {
      stop();
    }
  });

  it('hot reload of a form: the server says the pages show it as being updated until the portal is built again (its validators are in the build)', async () => {
    const live = server.app.portalContext.live;
    const lines: string[] = [];
    const stop = live.watch({ settleMs: 20, log: (line) => lines.push(line) });
    try {
      tree.edit('config/forms/privacySwitches.json', (t) => t.replace('"privacy.margin" }', '"privacy.margin", "default": false }'));
      await vi.waitFor(() => expect(lines.some((l) => l.startsWith('config reloaded'))).toBe(true), { timeout: 5000, interval: 25 });
      expect(lines).toContain(
        "config/forms/privacySwitches.json changed: a form changed or added since the portal's build shows as being updated until the portal is built again (portal start builds it)",
      );
    } finally {
      stop();
    }
  });

  it('hot reload of a form under --dev (Vite compiles its validators again): no such line', async () => {
    const live = server.app.portalContext.live;
    const lines: string[] = [];
    const stop = live.watch({ settleMs: 20, log: (line) => lines.push(line), formsInBuild: false });
    try {
      tree.edit('config/forms/privacySwitches.json', (t) => t.replace('"privacy.pnl" }', '"privacy.pnl", "default": false }'));
      await vi.waitFor(() => expect(lines.some((l) => l.startsWith('config reloaded'))).toBe(true), { timeout: 5000, interval: 25 });
      expect(lines.filter((l) => l.includes('config/forms/'))).toEqual([]);
    } finally {
      stop();
    }
  });
});
