import { fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigProblem, KycFlowDefinition } from '../../engine/config';
import { CoveragePanel, type CoverageRun } from '../../src/portal/studio/kycFlows/CoveragePanel';
import { PathsPanel } from '../../src/portal/studio/kycFlows/PathsPanel';
import { ConfigStatusBanner } from '../../src/portal/studio/shell/ConfigStatusBanner';
import { projectConfig } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const otp = projectConfig().tree!.kycFlows.get('otp')!.data as KycFlowDefinition;

/** `count` problems of the config on disk, as the studio's status answer lists them. */
function problems(count: number): ConfigProblem[] {
  return Array.from({ length: count }, (_, i) => ({
    file: 'config/menus/ib.yaml',
    line: i + 1,
    column: 1,
    pointer: `/items/${i}/path`,
    code: 'CONFIG_UNKNOWN_ROUTE',
    message: 'no such route',
  }));
}

/** The hot reload banner in `language` while the config on disk has `count` problems: its sentence, the problem list left out. */
async function bannerText(count: number, language: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, status: 200, statusText: 'OK', json: async () => ({ code: 0, data: { version: 1, problems: problems(count) }, msg: '' }) })),
  );
  const { unmount } = renderWithPortal(<ConfigStatusBanner />, undefined, {}, language);
  const banner = await screen.findByTestId('reload-problems');
  // The sentence, without the list of problems below it.
  const text = banner.textContent!.replace(banner.querySelector('ul')!.textContent!, '');
  unmount();
  vi.unstubAllGlobals();
  return text;
}

/** The editor's note under a draft with problems (FileEditor), in `language`. */
function SaveBlocked({ count }: { count: number }) {
  const { t } = useTranslation();
  return <p data-testid="save-blocked">{t('studio.save.blocked', { count })}</p>;
}
function saveBlockedText(count: number, language: string) {
  const { unmount } = renderWithPortal(<SaveBlocked count={count} />, undefined, {}, language);
  const text = screen.getByTestId('save-blocked').textContent;
  unmount();
  return text;
}

/** The coverage line of `logs` logs, in `language`. */
function coverageText(logs: number, language: string) {
  const run: CoverageRun = {
    coverage: {
      flow: 'otp',
      logs,
      states: { total: 10, visited: ['idle', 'sending'], missing: [], percent: 20 },
      transitions: { total: 4, taken: [], missing: [], percent: 0 },
    },
    skipped: [],
    problems: [],
  };
  const { unmount } = renderWithPortal(<CoveragePanel run={run} onLoad={() => undefined} />, undefined, {}, language);
  const text = screen.getByTestId('coverage-states').textContent;
  unmount();
  return text;
}

/** The summaries of the OTP flow's shortest paths (0 to 5 steps), by path name, in `language`. */
function pathSummaries(language: string, shortest: string) {
  const { container } = renderWithPortal(<PathsPanel definition={otp} onReplay={() => undefined} />, undefined, {}, language);
  fireEvent.click(screen.getByRole('button', { name: shortest }));
  return (name: string) => container.querySelector(`[data-path="${name}"]`)!.textContent;
}

afterEach(() => vi.unstubAllGlobals());

