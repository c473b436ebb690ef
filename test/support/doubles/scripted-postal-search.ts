import type { PostalSearch } from '../../../src/application/shared/ports/postal-search';
import type { PostalAddress } from '../../../src/domain/shared/address/address';

/**
 * Answers searches from a queue: each search takes the next address, or null ("closed without
 * choosing") when the queue is empty.
 */
export class ScriptedPostalSearch implements PostalSearch {
  private readonly queue: (PostalAddress | null)[];
  searches = 0;

  constructor(answers: readonly (PostalAddress | null)[] = []) {
    this.queue = [...answers];
  }

  enqueue(answer: PostalAddress | null): void {
    this.queue.push(answer);
  }

  async search(signal?: AbortSignal): Promise<PostalAddress | null> {
    signal?.throwIfAborted();
    this.searches += 1;
    return this.queue.shift() ?? null;
  }
}
