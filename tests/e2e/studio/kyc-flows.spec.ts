import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import type { KycFlowDefinition } from '../../../engine/config';
import { loadConfigAt } from '../../../src/cli/loadConfig';
import { flowCoverage, replay, type ReplayLog } from '../../../engine/kyc';
import AxeBuilder from '@axe-core/playwright';
import { demoPassword } from '../support/session';

const json = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
// As the studio serves it: the loader's flow (enumeration names mapped to codes).
const guide = loadConfigAt().tree!.kycFlows.get('guide')!.data as KycFlowDefinition & { states: Record<string, unknown> };
const journeyFile = 'tests/replay/guide-deposit-journey.json';
const journey = json<Omit<ReplayLog, 'states'> & { states: string[] }>(journeyFile);
const guideLogs = readdirSync('tests/replay')
  .filter((f) => f.startsWith('guide-') && f.endsWith('.json'))
  .map((f) => `tests/replay/${f}`);

/** Signs in to the studio as the demo viewer (QA needs no editor) and opens the QA page. */
async function openQaPage(page: Page) {
  await page.goto('/studio/kyc-flows');
  await page.getByLabel('E-mail').fill('viewer@staff.demo.test');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'KYC flows' })).toBeVisible();
}

/** axe on the QA page itself (the studio shell around it is the shell's own test): no serious or critical violation. */
async function expectPageAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

const state = (page: Page, path: string) => page.getByTestId('flow-diagram').locator(`[data-state="${path}"]`);

test.describe('studio QA page: KYC flows', () => {
  test('draws the guide flow, replays a recorded log step by step on it, marks a corrupted expectation, shows coverage', async ({ page }) => {
    await openQaPage(page);
    for (const name of Object.keys(guide.states)) await expect(state(page, name)).toBeVisible();
    // Fitted into its box, the whole drawing shows: the transitions routed above and below the states, with their labels, too.
    const box = (await page.getByTestId('flow-diagram').boundingBox())!;
    for (const transition of await page.getByTestId('flow-diagram').locator('g[data-transition]').all()) {
      const drawn = (await transition.boundingBox())!;
      expect(drawn.y).toBeGreaterThanOrEqual(box.y - 1);
      expect(drawn.y + drawn.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }

    // Replaying a log from tests/replay highlights each state in turn, forward and back.
    await page.getByTestId('replay-file').setInputFiles(journeyFile);
    await expect(page.getByText('Every step matches its expectation.')).toBeVisible();
    for (const [index, name] of journey.states.entries()) {
      await expect(page.getByTestId('replay-position')).toContainText(`Step ${index} of ${journey.states.length - 1}`);
      await expect(state(page, name)).toHaveAttribute('data-mark', 'current');
      await expect(page.getByTestId('flow-diagram').locator('[data-mark="current"]')).toHaveCount(1);
      if (index < journey.states.length - 1) await page.getByRole('button', { name: 'Step forward' }).click();
    }
    // The context at each step: the guide's position moves with the steps.
    await expect(page.getByTestId('replay-context')).toContainText('"position": 5');
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect(state(page, journey.states.at(-2)!)).toHaveAttribute('data-mark', 'current');
    await expect(page.getByTestId('replay-context')).toContainText('"position": 4');
    await expectPageAccessible(page);

    // A corrupted expectation (step 3 should be step.phoneOtp) is marked at its step.
    const corrupted = { ...journey, states: journey.states.map((s, i) => (i === 3 ? 'step.poa' : s)) };
    await page.getByLabel('Or paste a log (JSON)').fill(JSON.stringify(corrupted));
    await page.getByRole('button', { name: 'Replay the pasted log' }).click();
    await expect(page.getByTestId('replay-mismatch')).toContainText('Step 3 (BACK) fails: Expected the state step.poa, got step.phoneOtp.');
    await expect(page.locator('[data-step="3"]')).toContainText('mismatch');
    await page.locator('[data-step="3"]').click();
    await expect(state(page, 'step.phoneOtp')).toHaveAttribute('data-mark', 'mismatch');

    // Coverage of every guide log of tests/replay (and one log of another flow, left out).
    await page.getByRole('tab', { name: 'Coverage' }).click();
    await page.getByTestId('coverage-files').setInputFiles([...guideLogs, 'tests/replay/otp-wrong-code-then-resend.json']);
    const coverage = flowCoverage(
      guide,
      guideLogs.map((f) => replay({ guide }, json<ReplayLog>(f))),
    );
    await expect(page.getByTestId('coverage-states')).toHaveText(
      `States visited: ${coverage.states.visited.length} of ${coverage.states.total} (${coverage.states.percent}%) by ${guideLogs.length} ${guideLogs.length === 1 ? 'log' : 'logs'}`,
    );
    await expect(page.getByTestId('coverage-transitions')).toHaveText(
      `Transitions taken: ${coverage.transitions.taken.length} of ${coverage.transitions.total} (${coverage.transitions.percent}%)`,
    );
    await expect(page.getByText('Logs of other flows, left out: otp-wrong-code-then-resend.json')).toBeVisible();
    for (const name of coverage.states.visited) await expect(state(page, name)).toHaveAttribute('data-mark', 'visited');
    for (const name of coverage.states.missing) await expect(state(page, name)).toHaveAttribute('data-mark', 'missing');
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('State not visited');
    await expectPageAccessible(page);
  });

  test('generated paths download as replayable logs; the diagram exports as SVG and PNG', async ({ page }) => {
    await openQaPage(page);
    await page.getByRole('tab', { name: 'Paths' }).click();
    await page.getByRole('button', { name: 'Shortest paths' }).click();
    await expect(page.getByText(/Shortest paths to each state: \d+/)).toBeVisible();
    const first = page.locator('[data-path]').first();
    const name = await first.getAttribute('data-path');
    const [pathFile] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: `Download ${name} as a replayable log` }).click()]);
    expect(pathFile.suggestedFilename()).toBe(`${name}.json`);
    const log = json<ReplayLog>((await pathFile.path())!);
    expect(replay({ guide }, log).mismatch).toBeUndefined();

    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export SVG' }).click()]);
    expect(svg.suggestedFilename()).toBe('guide.svg');
    const text = readFileSync((await svg.path())!, 'utf8');
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const stateName of Object.keys(guide.states)) expect(text).toContain(`>${stateName}</text>`);
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()]);
    expect(png.suggestedFilename()).toBe('guide.png');
    expect(
      readFileSync((await png.path())!)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});

test.describe('studio QA page at 375 px', { tag: '@mobile-only' }, () => {
  test('the diagram scrolls inside its box, never the page; replay works', async ({ page }) => {
    await openQaPage(page);
    await expect(state(page, 'preparing')).toBeAttached();
    await page.getByTestId('replay-file').setInputFiles(journeyFile);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(state(page, journey.states[1]!)).toHaveAttribute('data-mark', 'current');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectPageAccessible(page);
  });
});
