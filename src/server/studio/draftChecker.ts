import { Worker } from 'node:worker_threads';
import type { ConfigProblem, PortalConfig } from '../../../engine/config';
import { ApiError } from '../http/apiError';
import type { DraftFiles } from './studioConfig';

/** What the main thread asks the draft-check worker. */
export type DraftRequest =
  { id: number; op: 'check'; files: DraftFiles } | { id: number; op: 'compose'; files: DraftFiles; brand: string; regulator: string } | { op: 'clear' };

/** What the worker answers: the problems of the draft, and for a composition the composed config or why there is none. */
export interface DraftAnswer {
  id: number;
  problems: ConfigProblem[];
  config?: PortalConfig;
  error?: string;
  /** The error is the config's (ConfigError: the draft has problems that stop the composition), not the worker's. */
  invalid?: boolean;
}

export interface DraftChecker {
  /**
   * Every problem `config check` finds in the config on disk with the files laid over it. A check
   * queued under a lane (a draft's id) is replaced by a newer one of the same lane before it starts:
   * both callers get the problems of the newest files.
   */
  check(files: DraftFiles, lane?: string): Promise<ConfigProblem[]>;
  /** The config of a brand under a regulator composed from the draft; 422 CONFIG_INVALID when its problems stop the composition. */
  compose(files: DraftFiles, brand: string, regulator: string): Promise<PortalConfig>;
  /** Starts the worker ahead of the first check and has it read the config on disk (the first load takes a while). */
  warm(): void;
  /** Forgets remembered loads: the config on disk changed. */
  clear(): void;
  close(): Promise<void>;
}

interface Job {
  request: Extract<DraftRequest, { id: number }>;
  lane?: string;
  waiters: { resolve: (answer: DraftAnswer) => void; reject: (error: Error) => void }[];
}

/**
 * The studio's `config check` of drafts, off the event loop: one long-lived worker thread
 * (draftCheckWorker.ts) takes one job at a time, so typing in the studio and every other request
 * are answered while a draft is checked; the newest edit of a draft wins over one still waiting.
 */
export function createDraftChecker(root: string): DraftChecker {
  let worker: Worker | undefined;
  let running: Job | undefined;
  const queue: Job[] = [];
  let nextId = 1;

  const fail = (error: Error) => {
    for (const job of [...(running ? [running] : []), ...queue.splice(0)]) for (const w of job.waiters) w.reject(error);
    running = undefined;
    worker = undefined;
  };

  const start = () => {
    if (worker) return worker;
    const created = new Worker(new URL('./draftCheckWorker.mjs', import.meta.url), { workerData: { root } });
    // The worker never keeps the process alive; the server's onClose ends it.
    created.unref();
    created.on('message', (answer: DraftAnswer) => {
      const job = running;
      if (!job || job.request.id !== answer.id) return;
      running = undefined;
      for (const w of job.waiters) w.resolve(answer);
      pump();
    });
    created.on('error', (error) => worker === created && fail(error));
    created.on('exit', () => worker === created && fail(new Error('the draft-check worker stopped')));
    return (worker = created);
  };

  const pump = () => {
    if (running) return;
    const job = queue.shift();
    if (!job) return;
    running = job;
    start().postMessage(job.request);
  };

  const enqueue = (request: Job['request'], lane?: string) =>
    new Promise<DraftAnswer>((resolve, reject) => {
      const waiting = lane === undefined ? undefined : queue.find((j) => j.lane === lane);
      if (waiting) {
        // Not started yet: it checks the newest files instead, for both callers.
        waiting.request = { ...request, id: waiting.request.id };
        waiting.waiters.push({ resolve, reject });
        return;
      }
      queue.push({ request, ...(lane === undefined ? {} : { lane }), waiters: [{ resolve, reject }] });
      pump();
    });

  return {
    async check(files, lane) {
      const answer = await enqueue({ id: nextId++, op: 'check', files }, lane);
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.problems;
    },
    async compose(files, brand, regulator) {
      const answer = await enqueue({ id: nextId++, op: 'compose', files, brand, regulator });
      if (answer.config) return answer.config;
      if (answer.invalid)
        throw new ApiError('CONFIG_INVALID', 422, `${answer.error ?? 'config is invalid'}: the draft has problems that stop the preview.`, {
          problems: answer.problems,
        });
      throw new Error(answer.error ?? 'the draft could not be composed');
    },
    warm() {
      // Once per worker: the first load reads every file and compiles the schemas; the checks of drafts after it reuse them.
      if (worker) return;
      void enqueue({ id: nextId++, op: 'check', files: {} }).catch(() => undefined);
    },
    clear: () => worker?.postMessage({ op: 'clear' } satisfies DraftRequest),
    async close() {
      const stopping = worker;
      fail(new Error('the server is closing'));
      await stopping?.terminate();
    },
  };
}
