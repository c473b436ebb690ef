import { type ConsentAnswer, type ConsentState, currentConsentsOf } from '../accounts';
import type { PostalAddress } from '../shared/address/address';
import type { MemberDetail, MemberSummary } from './member-summary';

/** What the office's detail page adds to a member's summary, as the account keeps it. */
export interface MemberDetailFields extends Omit<
  MemberDetail,
  keyof MemberSummary | 'address' | 'consents'
> {
  readonly address: PostalAddress | null;
}

/** One member as the office's detail page shows them: the address in one line, consents as they stand. */
export function memberDetailOf<Summary extends MemberSummary>(
  summary: Summary,
  fields: MemberDetailFields,
  consents: readonly ConsentAnswer[],
): Summary & Omit<MemberDetail, keyof MemberSummary | 'consents'> & { consents: ConsentState[] } {
  // Each field named: the server hands its whole account record, which the page must not show.
  const { address } = fields;
  return {
    ...summary,
    company: fields.company,
    jobTitle: fields.jobTitle,
    address: address
      ? `(${address.zonecode}) ${address.addr}${address.daddr ? ` ${address.daddr}` : ''}`
      : null,
    statusReason: fields.statusReason,
    lockReason: fields.lockReason,
    lockedAt: fields.lockedAt,
    lockedBy: fields.lockedBy,
    approvedAt: fields.approvedAt,
    approvedBy: fields.approvedBy,
    withdrawnAt: fields.withdrawnAt,
    consents: currentConsentsOf(consents),
  };
}
