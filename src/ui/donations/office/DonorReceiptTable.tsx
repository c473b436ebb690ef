import type { DonorReceiptItem } from '../../../domain/donations/donor-receipts';
import { receiptScopeKey } from '../../../domain/donations/receipt';
import { formatDate } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

/** How the page names a receipt: the year's, or a gift's day and fund. */
export function receiptItemLabel(item: DonorReceiptItem): string {
  return item.scope.kind === 'year'
    ? `${item.scope.year}년 연간 합산 영수증`
    : `${formatDate(item.donatedOn ?? '')} ${item.fundName ?? ''} 건별 영수증`;
}

/**
 * A donor's receipts of a year, issued or not: each to print as a PDF (for post) or to fax; one
 * that cannot be issued says why instead.
 */
export function DonorReceiptTable({
  items,
  busyKey,
  onPrint,
  onFax,
}: {
  readonly items: readonly DonorReceiptItem[];
  /** The receipt whose PDF is being made. */
  readonly busyKey: string | null;
  readonly onPrint: (item: DonorReceiptItem) => void;
  readonly onFax: (item: DonorReceiptItem) => void;
}) {
  return (
    <SidewaysScroll label="기부자 영수증 표">
      <table className="office-table">
        <caption className="visually-hidden">기부자의 영수증</caption>
        <thead>
          <tr>
            <th scope="col">영수증</th>
            <th scope="col" className="number">
              금액
            </th>
            <th scope="col">발급</th>
            <th scope="col">작업</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const key = receiptScopeKey(item.scope);
            const label = receiptItemLabel(item);
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td className="number">{formatKoreanAmount(item.amount)}</td>
                <td>
                  {item.issued
                    ? `${item.issued.serial} (${formatNumber(item.issued.issueCount)}회 발급)`
                    : '발급 전'}
                </td>
                <td className="office-actions">
                  {item.refusal ? (
                    <span className="muted">{item.refusal}</span>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="button"
                        disabled={busyKey === key}
                        aria-label={`우편용 PDF ${item.issued ? '재발급' : '발급'}: ${label}`}
                        onClick={() => onPrint(item)}
                      >
                        {busyKey === key ? '만드는 중…' : `PDF ${item.issued ? '재발급' : '발급'}`}
                      </button>
                      <button
                        type="button"
                        className="button"
                        aria-label={`팩스로 보내기: ${label}`}
                        onClick={() => onFax(item)}
                      >
                        팩스
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
