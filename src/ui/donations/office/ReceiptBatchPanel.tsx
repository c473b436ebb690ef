import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import {
  batchDone,
  type ReceiptBatchPreview,
  type ReceiptBatchProgress,
} from '../../../domain/donations/receipt-register';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';
import { donorReceiptsHref } from './donor-receipts-href';

/** How often a running batch's progress is asked again. */
const POLL_MS = 1_000;

/**
 * 연간 영수증 일괄 발송: the year's consolidated receipts to every donor by e-mail, started once,
 * with its progress as it goes (asked again each second while it runs), and the donors it did
 * not send to with why, for the office to follow up by post or fax.
 */
export function ReceiptBatchPanel({
  year,
  onProgress,
}: {
  readonly year: number;
  /** Called as donors are done, so that the register shows the new receipts. */
  readonly onProgress: () => void;
}) {
  const { officeDonations, notifier } = useAppServices();
  const [progress, setProgress] = useState<ReceiptBatchProgress | null>(null);
  const [preview, setPreview] = useState<ReceiptBatchPreview | null>(null);
  const { busy, problem, run } = useAction();
  const running = progress !== null && progress.finishedAt === null;

  useEffect(() => {
    // The page keys this panel by year: a new year starts with no progress.
    const controller = new AbortController();
    officeDonations
      .receiptBatch(year, controller.signal)
      .then(setProgress)
      .catch(() => undefined);
    officeDonations
      .receiptBatchPreview(year, controller.signal)
      .then(setPreview)
      .catch(() => undefined);
    return () => controller.abort();
  }, [officeDonations, year]);

  useEffect(() => {
    if (!running) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      officeDonations
        .receiptBatch(year, controller.signal)
        .then((next) => {
          setProgress(next);
          onProgress();
          if (next?.finishedAt) notifier.success(`${year}년 영수증 일괄 발송을 마쳤습니다.`);
        })
        .catch(() => setProgress((current) => (current ? { ...current } : current)));
    }, POLL_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [officeDonations, notifier, onProgress, progress, running, year]);

  const start = async () => {
    const question =
      `${year}년에 기부한 모든 기부자에게 연간 기부금영수증을 전자우편으로 보낼까요? ` +
      '이미 연간 영수증을 받은 기부자는 건너뜁니다.' +
      (preview ? ` ${previewSentence(preview)}` : '');
    if (!window.confirm(question)) return;
    await run(async () => {
      setProgress(await officeDonations.startReceiptBatch(year));
      onProgress();
    }, '일괄 발송을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.');
  };

  return (
    <section aria-labelledby="batch-title" className="receipt-batch">
      <h2 id="batch-title">{year}년 연간 영수증 일괄 발송</h2>
      <p>
        그해 기부자 모두에게 연간 합산 영수증을 전자우편으로 보냅니다. 주민등록번호는 뒷자리를 가려
        적고, 번호가 없는 회원에게는 영수증 대신 번호를 입력해 달라는 전자우편을 보냅니다.
      </p>
      {preview ? (
        <p className="receipt-batch__preview" role="status">
          {previewSentence(preview)}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        disabled={busy || running}
        onClick={() => void start()}
      >
        {running ? '보내는 중…' : progress ? '다시 보내기(받지 못한 기부자만)' : '일괄 발송 시작'}
      </button>
      <FormRefusal message={problem} />
      {progress ? <BatchProgressView progress={progress} /> : null}
    </section>
  );
}

function BatchProgressView({ progress }: { readonly progress: ReceiptBatchProgress }) {
  const done = batchDone(progress);
  const { total, sent, skipped, failed } = progress;
  return (
    <div className="receipt-batch__progress">
      <progress max={total} value={done} aria-label="일괄 발송 진행" />
      <p role="status">
        {progress.finishedAt ? '마침' : '보내는 중'}: 기부자 {formatNumber(total)}명 중{' '}
        {formatNumber(done)}명 처리 (보냄 {formatNumber(sent)}, 건너뜀 {formatNumber(skipped)}, 실패{' '}
        {formatNumber(failed)})
      </p>
      {progress.problems.length > 0 ? (
        <details open={progress.finishedAt !== null}>
          <summary>보내지 않은 기부자 {formatNumber(skipped + failed)}명과 그 까닭</summary>
          <p className="muted">
            이름을 누르면 그 기부자의 영수증을 발급해 우편용 PDF로 내려받거나 팩스로 보낼 수
            있습니다.
          </p>
          <ul>
            {progress.problems.map((each) => (
              <li key={each.donorId}>
                <Link href={donorReceiptsHref(each.donorId, progress.taxYear)}>
                  <strong>{each.donorName}</strong>
                </Link>
                : {each.note}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** The pre-check as the office reads it: who will get no receipt by e-mail, and why. */
function previewSentence(preview: ReceiptBatchPreview): string {
  const { donors, withoutResidentNumber, withoutEmail } = preview;
  if (donors === 0) return `${preview.taxYear}년에 기부한 기부자가 없습니다.`;
  return (
    `보내기 전 확인: 기부자 ${formatNumber(donors)}명 중 주민등록번호가 없는 기부자 ` +
    `${formatNumber(withoutResidentNumber)}명(영수증을 보내지 않고, 전자우편이 있는 회원에게는 ` +
    `내 정보에서 번호를 입력해 달라고 요청합니다), 전자우편 주소가 없는 기부자 ` +
    `${formatNumber(withoutEmail)}명(우편이나 팩스로 보내야 합니다).`
  );
}
