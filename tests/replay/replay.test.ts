import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kycCoverage } from '../../src/cli/commands/kyc/kycCoverage';
import { kycPaths } from '../../src/cli/commands/kyc/kycPaths';
import { configFlows, kycReplay } from '../../src/cli/commands/kyc/kycReplay';

const here = import.meta.dirname;
const minimumsFile = 'coverage-minimums.json';
const logs = readdirSync(here).filter((f) => f.endsWith('.json') && f !== minimumsFile);

describe('recorded KYC event logs (tests/replay/*.json) replay to their expected states through `portal kyc replay`', () => {
  it('there are recorded logs of every flow', () => {
    const flows = new Set(logs.map((f) => (JSON.parse(readFileSync(join(here, f), 'utf8')) as { flow: string }).flow));
    expect([...flows].sort()).toEqual(Object.keys(configFlows()).sort());
  });

  it.each(logs)('%s', (file) => {
    const result = kycReplay(['--events', join(here, file)]);
    expect(result.stderr ?? '').toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/\d+ steps, every state as expected\n$/);
  });
});

describe('generated paths replay to their targets; a wrong expectation fails at the step that differs', () => {
  it.each(Object.keys(configFlows()))('every shortest path of %s, written by `portal kyc paths`, replays', (flow) => {
    const out = mkdtempSync(join(tmpdir(), `paths-${flow}-`));
    expect(kycPaths(['--flow', flow, '--out', out]).exitCode).toBe(0);
    const files = readdirSync(out);
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const log = JSON.parse(readFileSync(join(out, file), 'utf8')) as { target: string; states: string[] };
      expect(log.states.at(-1)).toBe(log.target);
      expect(kycReplay(['--events', join(out, file)]).exitCode, file).toBe(0);
    }
  });

  it('simple paths too (--simple)', () => {
    const out = mkdtempSync(join(tmpdir(), 'paths-simple-'));
    expect(kycPaths(['--flow', 'moduleStatus', '--simple', '--out', out]).stdout).toMatch(/^\d+ simple paths of flow moduleStatus/);
    for (const file of readdirSync(out)) expect(kycReplay(['--events', join(out, file)]).exitCode).toBe(0);
  });

  it('an expectation file that differs at step 4 makes the replay exit 1 naming that step', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wrong-'));
    const expect4 = ['step.emailOtp', 'step.phoneOtp', 'step.personalInfo', 'step.phoneOtp', 'step.poi', 'step.poi', 'step.poa', 'result'];
    writeFileSync(join(dir, 'states.json'), JSON.stringify(expect4));
    const result = kycReplay(['--flow', 'guide', '--events', join(here, 'guide-deposit-journey.json'), '--expect', join(dir, 'states.json')]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('portal kyc replay: step 4 (DONE) differs: expected state "step.poi", got "step.personalInfo"\n');
    expect(result.stdout).toContain(
      'step   4  DONE                         -> step.personalInfo   MISMATCH: expected state "step.poi", got "step.personalInfo"',
    );
    expect(result.stdout).not.toContain('step   5');
  });
});

describe('replay is strict: an event the state does not accept fails the replay (unless --lenient)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'strict-'));
  const log = join(dir, 'approve-twice.json');
  writeFileSync(log, JSON.stringify({ flow: 'moduleStatus', input: { status: 3 }, events: [{ type: 'SUBMIT' }, { type: 'APPROVE' }, { type: 'APPROVE' }] }));

  it('a second APPROVE of a verified module exits 1 naming step 3 and the events the state accepts', () => {
    const result = kycReplay(['--events', log]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('portal kyc replay: step 3 (APPROVE) refused: event "APPROVE" is not accepted in state "verified" (accepted: none)\n');
    expect(result.stdout).toContain('step   3  APPROVE                      -> verified   REFUSED');
  });

  it('an event of no flow at all (a typo) is refused the same way', () => {
    const typo = join(dir, 'typo.json');
    writeFileSync(
      typo,
      JSON.stringify({
        flow: 'guide',
        input: { level: 0, nextLevel: 2, verifyRelationList: [{ verifyModuleCode: 1, status: 3 }] },
        events: [{ type: 'DOEN' }],
      }),
    );
    expect(kycReplay(['--events', typo]).stderr).toMatch(
      /^portal kyc replay: step 1 \(DOEN\) refused: event "DOEN" is not accepted in state "step.emailOtp" \(accepted: DONE, BACK, FORCE_RESULT\)/,
    );
  });

  it('--lenient ignores it and replays to the end; --json gives every step with the transitions taken', () => {
    expect(kycReplay(['--events', log, '--lenient'])).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('(not accepted here: ignored)') });
    const json = JSON.parse(kycReplay(['--events', log, '--json']).stdout!) as {
      ok: boolean;
      failure: { index: number; refused: boolean };
      steps: { transitions: string[] }[];
    };
    expect(json.ok).toBe(false);
    expect(json.failure).toMatchObject({ index: 3, refused: true });
    expect(json.steps[1]!.transitions).toEqual(['unsubmitted:SUBMIT:0']);
  });
});

describe("coverage of the recorded logs (tests/replay) stays at or above each flow's minimum (tests/replay/coverage-minimums.json)", () => {
  const minimums = JSON.parse(readFileSync(join(here, minimumsFile), 'utf8')) as Record<string, { states: number; transitions: number }>;

  it('every flow has a minimum', () => {
    expect(Object.keys(minimums).sort()).toEqual(Object.keys(configFlows()).sort());
  });

  it.each(Object.entries(minimums))('%s', (flow, min) => {
    const result = kycCoverage(['--flow', flow, '--logs', here, '--min-states', String(min.states), '--min-transitions', String(min.transitions)]);
    // The report is part of the CI log: which states and transitions no recorded log reaches.
    process.stdout.write(result.stdout ?? '');
    expect(result.stderr ?? '').toBe('');
    expect(result.exitCode).toBe(0);
  });

  it('a minimum above what the logs reach fails, naming the shortfall', () => {
    const result = kycCoverage(['--flow', 'guide', '--logs', here, '--min-transitions', '100']);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/^portal kyc coverage: transitions [\d.]+% < 100%/);
  });
});
