import type { AccessReview } from './access-review';
import { AUDIT_ACTIONS, type AuditAction, auditActionLabel } from './audit';
import type { AuditEntry, LabelledAuditEntry } from './audit-entry';

/**
 * The actions whose target is a member's account (or, for the reviews, the member searched
 * for): their target is named beside its id. Other targets (a notice, a donation) are not
 * accounts.
 */
export const AUDIT_MEMBER_TARGET_ACTIONS: readonly AuditAction[] = [
  AUDIT_ACTIONS.approveMember,
  AUDIT_ACTIONS.rejectMember,
  AUDIT_ACTIONS.viewMember,
  AUDIT_ACTIONS.lockMember,
  AUDIT_ACTIONS.unlockMember,
  AUDIT_ACTIONS.sendPasswordReset,
  AUDIT_ACTIONS.withdrawMember,
  AUDIT_ACTIONS.grantAdministrator,
  AUDIT_ACTIONS.revokeAdministrator,
  AUDIT_ACTIONS.viewAuditLog,
  AUDIT_ACTIONS.exportAuditLog,
  AUDIT_ACTIONS.viewAccessRecords,
];

/** Account ids mapped to the names they are shown with. */
export type AccountNames = ReadonlyMap<string, string>;

/** Someone as the records show them: 홍길동 (hong123), or the id alone when the name is unknown. */
export function namedId(name: string | null, id: string): string {
  return name ? `${name} (${id})` : id;
}

function targetsMember(action: string): boolean {
  return (AUDIT_MEMBER_TARGET_ACTIONS as readonly string[]).includes(action);
}

/** The accounts whose names a page of the audit log shows: its administrators and members. */
export function auditEntryAccountIds(entries: readonly AuditEntry[]): string[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    ids.add(entry.actorId);
    if (entry.targetId !== null && targetsMember(entry.action)) ids.add(entry.targetId);
  }
  return [...ids];
}

/** An entry with its action in Korean and the names of its administrator and member. */
export function labelledAuditEntry(entry: AuditEntry, names: AccountNames): LabelledAuditEntry {
  return {
    ...entry,
    actionLabel: auditActionLabel(entry.action),
    actorName: names.get(entry.actorId) ?? null,
    targetName:
      entry.targetId !== null && targetsMember(entry.action)
        ? (names.get(entry.targetId) ?? null)
        : null,
  };
}

/** The accounts whose names a page of the access records shows (a donor's subject is not one). */
export function accessRecordAccountIds(review: AccessReview): string[] {
  const ids = new Set<string>();
  for (const record of review.items) {
    ids.add(record.actorId);
    if (!record.memberId.startsWith('donor:')) ids.add(record.memberId);
  }
  return [...ids];
}

/** The page of access records with the administrators' and members' names. */
export function namedAccessReview(review: AccessReview, names: AccountNames): AccessReview {
  return {
    ...review,
    items: review.items.map((record) => ({
      ...record,
      actorName: names.get(record.actorId) ?? null,
      memberName: names.get(record.memberId) ?? null,
    })),
  };
}
