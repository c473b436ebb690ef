import type { MyDonation } from '../../domain/donations/donation';
import type { ReceiptScope } from '../../domain/donations/receipt';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';

/**
 * A gift's receipt in the member's list: its own (영수증), or, once its year's receipt is issued,
 * a note that the gift is on that one, which opens it: a receipt of its own would be refused.
 */
export function DonationReceiptCell({
  donation,
  onOpen,
}: {
  readonly donation: MyDonation;
  readonly onOpen: (scope: ReceiptScope) => (event: { currentTarget: HTMLElement }) => void;
}) {
  const gift = `${formatDate(donation.donatedOn)} ${formatKoreanAmount(donation.amount)} 기부`;
  const year = donation.onYearReceipt;
  if (year !== null) {
    return (
      <span className="my-donations__on-year">
        <button
          type="button"
          className="link-button my-donations__year-link"
          aria-label={`${gift}가 들어 있는 ${year}년 연간 영수증`}
          onClick={onOpen({ kind: 'year', year })}
        >
          {year}년 연간 영수증
        </button>
        에 들어 있음
      </span>
    );
  }
  return (
    <button
      type="button"
      className="button button--small"
      aria-label={`${gift}의 영수증`}
      onClick={onOpen({ kind: 'donation', donationId: donation.donationId })}
    >
      영수증
    </button>
  );
}
