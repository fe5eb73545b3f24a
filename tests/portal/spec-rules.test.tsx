import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAccountSubmitted, policyFlags } from '../../src/portal/app/bootstrap';
import { chatLanguage } from '../../src/portal/chat/chatLanguage';
import { AccountSubmittedNotice } from '../../src/portal/funds/AccountSubmittedNotice';
import { CaptchaDialog } from '../../src/portal/mfa/CaptchaDialog';
import type { PendingPrompt } from '../../src/portal/mfa/promptStore';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');

describe('code 540 (spec section 8: checks trading accounts and sets a flag when any is submitted)', () => {
  beforeEach(() => policyFlags.set({ accountSubmitted: false }));

  it('asks getFirstAccountAuditStatus and sets the flag only for a submitted account; the shell shows the notice', async () => {
    const api = vi.fn().mockResolvedValue({ status: 'Submitted' });
    await checkAccountSubmitted(api, config.enumerations);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', base: 'cp', path: 'account/getFirstAccountAuditStatus' }));
    expect(policyFlags.get().accountSubmitted).toBe(true);
    renderWithPortal(<AccountSubmittedNotice />, config);
    expect(screen.getByTestId('account-submitted-notice').textContent).toBe('Your trading account application has been submitted and is waiting for review.');
  });

  it('any other audit status (Completed, Pending, empty) clears it, so no notice shows; a failed check changes nothing', async () => {
    policyFlags.set({ accountSubmitted: true });
    await checkAccountSubmitted(vi.fn().mockResolvedValue({ status: 'Completed' }), config.enumerations);
    expect(policyFlags.get().accountSubmitted).toBe(false);
    await checkAccountSubmitted(vi.fn().mockResolvedValue({ status: '' }), config.enumerations);
    expect(policyFlags.get().accountSubmitted).toBe(false);
    renderWithPortal(<AccountSubmittedNotice />, config);
    expect(screen.queryByTestId('account-submitted-notice')).toBeNull();
    policyFlags.set({ accountSubmitted: true });
    await checkAccountSubmitted(vi.fn().mockRejectedValue(new Error('offline')), config.enumerations);
    expect(policyFlags.get().accountSubmitted).toBe(true);
  });
});

describe('support chat locale (spec section 9: two hostnames force the Russian chat locale)', () => {
  const hostnames = config.constants.supportChat.russianLocaleHostnames;

  it('config names two hostnames; each gets the Russian locale whatever the portal language', () => {
    expect(hostnames).toHaveLength(2);
    for (const host of hostnames) {
      expect(chatLanguage(host, 'en_US', hostnames)).toBe('ru');
      expect(chatLanguage(host.toUpperCase(), 'zh_CN', hostnames)).toBe('ru');
    }
  });

  it('every other hostname keeps the portal language', () => {
    expect(chatLanguage('localhost', 'en_US', hostnames)).toBe('en_US');
    expect(chatLanguage(`www.${hostnames[0]}`, 'th', hostnames)).toBe('th');
  });
});

describe('captcha time-out (spec section 9: 600000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The provider renders a challenge nobody answers.
    window.PortalCaptcha = { render: () => Promise.resolve() };
  });
  afterEach(() => {
    vi.useRealTimers();
    delete window.PortalCaptcha;
  });

  it('closes an unanswered challenge after constants.captcha.timeoutMs, not before', async () => {
    const { timeoutMs } = config.constants.captcha;
    expect(timeoutMs).toBe(600_000);
    const answer = vi.fn();
    const prompt: PendingPrompt = { id: 1, kind: 'captcha', data: { params: {} }, answer };
    renderWithPortal(<CaptchaDialog prompt={prompt} />, config);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(screen.getByTestId('captcha-container')).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(timeoutMs - 1)));
    expect(answer).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(answer).toHaveBeenCalledWith(undefined);
  });
});
