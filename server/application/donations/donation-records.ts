import type { DataOf } from '../../../src/contract/endpoint-types';
import { donationChangeDetail } from '../../../src/domain/donations/change-detail';
import { AUDIT_ACTIONS, donorDataSubject } from '../../../src/domain/admin';
import {
  CONTRIBUTION_PAGE_SIZE,
  type ContributionFilter,
  contributionPeriodOf,
} from '../../../src/domain/donations/contribution-filter';
import {
  firstDonationRecord,
  supersedingDonationRecord,
} from '../../../src/domain/donations/records';
import { NO_SUCH_DONATION } from '../../../src/domain/donations/receipt';
import {
  closedFundRefusal,
  DONATION_CHANGED_MEANWHILE,
  memberAlreadyDonorRefusal,
  NO_SUCH_DONOR,
  NO_SUCH_FUND,
  NO_SUCH_MEMBER,
  type DonationDraft,
  type DonorDraft,
  validateCorrectionReason,
  validateDonationDraft,
  validateDonorDraft,
  type ValidDonation,
} from '../../../src/domain/donations/records';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import type { AdminActor, AdminAudit } from '../admin';
import { likelyDuplicateWarning } from '../../../src/domain/donations/duplicate-gift';
import { AppError, requireValid } from '../shared/app-error';
import type { AccountRepository, Clock, Random } from '../shared/ports';
import { donationOf } from './my-donations';
import type {
  CurrentDonation,
  DonationRepository,
  DonorRecord,
  DonorRepository,
  FundRepository,
} from './ports';

export interface DonationRecordsDependencies {
  readonly donors: DonorRepository;
  readonly donations: DonationRepository;
  readonly donationFunds: FundRepository;
  /** Whether a donor's member account exists. */
  readonly accounts: Pick<AccountRepository, 'findProfile'>;
  /** Every step audited; every donor listed recorded as a view of their data. */
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly random: Random;
}

export interface OfficeDonationFilter extends ContributionFilter {
  readonly donorId?: string;
}

/**
 * The office's records: donors, and donations entered, corrected and cancelled, each audited.
 * A donation is never changed in place: a correction or a cancellation is a new record that
 * supersedes the one before (the database lets only one do so).
 */
export class DonationRecords {
  constructor(private readonly deps: DonationRecordsDependencies) {}

