import {
  type DonationFund,
  FUND_DESCRIPTION_MAX_LENGTH,
  FUND_NAME_MAX_LENGTH,
} from '../../../domain/donations/donation';
import { validateFundDraft } from '../../../domain/donations/records';
import { useAppServices } from '../../shared/app/app-services';
import {
  CheckboxField,
  FormRefusal,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';

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
  const form = useForm({
    initial: {
      name: fund?.name ?? '',
      description: fund?.description ?? '',
      active: fund?.active ?? true,
    },
    rules: {},
    onSubmit: async (draft) => {
      const checked = validateFundDraft(draft);
      if (!checked.ok) {
        form.refuse(checked.message);
        return;
      }
      if (fund) await officeDonations.updateDonationFund(fund.fundId, checked.value);
      else await officeDonations.createDonationFund(checked.value);
      notifier.success(`${checked.value.name} 기금을 저장했습니다.`);
      onSaved();
    },
  });

  return (
    <form
      {...form.formProps}
      className="office-donations__form"
      aria-label={fund ? `${fund.name} 고치기` : '새 기금'}
    >
      <TextField
        form={form}
        name="name"
        label="기금 이름"
        required
        maxLength={FUND_NAME_MAX_LENGTH}
      />
      <TextAreaField
        form={form}
        name="description"
        label="설명"
        rows={3}
        maxLength={FUND_DESCRIPTION_MAX_LENGTH}
      />
      <CheckboxField
        id={form.idOf('active')}
        label="모금 중 (끄면 새 기부를 받지 않습니다)"
        checked={form.values.active}
        onChange={(checked) => form.setValue('active', checked)}
      />
      <FormRefusal message={form.formError} />
      <p className="office-donations__actions">
        <SubmitButton inline submitting={form.submitting} busyLabel="저장하는 중…">
          저장
        </SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          취소
        </button>
      </p>
    </form>
  );
}
