import type { AccessReview } from './access-review';
import { AUDIT_ACTIONS, type AuditAction, auditActionLabel } from './audit';
import type { AuditEntry, LabelledAuditEntry } from './audit-entry';

/** What an entry's target or a record's subject is, to be named beside its id. */
export const NAMED_KINDS = ['account', 'donor', 'donation', 'receipt', 'fund'] as const;
export type NamedKind = (typeof NAMED_KINDS)[number];

/**
 * What each action's target is: a member's account (for the reviews, the member searched for),
 * a donor, a donation (named by its donor), a receipt (by its donor), a fund. Other targets (a
 * notice, an album) are shown by their id alone: their pages name them.
 */
export const AUDIT_TARGET_KINDS: Readonly<Partial<Record<AuditAction, NamedKind>>> = {
  [AUDIT_ACTIONS.approveMember]: 'account',
  [AUDIT_ACTIONS.rejectMember]: 'account',
  [AUDIT_ACTIONS.viewMember]: 'account',
  [AUDIT_ACTIONS.lockMember]: 'account',
  [AUDIT_ACTIONS.unlockMember]: 'account',
  [AUDIT_ACTIONS.sendPasswordReset]: 'account',
  [AUDIT_ACTIONS.withdrawMember]: 'account',
  [AUDIT_ACTIONS.grantAdministrator]: 'account',
  [AUDIT_ACTIONS.revokeAdministrator]: 'account',
  [AUDIT_ACTIONS.viewAuditLog]: 'account',
  [AUDIT_ACTIONS.exportAuditLog]: 'account',
  [AUDIT_ACTIONS.viewAccessRecords]: 'account',
  [AUDIT_ACTIONS.createDonor]: 'donor',
  [AUDIT_ACTIONS.updateDonor]: 'donor',
  [AUDIT_ACTIONS.listDonations]: 'donor',
  [AUDIT_ACTIONS.recordDonation]: 'donation',
  [AUDIT_ACTIONS.correctDonation]: 'donation',
  [AUDIT_ACTIONS.cancelDonation]: 'donation',
  [AUDIT_ACTIONS.cancelReceipt]: 'receipt',
  [AUDIT_ACTIONS.reissueReceipt]: 'receipt',
  [AUDIT_ACTIONS.downloadReceipt]: 'receipt',
  [AUDIT_ACTIONS.saveDonationFund]: 'fund',
  [AUDIT_ACTIONS.importDonations]: 'fund',
};

/** The ids to name, by kind. */
export type NameRequest = Readonly<Record<NamedKind, readonly string[]>>;

/** Names found, by `<kind>:<id>` (an access record's donor subject, `donor:<id>`, is one). */
export type RecordNames = ReadonlyMap<string, string>;

export function nameKey(kind: NamedKind, id: string): string {
  return `${kind}:${id}`;
}

/** Someone as the records show them: 홍길동 (hong123), or the id alone when the name is unknown. */
export function namedId(name: string | null, id: string): string {
  return name ? `${name} (${id})` : id;
}

function targetKindOf(action: string): NamedKind | undefined {
  return (AUDIT_TARGET_KINDS as Readonly<Record<string, NamedKind>>)[action];
}

function requestOf(pairs: Iterable<readonly [NamedKind, string]>): NameRequest {
  const ids: Record<NamedKind, Set<string>> = {
    account: new Set(),
    donor: new Set(),
    donation: new Set(),
    receipt: new Set(),
    fund: new Set(),
  };
  for (const [kind, id] of pairs) ids[kind].add(id);
  return {
    account: [...ids.account],
    donor: [...ids.donor],
    donation: [...ids.donation],
    receipt: [...ids.receipt],
    fund: [...ids.fund],
  };
}

/** What a page of the audit log names: its administrators and its targets. */
export function auditNameRequest(entries: readonly AuditEntry[]): NameRequest {
  return requestOf(
    entries.flatMap((entry): (readonly [NamedKind, string])[] => {
      const kind = entry.targetId === null ? undefined : targetKindOf(entry.action);
      return [
        ['account', entry.actorId],
        ...(kind && entry.targetId !== null ? [[kind, entry.targetId] as const] : []),
      ];
    }),
  );
}

/** An entry with its action in Korean and the names of its administrator and target. */
export function labelledAuditEntry(entry: AuditEntry, names: RecordNames): LabelledAuditEntry {
  const kind = targetKindOf(entry.action);
  return {
    ...entry,
    actionLabel: auditActionLabel(entry.action),
    actorName: names.get(nameKey('account', entry.actorId)) ?? null,
    targetName:
      kind && entry.targetId !== null ? (names.get(nameKey(kind, entry.targetId)) ?? null) : null,
  };
}

const DONOR_SUBJECT = 'donor:';

/** The key of an access record's subject: a member's account, or a donor who is not one. */
function subjectKey(subject: string): readonly [NamedKind, string] {
  return subject.startsWith(DONOR_SUBJECT)
    ? ['donor', subject.slice(DONOR_SUBJECT.length)]
    : ['account', subject];
}

/** What a page of the access records names: its administrators, members and donors. */
export function accessNameRequest(review: AccessReview): NameRequest {
  return requestOf(
    review.items.flatMap((record) => [
      ['account', record.actorId] as const,
      subjectKey(record.memberId),
    ]),
  );
}

/** Whom a record is about, as the review shows it: 김하늘 (haneul01), 박바깥 (기부자 Xy12…). */
export function accessSubjectLabel(subject: string, name: string | null): string {
  const [kind, id] = subjectKey(subject);
  return namedId(name, kind === 'donor' ? `기부자 ${id}` : id);
}

/** The page of access records with the administrators' and the subjects' names. */
export function namedAccessReview(review: AccessReview, names: RecordNames): AccessReview {
  return {
    ...review,
    items: review.items.map((record) => ({
      ...record,
      actorName: names.get(nameKey('account', record.actorId)) ?? null,
      memberName: names.get(nameKey(...subjectKey(record.memberId))) ?? null,
    })),
  };
}
