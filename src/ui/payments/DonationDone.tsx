import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { PaymentOutcome } from '../../domain/payments';
import { useAppServices } from '../shared/app/app-services';
import { FormAlert } from '../shared/forms/FormAlert';
import { useAction } from '../shared/forms/use-action';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { PaymentOutcomeView } from './PaymentOutcomeView';
import { SandboxLabel } from './SandboxLabel';

type Return =
  | {
      readonly kind: 'paid';
      readonly paymentKey: string;
      readonly orderId: string;
      readonly amount: number;
    }
  | { readonly kind: 'failed'; readonly orderId: string; readonly code: string }
  | { readonly kind: 'order'; readonly orderId: string }
  | { readonly kind: 'none' };

/** What the address brings: the window's success (paymentKey), its failure (code), or an order. */
function returnOf(search: URLSearchParams): Return {
  const orderId = search.get('orderId');
  if (!orderId) return { kind: 'none' };
  const paymentKey = search.get('paymentKey');
  const amount = Number(search.get('amount'));
  if (paymentKey && Number.isSafeInteger(amount))
    return { kind: 'paid', paymentKey, orderId, amount };
  const code = search.get('code');
  if (code) return { kind: 'failed', orderId, code };
  return { kind: 'order', orderId };
}

/**
 * Where every payment window comes back (issue 31): a success is confirmed by the server (again
 * on a reload, which the contract makes harmless), a failure closes the order; then the
 * thank-you page, or why nothing was paid.
 */
export function DonationDone({ route }: PageProps) {
  const { payments, routes } = useAppServices();
  const query = useSearch();
  const back = returnOf(new URLSearchParams(query));
  const loaded = useLoad((signal): Promise<PaymentOutcome> => {
    switch (back.kind) {
      case 'paid':
        return payments.confirmPayment(back);
      case 'failed':
        return payments.abandonCheckout(back.orderId, back.code);
      case 'order':
        return payments.paymentOrder(back.orderId, signal);
      case 'none':
        return Promise.reject(new Error('No order in the address'));
    }
  }, query);
  const [deposited, setDeposited] = useState<PaymentOutcome | null>(null);
  const outcome = deposited ?? (loaded.state === 'ready' ? loaded.value : null);
  return (
    <article
      className="donate"
      aria-labelledby="donate-done-title"
      aria-busy={loaded.state === 'loading'}
    >
      <h1 id="donate-done-title">
        {outcome?.purpose === 'event' ? '참가비 결제 결과' : route.title}
      </h1>
      {outcome?.sandbox ? <SandboxLabel /> : null}
      {loaded.state === 'loading' ? (
        <p role="status" className="muted">
          결제 결과를 확인하는 중입니다…
        </p>
      ) : outcome ? (
        <>
          <PaymentOutcomeView outcome={outcome} />
          <SandboxDeposit outcome={outcome} onDeposited={setDeposited} />
        </>
      ) : (
        <div role="alert">
          <p>
            결제 결과를 확인하지 못했습니다. 이 화면을 새로 고쳐 다시 확인해 주세요. 승인되지 않은
            결제는 청구되지 않습니다.
          </p>
          <Link href={routes.byId('donate').path} className="button">
            기부하기로 돌아가기
          </Link>
        </div>
      )}
    </article>
  );
}

/** The sandbox's virtual account: the bank's side, so that a tester sees a deposit arrive. */
function SandboxDeposit({
  outcome,
  onDeposited,
}: {
  readonly outcome: PaymentOutcome;
  readonly onDeposited: (outcome: PaymentOutcome) => void;
}) {
  const { sandboxPayments } = useAppServices();
  const action = useAction();
  if (
    !outcome.sandbox ||
    outcome.state !== 'awaitingDeposit' ||
    outcome.method !== 'virtualAccount'
  ) {
    return null;
  }
  return (
    <div className="checkout__actions">
      <button
        type="button"
        className="button"
        disabled={action.busy}
        onClick={() =>
          void action.run(async () =>
            onDeposited(await sandboxPayments.sandboxDeposit(outcome.orderId)),
          )
        }
      >
        테스트 입금하기
      </button>{' '}
      <span className="muted">실제 돈은 오가지 않습니다. 은행에서 입금된 것으로 합니다.</span>
      <FormAlert message={action.problem} />
    </div>
  );
}
