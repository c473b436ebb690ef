import { Fragment, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { OfficeDonation } from '../../../application/donations';
import { DONATION_METHOD_LABELS, type DonationFund } from '../../../domain/donations/donation';
import { formatDate } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { CancelDonationForm } from './CancelDonationForm';
import { DonationEntryForm } from './DonationEntryForm';
import { donorReceiptsHref } from './donor-receipts-href';
import { InlineFormRow } from './InlineFormRow';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

const COLUMNS = 6;

/**
 * The donations as they stand, each to correct (정정: a new record with a reason) or to void
 * (기부 취소: the record stays, with who cancelled it and why). Either form opens in a row under
 * the gift clicked, the focus in it; 닫기 closes it and gives the focus back to the button.
 */
export function OfficeDonationTable({
  donations,
  funds,
  onChanged,
}: {
  readonly donations: readonly OfficeDonation[];
  readonly funds: readonly DonationFund[];
  readonly onChanged: () => void;
}) {
  const [open, setOpen] = useState<{
    readonly donationId: string;
    readonly action: 'correct' | 'cancel';
  } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const opening =
    (donation: OfficeDonation, action: 'correct' | 'cancel') =>
    (event: { currentTarget: HTMLButtonElement }) => {
      opener.current = event.currentTarget;
      setOpen({ donationId: donation.donationId, action });
    };

  const label = (donation: OfficeDonation) =>
    `${formatDate(donation.donatedOn)} ${donation.donorName} ${formatKoreanAmount(donation.amount)}`;
  return (
    <SidewaysScroll label="기부 내역 표">
      <table className="office-table">
        <caption className="visually-hidden">기부 내역</caption>
        <thead>
          <tr>
            <th scope="col">기부일</th>
            <th scope="col">기부자</th>
            <th scope="col">기금</th>
            <th scope="col">방법</th>
            <th scope="col" className="number">
              금액
            </th>
            <th scope="col">처리</th>
          </tr>
        </thead>
        <tbody>
          {donations.map((donation) => {
            const action = open?.donationId === donation.donationId ? open.action : null;
            return (
              <Fragment key={donation.donationId}>
                <tr>
                  <td>{formatDate(donation.donatedOn)}</td>
                  <td>
                    {/* The donor's receipts: to issue, print or fax one for the office. */}
                    <Link
                      href={donorReceiptsHref(
                        donation.donorId,
                        Number(donation.donatedOn.slice(0, 4)),
                      )}
                    >
                      {donation.donorName}
                    </Link>
                  </td>
                  <td>{donation.fundName}</td>
                  <td>{DONATION_METHOD_LABELS[donation.method]}</td>
                  <td className="number">{formatKoreanAmount(donation.amount)}</td>
                  <td>
                    <span className="office-actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={`정정: ${label(donation)}`}
                        aria-expanded={action === 'correct'}
                        onClick={opening(donation, 'correct')}
                      >
                        정정
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        aria-label={`기부 취소: ${label(donation)}`}
                        aria-expanded={action === 'cancel'}
                        onClick={opening(donation, 'cancel')}
                      >
                        기부 취소
                      </button>
                    </span>
                  </td>
                </tr>
                {action === 'correct' ? (
                  <InlineFormRow columns={COLUMNS}>
                    <DonationEntryForm
                      donor={{ donorId: donation.donorId, name: donation.donorName }}
                      funds={funds}
                      correcting={donation}
                      onSaved={done}
                      onCancel={close}
                    />
                  </InlineFormRow>
                ) : null}
                {action === 'cancel' ? (
                  <InlineFormRow columns={COLUMNS}>
                    <CancelDonationForm
                      donation={donation}
                      label={label(donation)}
                      onCancelled={done}
                      onClose={close}
                    />
                  </InlineFormRow>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
