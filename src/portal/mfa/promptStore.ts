import type { ApiCall, CallPatch, PromptKind } from '../../../engine/http';
import { createStore } from '../app/store';

export interface PendingPrompt {
  id: number;
  kind: PromptKind;
  data: unknown;
  call?: ApiCall;
  answer(patch: CallPatch | undefined): void;
}

let nextId = 1;

/** The prompt the user is being asked (step-up factors, captcha); the dialogs answer it. */
export const promptStore = createStore<PendingPrompt | undefined>(undefined);

/** Asks the user (one prompt at a time, others wait their turn) and resolves with the answer. */
export function askUser(kind: PromptKind, data: unknown, call?: ApiCall): Promise<CallPatch | undefined> {
  return new Promise((resolve) => {
    const show = () =>
      promptStore.set({
        id: nextId++,
        kind,
        data,
        ...(call ? { call } : {}),
        answer: (patch) => {
          promptStore.set(undefined);
          resolve(patch);
        },
      });
    if (!promptStore.get()) return show();
    const unsubscribe = promptStore.subscribe(() => {
      if (promptStore.get()) return;
      unsubscribe();
      show();
    });
  });
}

/**
 * A one-time captcha token (before an SMS code), or undefined when the user closed the captcha. The
 * captcha params of the specification (userId, phone, countryCode) go to the provider.
 */
export async function captchaToken(params: { userId?: string; phone?: string; countryCode?: string } = {}): Promise<string | undefined> {
  const patch = await askUser('captcha', { params });
  return patch?.body?.captchaToken as string | undefined;
}
