import { assign, fromCallback, fromPromise, setup } from 'xstate';

export type CaptchaEvent = { type: 'SUCCESS'; token: string } | { type: 'FAIL'; reason?: string } | { type: 'CLOSE' };

export interface CaptchaInput {
  /** Attempts after the first failed script load (constants.captcha.loadRetries). */
  loadRetries: number;
}

/** The script URL's cache buster: the same for every load within one period (constants.captcha.cacheBusterMinutes). */
export function cacheBuster(nowMs: number, periodMinutes: number): number {
  return Math.floor(nowMs / (periodMinutes * 60_000));
}

/**
 * The captcha of specification section 4: load the provider script (retried), render, then verify
 * success, verify fail (logged only, the provider shows a new challenge) or close. The script
 * loader and renderer are provided by the portal (they touch the DOM); failures only reach logFailure.
 */
export const captchaMachine = setup({
  types: {
    context: {} as { attempts: number; loadRetries: number; token?: string },
    input: {} as CaptchaInput,
    events: {} as CaptchaEvent,
    output: {} as { token?: string },
  },
  actors: {
    loadScript: fromPromise<void, { attempt: number }>(async () => {
      throw new Error('loadScript must be provided');
    }),
    render: fromCallback<CaptchaEvent>(() => {
      throw new Error('render must be provided');
    }),
  },
  actions: {
    logFailure: (_, _params: { reason: string }) => undefined,
  },
  guards: {
    canRetry: ({ context }) => context.attempts < context.loadRetries,
  },
}).createMachine({
  id: 'captcha',
  initial: 'loading',
  context: ({ input }) => ({ attempts: 0, loadRetries: input.loadRetries }),
  output: ({ context }) => (context.token ? { token: context.token } : {}),
  states: {
    loading: {
      invoke: {
        src: 'loadScript',
        input: ({ context }) => ({ attempt: context.attempts }),
        onDone: 'rendering',
        onError: [
          { guard: 'canRetry', target: 'loading', reenter: true, actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
          { target: 'unavailable', actions: { type: 'logFailure', params: { reason: 'script failed to load' } } },
        ],
      },
    },
    rendering: {
      invoke: { src: 'render' },
      on: {
        SUCCESS: { target: 'verified', actions: assign({ token: ({ event }) => event.token }) },
        FAIL: { actions: { type: 'logFailure', params: ({ event }) => ({ reason: event.reason ?? 'verification failed' }) } },
        CLOSE: 'closed',
      },
    },
    verified: { type: 'final' },
    closed: { type: 'final' },
    unavailable: { type: 'final' },
  },
});
