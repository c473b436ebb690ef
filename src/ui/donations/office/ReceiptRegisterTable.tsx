import { Link } from 'wouter';
import {
  RECEIPT_CHANNEL_LABELS,
  RECEIPT_SCOPE_LABELS,
  type RegisterEntry,
  RESIDENT_NUMBER_WAITING,
} from '../../../domain/donations/receipt-register';
import { formatDate } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { donorReceiptsHref } from './donor-receipts-href';
import type { ReceiptAction } from './ReceiptActionForm';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

/**
 * The register's receipts: serial, donor (linking to their receipts' page), kind, amount, when,
 * how often and how it went, and 주민번호 대기 for a person with no number on file.
 */
export function ReceiptRegisterTable({
  entries,
  busyId,
  onAction,
  onPdf,
}: {
  readonly entries: readonly RegisterEntry[];
  /** The receipt whose PDF is being made. */
  readonly busyId: string | null;
  readonly onAction: (entry: RegisterEntry, action: ReceiptAction) => void;
  readonly onPdf: (entry: RegisterEntry) => void;
}) {
  return (
    <SidewaysScroll label="발급 대장 표">
      <table className="office-table receipt-register">
        <caption className="visually-hidden">기부금영수증 발급 대장</caption>
        <thead>
          <tr>
            <th scope="col">일련번호</th>
            <th scope="col">기부자</th>
            <th scope="col">구분</th>
            <th scope="col" className="number">
              금액
            </th>
            <th scope="col">발급일</th>
            <th scope="col" className="number">
              발급 횟수
            </th>
            <th scope="col">최근 발급 방법</th>
            <th scope="col">상태</th>
            <th scope="col">작업</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.receiptId}>
              <th scope="row">{entry.serial}</th>
              <td>
                <Link href={donorReceiptsHref(entry.donorId, entry.taxYear)}>
                  {entry.donorName}
                </Link>
              </td>
              <td>{RECEIPT_SCOPE_LABELS[entry.scope]}</td>
              <td className="number">{formatKoreanAmount(entry.totalAmount)}</td>
              <td>{formatDate(entry.issuedAt)}</td>
              <td className="number">{formatNumber(entry.issueCount)}회</td>
              <td>{entry.lastChannel ? RECEIPT_CHANNEL_LABELS[entry.lastChannel] : '-'}</td>
              <td className="receipt-register__status">
                {entry.cancelledAt
                  ? `취소 ${formatDate(entry.cancelledAt)} (${entry.cancelReason ?? ''})`
                  : '발급'}
                {/* Issued with an empty number: useless for 연말정산 until the member adds it. */}
                {entry.residentNumberMissing && !entry.cancelledAt ? (
                  <strong className="register-waiting"> · {RESIDENT_NUMBER_WAITING}</strong>
                ) : null}
              </td>
              <td className="office-actions">
                {entry.cancelledAt ? null : (
                  <>
                    <button
                      type="button"
                      className="button"
                      aria-label={`재발급: ${entry.serial} ${entry.donorName}`}
                      onClick={() => onAction(entry, 'reissue')}
                    >
                      재발급
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busyId === entry.receiptId}
                      aria-label={`PDF 내려받기: ${entry.serial} ${entry.donorName}`}
                      onClick={() => onPdf(entry)}
                    >
                      {busyId === entry.receiptId ? '만드는 중…' : 'PDF'}
                    </button>
                    <button
                      type="button"
                      className="button button--danger"
                      aria-label={`취소: ${entry.serial} ${entry.donorName}`}
                      onClick={() => onAction(entry, 'cancel')}
                    >
                      취소
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
