import type { FakeBackend } from './fake-backend';
import { fakeBackendStateOf } from './fake-backend-state';
import type { FakeStateStore } from './indexed-db-fake-state-store';

/** How long after a call the state is saved: the calls of one screen are saved together. */
export const SAVE_DELAY_MS = 200;

/**
 * Saves the fake backend's state a moment after its ports were called (every call may have
 * changed it: a notice's view is counted on reading), and at once when the page is left.
 */
export class FakeStateSaver {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly backend: FakeBackend,
    private readonly store: FakeStateStore,
  ) {}

  /** A port was called: save soon. */
  readonly changed = (): void => {
    if (this.stopped || this.timer !== null) return;
    this.timer = setTimeout(() => void this.flush(), SAVE_DELAY_MS);
  };

  async flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!this.stopped) await this.store.save(fakeBackendStateOf(this.backend));
  }

  /** Saves nothing more (before a reset, so that the page's last state is not written back). */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
