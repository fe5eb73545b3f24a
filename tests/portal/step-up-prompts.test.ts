import { afterEach, describe, expect, it } from 'vitest';
import { askUser, captchaToken, promptStore } from '../../src/portal/mfa/promptStore';

afterEach(() => promptStore.set([]));

describe('step-up prompts', () => {
  it('SMS step-up never completes (defect): the captcha asked from the open step-up dialog shows at once on top of it', async () => {
    const stepUp = askUser('stepUp', { action: 'withdraw', factors: ['email', 'sms'] });
    expect(promptStore.get().map((p) => p.kind)).toEqual(['stepUp']);
    const token = captchaToken({ phone: '+44***1234' });
    expect(promptStore.get().map((p) => p.kind)).toEqual(['stepUp', 'captcha']);
    promptStore.get()[1]!.answer({ body: { captchaToken: 'tok-1' } });
    await expect(token).resolves.toBe('tok-1');
    // The step-up dialog is still open for the SMS code.
    expect(promptStore.get().map((p) => p.kind)).toEqual(['stepUp']);
    promptStore.get()[0]!.answer({ mfa: { phoneCode: '123456' } });
    await expect(stepUp).resolves.toEqual({ mfa: { phoneCode: '123456' } });
    expect(promptStore.get()).toEqual([]);
  });

  it('independent prompts still take turns', async () => {
    const first = askUser('stepUp', { n: 1 });
    const second = askUser('stepUp', { n: 2 });
    expect(promptStore.get().map((p) => p.data)).toEqual([{ n: 1 }]);
    promptStore.get()[0]!.answer(undefined);
    await expect(first).resolves.toBeUndefined();
    expect(promptStore.get().map((p) => p.data)).toEqual([{ n: 2 }]);
    promptStore.get()[0]!.answer(undefined);
    await expect(second).resolves.toBeUndefined();
  });
});
