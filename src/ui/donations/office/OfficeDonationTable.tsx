import { useState } from 'react';
import { Link } from 'wouter';
import type { OfficeDonation } from '../../../application/donations';
import { DONATION_METHOD_LABELS } from '../../../domain/donations/donation';
import {
  CORRECTION_REASON_MAX_LENGTH,
  validateCorrectionReason,
} from '../../../domain/donations/records';
import { formatDate } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';
import { donorReceiptsHref } from './donor-receipts-href';

/**
 * The donations as they stand, each to correct or cancel; a cancellation asks its reason (the
 * record stays, with who cancelled it and why).
 */
export function OfficeDonationTable({
  donations,
  onCorrect,
  onChanged,
}: {
  readonly donations: readonly OfficeDonation[];
  readonly onCorrect: (donation: OfficeDonation) => void;
  readonly onChanged: () => void;
}) {
  const { officeDonations, notifier } = useAppServices();
  const [cancelling, setCancelling] = useState<OfficeDonation | null>(null);
  const [reason, setReason] = useState('');
  const { problem, refuse, run } = useAction();

  const cancel = async () => {
    if (!cancelling) return;
    const checked = validateCorrectionReason(reason);
    if (!checked.ok) return refuse(checked.message);
    await run(async () => {
      await officeDonations.cancelDonation(cancelling.donationId, reason);
      notifier.success(
        `${cancelling.donorName} ${formatKoreanAmount(cancelling.amount)} 기부를 취소했습니다.`,
      );
      setCancelling(null);
      setReason('');
      onChanged();
    }, '취소하지 못했습니다.');
  };

  const label = (donation: OfficeDonation) =>
    `${formatDate(donation.donatedOn)} ${donation.donorName} ${formatKoreanAmount(donation.amount)}`;
  return (
    <>
      <div className="office-table-scroll" tabIndex={0} role="region" aria-label="기부 내역 표">
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
            {donations.map((donation) => (
              <tr key={donation.donationId}>
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
                      onClick={() => onCorrect(donation)}
                    >
                      정정
                    </button>
                    <button
                      type="button"
                      className="button button--danger"
                      aria-label={`취소: ${label(donation)}`}
                      onClick={() => {
                        setCancelling(donation);
                        refuse(null);
                      }}
                    >
                      취소
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cancelling ? (
        <form
          className="office-donations__form"
          noValidate
          aria-label={`기부 취소: ${label(cancelling)}`}
          onSubmit={(event) => {
            event.preventDefault();
            void cancel();
          }}
        >
          <p>{label(cancelling)} 기부를 취소합니다. 기록은 남고 합계와 영수증에서 빠집니다.</p>
          <div className="form__field">
            <label htmlFor="cancel-reason">취소 사유 (필수)</label>
            <input
              id="cancel-reason"
              maxLength={CORRECTION_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <FormRefusal message={problem} />
          <p className="office-donations__actions">
            <button type="submit" className="button button--danger">
              기부 취소
            </button>
            <button type="button" className="button" onClick={() => setCancelling(null)}>
              그만두기
            </button>
          </p>
        </form>
      ) : null}
    </>
  );
}
