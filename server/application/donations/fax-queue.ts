import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import { maskedFaxNumber } from './receipt-issuing';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError } from '../shared/app-error';
import type { FaxQueue, QueuedFax } from './ports';

export const NO_SUCH_QUEUED_FAX =
  '대기 중인 팩스를 찾을 수 없습니다. 이미 보냄 처리되었을 수 있습니다.';

export interface OfficeFaxQueueDependencies {
  readonly faxQueue: FaxQueue;
  readonly audit: AdminAudit;
}

/**
 * The faxes members asked for while no fax service is set up (no FAX_EMAIL_GATEWAY): the office
 * sees who asked, the number and when, downloads the PDF to fax it, and marks it sent, which
 * takes it off the queue. Downloads and marks are audited.
 */
export class OfficeFaxQueue {
  constructor(private readonly deps: OfficeFaxQueueDependencies) {}

  officeFaxQueue(): Promise<QueuedFax[]> {
    return this.deps.faxQueue.list();
  }

  queuedFaxPdf(actor: AdminActor, faxId: string): Promise<{ fileName: string; pdf: Buffer }> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.downloadQueuedFax,
      faxId,
      async () => {
        const found = await this.deps.faxQueue.pdf(faxId);
        if (!found) throw new AppError('notFound', NO_SUCH_QUEUED_FAX);
        return { fileName: found.fax.fileName, pdf: found.pdf, number: found.fax.number };
      },
      (result) => maskedFaxNumber(result.number),
    );
  }

  finishQueuedFax(actor: AdminActor, faxId: string): Promise<void> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.finishQueuedFax, faxId, async () => {
      if (!(await this.deps.faxQueue.remove(faxId))) {
        throw new AppError('notFound', NO_SUCH_QUEUED_FAX);
      }
    });
  }
}
