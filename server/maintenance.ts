import type { Database } from './adapters/db/shared/database';
import type { AuditReview } from './application/admin';
import type { PublicNotices } from './application/content/public-notices';
import type { SecondFactor } from './application/session';
import type { AttemptThrottles } from './application/shared/attempt-throttles';
import type { FileService } from './application/files/file-service';
import type { SiteImages } from './application/content';
import type { AccessLogRetention } from './application/access-log';
import type { RejectedApplications } from './application/accounts';
import type { ConsentConfirmations } from './application/messages';
import type { EventFees, EventReminders } from './application/events';
import type { Runtime } from './runtime';

/** How often the server tidies up; the first pass runs at start. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export interface MaintenanceLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Maintenance {
  /** One pass now (or the one under way); never rejects, failures are logged. */
  runOnce(): Promise<void>;
  /** No more passes; resolves when the one under way, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * The server's periodic housekeeping, at start and then every hour: deleting the profile images
 * uploaded before a sign-up that never came (older than a day), finishing what a crash left in
 * the file store (temporary copies, contents parked for removal), forgetting attempt counts
 * idle for a day (sign-in throttles), deleting personal-data access records older than two years
 * (src/domain/admin/personal-data-access.ts), the menu access log older than three months
 * (src/domain/access-log/retention.ts) and erasing applications refused more than 30 days ago
 * (src/domain/accounts/rejected-applications.ts), as the privacy policy promises; deleting the
 * expired tickets of administrators' second factor, forgetting who viewed a notice or downloaded
 * a public file on past days (only the counts are kept), mailing each event's attendees their
 * reminder the day before (once each), giving a seat whose online fee was not paid by its pay-by
 * to the next in line (src/domain/events/fee-deadline.ts),
 * deleting photos nobody has used for a day (no album, body or logo holds them), and
 * bringing the query planner's
 * statistics up to date (the directory's plans depend on them; cheap when little changed). Each
 * instance runs its own; a pass is idempotent, so several instances on one database do no harm.
 */
export type MaintenanceServices = Parameters<typeof startMaintenance>[0];

/** What the maintenance tidies, from the server's runtime (the server's start, tests). */
export function maintenanceServicesOf(runtime: Runtime): MaintenanceServices {
  const { services } = runtime;
  return {
    files: services.files,
    database: runtime.database,
    throttles: services.throttles,
    accessRecords: services.auditReview,
    accessLogs: services.accessLogRetention,
    rejectedApplications: services.rejectedApplications,
    secondFactorTickets: services.secondFactor,
    noticeViews: services.publicNotices,
    photos: services.siteImages,
    consentConfirmations: services.consentConfirmations,
    eventReminders: services.eventReminders,
    eventFees: services.eventFees,
  };
}

export function startMaintenance(
  services: {
    readonly files: Pick<
      FileService,
      'deleteUnclaimedUploads' | 'tidyFileStore' | 'forgetPastDownloaders'
    >;
    readonly database: Pick<Database, 'optimize'>;
    readonly throttles: Pick<AttemptThrottles, 'forgetIdle'>;
    readonly accessRecords: Pick<AuditReview, 'deleteExpiredAccessRecords'>;
    readonly accessLogs: Pick<AccessLogRetention, 'deleteExpired'>;
    readonly rejectedApplications: Pick<RejectedApplications, 'deleteExpired'>;
    readonly secondFactorTickets: Pick<SecondFactor, 'deleteExpiredTickets'>;
    readonly noticeViews: Pick<PublicNotices, 'forgetPastVisitors'>;
    readonly photos: Pick<SiteImages, 'deleteUnused'>;
    readonly consentConfirmations?: Pick<ConsentConfirmations, 'askDue'>;
    readonly eventReminders?: Pick<EventReminders, 'sendDue' | 'erasePastDetails'>;
    readonly eventFees?: Pick<EventFees, 'releaseOverdueFees'>;
  },
  logger: MaintenanceLogger,
  intervalMs: number = MAINTENANCE_INTERVAL_MS,
): Maintenance {
  let running: Promise<void> | null = null;
  let stopped = false;

  const pass = async (): Promise<void> => {
    try {
      const deleted = await services.files.deleteUnclaimedUploads();
      if (deleted > 0) logger.info({ files: deleted }, 'deleted unclaimed uploads');
      const tidied = await services.files.tidyFileStore();
      if (tidied.temporaries > 0 || tidied.parked > 0)
        logger.info(tidied, 'tidied the file store after an interrupted upload or removal');
      await services.throttles.forgetIdle();
      const expired = await services.accessRecords.deleteExpiredAccessRecords();
      if (expired > 0)
        logger.info({ records: expired }, 'deleted personal-data access records past retention');
      const visits = await services.accessLogs.deleteExpired();
      if (visits > 0) logger.info({ visits }, 'deleted menu access log entries past retention');
      const refused = await services.rejectedApplications.deleteExpired();
      if (refused > 0)
        logger.info({ applications: refused }, 'erased refused applications past retention');
      await services.secondFactorTickets.deleteExpiredTickets();
      await services.noticeViews.forgetPastVisitors();
      await services.files.forgetPastDownloaders();
      const photos = await services.photos.deleteUnused();
      if (photos > 0) logger.info({ photos }, 'deleted photos nobody uses');
      const asked = (await services.consentConfirmations?.askDue()) ?? 0;
      if (asked > 0) logger.info({ members: asked }, 'asked to confirm marketing consents');
      const reminded = (await services.eventReminders?.sendDue()) ?? 0;
      if (reminded > 0) logger.info({ registrations: reminded }, 'sent event reminders');
      const released = (await services.eventFees?.releaseOverdueFees()) ?? 0;
      if (released > 0)
        logger.info({ registrations: released }, 'released seats whose fee was not paid in time');
      const erased = (await services.eventReminders?.erasePastDetails()) ?? 0;
      if (erased > 0)
        logger.info({ registrations: erased }, 'erased event registrations past retention');
      await services.database.optimize();
    } catch (error) {
      logger.warn({ err: error }, 'maintenance pass failed');
    }
  };
  const runOnce = (): Promise<void> => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };

  void runOnce();
  const timer = setInterval(() => {
    if (!stopped) void runOnce();
  }, intervalMs);
  // Housekeeping never keeps the process alive on its own.
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Takes up the year's receipt batches whose instance died (ReceiptBatches.resumeAbandoned): at
 * start, then every half takeover delay (at most a minute), so that a batch left running by a
 * crash finishes without the office starting it again. Several instances may watch at once: the
 * database gives each batch to one of them.
 */
