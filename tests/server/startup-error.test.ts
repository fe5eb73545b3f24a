import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/buildServer';
import { openDatabase } from '../../src/server/db/openDatabase';
import { loadConfigAt } from '../../src/cli/loadConfig';
import { copyOfConfigTree } from '../helpers/config';

describe('a portal started on invalid config', () => {
  it('serves a page listing every problem with file, line and code, for pages and API alike', async () => {
    const tree = copyOfConfigTree();
    tree.edit('regulators/fca.yaml', (t) => t.replace('cancelWithdraw: false', 'cancelWithdraw: nope'));
    tree.edit('config/menus/ib.yaml', (t) => t.replace('path: /campaignLinks,', 'path: /campaignLinkz,'));
    const app = await buildServer({ db: openDatabase(':memory:'), config: loadConfigAt(tree.root) });
    for (const url of ['/', '/ib/home', '/web-api/api/system/information']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('its configuration has 2 problems');
      expect(res.body).toMatch(/regulators\/fca\.yaml:\d+:\d+ \/withdrawal\/cancelWithdraw: must be boolean/);
      expect(res.body).toContain('[CONFIG_UNKNOWN_ROUTE]');
      expect(res.body).not.toMatch(/<script/i);
    }
    await app.close();
  });
});
