import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import { NO_DONATIONS_FOR_RECEIPT, receiptScopeKey } from '../../../src/domain/donations/receipt';
import {
  BATCH_ALREADY_RUNNING,
  BATCH_NO_DONORS,
  BATCH_SKIP_NOTES,
  batchYearRefusal,
  type ReceiptBatchPreview,
  type ReceiptBatchProgress,
  residentNumberMissing,
} from '../../../src/domain/donations/receipt-register';
import { receiptEmailOf } from '../../../src/domain/donations/receipt-contents';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError } from '../shared/app-error';
import type { AccountRepository, Clock, Random, Transactions } from '../shared/ports';
import type {
  DonationRepository,
  DonorRecord,
  DonorRepository,
  ReceiptBatchRecord,
  ReceiptBatchRepository,
  ReceiptRepository,
} from './ports';
import { maskedEmail, type ReceiptIssuing } from './receipt-issuing';
import {
  mailReceipt,
  mailResidentNumberRequest,
  type ReceiptMailDependencies,
} from './receipt-mail';

export interface ReceiptBatchesDependencies extends ReceiptMailDependencies {
  readonly issuing: ReceiptIssuing;
  readonly receiptBatches: ReceiptBatchRepository;
  readonly donations: DonationRepository;
  readonly donors: DonorRepository;
  readonly donationReceipts: ReceiptRepository;
  /** A member's address, which the receipt goes to. */
  readonly accounts: Pick<AccountRepository, 'findProfile'>;
  readonly audit: AdminAudit;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  /** A running batch silent this long lost its instance: another takes it up. */
  readonly receiptBatchTakeoverMs: number;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/** The donors not sent to that the progress lists by name. */
const PROBLEMS_SHOWN = 100;

type Outcome = { outcome: 'sent' | 'skipped' | 'failed'; note: string | null };

/**
 * The year's consolidated receipts to every donor at once, by e-mail (연간 기부금영수증 일괄
 *발송). The batch lives in the database, one row per donor claimed atomically, so that the
 * progress shows on any instance and two runners never mail one donor twice. Receipts are made
 * one at a time through the receipt pool, so that members' own receipts still get through.
 * Donors who already have the year's receipt, or no e-mail address, are skipped with a note.
 *
 * Crash safety: a donor's receipt row is written before its mail goes, and its issue and
 * delivery are recorded only once the mail was accepted. A batch whose instance died is taken up
 * (after receiptBatchTakeoverMs of silence) by the office's start or by
 * `resumeAbandoned`, which the server runs at start and then periodically; the donor who was in
 * flight is sent to again, so a receipt made but never recorded as delivered is delivered then.
 * The worst outcome is a second mail to that one donor, never a receipt lost.
 */
export class ReceiptBatches {
  private readonly runs = new Set<Promise<void>>();
  private stopping = false;

  constructor(private readonly deps: ReceiptBatchesDependencies) {}

