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
import { type AdminActor, AuditedUseCases } from '../admin';
import { AppError, requireValid } from '../shared/app-error';
import { attachedFileOf } from '../files';

/**
 * 기부금 모금액 및 활용실적: per year, what was collected and paid (summed from the records) and
 * the other uses and report the office publishes (audited).
 */
export class DonationDisclosure extends AuditedUseCases {
  async years(): Promise<DataOf<'donationDisclosure'>> {
    const { donationFigures, donationDisclosures, files } = this.context.store;
    const [collected, scholarships, records] = await Promise.all([
      donationFigures.byYear(),
      donationFigures.scholarships(),
      donationDisclosures.list(),
    ]);
    const groups = records.flatMap((record) => record.atchFileMstId ?? []);
    // The newest file of each group is the report offered (a new upload replaces it).
    const newest = new Map(
      (await files.listAssociationFilesOf(groups)).map((file) => [
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

  save(actor: AdminActor, year: number, draft: DisclosureDraft): Promise<void> {
    return this.audit.audited(actor, AUDIT_ACTIONS.saveDisclosure, String(year), async () => {
      const refusal = disclosureYearRefusal(year);
      if (refusal) throw new AppError('invalidInput', refusal);
      const disclosure = requireValid(validateDisclosureDraft(draft));
      await this.context.store.transaction(async (repositories) => {
        // The administrator's upload becomes the association's, readable by anyone.
        if (
          disclosure.atchFileMstId &&
          (await repositories.files.adoptGroup(disclosure.atchFileMstId, actor.id)) === 0
        ) {
          throw new AppError('invalidInput', UNKNOWN_FILE_GROUP);
        }
        await repositories.donationDisclosures.save(
          { year, ...disclosure },
          this.context.clock.now().toISOString(),
          actor.id,
        );
      });
    });
  }
}
