import { HeavyWorkBusyError } from '../../application/shared/ports';

/**
 * Runs heavy jobs a bounded number at a time, with a bounded queue behind them: one job more is
 * refused at once (HeavyWorkBusyError), so that a burst of uploads neither piles up memory nor
 * takes every thread the other requests need.
 */
export class BoundedWorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly what: string,
    private readonly options: { readonly concurrency: number; readonly queueLimit: number },
  ) {
    if (options.concurrency < 1) throw new Error(`${what} needs a concurrency of at least one`);
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queueLimit) throw new HeavyWorkBusyError(this.what);
      await new Promise<void>((start) => this.waiting.push(start));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job waiting (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Jobs running and waiting, for tests and the benchmark. */
  get load(): { readonly running: number; readonly waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
