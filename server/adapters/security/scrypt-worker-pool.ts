import { Worker } from 'node:worker_threads';
import { PasswordHasherBusyError } from '../../application/shared/ports';

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

// The worker is plain CommonJS, given as text: it needs no loader for TypeScript, so the pool
// works the same under `npm start`, the CLI and the tests.
//
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
    parentPort.postMessage({ key: new Uint8Array(key) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

interface Pending {
  readonly job: ScryptJob;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  readonly worker: Worker;
  current: Pending | null;
}

/**
 * scrypt in worker threads of its own, a bounded number at a time, with a bounded queue.
 * Password hashing costs 128 MiB and most of a second a hash at today's cost; on Node's shared
 * thread pool a flood of sign-ins made every other request that needs it (file reads, the
 * token check's crypto) wait behind them. Here the flood waits only for itself, and beyond the
 * queue it is refused at once rather than piling up memory and waiting time.
 */
export class ScryptWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private closed = false;

  constructor(private readonly options: ScryptPoolOptions) {
    if (options.threads < 1) throw new Error('The hashing pool needs at least one thread');
  }

  derive(job: ScryptJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('The hashing pool is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      const pending: Pending = { job, resolve, reject };
      const idle = this.idleSlot();
      if (idle) this.start(idle, pending);
      else if (this.queue.length < this.options.queueLimit) this.queue.push(pending);
      else reject(new PasswordHasherBusyError());
    });
  }

  /** Jobs running and waiting, for the benchmark and tests. */
  get load(): { readonly running: number; readonly waiting: number } {
    return {
      running: this.slots.filter((slot) => slot.current !== null).length,
      waiting: this.queue.length,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      pending.reject(new Error('The hashing pool is closed'));
    }
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      slot.current?.reject(new Error('The hashing pool is closed'));
      slot.current = null;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => slot.current === null);
    if (idle) return idle;
    if (this.slots.length >= this.options.threads) return null;
    const slot = this.spawn();
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // An idle pool never keeps the process alive; a running job does (see start).
    worker.unref();
    const slot: Slot = { worker, current: null };
    worker.on('message', (message: { key?: Uint8Array; error?: string }) => {
      const done = slot.current;
      slot.current = null;
      worker.unref();
      if (message.key) done?.resolve(Buffer.from(message.key));
      else done?.reject(new Error(`scrypt failed: ${message.error ?? 'unknown'}`));
      this.next(slot);
    });
    // A worker that dies (out of memory, for one) fails its job and is replaced by the next.
    const lost = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index === -1) return;
      this.slots.splice(index, 1);
      slot.current?.reject(error);
      slot.current = null;
      const waiting = this.queue.shift();
      if (waiting && !this.closed) {
        const replacement = this.idleSlot();
        if (replacement) this.start(replacement, waiting);
        else this.queue.unshift(waiting);
      }
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`hashing worker exited with code ${code}`)));
    return slot;
  }

  private start(slot: Slot, pending: Pending): void {
    slot.current = pending;
    slot.worker.ref();
    const { job } = pending;
    slot.worker.postMessage({
      password: job.password,
      salt: job.salt,
      keyLength: job.keyLength,
      N: job.N,
      r: job.r,
      p: job.p,
    });
  }

  private next(slot: Slot): void {
    const waiting = this.queue.shift();
    if (waiting) this.start(slot, waiting);
  }
}
