import { describe, expect, it } from 'vitest';
import { fillLinkTemplate, hiddenClientFields, levelProgress, listStatuses, productOf, rebateMinor, rebatePerLot, statusDateField } from '../../engine/ib';
import { composed } from '../helpers/config';

const config = composed('au', 'vfsc');
const program = config.ibProgram;
const type = (key: string) => config.accountTypes.find((t) => t.key === key)!;

describe('IB programme (config/ib/program.yaml)', () => {
  it('the six client lists of the spec, one per IB accounts route, each a set of client statuses', () => {
    const lists = config.routes.ib!.routes.filter((r) => r.screen === 'clientAccounts').map((r) => [r.path, r.params?.list]);
    expect(lists).toEqual([
      ['/ibaccounts', 'accounts'],
      ['/pendingaccounts', 'pending'],
      ['/leads', 'leads'],
      ['/archivedClients', 'archived'],
      ['/unfundedaccounts', 'unfunded'],
      ['/openaccounts', 'opened'],
    ]);
    for (const [, list] of lists) expect(listStatuses(program, String(list))?.length).toBeGreaterThan(0);
    expect(listStatuses(program, 'opened')).toEqual(['unfunded', 'funded']);
    expect(listStatuses(program, 'nope')).toBeUndefined();
  });

  it('each status names the date the lists show for it', () => {
    expect(statusDateField(program, 'lead')).toBe('registeredAt');
    expect(statusDateField(program, 'funded')).toBe('openedAt');
    expect(() => statusDateField(program, 'nope')).toThrow(/unknown client status/);
  });

  it('the privacy switches (client details, lots, name, e-mail, P&L, margin) each hide client fields', () => {
    const names = config.enumerations.privacySwitch!.values.map((v) => v.name);
    expect(names).toEqual(['clientDetails', 'lots', 'name', 'email', 'pnl', 'margin']);
    expect(hiddenClientFields(program, {})).toEqual(new Set());
    expect(hiddenClientFields(program, { name: true, pnl: true, lots: false })).toEqual(new Set(['name', 'pnl']));
    expect(hiddenClientFields(program, { margin: true })).toEqual(new Set(['margin', 'equity']));
  });

  it('every table column marked with a privacy switch shows a field the server blanks under that switch', () => {
    for (const screen of Object.values(config.screens.ib!)) {
      for (const widget of screen.widgets) {
        const columns = [
          ...((widget as { columns?: { field: string; privacy?: string }[] }).columns ?? []),
          ...((widget as { pages?: { breakdowns: { columns: { field: string; privacy?: string }[] }[] }[] }).pages ?? []).flatMap((p) =>
            p.breakdowns.flatMap((b) => b.columns),
          ),
        ];
        for (const column of columns.filter((c) => c.privacy)) expect(program.privacy[column.privacy!], `${screen.id} ${column.field}`).toContain(column.field);
      }
    }
  });

  it('rebates come from the account type and product: the first matching rate, tag rates before the fallback', () => {
    expect(rebatePerLot(program, type('standardStp'), 'forex')).toBe(8);
    expect(rebatePerLot(program, type('rawEcn'), 'forex')).toBe(3.5);
    expect(rebatePerLot(program, type('rawEcn'), 'metals')).toBe(5);
    expect(rebatePerLot(program, type('cent'), 'forex')).toBe(1);
    expect(rebatePerLot(program, type('standardStp'), 'indices')).toBe(2.5);
    // 1.25 lots (125 hundredths) of forex on Standard STP at 8 per lot = 10.00 = 1000 cents.
    expect(rebateMinor(program, type('standardStp'), 'forex', 125)).toBe(1000);
    // 0.03 lots at 3.5 = 0.105 -> 11 cents (half up).
    expect(rebateMinor(program, type('rawEcn'), 'forex', 3)).toBe(11);
    expect(productOf(program, 'XAUUSD')).toBe('metals');
    expect(productOf(program, 'DOGE')).toBeUndefined();
  });

  it('the IB level: the highest level reached, the next one and the progress between them', () => {
    expect(levelProgress(program.levels, 0)).toMatchObject({ current: { level: 1 }, next: { level: 2 }, progress: 0, lotsToNext: 50 });
    expect(levelProgress(program.levels, 150)).toMatchObject({ current: { level: 2 }, next: { level: 3 }, progress: 0.5, lotsToNext: 100 });
    expect(levelProgress(program.levels, 250)).toMatchObject({ current: { level: 3 }, progress: 0 });
    expect(levelProgress(program.levels, 9000)).toMatchObject({ current: { level: 5 }, lotsToNext: 0, progress: 1 });
    expect(levelProgress(program.levels, 9000).next).toBeUndefined();
  });

  it('links carry the IB code; values are URL-encoded, the portal and the site are not; an unknown placeholder is an error', () => {
    expect(fillLinkTemplate(program.links.clientUrl, { portal: 'https://portal.example/', language: 'zh_CN', ibCode: 'IB 1&2', accountType: 'rawEcn' })).toBe(
      'https://portal.example/sign-up?ib=IB%201%262&type=rawEcn&lang=zh_CN',
    );
    expect(fillLinkTemplate(program.links.ibUrl, { site: 'https://join.example/', language: 'ja', ibCode: 'IB7' })).toBe(
      'https://join.example/ja/partners/join?parent=IB7',
    );
    expect(() => fillLinkTemplate('{site}/{nope}', { site: 'https://x.example' })).toThrow(/needs \{nope\}/);
  });
});
