import {
  DUES_KIND_LABELS,
  DUES_KINDS,
  type DuesKind,
  validateDuesDefinition,
} from '../../../domain/payments';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal, SelectField, SubmitButton, TextField } from '../../shared/forms/kit';
import { messageOf } from '../../shared/forms/rules';
import { useForm } from '../../shared/forms/use-form';

interface AmountValues {
  readonly kind: DuesKind;
  readonly year: string;
  readonly amount: string;
}

/**
 * Sets or changes the annual dues of a year, or the lifetime dues: checked by the domain's rule
 * as the server checks it (a whole amount in won; a year from 2000 to next year).
 */
export function DuesAmountForm({
  year,
  onSaved,
}: {
  /** The year the page shows: the annual amount's year to begin with. */
  readonly year: number;
  readonly onSaved: () => void;
}) {
  const { officeDues, notifier, clock } = useAppServices();
  const today = () => calendarDateOf(clock.now());
  const draftOf = (values: AmountValues) => ({
    kind: values.kind,
    year: values.kind === 'annual' ? Number(values.year) || 0 : null,
    amount: values.amount,
  });
  const form = useForm<AmountValues>({
    initial: { kind: 'annual', year: String(year), amount: '' },
    // The domain's one rule, each part under its own field: the year with any amount, the
    // amount as lifetime dues' (which have no year).
    rules: {
      year: (_year, values) =>
        values.kind === 'annual'
          ? messageOf(validateDuesDefinition({ ...draftOf(values), amount: 1 }, today()))
          : null,
      amount: (amount) =>
        messageOf(validateDuesDefinition({ kind: 'lifetime', year: null, amount }, today())),
    },
    onSubmit: async (values) => {
      const draft = draftOf(values);
      await officeDues.setDuesAmount(draft);
      notifier.success(
        `${draft.kind === 'annual' ? `${values.year}년 ` : ''}${DUES_KIND_LABELS[draft.kind]} 금액을 저장했습니다.`,
      );
      form.setValue('amount', '');
      onSaved();
    },
  });

  return (
    <form {...form.formProps} className="office-dues__form" aria-label="회비 금액 정하기">
      <SelectField
        form={form}
        name="kind"
        label="회비"
        options={DUES_KINDS.map((kind) => ({ value: kind, label: DUES_KIND_LABELS[kind] }))}
      />
      {form.values.kind === 'annual' ? (
        <TextField form={form} name="year" label="연도" inputMode="numeric" maxLength={4} />
      ) : null}
      <TextField
        form={form}
        name="amount"
        label="금액(원)"
        inputMode="numeric"
        required
        maxLength={20}
        hint="예) 50,000"
      />
      <FormRefusal message={form.formError} />
      <SubmitButton inline submitting={form.submitting} busyLabel="저장하는 중…">
        금액 저장
      </SubmitButton>
    </form>
  );
}
