import { performance } from 'node:perf_hooks';

export interface Timing {
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

export function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { runs: samples.length, medianMs: at(0.5), p95Ms: at(0.95), minMs: sorted[0] ?? 0, maxMs: sorted.at(-1) ?? 0 };
}

export async function time<T>(fn: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

export async function repeat(runs: number, fn: () => unknown): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push((await time(fn)).ms);
  return summarise(samples);
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const ms = (value: number) => `${value.toFixed(1)} ms`;
