import {
  CHECKOUT_CONSENT_LABELS,
  CHECKOUT_CONSENT_TEXTS,
  type CheckoutConsent,
  type CheckoutOptions,
  PAYMENT_METHOD_LABELS,
} from '../../domain/payments';
import { CheckboxField } from '../shared/forms/CheckboxField';
import { RadioChoices } from '../shared/forms/RadioChoices';
import type { FormApi } from '../shared/forms/use-form';
import type { CheckoutValues } from './checkout-values';

const CONSENT_FIELDS = {
  terms: 'consentTerms',
  privacy: 'consentPrivacy',
} as const satisfies Record<CheckoutConsent, keyof CheckoutValues>;

/** How to pay (the methods the site offers now), then the consents, each with its text. */
export function ConsentFields({
  form,
  options,
}: {
  readonly form: FormApi<CheckoutValues>;
  readonly options: CheckoutOptions;
}) {
  const account = options.bankAccount;
  return (
    <>
      <RadioChoices
        form={form}
        name="method"
        legend="결제 수단"
        choices={options.methods.map((method) => ({
          value: method,
          label: PAYMENT_METHOD_LABELS[method],
          note:
            method === 'bankTransfer' && account
              ? `${account.bank} ${account.accountNumber} (${account.holderName}): 신청하시면 입금하실 때 적을 참조 번호를 알려 드립니다.`
              : method === 'virtualAccount'
                ? '결제창에서 입금할 계좌를 받습니다.'
                : undefined,
        }))}
      />
      <fieldset className="form__choices">
        <legend>동의</legend>
        {(Object.keys(CONSENT_FIELDS) as CheckoutConsent[]).map((consent) => {
          const field = CONSENT_FIELDS[consent];
          const id = form.idOf(field);
          const error = form.errors[field];
          return (
            <div key={consent} className="checkout__consent">
              <p id={`${id}-text`} className="checkout__consent-text">
                {CHECKOUT_CONSENT_TEXTS[consent]}
              </p>
              <CheckboxField
                id={id}
                label={CHECKOUT_CONSENT_LABELS[consent]}
                checked={form.values[field]}
                onChange={(checked) => form.setValue(field, checked)}
                input={{
                  'aria-describedby': error ? `${id}-text ${form.errorIdOf(field)}` : `${id}-text`,
                  'aria-invalid': error ? true : undefined,
                }}
              />
              <p id={form.errorIdOf(field)} className="form__error" aria-live="polite">
                {error ?? ''}
              </p>
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
