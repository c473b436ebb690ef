import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAINTENANCE_INTERVAL_MS,
  OUTBOX_WATCH_INTERVAL_MS,
  startMaintenance,
  watchAbandonedReceiptBatches,
  watchOutbox,
} from '../../server/maintenance';

function recordingLogger() {
  const lines: { level: 'info' | 'warn'; details: object; message: string }[] = [];
  return {
    lines,
    info: (details: object, message: string) =>
      void lines.push({ level: 'info', details, message }),
    warn: (details: object, message: string) =>
      void lines.push({ level: 'warn', details, message }),
  };
}

const optimize = vi.fn(async () => {});
const nothingToTidy = vi.fn(async () => ({ temporaries: 0, parked: 0 }));
const throttles = { forgetIdle: vi.fn(async () => 0) };
const accessRecords = { deleteExpiredAccessRecords: vi.fn(async () => 0) };
const accessLogs = { deleteExpired: vi.fn(async () => 0) };
const rejectedApplications = { deleteExpired: vi.fn(async () => 0) };
const secondFactorTickets = { deleteExpiredTickets: vi.fn(async () => 0) };
const noticeViews = { forgetPastVisitors: vi.fn(async () => 0) };
const forgetPastDownloaders = vi.fn(async () => 0);
const photos = { deleteUnused: vi.fn(async () => 0) };

describe('server maintenance (unclaimed uploads, planner statistics)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    optimize.mockClear();
    nothingToTidy.mockClear();
    throttles.forgetIdle.mockClear();
    accessRecords.deleteExpiredAccessRecords.mockClear();
    accessLogs.deleteExpired.mockClear();
    rejectedApplications.deleteExpired.mockClear();
    secondFactorTickets.deleteExpiredTickets.mockClear();
    noticeViews.forgetPastVisitors.mockClear();
    forgetPastDownloaders.mockClear();
    photos.deleteUnused.mockClear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass at start and then every hour, until stopped', async () => {
    const deleteUnclaimedUploads = vi.fn(async () => 2);
    const logger = recordingLogger();
    const maintenance = startMaintenance(
      {
        files: { deleteUnclaimedUploads, tidyFileStore: nothingToTidy, forgetPastDownloaders },
        database: { optimize },
        throttles,
        accessRecords,
        accessLogs,
        rejectedApplications,
        secondFactorTickets,
        noticeViews,
        photos,
      },
      logger,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(deleteUnclaimedUploads).toHaveBeenCalledTimes(1);
    expect(nothingToTidy).toHaveBeenCalledTimes(1);
    expect(throttles.forgetIdle).toHaveBeenCalledTimes(1);
    expect(accessRecords.deleteExpiredAccessRecords).toHaveBeenCalledTimes(1);
    expect(accessLogs.deleteExpired).toHaveBeenCalledTimes(1);
    expect(rejectedApplications.deleteExpired).toHaveBeenCalledTimes(1);
    expect(secondFactorTickets.deleteExpiredTickets).toHaveBeenCalledTimes(1);
    expect(noticeViews.forgetPastVisitors).toHaveBeenCalledTimes(1);
    expect(forgetPastDownloaders).toHaveBeenCalledTimes(1);
    expect(photos.deleteUnused).toHaveBeenCalledTimes(1);
    expect(optimize).toHaveBeenCalledTimes(1);
    expect(logger.lines).toEqual([
      { level: 'info', details: { files: 2 }, message: 'deleted unclaimed uploads' },
    ]);

    await vi.advanceTimersByTimeAsync(MAINTENANCE_INTERVAL_MS - 1);
    expect(deleteUnclaimedUploads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deleteUnclaimedUploads).toHaveBeenCalledTimes(2);
    expect(nothingToTidy).toHaveBeenCalledTimes(2);
    expect(accessRecords.deleteExpiredAccessRecords).toHaveBeenCalledTimes(2);
    expect(accessLogs.deleteExpired).toHaveBeenCalledTimes(2);
    expect(rejectedApplications.deleteExpired).toHaveBeenCalledTimes(2);
    expect(secondFactorTickets.deleteExpiredTickets).toHaveBeenCalledTimes(2);
    expect(noticeViews.forgetPastVisitors).toHaveBeenCalledTimes(2);
    expect(optimize).toHaveBeenCalledTimes(2);

    await maintenance.stop();
    await vi.advanceTimersByTimeAsync(3 * MAINTENANCE_INTERVAL_MS);
    expect(deleteUnclaimedUploads).toHaveBeenCalledTimes(2);
  });

  it('logs a failed pass as a warning and tries again next time', async () => {
    const deleteUnclaimedUploads = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue(0);
    const logger = recordingLogger();
    const maintenance = startMaintenance(
      {
        files: { deleteUnclaimedUploads, tidyFileStore: nothingToTidy, forgetPastDownloaders },
        database: { optimize },
        throttles,
        accessRecords,
        accessLogs,
        rejectedApplications,
        secondFactorTickets,
        noticeViews,
        photos,
      },
      logger,
      1000,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.lines).toMatchObject([{ level: 'warn', message: 'maintenance pass failed' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deleteUnclaimedUploads).toHaveBeenCalledTimes(2);
    // Nothing deleted: nothing said.
    expect(logger.lines).toHaveLength(1);
    await maintenance.stop();
  });

  it('never runs two passes at once; stop waits for the one under way', async () => {
    let finish: (count: number) => void = () => undefined;
    const deleteUnclaimedUploads = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          finish = resolve;
        }),
    );
    const maintenance = startMaintenance(
      {
        files: { deleteUnclaimedUploads, tidyFileStore: nothingToTidy, forgetPastDownloaders },
        database: { optimize },
        throttles,
        accessRecords,
        accessLogs,
        rejectedApplications,
        secondFactorTickets,
        noticeViews,
        photos,
      },
      recordingLogger(),
      1000,
    );
    await vi.advanceTimersByTimeAsync(2500);
    void maintenance.runOnce();
    expect(deleteUnclaimedUploads).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = maintenance.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(0);
    await stopping;
    expect(stopped).toBe(true);
  });

  it('tidies the file store in each pass and says so when it found something', async () => {
    const tidyFileStore = vi.fn(async () => ({ temporaries: 2, parked: 1 }));
    const logger = recordingLogger();
    const maintenance = startMaintenance(
      {
        files: { deleteUnclaimedUploads: async () => 0, tidyFileStore, forgetPastDownloaders },
        database: { optimize },
        throttles,
        accessRecords,
        accessLogs,
        rejectedApplications,
        secondFactorTickets,
        noticeViews,
        photos,
      },
      logger,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(tidyFileStore).toHaveBeenCalledTimes(1);
    expect(logger.lines).toEqual([
      {
        level: 'info',
        details: { temporaries: 2, parked: 1 },
        message: 'tidied the file store after an interrupted upload or removal',
      },
    ]);
    await maintenance.stop();
  });
});

