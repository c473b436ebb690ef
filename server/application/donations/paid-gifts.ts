import type { DonationMethod } from '../../../src/domain/donations/donation';
import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import type { AccountRepository, Clock, Random } from '../shared/ports';
import type {
  DonationRepository,
  DonorRecord,
  DonorRepository,
  ResidentNumberVault,
  StoredResidentNumber,
} from './ports';

/** A gift paid online (issue 31), as the payments feature hands it over once it is paid. */
export interface PaidGift {
  /** The payment order: the donation's bank reference, so the gift names its payment. */
  readonly orderId: string;
  readonly memberId: string | null;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly fundId: string;
  readonly amount: number;
  /** ISO instant of the payment; the gift's day is its day in Korea. */
  readonly paidAt: string;
  readonly method: DonationMethod;
  readonly wantsReceipt: boolean;
  /**
   * Given at the checkout with its consent, sealed for the order (`sealedFor`), before any donor
   * was known: resealed here for the donor.
   */
  readonly residentNumber: (StoredResidentNumber & { readonly sealedFor: string }) | null;
  readonly namedInHallOfFame: boolean;
}

export interface PaidGiftsDependencies {
  readonly donors: DonorRepository;
  readonly donations: DonationRepository;
  readonly accounts: Pick<AccountRepository, 'findProfile'>;
  readonly clock: Clock;
  readonly random: Random;
  readonly residentNumbers: ResidentNumberVault;
}

/** Gifts are entered as 일반기부금 (code 40), like the office's entries and imports by default. */
const ONLINE_GIFT_RECEIPT_CODE = '40';
/** Who entered a gift paid online, in the donations' records. */
export const ONLINE_PAYMENT_RECORDER = 'online-payment';

/**
 * The donations feature's side of a gift paid online: the donor (the member's own record, or a
 * visitor's, found again by name, mobile and e-mail) and the donation, which then counts in
 * 내 기부 내역, the public figures and the year's receipts like any other gift. The payments
 * feature calls it once per order, inside the transaction that marks the order paid; the
 * reference `pay:<orderId>` makes a second call answer the first donation.
 */
export class PaidGifts {
  constructor(private readonly deps: PaidGiftsDependencies) {}

  async recordPaidGift(gift: PaidGift): Promise<{ donationId: string }> {
    const reference = `pay:${gift.orderId}`;
    const earlier = await this.deps.donations.byBankReference(reference);
    if (earlier) return { donationId: earlier };
    const at = this.deps.clock.now().toISOString();
    const donor = await this.donorOf(gift, at);
    if (gift.residentNumber) {
      const { sealed, masked, sealedFor } = gift.residentNumber;
      const vault = this.deps.residentNumbers;
      const resealed = vault.seal(vault.open(sealed, sealedFor), donor.id);
      await this.deps.donors.setResidentNumber(donor.id, { sealed: resealed, masked }, at);
    }
    if (gift.namedInHallOfFame && !donor.namedInHallOfFame) {
      await this.deps.donors.update(donor.id, { namedInHallOfFame: true, updatedAt: at });
    }
    const donationId = this.deps.random.id();
    await this.deps.donations.append({
      id: donationId,
      donationId,
      supersedes: null,
      donorId: donor.id,
      fundId: gift.fundId,
      amount: gift.amount,
      donatedOn: formatCalendarDate(calendarDateOf(new Date(gift.paidAt))),
      method: gift.method,
      receiptCode: ONLINE_GIFT_RECEIPT_CODE,
      memo: gift.wantsReceipt ? '온라인 기부' : '온라인 기부(기부금영수증을 원하지 않음)',
      voided: false,
      reason: null,
      bankReference: reference,
      recordedAt: at,
      recordedBy: ONLINE_PAYMENT_RECORDER,
    });
    return { donationId };
  }

  private async donorOf(gift: PaidGift, at: string): Promise<DonorRecord> {
    const { donors } = this.deps;
    if (gift.memberId) {
      const own = await donors.findOfMember(gift.memberId);
      if (own) return own;
    } else {
      const digits = gift.phone.replace(/\D/gu, '');
      const candidates = await donors.matchable({
        names: [gift.name],
        memberIds: [],
        phoneDigits: [digits],
      });
      const same = candidates.find(
        (donor) =>
          donor.memberId === null &&
          donor.name === gift.name &&
          (donor.phone ?? '').replace(/\D/gu, '') === digits &&
          donor.email === gift.email,
      );
      if (same) return same;
    }
    const profile = gift.memberId ? await this.deps.accounts.findProfile(gift.memberId) : null;
    const donor: DonorRecord = {
      id: this.deps.random.id(),
      memberId: gift.memberId,
      kind: 'person',
      name: gift.name,
      businessNumber: null,
      phone: gift.phone,
      email: gift.email,
      address: null,
      graduationYear: profile?.graduationYear ?? null,
      namedInHallOfFame: gift.namedInHallOfFame,
      createdAt: at,
      updatedAt: at,
    };
    await donors.create(donor);
    return donor;
  }
}
