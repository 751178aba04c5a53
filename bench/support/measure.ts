import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';
import type { BenchApp } from './app.ts';

/**
 * Times `runs` GET requests to `url` through app.inject, one after the other, after `warmup`
 * untimed ones (JIT, caches). An answer other than 200 throws: a bench of error answers measures
 * nothing. Returns the times in ms, ascending, and the last answer (for hit counts or sizes).
 */
export const timeGets = async (
  app: BenchApp['app'],
  headers: BenchApp['headers'],
  url: string,
  { warmup, runs }: { warmup: number; runs: number },
) => {
  const times: number[] = [];
  let last: LightMyRequestResponse | undefined;
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= warmup) times.push(ms);
    last = res;
  }
  if (!last) throw new Error(`${url}: no requests made (runs ${runs})`);
  return { times: times.sort((a, b) => a - b), last };
};

/**
 * The p-th percentile of `sorted` (ascending) by nearest rank: the smallest value with at least
 * p % of the values at or below it, so p99 of 100 times is the 99th, not the slowest.
 */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
