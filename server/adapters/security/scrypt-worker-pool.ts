import { PasswordHasherBusyError } from '../../application/shared/ports';
import { WorkerPool } from '../shared/worker-pool';

/** What one scrypt derivation needs. */
export interface ScryptJob {
  readonly password: string;
  readonly salt: Uint8Array;
  readonly keyLength: number;
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export interface ScryptPoolOptions {
  /** Worker threads that hash at once. */
  readonly threads: number;
  /** Jobs that may wait for a thread; one more is refused at once (PasswordHasherBusyError). */
  readonly queueLimit: number;
}

/** How much less the hashing threads count than the rest when the CPUs are busy (nice). */
export const HASHING_NICENESS = 10;

// On Linux the thread lowers its own scheduling priority (nice 10; a thread's id works as a
// process id for setpriority there): when the CPUs are busy, answering requests comes before
// hashing. Elsewhere it keeps the process's priority.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId)) require('node:os').setPriority(threadId, ${HASHING_NICENESS});
} catch {}
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyLength, {
      N: job.N, r: job.r, p: job.p, maxmem: 256 * job.N * job.r,
    });
    parentPort.postMessage({ result: new Uint8Array(key) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

/**
 * scrypt in worker threads of its own, a bounded number at a time, with a bounded queue.
 * Password hashing costs 128 MiB and most of a second a hash at today's cost; on Node's shared
 * thread pool a flood of sign-ins made every other request that needs it (file reads, the
 * token check's crypto) wait behind them. Here the flood waits only for itself, and beyond the
 * queue it is refused at once rather than piling up memory and waiting time.
 */
export class ScryptWorkerPool {
  private readonly pool: WorkerPool<ScryptJob, Uint8Array>;

  constructor(options: ScryptPoolOptions) {
    this.pool = new WorkerPool({
      ...options,
      source: WORKER_SOURCE,
      name: 'hashing',
      busy: () => new PasswordHasherBusyError(),
    });
  }

  async derive(job: ScryptJob): Promise<Buffer> {
    const { password, salt, keyLength, N, r, p } = job;
    return Buffer.from(await this.pool.run({ password, salt, keyLength, N, r, p }));
  }

  /** Jobs running and waiting, for the benchmark and tests. */
  get load(): { readonly running: number; readonly waiting: number } {
    return this.pool.load;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
