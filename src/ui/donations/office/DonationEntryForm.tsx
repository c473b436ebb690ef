import { useRef, useState } from 'react';
import type { OfficeDonation } from '../../../application/donations';
import { isRefusal } from '../../../application/shared/errors/refusal-codes';
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
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal, SelectField, SubmitButton, TextField } from '../../shared/forms/kit';
import { messageOf } from '../../shared/forms/rules';
import { useForm } from '../../shared/forms/use-form';
import { AmountInput } from './AmountInput';
import { choicesInto, MethodAndCodeFields } from './MethodAndCodeFields';

/** The gift as typed (its amount too), with a correction's reason. */
type DonationValues = Omit<DonationDraft, 'amount'> & {
  readonly amount: string;
  readonly reason: string;
};

/** A correction says why, next to its field. */
const CORRECTION_RULES = {
  reason: (reason: string) => messageOf(validateCorrectionReason(reason)),
};

/**
 * A donation as the office enters it for a donor, or corrects it (a new record with a reason;
 * the one before stays): fund, amount, day, method, receipt code, memo. A gift like one that
 * stands (same donor, fund, day and amount) is entered only once the office confirms it.
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
  /**
   * The server's warning that a gift like this one stands, with the gift as it was typed then:
   * entered again once confirmed; a change to the gift makes it stale (no longer shown).
   */
  const [warning, setWarning] = useState<{ message: string; typed: string } | null>(null);
  /** Set by 같은 기부를 한 번 더 입력, read by the submission it starts. */
  const duplicateConfirmed = useRef(false);
  const form = useForm<DonationValues>({
    initial: {
      fundId: correcting?.fundId ?? open[0]?.fundId ?? '',
      amount: correcting ? groupedAmountText(String(correcting.amount)) : '',
      donatedOn: correcting?.donatedOn ?? formatCalendarDate(today),
      method: correcting?.method ?? 'transfer',
      receiptCode: correcting?.receiptCode ?? '40',
      memo: correcting?.memo ?? '',
      reason: '',
    },
    rules: correcting ? CORRECTION_RULES : {},
    onSubmit: async (values) => {
      const { reason, ...draft } = values;
      const confirmed = duplicateConfirmed.current;
      duplicateConfirmed.current = false;
      const checked = validateDonationDraft(draft, today);
      if (!checked.ok) {
        form.refuse(checked.message);
        return;
      }
      setWarning(null);
      if (correcting) await officeDonations.correctDonation(correcting.donationId, draft, reason);
      else {
        try {
          await officeDonations.recordDonation(donor.donorId, draft, {
            duplicateConfirmed: confirmed,
          });
        } catch (error) {
          if (!isRefusal(error, 'likelyDuplicate')) throw error;
          notifier.withdraw(error.message);
          setWarning({ message: error.message, typed: JSON.stringify(values) });
          return;
        }
      }
      notifier.success(
        `${donor.name} ${formatKoreanAmount(checked.value.amount)} 기부를 ${correcting ? '정정' : '입력'}했습니다.`,
      );
      onSaved();
    },
  });
  const duplicate = warning?.typed === JSON.stringify(form.values) ? warning.message : null;

  const amountId = `donation-${correcting?.donationId ?? 'new'}-amount`;
  return (
    <form
      {...form.formProps}
      className="office-donations__form"
      aria-label={correcting ? `${donor.name} 기부 정정` : `${donor.name} 기부 입력`}
    >
      <div className="office-donations__row">
        <SelectField
          form={form}
          name="fundId"
          label="기금"
          options={open.map((fund) => ({ value: fund.fundId, label: fund.name }))}
        />
        <div className="form__field">
          <label htmlFor={amountId}>금액(원)</label>
          <AmountInput
            id={amountId}
            placeholder="예) 100,000"
            value={form.values.amount}
            onChange={(amount) => form.setValue('amount', amount)}
          />
        </div>
        <TextField form={form} name="donatedOn" label="기부일" type="date" />
      </div>
      <div className="office-donations__row">
        <MethodAndCodeFields value={form.values} onChange={choicesInto(form)} />
      </div>
      <TextField
        form={form}
        name="memo"
        label="메모 (현물은 품명과 수량)"
        maxLength={DONATION_MEMO_MAX_LENGTH}
      />
      {correcting ? (
        <TextField
          form={form}
          name="reason"
          label="정정 사유"
          required
          maxLength={CORRECTION_REASON_MAX_LENGTH}
        />
      ) : null}
      <FormRefusal message={form.formError} />
      {duplicate ? (
        <div className="office-donations__warning" role="alert">
          <p>{duplicate}</p>
          <button
            type="submit"
            className="button"
            onClick={() => {
              duplicateConfirmed.current = true;
            }}
          >
            같은 기부를 한 번 더 입력
          </button>
        </div>
      ) : null}
      <p className="office-donations__actions">
        <SubmitButton inline submitting={form.submitting} busyLabel="저장하는 중…">
          {correcting ? '정정 저장' : '기부 입력'}
        </SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          닫기
        </button>
      </p>
    </form>
  );
}
