import { useState } from 'react';
import type { DonationFund } from '../../../domain/donations/donation';
import {
  SCHOLARSHIP_NOTE_MAX_LENGTH,
  validateScholarshipDraft,
} from '../../../domain/donations/scholarship';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { useAppServices } from '../../shared/app/app-services';
import { AmountInput } from './AmountInput';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';

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
  const empty = {
    year: String(thisYear),
    fundId: funds[0]?.fundId ?? '',
    students: '',
    amount: '',
    note: '',
  };
  const [draft, setDraft] = useState(empty);
  const { busy: saving, problem, refuse, run } = useAction();
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });

  const save = async () => {
    const checked = validateScholarshipDraft(draft, thisYear);
    if (!checked.ok) return refuse(checked.message);
    await run(async () => {
      await officeDonations.recordScholarship(draft);
      notifier.success(
        `${checked.value.year}년 장학금 ${formatKoreanAmount(checked.value.amount)}을 기록했습니다.`,
      );
      setDraft(empty);
      onSaved();
    }, '기록하지 못했습니다.');
  };

  return (
    <form
      className="office-donations__form"
      noValidate
      aria-label="장학금 지급 입력"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="office-donations__row">
        <div className="form__field">
          <label htmlFor="scholarship-year">지급 연도</label>
          <input
            id="scholarship-year"
            inputMode="numeric"
            value={draft.year}
            onChange={set('year')}
          />
        </div>
        <div className="form__field">
          <label htmlFor="scholarship-fund">기금</label>
          <select id="scholarship-fund" value={draft.fundId} onChange={set('fundId')}>
            {funds.map((fund) => (
              <option key={fund.fundId} value={fund.fundId}>
                {fund.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="office-donations__row">
        <div className="form__field">
          <label htmlFor="scholarship-students">장학생 수</label>
          <input
            id="scholarship-students"
            inputMode="numeric"
            value={draft.students}
            onChange={set('students')}
          />
        </div>
        <div className="form__field">
          <label htmlFor="scholarship-amount">지급액(원)</label>
          <AmountInput
            id="scholarship-amount"
            placeholder="예) 24,000,000"
            value={draft.amount}
            onChange={(amount) => setDraft({ ...draft, amount })}
          />
        </div>
      </div>
      <div className="form__field">
        <label htmlFor="scholarship-note">비고</label>
        <input
          id="scholarship-note"
          maxLength={SCHOLARSHIP_NOTE_MAX_LENGTH}
          value={draft.note}
          onChange={set('note')}
        />
      </div>
      <FormRefusal message={problem} />
      <p className="office-donations__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? '기록하는 중…' : '장학금 지급 기록'}
        </button>
      </p>
    </form>
  );
}
