import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import { NO_SUCH_FUND } from '../../../src/domain/donations/records';
import {
  NO_SUCH_SCHOLARSHIP,
  type Scholarship,
  type ScholarshipDraft,
  validateScholarshipDraft,
} from '../../../src/domain/donations/scholarship';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError, requireValid } from '../shared/app-error';
import type { Clock, Random } from '../shared/ports';
import type { FundRepository, ScholarshipRepository } from './ports';

export interface ScholarshipsDependencies {
  readonly scholarships: ScholarshipRepository;
  readonly donationFunds: FundRepository;
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly random: Random;
}

/** Scholarships paid out, as the office records them (audited); summed by the public pages. */
export class Scholarships {
  constructor(private readonly deps: ScholarshipsDependencies) {}

  async officeScholarships(year: number | null): Promise<Scholarship[]> {
    const records = await this.deps.scholarships.list(year);
    return records.map((record) => ({
      scholarshipId: record.id,
      year: record.year,
      fundId: record.fundId,
      fundName: record.fundName,
      students: record.students,
      amount: record.amount,
      note: record.note,
      recordedAt: record.recordedAt,
    }));
  }

  recordScholarship(
    actor: AdminActor,
    draft: ScholarshipDraft,
  ): Promise<{ scholarshipId: string }> {
    const id = this.deps.random.id();
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.recordScholarship,
      id,
      async () => {
        const now = this.deps.clock.now();
        const scholarship = requireValid(validateScholarshipDraft(draft, calendarDateOf(now).year));
        // A closed fund may still pay out what it collected.
        if (!(await this.deps.donationFunds.find(scholarship.fundId))) {
          throw new AppError('invalidInput', NO_SUCH_FUND);
        }
        await this.deps.scholarships.insert({
          id,
          ...scholarship,
          recordedAt: now.toISOString(),
          recordedBy: actor.id,
        });
        return { scholarshipId: id };
      },
      String(draft.year),
    );
  }

  deleteScholarship(actor: AdminActor, scholarshipId: string): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.deleteScholarship,
      scholarshipId,
      async () => {
        if (!(await this.deps.scholarships.delete(scholarshipId))) {
          throw new AppError('notFound', NO_SUCH_SCHOLARSHIP);
        }
      },
    );
  }
}
