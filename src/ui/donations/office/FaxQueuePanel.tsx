import { useState } from 'react';
import type { QueuedFax } from '../../../domain/donations/receipt-register';
import { formatAccessTime } from '../../../domain/shared/format/date-format';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

/**
 * 팩스 대기열: receipts members asked to fax while the server has no fax service. The office
 * downloads each PDF, faxes it by hand, and marks it sent, which takes it off the queue (and
 * deletes the PDF on the server). Empty when a fax service sends them.
 */
export function FaxQueuePanel() {
  const { officeDonations, fileSaver, notifier } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => officeDonations.officeFaxQueue(signal));
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (fax: QueuedFax, action: () => Promise<void>, fallback: string) => {
    setBusyId(fax.faxId);
    try {
      await action();
    } catch (error) {
      notifier.error(error instanceof Error && error.message ? error.message : fallback);
    }
    setBusyId(null);
  };
  const download = (fax: QueuedFax) =>
    act(
      fax,
      async () => fileSaver.save(await officeDonations.queuedFaxPdf(fax.faxId)),
      'PDF를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
  const finish = async (fax: QueuedFax) => {
    if (!window.confirm(`${fax.number}(으)로 팩스를 보냈나요? 대기열에서 빼고 PDF를 지웁니다.`)) {
      return;
    }
    await act(
      fax,
      async () => {
        await officeDonations.finishQueuedFax(fax.faxId);
        notifier.success(`${fax.number}(으)로 보낸 팩스를 대기열에서 뺐습니다.`);
      },
      '보냄 처리를 하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
    retry();
  };

  return (
    <section aria-labelledby="fax-queue-title">
      <h2 id="fax-queue-title">팩스 대기열</h2>
      <p>
        팩스 서비스가 설정되지 않아 회원이 요청한 영수증 팩스가 여기서 기다립니다. PDF를 내려받아
        팩스로 보낸 뒤 보냄 처리해 주세요.
      </p>
      <LoadGate result={result} what="팩스 대기열" onRetry={retry} keepWhileLoading>
        {(faxes) =>
          faxes.length === 0 ? (
            <p>보낼 팩스가 없습니다.</p>
          ) : (
            <SidewaysScroll label="팩스 대기열 표">
              <table className="office-table">
                <caption>보낼 팩스 {faxes.length}건</caption>
                <thead>
                  <tr>
                    <th scope="col">요청 시각</th>
                    <th scope="col">요청한 회원</th>
                    <th scope="col">팩스 번호</th>
                    <th scope="col">영수증</th>
                    <th scope="col">처리</th>
                  </tr>
                </thead>
                <tbody>
                  {faxes.map((fax) => (
                    <tr key={fax.faxId}>
                      <td>{formatAccessTime(fax.queuedAt)}</td>
                      <td>{fax.requestedBy ?? '알 수 없음'}</td>
                      <td>{fax.number}</td>
                      <td>
                        <button
                          type="button"
                          className="button"
                          disabled={busyId === fax.faxId}
                          onClick={() => void download(fax)}
                        >
                          {fax.fileName} 내려받기
                        </button>
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button"
                          disabled={busyId === fax.faxId}
                          onClick={() => void finish(fax)}
                        >
                          보냄 처리
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </SidewaysScroll>
          )
        }
      </LoadGate>
    </section>
  );
}
