import { useLocation, useSearch } from 'wouter';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../domain/payments';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { useAppServices } from '../shared/app/app-services';
import { FormAlert } from '../shared/forms/FormAlert';
import { SubmitButton } from '../shared/forms/SubmitButton';
import { useForm } from '../shared/forms/use-form';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { SANDBOX_TEST_CARD, SandboxCardField, sandboxCardNumberMessage } from './SandboxCardField';
import { SandboxLabel } from './SandboxLabel';

const WINDOW_METHODS = ['card', 'transfer', 'virtualAccount'] as const;
type WindowMethod = (typeof WINDOW_METHODS)[number];

function windowMethodOf(text: string | null): WindowMethod {
  return WINDOW_METHODS.find((method) => method === text) ?? 'card';
}

/**
 * The sandbox's payment window (테스트 결제): what Toss's window does, with no money moving. It
 * pays through the sandbox and returns to the done page with the redirect's query, or, when
 * cancelled, with Toss's cancel code.
 */
export function SandboxWindow({ route }: PageProps) {
  const { payments, sandboxPayments, routes } = useAppServices();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const orderId = search.get('orderId') ?? '';
  const method = windowMethodOf(search.get('method'));
  const order = useLoad((signal) => payments.paymentOrder(orderId, signal), orderId);
  const donePath = routes.byId('donateDone').path;
  const back = (query: Record<string, string>) =>
    navigate(`${donePath}?${new URLSearchParams(query).toString()}`, { replace: true });
  const form = useForm({
    initial: { cardNumber: SANDBOX_TEST_CARD },
    rules: {
      cardNumber: (value: string) => (method === 'card' ? sandboxCardNumberMessage(value) : null),
    },
    failure: '테스트 결제를 하지 못했습니다.',
    onSubmit: async ({ cardNumber }) => {
      const redirect = await sandboxPayments.sandboxPay({
        orderId,
        method,
        ...(method === 'card' ? { cardNumber } : {}),
      });
      back({
        paymentKey: redirect.paymentKey,
        orderId: redirect.orderId,
        amount: String(redirect.amount),
      });
    },
  });
  return (
    <article className="sandbox-window" aria-labelledby="sandbox-window-title">
      <h1 id="sandbox-window-title">{route.title} 결제창</h1>
      <SandboxLabel />
      {order.state === 'loading' ? (
        <p role="status" className="muted">
          결제 신청을 불러오는 중입니다…
        </p>
      ) : order.state === 'failed' ? (
        <p role="alert">결제 신청을 찾을 수 없습니다. 기부하기에서 다시 신청해 주세요.</p>
      ) : (
        <form {...form.formProps} className="form" aria-label={`${route.title} 결제창`}>
          <dl className="checkout__summary">
            <dt>결제할 곳</dt>
            <dd>{order.value.what}</dd>
            <dt>금액</dt>
            <dd>{formatKoreanAmount(order.value.amount)}</dd>
            <dt>결제 수단</dt>
            <dd>{PAYMENT_METHOD_LABELS[method satisfies PaymentMethod]}</dd>
          </dl>
          {method === 'card' ? (
            <SandboxCardField form={form} />
          ) : method === 'virtualAccount' ? (
            <p className="muted">결제하기를 누르면 입금할 테스트 가상계좌를 받습니다.</p>
          ) : (
            <p className="muted">결제하기를 누르면 테스트 계좌에서 이체한 것으로 합니다.</p>
          )}
          <FormAlert message={form.formError} />
          <div className="checkout__actions">
            <SubmitButton submitting={form.submitting} busyLabel="결제하는 중…" inline>
              결제하기
            </SubmitButton>
            <button
              type="button"
              className="button"
              onClick={() =>
                back({ code: 'PAY_PROCESS_CANCELED', message: '결제를 취소했습니다.', orderId })
              }
            >
              취소
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