describe('the watch for receipt batches left running by a dead instance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks at start, then every half takeover delay, until stopped, and says what it took up', async () => {
    const resumeAbandoned = vi.fn(async () => 1);
    const logger = recordingLogger();
    const watch = watchAbandonedReceiptBatches({ resumeAbandoned }, 2_000, logger);
    await vi.advanceTimersByTimeAsync(0);
    expect(resumeAbandoned).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(resumeAbandoned).toHaveBeenCalledTimes(2);
    expect(logger.lines[0]).toMatchObject({ level: 'info', details: { batches: 1 } });
    watch.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(resumeAbandoned).toHaveBeenCalledTimes(2);
  });
});

describe('the watch over the outbox (issue 32)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries every pending message at start, then the due ones every 15 s; one pass at a time', async () => {
    const outcome = { sent: 2, retrying: 0, failed: 1, taken: 0 };
    const passes: (() => void)[] = [];
    const finish = () => passes.shift()?.();
    const deliverDue = vi.fn(
      (_options?: { whenever?: boolean }) =>
        new Promise<typeof outcome>((resolve) => {
          passes.push(() => resolve(outcome));
        }),
    );
    const logger = recordingLogger();
    const watch = watchOutbox({ deliverDue }, logger);
    expect(deliverDue).toHaveBeenLastCalledWith({ whenever: true });
    // The start's pass is still under way: no second pass beside it.
    await vi.advanceTimersByTimeAsync(OUTBOX_WATCH_INTERVAL_MS);
    expect(deliverDue).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(OUTBOX_WATCH_INTERVAL_MS);
    expect(deliverDue).toHaveBeenCalledTimes(2);
    expect(deliverDue).toHaveBeenLastCalledWith({ whenever: false });
    expect(logger.lines[0]).toMatchObject({ level: 'info', details: outcome });
    const stopped = watch.stop();
    finish();
    await stopped;
    await vi.advanceTimersByTimeAsync(OUTBOX_WATCH_INTERVAL_MS * 4);
    expect(deliverDue).toHaveBeenCalledTimes(2);
  });

  it('logs a failed pass as a warning and tries again next time', async () => {
    const deliverDue = vi
      .fn()
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue({ sent: 0, retrying: 0, failed: 0, taken: 0 });
    const logger = recordingLogger();
    const watch = watchOutbox({ deliverDue }, logger);
    await vi.advanceTimersByTimeAsync(OUTBOX_WATCH_INTERVAL_MS);
    expect(logger.lines).toMatchObject([
      { level: 'warn', message: 'delivering the outbox failed' },
    ]);
    expect(deliverDue).toHaveBeenCalledTimes(2);
    await watch.stop();
  });

  it("starts the office's scheduled sends whose time has come before each delivery pass", async () => {
    const order: string[] = [];
    const startDue = vi.fn(async () => {
      order.push('start');
      return 1;
    });
    const deliverDue = vi.fn(async () => {
      order.push('deliver');
      return { sent: 0, retrying: 0, failed: 0, taken: 0 };
    });
    const logger = recordingLogger();
    const watch = watchOutbox({ deliverDue }, logger, OUTBOX_WATCH_INTERVAL_MS, { startDue });
    await vi.advanceTimersByTimeAsync(OUTBOX_WATCH_INTERVAL_MS);
    expect(order).toEqual(['start', 'deliver', 'start', 'deliver']);
    expect(logger.lines[0]).toMatchObject({ level: 'info', message: 'started scheduled sends' });
    await watch.stop();
  });
});
