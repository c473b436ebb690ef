import { afterEach, describe, expect, it } from 'vitest';
import {
  WorkerJobOutOfMemoryError,
  WorkerJobRefusal,
  WorkerJobTimeoutError,
  WorkerPool,
} from '../../../../server/adapters/shared/worker-pool';

/** A worker that answers `echo`, refuses `refuse`, never ends `spin` and fills its heap on `hog`. */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (job) => {
  if (job === 'spin') for (;;) {}
  if (job === 'hog') {
    const kept = [];
    for (;;) kept.push(new Array(100000).fill({ kept: kept.length }));
  }
  if (job === 'refuse') return parentPort.postMessage({ error: 'no', refusal: 'too-large' });
  parentPort.postMessage({ result: job });
});
`;

describe('WorkerPool’s limits (issue 27: a spreadsheet worker grew to 929 MB with no limit)', () => {
  let pool: WorkerPool<string, string>;
  afterEach(async () => {
    await pool.close();
  });

  const make = () =>
    new WorkerPool<string, string>({
      threads: 1,
      queueLimit: 2,
      source: SOURCE,
      name: 'test',
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
      busy: () => new Error('busy'),
    });

  it('ends a job past its time, and the next job gets a new thread', async () => {
    pool = make();
    const spinning = pool.run('spin', { timeoutMs: 50 });
    const waiting = pool.run('after');
    await expect(spinning).rejects.toBeInstanceOf(WorkerJobTimeoutError);
    // The job queued behind it runs on the thread that replaces it.
    expect(await waiting).toBe('after');
    expect(await pool.run('again', { timeoutMs: 10_000 })).toBe('again');
  });

  it('ends a job past its thread’s memory, and the next job gets a new thread', async () => {
    pool = make();
    await expect(pool.run('hog')).rejects.toBeInstanceOf(WorkerJobOutOfMemoryError);
    expect(await pool.run('echo')).toBe('echo');
  });

  it('passes a worker’s own refusal on as such, and keeps the thread', async () => {
    pool = make();
    const refused = pool.run('refuse');
    await expect(refused).rejects.toBeInstanceOf(WorkerJobRefusal);
    await expect(refused).rejects.toMatchObject({ reason: 'too-large' });
    expect(await pool.run('echo')).toBe('echo');
  });
});
