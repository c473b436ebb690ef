import type { DownloadedFile } from '../../application/files';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import { receiptFileName } from '../../domain/donations/receipt';
import type { QueuedFax } from '../../domain/donations/receipt-register';
import type { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import type { FakeOfficeAudit } from './fake-office-audit';

const NO_SUCH_QUEUED_FAX = '대기 중인 팩스를 찾을 수 없습니다. 이미 보냄 처리되었을 수 있습니다.';

/**
 * The office's fax queue in the fake backend: it has no fax service, so every fax a member asks
 * for waits here (the backend's fax deliveries) until the office marks it sent.
 */
export class FakeFaxQueue {
  private readonly finished = new Set<string>();
  private readonly queuedAt = new Map<number, string>();

  constructor(
    private readonly backend: FakeBackend,
    private readonly office: FakeOfficeAudit,
  ) {}

  faxQueue(): Promise<readonly QueuedFax[]> {
    return Promise.resolve(this.waiting());
  }

  queuedFaxPdf(faxId: string): Promise<DownloadedFile> {
    return this.office.audited(AUDIT_ACTIONS.downloadQueuedFax, faxId, () => {
      const fax = this.find(faxId);
      const text = `기부금 영수증 ${fax.fileName} — 팩스 ${fax.number}`;
      return Promise.resolve({
        fileName: fax.fileName.replace(/\.pdf$/u, '.txt'),
        mimeType: 'text/plain',
        data: new Blob([text], { type: 'text/plain' }),
      });
    });
  }

  finishQueuedFax(faxId: string): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.finishQueuedFax, faxId, () => {
      this.find(faxId);
      this.finished.add(faxId);
      return Promise.resolve();
    });
  }

  private find(faxId: string): QueuedFax {
    const fax = this.waiting().find((each) => each.faxId === faxId);
    if (!fax) throw refusal('notFound', NO_SUCH_QUEUED_FAX);
    return fax;
  }

  private waiting(): QueuedFax[] {
    return this.backend.receiptDeliveries.flatMap((delivery, index) => {
      const faxId = `fax-${index}`;
      if (delivery.channel !== 'fax' || this.finished.has(faxId)) return [];
      if (!this.queuedAt.has(index)) this.queuedAt.set(index, new Date().toISOString());
      return [
        {
          faxId,
          number: delivery.destination ?? '',
          requestedBy: null,
          queuedAt: this.queuedAt.get(index) ?? '',
          fileName: receiptFileName(delivery.serial),
        },
      ];
    });
  }
}
