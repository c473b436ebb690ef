import type { DataOf } from '../../../src/contract/endpoint-types';
import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  type DisclosureDraft,
  type DisclosureYear,
  disclosureYearRefusal,
  disclosureYearsOf,
  validateDisclosureDraft,
} from '../../../src/domain/donations/disclosure';
import { UNKNOWN_FILE_GROUP } from '../../../src/domain/shared/attachments/attached-file';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError, requireValid } from '../shared/app-error';
import type { Clock, Transactions } from '../shared/ports';
import { attachedFileOf, type FileGroups } from '../files';
import type { DisclosureRepository, DonationFiguresRepository } from './ports';

export interface DonationDisclosureDependencies {
  readonly donationFigures: DonationFiguresRepository;
  readonly donationDisclosures: DisclosureRepository;
  /** The reports' files: listed, and an upload adopted as the association's. */
  readonly fileGroups: FileGroups;
  readonly audit: AdminAudit;
  readonly transactions: Transactions;
  readonly clock: Clock;
}

/**
 * 기부금 모금액 및 활용실적: per year, what was collected and paid (summed from the records) and
 * the other uses and report the office publishes (audited).
 */
export class DonationDisclosure {
  constructor(private readonly deps: DonationDisclosureDependencies) {}

  async donationDisclosure(): Promise<DataOf<'donationDisclosure'>> {
    const { donationFigures, donationDisclosures, fileGroups } = this.deps;
    const [collected, scholarships, records] = await Promise.all([
      donationFigures.byYear(),
      donationFigures.scholarships(),
      donationDisclosures.list(),
    ]);
    const groups = records.flatMap((record) => record.atchFileMstId ?? []);
    // The newest file of each group is the report offered (a new upload replaces it).
    const newest = new Map(
      (await fileGroups.associationFilesOf(groups)).map((file) => [
        file.atchFileMstId,
        attachedFileOf(file),
      ]),
    );
    const years: DisclosureYear[] = disclosureYearsOf({
      collected,
      scholarships,
      reports: records.map((record) => ({
        year: record.year,
        uses: record.uses,
        report: record.atchFileMstId ? (newest.get(record.atchFileMstId) ?? null) : null,
      })),
    });
    return years.map((each) => ({ ...each, uses: [...each.uses] }));
  }

  saveDonationDisclosure(actor: AdminActor, year: number, draft: DisclosureDraft): Promise<void> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.saveDisclosure, String(year), async () => {
      const refusal = disclosureYearRefusal(year);
      if (refusal) throw new AppError('invalidInput', refusal);
      const disclosure = requireValid(validateDisclosureDraft(draft));
      await this.deps.transactions.run(async () => {
        // The administrator's upload becomes the association's, readable by anyone.
        if (
          disclosure.atchFileMstId &&
          (await this.deps.fileGroups.adoptGroup(disclosure.atchFileMstId, actor.id)) === 0
        ) {
          throw new AppError('invalidInput', UNKNOWN_FILE_GROUP);
        }
        await this.deps.donationDisclosures.save(
          { year, ...disclosure },
          this.deps.clock.now().toISOString(),
          actor.id,
        );
      });
    });
  }
}
