import type { DonationFund } from '../../../domain/donations/donation';
import {
  SCHOLARSHIP_NOTE_MAX_LENGTH,
  validateScholarshipDraft,
} from '../../../domain/donations/scholarship';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal, SelectField, TextField, SubmitButton } from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';
import { AmountInput } from './AmountInput';

/** A scholarship payment as the office records it: year, fund, how many students, how much. */
export function ScholarshipForm({
  funds,
  thisYear,
  onSaved,
}: {
  readonly funds: readonly DonationFund[];
  readonly thisYear: number;
  readonly onSaved: () => void;
}) {
  const { officeDonations, notifier } = useAppServices();
  const form = useForm({
    initial: {
      year: String(thisYear),
      fundId: funds[0]?.fundId ?? '',
      students: '',
      amount: '',
      note: '',
    },
    rules: {},
    onSubmit: async (draft) => {
      const checked = validateScholarshipDraft(draft, thisYear);
      if (!checked.ok) {
        form.refuse(checked.message);
        return;
      }
      await officeDonations.recordScholarship(draft);
      notifier.success(
        `${checked.value.year}년 장학금 ${formatKoreanAmount(checked.value.amount)}을 기록했습니다.`,
      );
      // The year and fund stay for the next payment; its figures are typed anew.
      for (const name of ['students', 'amount', 'note'] as const) form.setValue(name, '');
      onSaved();
    },
  });

  return (
    <form {...form.formProps} className="office-donations__form" aria-label="장학금 지급 입력">
      <div className="office-donations__row">
        <TextField form={form} name="year" label="지급 연도" inputMode="numeric" />
        <SelectField
          form={form}
          name="fundId"
          label="기금"
          options={funds.map((fund) => ({ value: fund.fundId, label: fund.name }))}
        />
      </div>
      <div className="office-donations__row">
        <TextField form={form} name="students" label="장학생 수" inputMode="numeric" />
        <div className="form__field">
          <label htmlFor="scholarship-amount">지급액(원)</label>
          <AmountInput
            id="scholarship-amount"
            placeholder="예) 24,000,000"
            value={form.values.amount}
            onChange={(amount) => form.setValue('amount', amount)}
          />
        </div>
      </div>
      <TextField form={form} name="note" label="비고" maxLength={SCHOLARSHIP_NOTE_MAX_LENGTH} />
      <FormRefusal message={form.formError} />
      <p className="office-donations__actions">
        <SubmitButton inline submitting={form.submitting} busyLabel="기록하는 중…">
          장학금 지급 기록
        </SubmitButton>
      </p>
    </form>
  );
}
