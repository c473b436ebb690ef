import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../application/shared/errors/api-error';
import { CARD_RETURN_PATH, type CheckoutOptions, METHOD_NOT_OFFERED } from '../../domain/payments';
import { useAppServices } from '../shared/app/app-services';
import { FormAlert } from '../shared/forms/FormAlert';
import { SubmitButton } from '../shared/forms/SubmitButton';
import { type FieldErrors, useForm } from '../shared/forms/use-form';
import {
  checkoutRequestOf,
  checkoutRules,
  type CheckoutValues,
  initialCheckoutValues,
} from './checkout-values';
import { ConsentFields } from './ConsentFields';
import { DonorFields } from './DonorFields';
import { GiftFields } from './GiftFields';

/** The server's refusals that belong to one field, said next to it. */
const FIELD_OF_REFUSAL: Readonly<Record<string, keyof CheckoutValues>> = {
  [METHOD_NOT_OFFERED]: 'method',
};

/**
 * 기부하기's form: every field checked by the domain's checkout rules before it is sent, an
 * order made by the server, then the provider's payment window (or, for the association's own
 * account, straight to the page with the account and the reference).
 */
export function CheckoutForm({
  options,
  wantsDues,
}: {
  readonly options: CheckoutOptions;
  readonly wantsDues: boolean;
}) {
  const { payments, paymentWindow, routes } = useAppServices();
  const [, navigate] = useLocation();
  const rules = useMemo(() => checkoutRules(options), [options]);
  const donePath = routes.byId('donateDone').path;
  const form = useForm<CheckoutValues>({
    initial: initialCheckoutValues(options, wantsDues),
    rules,
    failure: '결제를 시작하지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
    onSubmit: async (values): Promise<FieldErrors<CheckoutValues> | void> => {
      let started;
      try {
        started = await payments.startCheckout(checkoutRequestOf(values));
      } catch (error) {
        const field = error instanceof ApiError ? FIELD_OF_REFUSAL[error.message] : undefined;
        if (field && error instanceof Error) return { [field]: error.message };
        throw error;
      }
      if (started.outcome) {
        navigate(`${donePath}?${new URLSearchParams({ orderId: started.orderId }).toString()}`);
        return;
      }
      if (started.cardRegistration) {
        // A monthly pledge by card: the card window, back to the page that registers it.
        const query = new URLSearchParams({ pledgeId: started.cardRegistration.pledgeId });
        const cardBack = new URL(`${CARD_RETURN_PATH}?${query.toString()}`, document.baseURI).href;
        await paymentWindow.registerCard(started.cardRegistration, {
          provider: options.provider,
          clientKey: options.clientKey,
          customer: { name: started.customer.name, email: started.customer.email },
          successUrl: cardBack,
          failUrl: cardBack,
        });
        return;
      }
      // The window comes back to the done page, with the provider's query added to it.
      const back = new URL(donePath, document.baseURI).href;
      await paymentWindow.open(started, {
        provider: options.provider,
        clientKey: options.clientKey,
        successUrl: back,
        failUrl: back,
      });
    },
  });
  const dues = form.values.purpose === 'dues';
  return (
    <form {...form.formProps} className="form checkout" aria-label="기부하기">
      <GiftFields form={form} options={options} />
      <DonorFields form={form} options={options} />
      <ConsentFields form={form} options={options} />
      <FormAlert message={form.formError} />
      <SubmitButton submitting={form.submitting} busyLabel="결제를 준비하는 중…">
        {dues ? '회비 내기' : '기부하기'}
      </SubmitButton>
    </form>
  );
}