  /** Donors found by the office: a view (조회) of each one's personal data, recorded. */
  officeDonors(
    actor: AdminActor,
    search: { query?: string; page?: number; size?: number },
  ): Promise<DataOf<'officeDonors'>> {
    const page = search.page ?? 1;
    const size = search.size ?? 20;
    const words = (search.query ?? '').trim().split(/\s+/u).filter(Boolean);
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.listDonors,
      null,
      async () => {
        const found = await this.deps.donors.search({ words, page, size });
        await this.deps.audit.accessed(
          actor,
          found.items.map((donor) =>
            donorDataSubject({ donorId: donor.id, memberId: donor.memberId }),
          ),
          'view',
          AUDIT_ACTIONS.listDonors,
        );
        return { items: found.items.map(donorView), total: found.total, page, size };
      },
      (result) => `검색어 ${words.join(' ') || '없음'}, ${page}쪽, ${result.items.length}명`,
    );
  }

  createDonor(actor: AdminActor, draft: DonorDraft): Promise<{ donorId: string }> {
    const donorId = this.deps.random.id();
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.createDonor,
      donorId,
      async () => {
        const donor = requireValid(validateDonorDraft(draft, this.today()));
        if (donor.memberId) await this.requireFreeMember(donor.memberId, null);
        const at = this.deps.clock.now().toISOString();
        await this.deps.donors.create({
          id: donorId,
          ...donor,
          createdAt: at,
          updatedAt: at,
        });
        return { donorId };
      },
      draft.name.trim(),
    );
  }

  updateDonor(actor: AdminActor, donorId: string, draft: DonorDraft): Promise<void> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.updateDonor, donorId, async () => {
      await this.existingDonor(donorId);
      const donor = requireValid(validateDonorDraft(draft, this.today()));
      if (donor.memberId) await this.requireFreeMember(donor.memberId, donorId);
      await this.deps.donors.update(donorId, {
        ...donor,
        updatedAt: this.deps.clock.now().toISOString(),
      });
    });
  }

  /** Gifts the office lists (one donor's, or a period's): a view of their donors' data, recorded. */
  officeDonations(
    actor: AdminActor,
    filter: OfficeDonationFilter,
  ): Promise<DataOf<'officeDonations'>> {
    const page = filter.page ?? 1;
    const size = filter.size ?? CONTRIBUTION_PAGE_SIZE;
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.listDonations,
      filter.donorId ?? null,
      async () => {
        const period = requireValid(contributionPeriodOf(filter));
        const found = await this.deps.donations.list({
          ...(filter.donorId === undefined ? {} : { donorId: filter.donorId }),
          from: period.from,
          to: period.to,
          fundId: filter.fundId ?? null,
          page,
          size,
        });
        await this.deps.audit.accessed(
          actor,
          found.items.map((record) =>
            donorDataSubject({ donorId: record.donorId, memberId: record.donorMemberId }),
          ),
          'view',
          AUDIT_ACTIONS.listDonations,
        );
        return {
          items: found.items.map((record) => ({
            ...donationOf(record),
            donorId: record.donorId,
            donorName: record.donorName,
          })),
          total: found.total,
          totalAmount: found.totalAmount,
          page,
          size,
        };
      },
      (result) => `${page}쪽, ${result.items.length}건`,
    );
  }

  /**
   * A gift typed by hand; one like a gift that stands (same donor, fund, day and amount) is
   * refused as a likely duplicate, naming that gift, unless the office confirmed it.
   */
  recordDonation(
    actor: AdminActor,
    donorId: string,
    draft: DonationDraft,
    { duplicateConfirmed = false }: { readonly duplicateConfirmed?: boolean } = {},
  ): Promise<{ donationId: string }> {
    const id = this.deps.random.id();
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.recordDonation, id, async () => {
      const donation = await this.checked(draft, { newDonation: true });
      await this.existingDonor(donorId);
      if (!duplicateConfirmed) {
        const { items } = await this.deps.donations.list({
          donorId,
          from: donation.donatedOn,
          to: donation.donatedOn,
          fundId: donation.fundId,
          amount: donation.amount,
          page: 1,
          size: 1,
        });
        const [existing] = items;
        if (existing) throw new AppError('likelyDuplicate', likelyDuplicateWarning(existing));
      }
      await this.deps.donations.append({
        ...firstDonationRecord(id, donorId, donation),
        bankReference: null,
        recordedAt: this.deps.clock.now().toISOString(),
        recordedBy: actor.id,
      });
      return { donationId: id };
    });
  }

  correctDonation(
    actor: AdminActor,
    donationId: string,
    draft: DonationDraft,
    rawReason: string,
  ): Promise<void> {
    // The log's detail says what changed and why (donationChangeDetail).
    const run = async () => {
      const reason = requireValid(validateCorrectionReason(rawReason));
      const before = await this.existingDonation(donationId);
      const donation = await this.checked(draft, { newDonation: false });
      await this.supersede(actor, before, { ...donation, voided: false, reason });
      const change = { kind: 'correct', before: before.amount, after: donation.amount } as const;
      return donationChangeDetail(change, reason);
    };
    const { correctDonation } = AUDIT_ACTIONS;
    return this.deps.audit
      .audited(actor, correctDonation, donationId, run, (detail) => detail)
      .then(() => undefined);
  }

  cancelDonation(actor: AdminActor, donationId: string, rawReason: string): Promise<void> {
    const run = async () => {
      const reason = requireValid(validateCorrectionReason(rawReason));
      const before = await this.existingDonation(donationId);
      await this.supersede(actor, before, { ...before, voided: true, reason });
      return donationChangeDetail({ kind: 'cancel', before: before.amount }, reason);
    };
    const { cancelDonation } = AUDIT_ACTIONS;
    return this.deps.audit
      .audited(actor, cancelDonation, donationId, run, (detail) => detail)
      .then(() => undefined);
  }

  private async supersede(
    actor: AdminActor,
    before: CurrentDonation,
    after: ValidDonation & { voided: boolean; reason: string },
  ): Promise<void> {
    const appended = await this.deps.donations.append({
      id: this.deps.random.id(),
      ...supersedingDonationRecord(before, after),
      bankReference: before.bankReference,
      recordedAt: this.deps.clock.now().toISOString(),
      recordedBy: actor.id,
    });
    if (!appended) throw new AppError('invalidState', DONATION_CHANGED_MEANWHILE);
  }

  private async checked(
    draft: DonationDraft,
    { newDonation }: { newDonation: boolean },
  ): Promise<ValidDonation> {
    const donation = requireValid(validateDonationDraft(draft, this.today()));
    const fund = await this.deps.donationFunds.find(donation.fundId);
    if (!fund) throw new AppError('invalidInput', NO_SUCH_FUND);
    // A closed fund keeps its donations (and their corrections) but takes no new one.
    if (newDonation && !fund.active) {
      throw new AppError('invalidState', closedFundRefusal(fund.name));
    }
    return donation;
  }

  private async existingDonor(donorId: string): Promise<DonorRecord> {
    const donor = await this.deps.donors.find(donorId);
    if (!donor) throw new AppError('notFound', NO_SUCH_DONOR);
    return donor;
  }

  private async existingDonation(donationId: string): Promise<CurrentDonation> {
    const donation = await this.deps.donations.current(donationId);
    if (!donation) throw new AppError('notFound', NO_SUCH_DONATION);
    return donation;
  }

  /** A member is one donor: their account must exist and belong to no other donor. */
  private async requireFreeMember(memberId: string, donorId: string | null): Promise<void> {
    const { accounts, donors } = this.deps;
    const account = await accounts.findProfile(memberId);
    if (!account || account.status === 'withdrawn') {
      throw new AppError('invalidInput', NO_SUCH_MEMBER);
    }
    const other = await donors.findOfMember(memberId);
    if (other && other.id !== donorId) {
      throw new AppError('invalidState', memberAlreadyDonorRefusal(other.name));
    }
  }

  private today() {
    return calendarDateOf(this.deps.clock.now());
  }
}

export function donorView(donor: DonorRecord) {
  const { id, createdAt: _created, ...view } = donor;
  return { donorId: id, ...view };
}
