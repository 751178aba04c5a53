import { describe, expect, it } from 'vitest';
import { MAX_DEFAULT_WORKERS, MAX_WORKERS, readWorkerCount } from '../../src/start/worker-count.ts';

describe('WEB_CONCURRENCY', () => {
  it('defaults to one worker per core, at most 8', () => {
    expect(readWorkerCount(undefined, 1)).toEqual({ workers: 1 });
    expect(readWorkerCount('', 2)).toEqual({ workers: 2 });
    expect(readWorkerCount('  ', 4)).toEqual({ workers: 4 });
    expect(readWorkerCount(undefined, 32)).toEqual({ workers: MAX_DEFAULT_WORKERS });
  });

  it('takes an explicit whole number from 1 as given, capped at 64', () => {
    expect(readWorkerCount('1', 8)).toEqual({ workers: 1 });
    expect(readWorkerCount('3', 2)).toEqual({ workers: 3 });
    expect(readWorkerCount('12', 2)).toEqual({ workers: 12 });
    expect(readWorkerCount('1000', 2)).toEqual({ workers: MAX_WORKERS });
  });

  it('falls back to the default with a Dutch warning on anything else', () => {
    for (const raw of ['0', '-2', '1.5', 'twee', 'NaN']) {
      const { workers, warning } = readWorkerCount(raw, 2);
      expect(workers, raw).toBe(2);
      expect(warning, raw).toContain(`WEB_CONCURRENCY "${raw}" is geen heel getal vanaf 1`);
    }
  });
});
