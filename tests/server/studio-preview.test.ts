import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewContext, PreviewUser } from '../../src/portal/app/studioPreview';
import { createDraftChecker } from '../../src/server/studio/draftChecker';
import { copyOfConfigTree } from '../helpers/config';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { demoEditor, demoViewer, staffCookie, studioCall } from '../helpers/studio';

const vfsc = 'regulators/vfsc.yaml';
const ibMenu = 'config/menus/ib.yaml';
const previewHeader = 'x-studio-preview';
const context: PreviewContext = {
  brand: 'au',
  regulator: 'vfsc',
  view: 'ib',
  role: 'ib',
  permissionIds: [],
  language: 'en_US',
  inApp: false,
  viewport: 1280,
};

describe('config studio: drafts are checked in a worker thread', () => {
  const tree = copyOfConfigTree();
  const checker = createDraftChecker(tree.root);
  afterAll(() => checker.close());
  const menu = readFileSync(join(tree.root, ibMenu), 'utf8');
  const broken = menu.replace('path: /iblevel, icon: level', 'path: /iblevl, icon: level').replace('    hidden: true\n', '    hidden: "yes"\n');

  it('the event loop keeps running while a draft is checked, and every problem of the file comes at once', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const problems = await checker.check({ [ibMenu]: broken });
    const took = performance.now() - started;
    clearInterval(ticker);
    // In the request handler the whole check would be one gap of the event loop; in the worker the timer keeps firing.
    expect(took).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(took / 2);
    const mine = problems.filter((p) => p.file === ibMenu);
    expect(mine.map((p) => `${p.pointer} [${p.code}]`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/items\/\d+\/hidden \[CONFIG_WRONG_TYPE\]$/), '/items/2/path [CONFIG_UNKNOWN_ROUTE]']),
    );
    for (const p of mine) expect(p.line).toBeGreaterThan(0);
  });

  it('the newest edit of a draft wins over a check of it still waiting', async () => {
    const running = checker.check({ [ibMenu]: menu.replace('# ', '#  ') });
    const older = checker.check({ [ibMenu]: broken }, 'draft-1');
    const newer = checker.check({ [ibMenu]: menu }, 'draft-1');
    await running;
    expect(await older).toEqual([]);
    expect(await newer).toEqual([]);
  });
});

describe('config studio: the preview is the real portal, read-only, with the draft', () => {
  let server: TestServer;
  let editor: string;
  let viewer: string;
  let token: string;
  const asPreview = (cookie: string | undefined, previewToken = token) => ({ [previewHeader]: previewToken, ...(cookie ? { cookie } : {}) });

  beforeAll(async () => {
    server = await testServer();
    editor = await staffCookie(server, demoEditor);
    viewer = await staffCookie(server, demoViewer);
    const text = readFileSync(join(import.meta.dirname, '..', '..', vfsc), 'utf8');
    const draft = envelope<{ id: string }>(
      await studioCall(server, editor, 'POST', 'drafts', { files: { [vfsc]: text.replace('+678 555 0100', '+678 555 0199') } }),
    ).data;
    const preview = envelope<{ token: string; path: string }>(await studioCall(server, editor, 'POST', 'previews', { context, draft: draft.id })).data;
    expect(preview.path).toBe('/ib/');
    token = preview.token;
  }, 120_000);
  afterAll(() => server.app.close());

  it("the portal's config and the server's answers follow the unsaved draft, for a demo user seen in the preview's context", async () => {
    const config = envelope<{ regulator: { contact: { phone: string } }; preview: { inApp: boolean; auth: { regulator: string; isIb: boolean } } }>(
      await server.get('/web-api/api/portal/config', undefined, asPreview(editor)),
    ).data;
    expect(config.regulator.contact.phone).toBe('+678 555 0199');
    expect(config.preview).toMatchObject({ inApp: false, auth: { regulator: 'vfsc', isIb: true } });
    const contact = envelope<{ id: string; text: string }[]>(await server.get('/web-api/api/ibaccount/contact', undefined, asPreview(editor))).data;
    expect(contact.find((c) => c.id === 'phone')?.text).toBe('+678 555 0199');
    // The portal being served is not touched.
    const served = envelope<{ regulator: { contact: { phone: string } } }>(
      await server.get('/web-api/api/portal/config', await server.signIn('ib@demo.test')),
    ).data;
    expect(served.regulator.contact.phone).toBe('+678 555 0100');
  });

  it('a call that changes something is refused with a clear message; calls that only read pass', async () => {
    const move = await server.post(
      '/hgw/payment-api/api/transfer/applyTransfer',
      { kind: 'own', from: '1', to: '2', amount: '1.00' },
      undefined,
      asPreview(editor),
    );
    expect(move.statusCode).toBe(403);
    expect(move.json()).toMatchObject({ code: 416, msg: expect.stringContaining('preview of the portal') });
    expect((await server.post('/web-api/api/logout', {}, undefined, asPreview(editor))).statusCode).toBe(403);
    const info = await server.post('/hgw/user-api/outer/login/getUserInfo', {}, undefined, asPreview(editor));
    expect(info.statusCode).toBe(200);
  });

  it('a sub-user preview carries the permission ids of the context', async () => {
    const sub = envelope<{ token: string }>(
      await studioCall(server, editor, 'POST', 'previews', { context: { ...context, role: 'subUser', permissionIds: [2] } }),
    ).data;
    const info = envelope<{ auth: { isSubUser: boolean; permissionIds: number[] } }>(
      await server.post('/hgw/user-api/outer/login/getUserInfo', {}, undefined, asPreview(editor, sub.token)),
    ).data;
    expect(info.auth).toMatchObject({ isSubUser: true, permissionIds: [2] });
  });

  it("the user facts of a context are those the frame's portal reads, the user's own switches included (the fca IB's open settings are off)", async () => {
    const fca = { ...context, regulator: 'fca' };
    const shown = envelope<PreviewUser>(await studioCall(server, viewer, 'POST', 'preview/user', { context: fca })).data;
    const frame = envelope<{ token: string }>(await studioCall(server, viewer, 'POST', 'previews', { context: fca })).data;
    const info = envelope<{
      profile: { userType: number; countryId: number; switches: Record<string, boolean> };
      auth: { isSubUser: boolean; permissionIds: number[] };
    }>(await server.post('/hgw/user-api/outer/login/getUserInfo', {}, undefined, asPreview(viewer, frame.token))).data;
    expect(shown.switches).toEqual({ withdrawalChannelOff: false, openSettingsOff: true });
    expect(shown.switches).toEqual(info.profile.switches);
    expect(shown.user).toEqual({
      isSubUser: info.auth.isSubUser,
      permissionIds: info.auth.permissionIds,
      userType: info.profile.userType,
      countryId: info.profile.countryId,
    });
    expect((await studioCall(server, undefined, 'POST', 'preview/user', { context: fca })).statusCode).toBe(401);
  });

  it('a preview token is useless outside the staff session it was made for, and never falls back to a portal session', async () => {
    const contact = '/web-api/api/ibaccount/contact';
    expect((await server.get(contact, undefined, asPreview(undefined))).statusCode).toBe(401);
    expect((await server.get(contact, undefined, asPreview(viewer))).statusCode).toBe(401);
    expect((await server.get(contact, await server.signIn('ib@demo.test'), asPreview(editor, 'not-a-preview'))).statusCode).toBe(401);
    expect((await studioCall(server, undefined, 'POST', 'previews', { context })).statusCode).toBe(401);
  });
});