export function watchAbandonedReceiptBatches(
  receiptBatches: { resumeAbandoned(): Promise<number> },
  takeoverMs: number,
  logger: MaintenanceLogger,
): { stop(): void } {
  const look = () =>
    receiptBatches.resumeAbandoned().then(
      (taken) => {
        if (taken > 0) logger.info({ batches: taken }, 'took up receipt batches left running');
      },
      (error: unknown) => logger.warn({ err: error }, 'looking for receipt batches failed'),
    );
  void look();
  const timer = setInterval(() => void look(), Math.min(60_000, Math.max(500, takeoverMs / 2)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** How often payments are settled and pledges charged (a lost confirm waits about this long). */
export const PAYMENT_WATCH_INTERVAL_MS = 60_000;

/**
 * Settles payments and charges monthly pledges, every minute: asks the provider how a confirm
 * whose answer was lost ended, expires orders nobody came back to or whose deposit is overdue
 * (PaymentConfirmations.reconcilePayments), and makes and charges the pledges' months that are
 * due (PledgeCharging.chargeDuePledges). Several instances may watch at once: each order changes
 * by compare-and-set, each month's charge is one row, each attempt is claimed.
 */
export function watchPayments(
  payments: {
    readonly confirmations: { reconcilePayments(): Promise<number> };
    readonly pledges: { chargeDuePledges(): Promise<number> };
    /** Event fees paid after their registration was cancelled, given back (issue 33). */
    readonly eventFees?: { refundUnkeptFees(): Promise<number> };
  },
  logger: MaintenanceLogger,
  intervalMs: number = PAYMENT_WATCH_INTERVAL_MS,
): { stop(): void } {
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      const changed = await payments.confirmations.reconcilePayments();
      if (changed > 0) logger.info({ orders: changed }, 'settled payment orders');
      const charged = await payments.pledges.chargeDuePledges();
      if (charged > 0) logger.info({ charges: charged }, 'charged monthly pledges');
      const refunded = (await payments.eventFees?.refundUnkeptFees()) ?? 0;
      if (refunded > 0) logger.info({ orders: refunded }, 'refunded event fees not kept');
    } catch (error) {
      logger.warn({ err: error }, 'settling payments failed');
    } finally {
      running = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** How often the outbox's due messages are tried (a message waits at least this long to retry). */
export const OUTBOX_WATCH_INTERVAL_MS = 15_000;

/**
 * Delivers the outbox's due messages (MessageDelivery.deliverDue) every 15 seconds; at start,
 * every pending message at once, whatever its schedule says (the relay may be back, and the
 * messages a stopped instance left must not wait). Several instances may watch at once: each
 * attempt holds its message in the database first.
 */
export function watchOutbox(
  delivery: {
    deliverDue(options?: {
      readonly whenever?: boolean;
    }): Promise<Readonly<Record<'sent' | 'retrying' | 'failed' | 'taken', number>>>;
  },
  logger: MaintenanceLogger,
  intervalMs: number = OUTBOX_WATCH_INTERVAL_MS,
  /** The office's scheduled sends (소식 보내기): each started when its time has come. */
  scheduledSends: { startDue(): Promise<number> } | null = null,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const startSends = async () => {
    const started = (await scheduledSends?.startDue()) ?? 0;
    if (started > 0) logger.info({ sends: started }, 'started scheduled sends');
  };
  const pass = (whenever: boolean) =>
    scheduledSends
      ? startSends().then(() => delivery.deliverDue({ whenever }))
      : delivery.deliverDue({ whenever });
  const look = (whenever: boolean) => {
    running ??= pass(whenever)
      .then(
        (outcome) => {
          if (outcome.sent + outcome.failed > 0) logger.info(outcome, 'delivered the outbox');
        },
        (error: unknown) => logger.warn({ err: error }, 'delivering the outbox failed'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  void look(true);
  const timer = setInterval(() => void look(false), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
