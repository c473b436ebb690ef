import { useState } from 'react';
import type { OfficeDonation } from '../../../application/donations';
import { groupedAmountText } from '../../../domain/donations/amount';
import { DONATION_MEMO_MAX_LENGTH, type DonationFund } from '../../../domain/donations/donation';
import {
  CORRECTION_REASON_MAX_LENGTH,
  type DonationDraft,
  validateCorrectionReason,
  validateDonationDraft,
} from '../../../domain/donations/records';
import { formatCalendarDate } from '../../../domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { isRefusal } from '../../../application/shared/errors/refusal-codes';
import { useAppServices } from '../../shared/app/app-services';
import { AmountInput } from './AmountInput';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { MethodAndCodeFields } from './MethodAndCodeFields';
import { useAction } from '../../shared/forms/use-action';

/**
 * A donation as the office enters it for a donor, or corrects it (a new record with a reason;
 * the one before stays): fund, amount, day, method, receipt code, memo.
 */
export function DonationEntryForm({
  donor,
  funds,
  correcting,
  onSaved,
  onCancel,
}: {
  readonly donor: { readonly donorId: string; readonly name: string };
  readonly funds: readonly DonationFund[];
  /** The donation to correct; null to enter a new one. */
  readonly correcting: OfficeDonation | null;
  readonly onSaved: () => void;
  /** 닫기: the form closes, nothing is saved. */
  readonly onCancel: () => void;
}) {
  const { officeDonations, clock, notifier } = useAppServices();
  const today = calendarDateOf(clock.now());
  const open = funds.filter((fund) => fund.active || fund.fundId === correcting?.fundId);
  const [draft, setDraft] = useState<DonationDraft>({
    fundId: correcting?.fundId ?? open[0]?.fundId ?? '',
    amount: correcting ? groupedAmountText(String(correcting.amount)) : '',
    donatedOn: correcting?.donatedOn ?? formatCalendarDate(today),
    method: correcting?.method ?? 'transfer',
    receiptCode: correcting?.receiptCode ?? '40',
    memo: correcting?.memo ?? '',
  });
  const [reason, setReason] = useState('');
  /** The server's warning that a gift like this one stands; entered again once confirmed. */
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const { busy: saving, problem, refuse, run } = useAction();
  const change = (next: DonationDraft) => {
    setDraft(next);
    setDuplicate(null);
  };
  const set = (name: keyof DonationDraft) => (event: { target: { value: string } }) =>
    change({ ...draft, [name]: event.target.value });

  const save = async (duplicateConfirmed = false) => {
    const checked = validateDonationDraft(draft, today);
    if (!checked.ok) return refuse(checked.message);
    if (correcting) {
      const why = validateCorrectionReason(reason);
      if (!why.ok) return refuse(why.message);
    }
    setDuplicate(null);
    await run(async () => {
      if (correcting) await officeDonations.correctDonation(correcting.donationId, draft, reason);
      else {
        try {
          await officeDonations.recordDonation(donor.donorId, draft, { duplicateConfirmed });
        } catch (error) {
          if (!isRefusal(error, 'likelyDuplicate')) throw error;
          return setDuplicate(error.message);
        }
      }
      notifier.success(
        `${donor.name} ${formatKoreanAmount(checked.value.amount)} 기부를 ${correcting ? '정정' : '입력'}했습니다.`,
      );
      onSaved();
    }, '저장하지 못했습니다.');
  };

  const id = (name: string) => `donation-${correcting?.donationId ?? 'new'}-${name}`;
  return (
    <form
      className="office-donations__form"
      noValidate
      aria-label={correcting ? `${donor.name} 기부 정정` : `${donor.name} 기부 입력`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="office-donations__row">
        <div className="form__field">
          <label htmlFor={id('fund')}>기금</label>
          <select id={id('fund')} value={draft.fundId} onChange={set('fundId')}>
            {open.map((fund) => (
              <option key={fund.fundId} value={fund.fundId}>
                {fund.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form__field">
          <label htmlFor={id('amount')}>금액(원)</label>
          <AmountInput
            id={id('amount')}
            placeholder="예) 100,000"
            value={String(draft.amount)}
            onChange={(amount) => change({ ...draft, amount })}
          />
        </div>
        <div className="form__field">
          <label htmlFor={id('day')}>기부일</label>
          <input id={id('day')} type="date" value={draft.donatedOn} onChange={set('donatedOn')} />
        </div>
      </div>
      <div className="office-donations__row">
        <MethodAndCodeFields
          idPrefix={id('gift')}
          value={draft}
          onChange={(chosen) => change({ ...draft, ...chosen })}
        />
      </div>
      <div className="form__field">
        <label htmlFor={id('memo')}>메모 (현물은 품명과 수량)</label>
        <input
          id={id('memo')}
          maxLength={DONATION_MEMO_MAX_LENGTH}
          value={draft.memo}
          onChange={set('memo')}
        />
      </div>
      {correcting ? (
        <div className="form__field">
          <label htmlFor={id('reason')}>정정 사유 (필수)</label>
          <input
            id={id('reason')}
            maxLength={CORRECTION_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : null}
      <FormRefusal message={problem} />
      {duplicate ? (
        <div className="office-donations__warning" role="alert">
          <p>{duplicate}</p>
          <button type="button" className="button" onClick={() => void save(true)}>
            같은 기부를 한 번 더 입력
          </button>
        </div>
      ) : null}
      <p className="office-donations__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? '저장하는 중…' : correcting ? '정정 저장' : '기부 입력'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          닫기
        </button>
      </p>
    </form>
  );
}