  startReceiptBatch(actor: AdminActor, year: number): Promise<ReceiptBatchProgress> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.startReceiptBatch,
      null,
      async () => {
        const { receiptBatches, donations, clock, random } = this.deps;
        const now = clock.now();
        const refused = batchYearRefusal(year, now);
        if (refused) throw new AppError('invalidInput', refused);
        const latest = await receiptBatches.latest(year);
        if (latest && !latest.finishedAt) return this.resume(latest);
        const donorIds = await donations.donorsBetween(`${year}-01-01`, `${year}-12-31`);
        if (donorIds.length === 0) throw new AppError('notFound', BATCH_NO_DONORS);
        const batch: ReceiptBatchRecord = {
          id: random.id(),
          taxYear: year,
          startedAt: now.toISOString(),
          startedBy: actor.id,
          total: donorIds.length,
          sent: 0,
          skipped: 0,
          failed: 0,
          heartbeatAt: now.toISOString(),
          finishedAt: null,
        };
        const started = await this.deps.transactions.run(() =>
          receiptBatches.start(batch, donorIds),
        );
        if (!started) throw new AppError('invalidState', BATCH_ALREADY_RUNNING);
        this.launch(batch.id);
        return this.progressOf(batch);
      },
      String(year),
    );
  }

  /**
   * Before the batch: how many donors of the year it goes to, how many people among them have no
   * resident number on file (asked for it instead of a receipt) and how many have no e-mail.
   */
  async receiptBatchPreview(year: number): Promise<ReceiptBatchPreview> {
    const { donations, donors, accounts } = this.deps;
    const donorIds = await donations.donorsBetween(`${year}-01-01`, `${year}-12-31`);
    let withoutResidentNumber = 0;
    let withoutEmail = 0;
    for (const donor of await donors.findMany(donorIds)) {
      if (residentNumberMissing(donor.kind, donor.residentNumberOnFile)) withoutResidentNumber += 1;
      // A member's own address is looked up only when the donor record has none.
      const member =
        !donor.email && donor.memberId ? await accounts.findProfile(donor.memberId) : null;
      if (!receiptEmailOf(donor, member)) withoutEmail += 1;
    }
    return { taxYear: year, donors: donorIds.length, withoutResidentNumber, withoutEmail };
  }

  /** The year's latest batch as it stands, or null when none was started. */
  async receiptBatch(year: number): Promise<ReceiptBatchProgress | null> {
    const batch = await this.deps.receiptBatches.latest(year);
    return batch ? this.progressOf(batch) : null;
  }

  /** Lets the runs of this instance finish the donor at hand, then stop (shutting down). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.runs]);
  }

  /** Resolves once this instance's runs have ended (tests, the benchmark). */
  async settled(): Promise<void> {
    while (this.runs.size > 0) await Promise.allSettled([...this.runs]);
  }

  /**
   * Takes up every batch whose instance has gone silent for the takeover delay (it died, or
   * this server restarted), without waiting for the office; the database lets one instance
   * take each. Returns how many this instance took up.
   */
  async resumeAbandoned(): Promise<number> {
    if (this.stopping) return 0;
    let taken = 0;
    for (const batch of await this.deps.receiptBatches.running()) {
      if (await this.takeOver(batch.id)) taken += 1;
    }
    return taken;
  }

  private async resume(batch: ReceiptBatchRecord): Promise<ReceiptBatchProgress> {
    if (!(await this.takeOver(batch.id))) throw new AppError('invalidState', BATCH_ALREADY_RUNNING);
    return this.progressOf(batch);
  }

  /** Claims the batch atomically if its heartbeat is stale, and runs it here. */
  private async takeOver(batchId: string): Promise<boolean> {
    const { clock, receiptBatchTakeoverMs, receiptBatches } = this.deps;
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - receiptBatchTakeoverMs).toISOString();
    const taken = await receiptBatches.takeOver(batchId, staleBefore, now.toISOString());
    if (taken) this.launch(batchId);
    return taken;
  }

  private launch(batchId: string): void {
    const run = this.run(batchId)
      .catch((error: unknown) => this.deps.reportFailure('Receipt batch', error))
      .finally(() => this.runs.delete(run));
    this.runs.add(run);
  }

  private async run(batchId: string): Promise<void> {
    const { receiptBatches, clock } = this.deps;
    const batch = await this.batchById(batchId);
    while (!this.stopping) {
      const donorId = await receiptBatches.claimNext(batchId, clock.now().toISOString());
      if (!donorId) break;
      const { outcome, note } = await this.sendTo(donorId, batch);
      await receiptBatches.settle(batchId, donorId, outcome, note, clock.now().toISOString());
    }
    if (!this.stopping) await receiptBatches.finish(batchId, clock.now().toISOString());
  }

  private async sendTo(donorId: string, batch: ReceiptBatchRecord): Promise<Outcome> {
    const { donors, donationReceipts, accounts } = this.deps;
    const scope = { kind: 'year', year: batch.taxYear } as const;
    try {
      const donor = await donors.find(donorId);
      if (!donor) return { outcome: 'failed', note: BATCH_SKIP_NOTES.failed };
      const [live, resident, member] = await Promise.all([
        donationReceipts.live(donorId, receiptScopeKey(scope)),
        donors.residentNumberOf(donorId),
        donor.memberId ? accounts.findProfile(donor.memberId) : null,
      ]);
      const email = receiptEmailOf(donor, member);
      const numberMissing = residentNumberMissing(donor.kind, resident !== null);
      // A receipt never counted as issued went nowhere (e.g. this batch died mid-donor): it is
      // sent now, under its serial, instead of being skipped as issued. One issued without the
      // number (before issue 29) gets the request below.
      if (live && live.issueCount > 0 && !(numberMissing && email)) {
        return { outcome: 'skipped', note: BATCH_SKIP_NOTES.issuedBefore };
      }
      if (!email) return { outcome: 'skipped', note: BATCH_SKIP_NOTES.noEmail };
      if (numberMissing) return await this.askForNumber(donor, email, batch.taxYear);
      const made = await this.deps.issuing.make(donor, scope, { masked: resident?.masked ?? null });
      await mailReceipt(this.deps, made, email, () =>
        made.delivered('mail', maskedEmail(email), batch.startedBy),
      );
      return { outcome: 'sent', note: null };
    } catch (error) {
      if (error instanceof AppError && error.message === NO_DONATIONS_FOR_RECEIPT) {
        return { outcome: 'skipped', note: BATCH_SKIP_NOTES.nothingLeft };
      }
      this.deps.reportFailure('A receipt of the batch', error);
      return { outcome: 'failed', note: BATCH_SKIP_NOTES.failed };
    }
  }

  /**
   * No receipt without the resident number: a member is asked to add it in 내 정보, where the
   * year's receipt is made with it; anyone else is left to the office, who can reach them.
   */
  private async askForNumber(donor: DonorRecord, email: string, taxYear: number): Promise<Outcome> {
    if (!donor.memberId) {
      return { outcome: 'skipped', note: BATCH_SKIP_NOTES.noResidentNumberOutsider };
    }
    await mailResidentNumberRequest(this.deps, { email, donorName: donor.name, taxYear });
    return { outcome: 'skipped', note: BATCH_SKIP_NOTES.noResidentNumber };
  }

  private async batchById(batchId: string): Promise<ReceiptBatchRecord> {
    // The run reads its own batch back: started here or taken over from another instance.
    const found = await this.deps.receiptBatches.find(batchId);
    if (!found) throw new Error(`Receipt batch ${batchId} is gone`);
    return found;
  }

  /** The batch as just read or written (the console asks again for what follows). */
  private async progressOf(batch: ReceiptBatchRecord): Promise<ReceiptBatchProgress> {
    const { id, taxYear, total, sent, skipped, failed, startedAt, finishedAt } = batch;
    return {
      batchId: id,
      taxYear,
      total,
      sent,
      skipped,
      failed,
      startedAt,
      finishedAt,
      problems: await this.deps.receiptBatches.problems(id, PROBLEMS_SHOWN),
    };
  }
}
