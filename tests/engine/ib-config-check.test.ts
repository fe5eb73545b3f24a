import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../engine/config';
import { loadConfigAt } from '../../src/cli/loadConfig';
import { copyOfConfigTree, lineOf } from '../helpers/config';

describe('portal config check of the IB programme and the widget keys', () => {
  it('reports unknown statuses, products, tags, privacy switches, base paths and report routes, each at its line', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/ib/program.yaml', (t) =>
      t
        .replace('{ id: pending, statuses: [pending] }', '{ id: pending, statuses: [pendng] }')
        .replace('{ accountTag: raw, product: metals, perLot: 5 }', '{ accountTag: rare, product: metal, perLot: 5 }')
        .replace('  lots: [lots]\n', '  lots: [lots]\n  shoeSize: [size]\n'),
    );
    tree.edit('config/screens/ib/clientAccounts.yaml', (t) =>
      t
        .replace('privacy: pnl, sortable: true', 'privacy: pnl2, sortable: true')
        .replace('source: { base: web, path: ibaccount/clients }', 'source: { base: webb, path: ibaccount/clients }'),
    );
    tree.edit('config/screens/ib/ibReport.yaml', (t) => t.replace('path: /rebatereport', 'path: /rebatereprt'));
    const load = loadConfigAt(tree.root);
    const lines = load.problems.map(formatProblem);
    const program = (text: string) => lineOf(tree.root, 'config/ib/program.yaml', text);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^config/ib/program.yaml:${program('statuses: [pendng]')}:\\d+ /clientLists/3/statuses/0: "pendng" is not a client status .*\\[CONFIG_INVALID_VALUE\\]$`,
          ),
        ),
        expect.stringMatching(new RegExp(`^config/ib/program.yaml:${program('product: metal,')}:\\d+ /rebateRates/4/product: "metal" is not a product`)),
        expect.stringMatching(
          new RegExp(
            `^config/ib/program.yaml:${program('accountTag: rare')}:\\d+ /rebateRates/4/accountTag: unknown account tag "rare" \\[CONFIG_UNKNOWN_TAG\\]$`,
          ),
        ),
        expect.stringMatching(/^config\/ib\/program.yaml:\d+:\d+ \/privacy\/shoeSize: "shoeSize" is not a privacy switch/),
        expect.stringMatching(/^config\/screens\/ib\/clientAccounts.yaml:\d+:\d+ \/widgets\/0\/columns\/9\/privacy: "pnl2" is not a privacy switch/),
        expect.stringMatching(/^config\/screens\/ib\/clientAccounts.yaml:\d+:\d+ \/widgets\/0\/source\/base: "webb" is not a base path of config\/http.yaml/),
        expect.stringMatching(
          /^config\/screens\/ib\/ibReport.yaml:\d+:\d+ \/widgets\/0\/pages\/1\/path: "\/rebatereprt" is not a route of the ib view \[CONFIG_UNKNOWN_ROUTE\]$/,
        ),
      ]),
    );
  });

  it('a widget key its kind does not have is refused by the schema', () => {
    const tree = copyOfConfigTree();
    tree.edit('config/screens/ib/ibLevel.yaml', (t) =>
      t.replace('    source: { base: web, path: ibaccount/level }', '    source: { base: web, path: ibaccount/level }\n    columns: []'),
    );
    const lines = loadConfigAt(tree.root).problems.map(formatProblem);
    expect(lines).toEqual([expect.stringMatching(/^config\/screens\/ib\/ibLevel.yaml:\d+:\d+ \/widgets\/0.*columns/)]);
  });
});
