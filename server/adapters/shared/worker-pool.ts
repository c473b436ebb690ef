import { type ResourceLimits, Worker } from 'node:worker_threads';

/** A job that ran past its time (the pool ended its thread; the next job gets a new one). */
export class WorkerJobTimeoutError extends Error {
  override readonly name = 'WorkerJobTimeoutError';
}

/** A job the worker refused for a reason of its own (`{ refusal }`), not a failure of it. */
export class WorkerJobRefusal extends Error {
  override readonly name = 'WorkerJobRefusal';
  constructor(readonly reason: string) {
    super(`Refused: ${reason}`);
  }
}

/** A job whose thread ran out of its memory (resourceLimits); the thread is replaced. */
export class WorkerJobOutOfMemoryError extends Error {
  override readonly name = 'WorkerJobOutOfMemoryError';
}

export interface WorkerPoolOptions {
  /** Worker threads that work at once. */
  readonly threads: number;
  /** Jobs that may wait for a thread; one more is refused at once with `busy()`. */
  readonly queueLimit: number;
  /**
   * The worker's program: plain CommonJS given as text, so that it needs no loader for
   * TypeScript and works the same under `npm start`, the CLI and the tests. It answers each job
   * with `{ result }`, `{ error }`, or `{ refusal }` (a reason of its own: WorkerJobRefusal).
   */
  readonly source: string;
  readonly workerData?: unknown;
  /** Each thread's heap, so that one job cannot take the server's memory (ends that thread). */
  readonly resourceLimits?: ResourceLimits;
  /** What the pool's errors call it, e.g. "hashing" or "receipt". */
  readonly name: string;
  /** The refusal of a job beyond the queue. */
  busy(): Error;
}

interface Pending<Job, Result> {
  readonly job: Job;
  /** Past this the thread is ended and the job fails with WorkerJobTimeoutError. */
  readonly timeoutMs?: number;
  resolve(result: Result): void;
  reject(error: Error): void;
}

interface Slot<Job, Result> {
  readonly worker: Worker;
  current: Pending<Job, Result> | null;
  timer: NodeJS.Timeout | null;
}

/**
 * CPU-heavy work in worker threads of its own, a bounded number at a time, with a bounded queue:
 * the work waits only for itself, never stalls the requests the main thread answers, and beyond
 * the queue is refused at once rather than piling up memory and waiting time. Threads start on
 * demand; a thread that dies fails its job and is replaced for the next.
 */
export class WorkerPool<Job, Result> {
  private readonly slots: Slot<Job, Result>[] = [];
  private readonly queue: Pending<Job, Result>[] = [];
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    if (options.threads < 1) throw new Error(`The ${options.name} pool needs at least one thread`);
  }

  /** The job's result; `timeoutMs` counts from the moment a thread takes it. */
  run(job: Job, options: { readonly timeoutMs?: number } = {}): Promise<Result> {
    if (this.closed) return Promise.reject(this.closedError());
    return new Promise<Result>((resolve, reject) => {
      const pending: Pending<Job, Result> = { job, resolve, reject, timeoutMs: options.timeoutMs };
      const idle = this.idleSlot();
      if (idle) this.start(idle, pending);
      else if (this.queue.length < this.options.queueLimit) this.queue.push(pending);
      else reject(this.options.busy());
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
    for (const pending of this.queue.splice(0)) pending.reject(this.closedError());
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.current?.reject(this.closedError());
      slot.current = null;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private closedError(): Error {
    const name = this.options.name;
    return new Error(`The ${name} pool is closed`);
  }

  private idleSlot(): Slot<Job, Result> | null {
    const idle = this.slots.find((slot) => slot.current === null);
    if (idle) return idle;
    if (this.slots.length >= this.options.threads) return null;
    const slot = this.spawn();
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Slot<Job, Result> {
    const worker = new Worker(this.options.source, {
      eval: true,
      workerData: this.options.workerData,
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
    });
    // An idle pool never keeps the process alive; a running job does (see start).
    worker.unref();
    const slot: Slot<Job, Result> = { worker, current: null, timer: null };
    worker.on('message', (message: { result?: Result; error?: string; refusal?: string }) => {
      const done = slot.current;
      slot.current = null;
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      worker.unref();
      if (message.refusal !== undefined) done?.reject(new WorkerJobRefusal(message.refusal));
      else if (message.error === undefined) done?.resolve(message.result as Result);
      else done?.reject(new Error(`${this.options.name} failed: ${message.error}`));
      this.next(slot);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      this.lose(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new WorkerJobOutOfMemoryError(`The ${this.options.name} job ran out of memory`)
          : error,
      ),
    );
    worker.on('exit', (code) =>
      this.lose(slot, new Error(`${this.options.name} worker exited with code ${code}`)),
    );
    return slot;
  }

  private start(slot: Slot<Job, Result>, pending: Pending<Job, Result>): void {
    slot.current = pending;
    slot.worker.ref();
    if (pending.timeoutMs !== undefined) {
      slot.timer = setTimeout(() => {
        this.lose(slot, new WorkerJobTimeoutError(`The ${this.options.name} job ran out of time`));
        void slot.worker.terminate();
      }, pending.timeoutMs);
    }
    slot.worker.postMessage(pending.job);
  }

  /** A thread that died, ran out of memory or of time: its job fails, the queue moves on. */
  private lose(slot: Slot<Job, Result>, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.current?.reject(error);
    slot.current = null;
    const waiting = this.queue.shift();
    if (waiting && !this.closed) {
      const replacement = this.idleSlot();
      if (replacement) this.start(replacement, waiting);
      else this.queue.unshift(waiting);
    }
  }

  private next(slot: Slot<Job, Result>): void {
    const waiting = this.queue.shift();
    if (waiting) this.start(slot, waiting);
  }
}