describe('studio: counts of problems, logs and steps are real plurals', () => {
  it('the hot reload banner says "1 problem" and "3 problems", never "problem(s)"', async () => {
    expect(await bannerText(1, 'en_US')).toBe('The config on disk has 1 problem: the portal keeps serving the last good config until it is fixed.');
    expect(await bannerText(3, 'en_US')).toBe('The config on disk has 3 problems: the portal keeps serving the last good config until they are fixed.');
  });

  it('… in German "1 Problem" and "3 Probleme", never "Problem(e)"', async () => {
    expect(await bannerText(1, 'de')).toBe(
      'Die Konfiguration auf dem Datenträger weist 1 Problem auf: Das Portal verwendet weiterhin die letzte fehlerfreie Konfiguration, bis es behoben ist.',
    );
    expect(await bannerText(3, 'de')).toBe(
      'Die Konfiguration auf dem Datenträger weist 3 Probleme auf: Das Portal verwendet weiterhin die letzte fehlerfreie Konfiguration, bis diese behoben sind.',
    );
  });

  it('… in Russian 2 ошибки, 5 ошибок, 21 ошибка', async () => {
    expect(await bannerText(2, 'ru')).toMatch(/^В конфигурации на диске 2 ошибки: пока они не исправлены/);
    expect(await bannerText(5, 'ru')).toMatch(/^В конфигурации на диске 5 ошибок: пока они не исправлены/);
    expect(await bannerText(21, 'ru')).toMatch(/^В конфигурации на диске 21 ошибка: /);
  });

  it('… in Arabic the dual for two, the plural for 5, the singular for 11', async () => {
    expect(await bannerText(2, 'ar')).toMatch(/^تتضمن الإعدادات الموجودة على القرص مشكلتين: .*إصلاحهما\.$/);
    expect(await bannerText(5, 'ar')).toMatch(/^تتضمن الإعدادات الموجودة على القرص 5 مشكلات: /);
    expect(await bannerText(11, 'ar')).toMatch(/^تتضمن الإعدادات الموجودة على القرص 11 مشكلةً: /);
  });

  it('the save warning counts its problems', () => {
    expect(saveBlockedText(1, 'en_US')).toBe('Save is refused while the config has 1 problem.');
    expect(saveBlockedText(2, 'en_US')).toBe('Save is refused while the config has 2 problems.');
    expect(saveBlockedText(1, 'de')).toBe('Speichern ist nicht möglich, solange die Konfiguration 1 Problem aufweist.');
    expect(saveBlockedText(4, 'de')).toBe('Speichern ist nicht möglich, solange die Konfiguration 4 Probleme aufweist.');
    expect(saveBlockedText(21, 'ru')).toBe('Сохранение невозможно, пока в конфигурации 21 ошибка.');
    expect(saveBlockedText(3, 'pl')).toBe('Zapis jest zablokowany, dopóki konfiguracja zawiera 3 problemy.');
    expect(saveBlockedText(5, 'pl')).toBe('Zapis jest zablokowany, dopóki konfiguracja zawiera 5 problemów.');
    expect(saveBlockedText(3, 'ja')).toBe('設定に3件の問題があるため、保存できません。');
  });

  it('coverage names its logs: "by 1 log", "by 4 logs"', () => {
    expect(coverageText(1, 'en_US')).toBe('States visited: 2 of 10 (20%) by 1 log');
    expect(coverageText(4, 'en_US')).toBe('States visited: 2 of 10 (20%) by 4 logs');
    expect(coverageText(1, 'de')).toBe('Besuchte Zustände: 2 von 10 (20 %) durch 1 Protokoll');
    expect(coverageText(3, 'de')).toBe('Besuchte Zustände: 2 von 10 (20 %) durch 3 Protokolle');
    expect(coverageText(5, 'ru')).toBe('Пройдено состояний: 2 из 10 (20%) по данным 5 журналов');
  });

  it('a generated path counts its steps: "0 steps", "1 step", "2 steps"', () => {
    const summary = pathSummaries('en_US', 'Shortest paths');
    expect(summary('otp.sixDigits.01')).toContain('to idle in 0 steps, input sixDigits');
    expect(summary('otp.sixDigits.02')).toContain('to sending in 1 step, input sixDigits');
    expect(summary('otp.sixDigits.03')).toContain('to codeSent in 2 steps, input sixDigits');
  });

  it('… in Russian: 1 шаг, 2 шага, 5 шагов', () => {
    const summary = pathSummaries('ru', 'Кратчайшие пути');
    expect(summary('otp.sixDigits.02')).toContain('до sending за 1 шаг,');
    expect(summary('otp.sixDigits.03')).toContain('до codeSent за 2 шага,');
    expect(summary('otp.sixDigits.10')).toContain('до verified за 5 шагов,');
  });

  it('… in Arabic: none, one, two, a few', () => {
    const summary = pathSummaries('ar', 'أقصر المسارات');
    expect(summary('otp.sixDigits.01')).toContain('إلى idle دون أي خطوات،');
    expect(summary('otp.sixDigits.02')).toContain('إلى sending خلال خطوة واحدة،');
    expect(summary('otp.sixDigits.03')).toContain('إلى codeSent خلال خطوتين،');
    expect(summary('otp.sixDigits.04')).toContain('إلى codeSent خلال 3 خطوات،');
  });
});
