/**
 * How long start-up's background work waits for the first screen at most (ms, chosen): a screen that
 * never settles (an answer that never comes) does not hold it back for ever.
 */
const longestWaitMs = 4000;

let shown!: () => void;
const firstScreen = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Called once a screen's widgets have all settled: what the user opened the page for is on screen. */
export const firstScreenShown = (): void => shown();

/**
 * Runs work once the first screen is shown, or once the wait is over: requests nobody is waiting for
 * (session ids, device fingerprint, the chat, the config poll) do not compete with the page's own.
 */
export function afterFirstScreen(work: () => void): void {
  void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, longestWaitMs))]).then(work);
}
