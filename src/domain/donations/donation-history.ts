import type { ValidDonation } from './records';

/**
 * A donation's history is append-only: its first record, then each correction or cancellation as
 * a new record superseding the one it read. What each record says, in one place for the server
 * and the fake backend; who wrote it, when, and the record's own id stay theirs.
 */
export interface DonationRecordTerms extends ValidDonation {
  readonly donationId: string;
  /** The record this one replaces; null for a donation's first. */
  readonly supersedes: string | null;
  readonly donorId: string;
  readonly voided: boolean;
  /** Why it was corrected or cancelled; null for a donation's first record. */
  readonly reason: string | null;
}

/** A donation's first record: the donation takes the record's id, and it stands. */
export function firstDonationRecord(
  recordId: string,
  donorId: string,
  donation: ValidDonation,
): DonationRecordTerms & { readonly id: string } {
  return {
    id: recordId,
    donationId: recordId,
    supersedes: null,
    donorId,
    ...termsOf(donation),
    voided: false,
    reason: null,
  };
}

/**
 * A correction (the new terms) or a cancellation (the same terms, voided): the same donation and
 * donor as the record it supersedes, with the reason given.
 */
export function supersedingDonationRecord(
  before: { readonly id: string; readonly donationId: string; readonly donorId: string },
  after: ValidDonation & { readonly voided: boolean; readonly reason: string },
): DonationRecordTerms {
  return {
    donationId: before.donationId,
    supersedes: before.id,
    donorId: before.donorId,
    ...termsOf(after),
    voided: after.voided,
    reason: after.reason,
  };
}

/** Only a donation's terms, whatever else the record read carries. */
function termsOf(donation: ValidDonation): ValidDonation {
  const { fundId, amount, donatedOn, method, receiptCode, memo } = donation;
  return { fundId, amount, donatedOn, method, receiptCode, memo };
}
