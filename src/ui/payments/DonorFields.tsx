import type { CheckoutOptions } from '../../domain/payments';
import { ResidentNumberFields } from '../donations';
import { CheckboxField } from '../shared/forms/CheckboxField';
import { TextField } from '../shared/forms/TextField';
import type { FormApi } from '../shared/forms/use-form';
import type { CheckoutValues } from './checkout-values';

/**
 * Who gives: a member's details come filled in (and may be changed for this payment), a visitor
 * types them. Then the receipt wish with its optional resident number, and the hall of fame.
 */
export function DonorFields({
  form,
  options,
}: {
  readonly form: FormApi<CheckoutValues>;
  readonly options: CheckoutOptions;
}) {
  const dues = form.values.purpose === 'dues';
  return (
    <>
      <fieldset className="form__choices">
        <legend>{dues ? '내는 분' : '기부하시는 분'}</legend>
        {options.member ? (
          <p className="muted">
            회원 정보로 채웠습니다. 이번 결제에만 다르게 쓰시려면 고쳐 주세요.
          </p>
        ) : null}
        <TextField form={form} name="donorName" label="이름" required autoComplete="name" />
        <TextField
          form={form}
          name="donorPhone"
          label="휴대전화"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-1234-5678"
        />
        <TextField
          form={form}
          name="donorEmail"
          label="이메일"
          required
          type="email"
          autoComplete="email"
          hint={
            dues
              ? '납부 확인서를 이 주소로 보내 드립니다.'
              : '결제 결과와 기부금영수증 안내를 이 주소로 보내 드립니다.'
          }
        />
      </fieldset>
      {dues ? (
        <p className="muted">회비는 기부금이 아니어서 기부금영수증 대신 납부 확인서를 드립니다.</p>
      ) : (
        <fieldset className="form__choices">
          <legend>기부금영수증과 명예의 전당</legend>
          <CheckboxField
            id={form.idOf('wantsReceipt')}
            label="기부금영수증을 받겠습니다."
            checked={form.values.wantsReceipt}
            onChange={(checked) => form.setValue('wantsReceipt', checked)}
          />
          {form.values.wantsReceipt ? <ResidentNumberFields form={form} /> : null}
          <CheckboxField
            id={form.idOf('namedInHallOfFame')}
            label="명예의 전당에 제 이름을 올려도 좋습니다."
            checked={form.values.namedInHallOfFame}
            onChange={(checked) => form.setValue('namedInHallOfFame', checked)}
          />
        </fieldset>
      )}
    </>
  );
}
