import { parentPort, workerData } from 'node:worker_threads';
import { ConfigError } from '../../../engine/config';
import { createDraftLoads } from './draftLoads';
import type { DraftRequest, DraftAnswer } from './draftChecker';

// Runs in the worker thread draftChecker.ts starts: loads drafts (the same `config check`) one message at a time.
const loads = createDraftLoads((workerData as { root: string }).root);
const port = parentPort!;

port.on('message', (request: DraftRequest) => {
  if (request.op === 'clear') {
    loads.clear();
    return;
  }
  const answer = (body: Omit<DraftAnswer, 'id'>) => port.postMessage({ id: request.id, ...body } satisfies DraftAnswer);
  try {
    const load = loads.load(request.files);
    if (request.op === 'check') answer({ problems: load.problems });
    // A draft with problems is never previewed, as the server never serves such config (hot reload keeps the last
    // good one): a value the schema refuses (a colour that is not one) would break the portal in the frame.
    else if (load.problems.length > 0) answer({ problems: load.problems, error: `${load.problems.length} problem(s)`, invalid: true });
    else answer({ problems: load.problems, config: load.compose(request.brand, request.regulator) });
  } catch (error) {
    answer({ problems: [], error: error instanceof Error ? error.message : String(error), invalid: error instanceof ConfigError });
  }
});
