import {
  amountPresetLabel,
  CHECKOUT_AMOUNT_PRESETS,
  chargeDayLabel,
  type CheckoutOptions,
  DUES_KIND_LABELS,
  LATEST_FIXED_CHARGE_DAY,
  type CheckoutPurpose,
} from '../../domain/payments';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { AmountInput } from '../donations';
import { FieldFrame } from '../shared/forms/FieldFrame';
import { RadioChoices } from '../shared/forms/RadioChoices';
import { SelectField } from '../shared/forms/SelectField';
import type { FormApi } from '../shared/forms/use-form';
import type { CheckoutValues } from './checkout-values';

const CHARGE_DAYS = [
  ...Array.from({ length: LATEST_FIXED_CHARGE_DAY }, (_, index) => ({
    value: String(index + 1),
    label: chargeDayLabel(index + 1),
  })),
  { value: 'last', label: chargeDayLabel('last') },
];

/** What is given: once or monthly (or dues), to which fund, how much. */
export function GiftFields({
  form,
  options,
}: {
  readonly form: FormApi<CheckoutValues>;
  readonly options: CheckoutOptions;
}) {
  const { purpose } = form.values;
  const member = options.member !== null;
  const choosePurpose = (next: CheckoutPurpose) => {
    form.setValue('purpose', next);
    // Dues carry no receipt and no name in the hall of fame; a gift asks for a receipt again.
    form.setValue('wantsReceipt', next !== 'dues');
    if (next === 'dues') form.setValue('namedInHallOfFame', false);
  };
  const choices = [
    { value: 'gift' as const, label: '한 번 기부' },
    ...(member
      ? [{ value: 'pledge' as const, label: '매월 기부', note: '정한 날에 매월 결제합니다.' }]
      : []),
    ...(member && options.dues.length > 0 ? [{ value: 'dues' as const, label: '회비 납부' }] : []),
  ];
  return (
    <>
      <RadioChoices
        form={form}
        name="purpose"
        legend="무엇을 내시나요"
        choices={choices}
        onChoose={choosePurpose}
      />
      {purpose === 'dues' ? (
        <RadioChoices
          form={form}
          name="duesKind"
          legend="낼 회비"
          choices={options.dues.map((dues) => ({
            value: dues.kind,
            label: `${dues.year === null ? '' : `${dues.year}년 `}${DUES_KIND_LABELS[dues.kind]} ${formatKoreanAmount(dues.amount)}`,
          }))}
        />
      ) : (
        <>
          <SelectField
            form={form}
            name="fundId"
            label="기부할 기금"
            required
            placeholder="기금을 골라 주세요"
            options={options.funds.map((fund) => ({ value: fund.fundId, label: fund.name }))}
            hint={options.funds.find((fund) => fund.fundId === form.values.fundId)?.description}
          />
          <AmountField form={form} />
          {purpose === 'pledge' ? (
            <SelectField
              form={form}
              name="chargeDay"
              label="매월 결제일"
              required
              placeholder="결제일을 골라 주세요"
              options={CHARGE_DAYS}
            />
          ) : null}
        </>
      )}
    </>
  );
}

/** The amount: a preset's button or any amount typed, read in 만원 beside it. */
function AmountField({ form }: { readonly form: FormApi<CheckoutValues> }) {
  const bound = form.bind('amount');
  const hintId = form.hintIdOf('amount');
  return (
    <FieldFrame form={form} name="amount" label="기부 금액" required>
      <div className="checkout__presets" role="group" aria-label="자주 내는 금액">
        {CHECKOUT_AMOUNT_PRESETS.map((won) => (
          <button
            key={won}
            type="button"
            className="button"
            aria-pressed={bound.value.replaceAll(',', '') === String(won)}
            onClick={() => form.setValue('amount', won.toLocaleString('en-US'))}
          >
            {amountPresetLabel(won)}
          </button>
        ))}
      </div>
      <AmountInput
        id={bound.id}
        name={bound.name}
        value={bound.value}
        onChange={(text) => form.setValue('amount', text)}
        onBlur={bound.onBlur}
        placeholder="직접 입력 (원)"
        autoComplete="off"
        aria-invalid={bound['aria-invalid']}
        aria-required
        aria-describedby={[hintId, form.errors.amount ? form.errorIdOf('amount') : null]
          .filter(Boolean)
          .join(' ')}
      />
      <p id={hintId} className="form__hint">
        위 금액을 고르거나 원 단위로 직접 입력해 주세요.
      </p>
    </FieldFrame>
  );
}
