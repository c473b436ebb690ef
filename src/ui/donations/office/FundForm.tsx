import { useState } from 'react';
import {
  type DonationFund,
  FUND_DESCRIPTION_MAX_LENGTH,
  FUND_NAME_MAX_LENGTH,
} from '../../../domain/donations/donation';
import { validateFundDraft } from '../../../domain/donations/records';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/FormRefusal';
import { useAction } from '../../shared/forms/use-action';

/** A fund as the office names, describes and opens or closes it (a closed one takes no gift). */
export function FundForm({
  fund,
  onSaved,
  onCancel,
}: {
  /** The fund to change; null for a new one. */
  readonly fund: DonationFund | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}) {
  const { officeDonations, notifier } = useAppServices();
  const [draft, setDraft] = useState({
    name: fund?.name ?? '',
    description: fund?.description ?? '',
    active: fund?.active ?? true,
  });
  const { busy: saving, problem, refuse, run } = useAction();
  const prefix = fund ? `fund-${fund.fundId}` : 'fund-new';

  const save = async () => {
    const checked = validateFundDraft(draft);
    if (!checked.ok) return refuse(checked.message);
    await run(async () => {
      if (fund) await officeDonations.updateDonationFund(fund.fundId, checked.value);
      else await officeDonations.createDonationFund(checked.value);
      notifier.success(`${checked.value.name} 기금을 저장했습니다.`);
      onSaved();
    }, '저장하지 못했습니다.');
  };

  return (
    <form
      className="office-donations__form"
      noValidate
      aria-label={fund ? `${fund.name} 고치기` : '새 기금'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="form__field">
        <label htmlFor={`${prefix}-name`}>
          기금 이름<span className="form__required"> (필수)</span>
        </label>
        <input
          id={`${prefix}-name`}
          value={draft.name}
          maxLength={FUND_NAME_MAX_LENGTH}
          required
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </div>
      <div className="form__field">
        <label htmlFor={`${prefix}-description`}>설명</label>
        <textarea
          id={`${prefix}-description`}
          rows={3}
          value={draft.description}
          maxLength={FUND_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
      </div>
      <div className="form__check">
        <input
          id={`${prefix}-active`}
          type="checkbox"
          checked={draft.active}
          onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
        />
        <label htmlFor={`${prefix}-active`}>모금 중 (끄면 새 기부를 받지 않습니다)</label>
      </div>
      <FormRefusal message={problem} />
      <p className="office-donations__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? '저장하는 중…' : '저장'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          취소
        </button>
      </p>
    </form>
  );
}
