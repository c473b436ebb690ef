import { validateDonationAmount } from '../../../domain/donations';
import type { PledgeView } from '../../../domain/payments';
import { AmountInput } from '../../donations';
import { useAppServices } from '../../shared/app/app-services';
import { FieldFrame } from '../../shared/forms/FieldFrame';
import { FormAlert } from '../../shared/forms/FormAlert';
import { messageOf } from '../../shared/forms/rules';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useForm } from '../../shared/forms/use-form';

/** 금액 바꾸기: the new amount is charged from the next month on. */
export function PledgeAmountForm({
  pledge,
  onDone,
  onCancel,
}: {
  readonly pledge: PledgeView;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}) {
  const { pledges } = useAppServices();
  const form = useForm({
    initial: { amount: pledge.amount.toLocaleString('en-US') },
    rules: { amount: (value: string) => messageOf(validateDonationAmount(value)) },
    failure: '금액을 바꾸지 못했습니다.',
    onSubmit: async ({ amount }) => {
      await pledges.changeMyPledge(pledge.pledgeId, { action: 'amount', amount });
      onDone();
    },
  });
  const bound = form.bind('amount');
  return (
    <form {...form.formProps} className="form" aria-label={`${pledge.fundName} 금액 바꾸기`}>
      <FieldFrame
        form={form}
        name="amount"
        label="새 매월 금액"
        hint="다음 결제부터 바뀐 금액으로 결제합니다."
        required
      >
        <AmountInput
          id={bound.id}
          name={bound.name}
          value={bound.value}
          onChange={(text) => form.setValue('amount', text)}
          onBlur={bound.onBlur}
          autoComplete="off"
          aria-invalid={bound['aria-invalid']}
          aria-required
          aria-describedby={[
            form.hintIdOf('amount'),
            form.errors.amount ? form.errorIdOf('amount') : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      </FieldFrame>
      <FormAlert message={form.formError} />
      <div className="checkout__actions">
        <SubmitButton submitting={form.submitting} busyLabel="바꾸는 중…" inline>
          금액 바꾸기
        </SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          그만두기
        </button>
      </div>
    </form>
  );
}
