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

/**
 * The prompts the user is being asked (step-up factors, captcha), innermost last; the dialogs answer them.
 * A stack, because a prompt can ask another one on top of itself (the step-up dialog asks for a captcha
 * before an SMS code) and must stay open meanwhile.
 */
export const promptStore = createStore<readonly PendingPrompt[]>([]);

/**
 * Asks the user and resolves with the answer. Independent prompts (two calls each needing a step-up) take
 * turns; `over` shows the prompt at once on top of the open ones (asked from inside an open prompt).
 */
export function askUser(kind: PromptKind, data: unknown, call?: ApiCall, options: { over?: boolean } = {}): Promise<CallPatch | undefined> {
  return new Promise((resolve) => {
    const show = () => {
      const id = nextId++;
      const prompt: PendingPrompt = {
        id,
        kind,
        data,
        ...(call ? { call } : {}),
        answer: (patch) => {
          promptStore.set((stack) => stack.filter((p) => p.id !== id));
          resolve(patch);
        },
      };
      promptStore.set((stack) => [...stack, prompt]);
    };
    if (options.over || promptStore.get().length === 0) return show();
    const unsubscribe = promptStore.subscribe(() => {
      if (promptStore.get().length > 0) return;
      unsubscribe();
      show();
    });
  });
}

/**
 * A one-time captcha token (before an SMS code), or undefined when the user closed the captcha. The
 * captcha params of the specification (userId, phone, countryCode) go to the provider. Shown on top of
 * any open prompt: it is asked on behalf of the one the user is answering.
 */
export async function captchaToken(params: { userId?: string; phone?: string; countryCode?: string } = {}): Promise<string | undefined> {
  const patch = await askUser('captcha', { params }, undefined, { over: true });
  return patch?.body?.captchaToken as string | undefined;
}
