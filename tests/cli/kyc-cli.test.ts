import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/cli/projectRoot';
import { portalCli } from '../helpers/cli';
import { openDatabase } from '../../src/server/db/openDatabase';

const portal = portalCli;
const dir = mkdtempSync(join(tmpdir(), 'kyc-cli-'));
const db = join(dir, 'portal.db');

beforeAll(async () => {
  expect((await portal('seed', '--db', db)).code).toBe(0);
});

describe('portal kyc: QA and staff tools', () => {
  it('kyc replay prints each step and exits 1 on the first step that differs from --expect', async () => {
    const states = join(dir, 'states.json');
    writeFileSync(states, JSON.stringify({ states: ['unsubmitted', 'underReview', 'verified', 'underReview', 'verified'] }));
    const r = await portal(
      'kyc',
      'replay',
      '--flow',
      'moduleStatus',
      '--events',
      join(projectRoot, 'tests/replay/module-rejected-and-resubmitted.json'),
      '--expect',
      states,
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain('step   1  SUBMIT                       -> underReview');
    expect(r.err).toBe('portal kyc replay: step 2 (REJECT) differs: expected state "verified", got "rejected"\n');
  });

  it('kyc replay of a log of another flow, or with an expectation of the wrong length, is a usage error (exit 2)', async () => {
    const r = await portal('kyc', 'replay', '--flow', 'otp', '--events', join(projectRoot, 'tests/replay/module-rejected-and-resubmitted.json'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('the log is of flow "moduleStatus", not "otp"');
    const short = join(dir, 'short.json');
    writeFileSync(short, '["unsubmitted"]');
    expect(
      (await portal('kyc', 'replay', '--events', join(projectRoot, 'tests/replay/module-rejected-and-resubmitted.json'), '--expect', short)).err,
    ).toContain('the expectation lists 1 states but the log has 5 steps');
  });

  it('kyc replay of a bare list of event names (not event objects) is a usage error naming the event, not a replay of events without a type', async () => {
    const names = join(dir, 'names.json');
    writeFileSync(names, '[{ "type": "SEND" }, "SENT"]');
    const r = await portal('kyc', 'replay', '--flow', 'otp', '--events', names);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`portal kyc replay: event 2 of ${names}, "SENT", is not an event: write each as { "type": "NAME" }\n`);
  });

  it('kyc diagram prints the flow as Mermaid; an unknown flow names the valid ones', async () => {
    const r = await portal('kyc', 'diagram', '--flow', 'guide');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^stateDiagram-v2\n/);
    expect(r.out).toContain('route --> step_advancedMerged : always [mergedStepIs]');
    expect(r.out).toContain('step --> route : DONE / advance');
    expect((await portal('kyc', 'diagram', '--flow', 'kyc')).err).toContain('unknown flow "kyc" (valid flows: faceVerification, guide, moduleStatus, otp)');
  });

  it('user add creates a client with modules verified; kyc review approves and rejects submitted modules with a reason', async () => {
    const add = await portal('user', 'add', '--email', 'fresh@demo.test', '--verified', '1,2,3', '--db', db);
    expect(add.code).toBe(0);
    expect(add.out).toContain('added fresh@demo.test');
    expect((await portal('user', 'add', '--email', 'fresh@demo.test', '--db', db)).err).toContain('fresh@demo.test exists already');
    const conn = openDatabase(db);
    conn
      .prepare(
        "INSERT INTO kyc_modules (user_id, module_code, status, updated_at) SELECT id, m, 1, 0 FROM users, (SELECT 4 AS m UNION SELECT 5) WHERE email = 'fresh@demo.test'",
      )
      .run();
    conn.close();
    expect((await portal('kyc', 'review', '--email', 'fresh@demo.test', '--module', '4', '--decision', 'approve', '--db', db)).out).toBe(
      'fresh@demo.test: module 4 is now verified\n',
    );
    expect((await portal('kyc', 'review', '--email', 'fresh@demo.test', '--module', '5', '--decision', 'reject', '--reason', 'Blurred', '--db', db)).out).toBe(
      'fresh@demo.test: module 5 is now rejected (Blurred)\n',
    );
    const again = await portal('kyc', 'review', '--email', 'fresh@demo.test', '--module', '5', '--decision', 'approve', '--db', db);
    expect(again.code).toBe(1);
    expect(again.err).toContain('Module 5 (poa) is rejected: approve is not possible now.');
    expect((await portal('kyc', 'review', '--email', 'fresh@demo.test', '--module', '5', '--decision', 'maybe', '--db', db)).err).toContain(
      'unknown decision "maybe" (valid decisions: approve, reject)',
    );
    const check = openDatabase(db);
    expect(
      check
        .prepare("SELECT module_code, status, reason FROM kyc_modules m JOIN users u ON u.id = m.user_id WHERE email = 'fresh@demo.test' ORDER BY module_code")
        .all(),
    ).toEqual([
      { module_code: 1, status: 0, reason: null },
      { module_code: 2, status: 0, reason: null },
      { module_code: 3, status: 0, reason: null },
      { module_code: 4, status: 0, reason: null },
      { module_code: 5, status: 2, reason: 'Blurred' },
    ]);
    check.close();
  });

  it('kyc log turns the recorded module moves of a user into replayable logs that replay green', async () => {
    const one = await portal('kyc', 'log', '--email', 'fresh@demo.test', '--module', '5', '--db', db);
    expect(one.code).toBe(0);
    const log = JSON.parse(one.out) as { flow: string; input: unknown; events: { type: string }[]; states: string[] };
    expect(log).toMatchObject({
      flow: 'moduleStatus',
      input: { status: 1 },
      events: [{ type: 'xstate.init' }, { type: 'REJECT' }],
      states: ['underReview', 'rejected'],
    });
    const file = join(dir, 'module-5.json');
    writeFileSync(file, one.out);
    const replayed = await portal('kyc', 'replay', '--events', file);
    expect(replayed.err).toBe('');
    expect(replayed.out).toContain('2 steps, every state as expected');
    const out = join(dir, 'logs');
    const all = await portal('kyc', 'log', '--email', 'fresh@demo.test', '--out', out, '--db', db, '--json');
    expect((JSON.parse(all.out) as { files: { module: number }[] }).files.map((f) => f.module)).toEqual([4, 5]);
    const coverage = await portal('kyc', 'coverage', '--flow', 'moduleStatus', '--logs', out, '--json');
    expect(JSON.parse(coverage.out)).toMatchObject({ flow: 'moduleStatus', logs: 2, failedLogs: [] });
    expect(await portal('kyc', 'log', '--email', 'nobody@demo.test', '--db', db)).toMatchObject({ code: 1, err: 'portal kyc log: no user nobody@demo.test\n' });
  });
});
