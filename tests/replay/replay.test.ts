import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kycPaths } from '../../src/cli/commands/kyc/kycPaths';
import { configFlows, kycReplay } from '../../src/cli/commands/kyc/kycReplay';

const here = import.meta.dirname;
const logs = readdirSync(here).filter((f) => f.endsWith('.json'));

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
    expect(result.stdout).toContain('step   4  DONE                         -> step.personalInfo   MISMATCH: expected state "step.poi", got "step.personalInfo"');
    expect(result.stdout).not.toContain('step   5');
  });
});
