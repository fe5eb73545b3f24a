import { assign, setup } from 'xstate';

/**
 * The copy button (specification section 4): idle, then "copied" for a delay (constants
 * copyConfirmationMs, 2000 ms), then idle again; clicks while copied are ignored. The copy itself
 * is an injected action (`copy`), so the browser writes to the clipboard and tests count calls.
 */
export const copyButtonMachine = setup({
  types: {
    context: {} as { text: string; confirmationMs: number },
    input: {} as { text: string; confirmationMs: number },
    events: {} as { type: 'CLICK' } | { type: 'SET_TEXT'; text: string },
  },
  actions: {
    copy: () => undefined,
  },
  delays: {
    confirmation: ({ context }) => context.confirmationMs,
  },
}).createMachine({
  id: 'copyButton',
  context: ({ input }) => ({ text: input.text, confirmationMs: input.confirmationMs }),
  initial: 'idle',
  on: {
    SET_TEXT: { actions: assign({ text: ({ event }) => event.text }) },
  },
  states: {
    idle: {
      on: { CLICK: { target: 'copied', actions: 'copy' } },
    },
    copied: {
      after: { confirmation: 'idle' },
    },
  },
});
