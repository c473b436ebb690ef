import { ApiError } from '../../application/shared/errors/api-error';
import { API_ERRORS } from '../../contract/shared/error-codes';
import { accessDetailOf, AUDIT_SUCCESS, type AuditAction } from '../../domain/admin/audit';
import type { PersonalDataAccessKind } from '../../domain/admin/personal-data-access';
import type { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';

/**
 * The office's side of the fake backend, as the server's AdminAudit: who may act (an
 * administrator of the session), the audit log of every action with its outcome, and the
 * personal-data access records. Shared by the fake console's ports.
 */
export class FakeOfficeAudit {
  constructor(private readonly backend: FakeBackend) {}

  /** The next record's number, time, administrator and address (the fake's visitor is local). */
  private stampFor(records: readonly unknown[], actorId: string) {
    const at = this.backend.clock.now().toISOString();
    return { id: records.length + 1, at, actorId, ip: '127.0.0.1' };
  }

  /** Each member's data seen or changed once, as the server records it. */
  accessed(
    memberIds: readonly string[],
    kind: PersonalDataAccessKind,
    action: AuditAction,
    note?: string,
  ): void {
    const actorId = this.requireAdministrator();
    for (const memberId of new Set(memberIds)) {
      this.backend.personalDataAccess.push({
        ...this.stampFor(this.backend.personalDataAccess, actorId),
        memberId,
        kind,
        detail: accessDetailOf(action, note),
      });
    }
  }

  /** Runs an administrator's action and records it, with its refusal if refused. */
  async audited<T>(
    action: AuditAction,
    targetId: string | null,
    run: () => Promise<T> | T,
    detail: string | null | ((result: T) => string | null) = null,
  ): Promise<T> {
    const actorId = this.requireAdministrator();
    const record = (outcome: string, said: string | null) =>
      this.backend.auditLog.push({
        ...this.stampFor(this.backend.auditLog, actorId),
        action,
        targetId: targetId?.trim().toLowerCase() ?? null,
        outcome,
        detail: said || null,
      });
    try {
      const result = await run();
      record(AUDIT_SUCCESS, typeof detail === 'function' ? detail(result) : detail);
      return result;
    } catch (error) {
      const outcome = error instanceof ApiError ? (errorKeyOf(error.code) ?? 'error') : 'error';
      record(outcome, typeof detail === 'function' ? null : detail);
      throw error;
    }
  }

  requireAdministrator(): string {
    const { profile } = this.backend.requireAccount();
    if (profile.role !== 'admin') throw refusal('forbidden');
    return profile.userId;
  }
}

/** The catalogue's key of an envelope code (the audit log records refusals by their key). */
function errorKeyOf(code: number): string | undefined {
  return Object.entries(API_ERRORS).find(([, definition]) => definition.code === code)?.[0];
}
