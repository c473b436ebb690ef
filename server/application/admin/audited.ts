import { type PersonalDataAccessKind } from '../../../src/domain/admin';
import {
  accessDetailOf,
  AUDIT_SUCCESS,
  type AuditAction,
  auditDetailOf,
} from '../../../src/domain/admin';
import { AppError } from '../shared/app-error';
import type { Clock } from '../shared/ports';
import type { AuditLogRepository, PersonalDataAccessRepository } from './ports';

/** Who acts: an administrator and the address of the request. */
export interface AdminActor {
  readonly id: string;
  readonly ip: string | null;
}

/** The command-line tool (`npm run admin`), which acts from the server's own shell. */
export const COMMAND_LINE = 'command-line';

/** An actor given by its id alone (the command line, tests) has no address. */
export function actorOf(actor: AdminActor | string): AdminActor {
  return typeof actor === 'string' ? { id: actor, ip: null } : actor;
}

/** What a refusal is recorded as: the contract's error key, or `error` for a failure. */
export function outcomeOf(error: unknown): string {
  return error instanceof AppError ? error.key : 'error';
}

/**
 * The one place every administrator action is recorded: `audited` runs the action and appends
 * to the audit log who did what to whom, from where, and how it ended (`success`, or the
 * refusal's error key, the refusal then passed on); `accessed` records views, changes and
 * downloads of members' personal data (안전성 확보조치 기준 §8).
 */
export interface AdminAuditDependencies {
  readonly auditLog: AuditLogRepository;
  readonly personalDataAccess: PersonalDataAccessRepository;
  readonly clock: Clock;
  readonly reportFailure: (what: string, error: unknown) => void;
}

export class AdminAudit {
  constructor(private readonly deps: AdminAuditDependencies) {}

  async audited<T>(
    actor: AdminActor | string,
    action: AuditAction,
    target: string | null,
    run: () => Promise<T>,
    detail?: string | null | ((result: T) => string | null),
  ): Promise<T> {
    const who = actorOf(actor);
    let result: T;
    try {
      result = await run();
    } catch (error) {
      // The refusal is what the caller must hear; a failure to record it is only reported.
      await this.append(
        who,
        action,
        target,
        outcomeOf(error),
        typeof detail === 'function' ? null : detail,
      ).catch((failure: unknown) => {
        this.deps.reportFailure('audit log', failure);
      });
      throw error;
    }
    await this.append(
      who,
      action,
      target,
      AUDIT_SUCCESS,
      typeof detail === 'function' ? detail(result) : detail,
    );
    return result;
  }

  /**
   * Records that the actor viewed, changed or downloaded these members' personal data, in the
   * course of an action (its code is kept, the review names it in Korean) with a note if any.
   */
  async accessed(
    actor: AdminActor | string,
    memberIds: readonly string[],
    kind: PersonalDataAccessKind,
    action: AuditAction,
    note?: string | null,
  ): Promise<void> {
    if (memberIds.length === 0) return;
    const who = actorOf(actor);
    const at = this.deps.clock.now().toISOString();
    await this.deps.personalDataAccess.record(
      [...new Set(memberIds)].map((memberId) => ({
        at,
        actorId: who.id,
        ip: who.ip,
        memberId,
        kind,
        detail: auditDetailOf(accessDetailOf(action, note)),
      })),
    );
  }

  private async append(
    actor: AdminActor,
    action: AuditAction,
    target: string | null,
    outcome: string,
    detail: string | null | undefined,
  ): Promise<void> {
    await this.deps.auditLog.append({
      at: this.deps.clock.now().toISOString(),
      actorId: actor.id,
      ip: actor.ip,
      action,
      targetId: target,
      outcome,
      detail: auditDetailOf(detail),
    });
  }
}
