// The read worker's entry. Plain JavaScript: a worker does not inherit the TypeScript loader of the
// thread that starts it (the CLI's tsx, vitest's transform), so it registers tsx itself and then
// loads the TypeScript that does the work.
import { register } from 'tsx/esm/api';

register();
await import('./readWorker.ts');
