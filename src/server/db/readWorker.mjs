// The read worker's entry. Plain JavaScript: a worker does not inherit the TypeScript loader of the
// thread that starts it (the CLI's tsx, vitest's transform), so it registers tsx itself and then
// loads the TypeScript that does the work.
import { getPriority, setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// The worker runs backgroundNice steps below the server's priority (19, the lowest, at most): when the
// cores are all busy, the scheduler gives the event loop (a profile, a page of the list, a payment) the
// CPU before a year of sums. Linux sets it per thread, so only this thread (and the loader thread it
// starts next) is lowered; relative to the server's own, so a server started with `nice` keeps the order
// and never has its worker raised above it.
const backgroundNice = 10;
const lowestPriority = 19;
try {
  setPriority(Math.min(lowestPriority, getPriority() + backgroundNice));
} catch {
  // A platform that does not let a thread lower its own priority: the worker runs at the server's.
}

register();
await import('./readWorker.ts');
