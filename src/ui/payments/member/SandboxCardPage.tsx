import { useLocation, useSearch } from 'wouter';
import { CARD_RETURN_PATH } from '../../../domain/payments';
import { useAppServices } from '../../shared/app/app-services';
import { FormAlert } from '../../shared/forms/FormAlert';
import { SubmitButton } from '../../shared/forms/SubmitButton';
import { useForm } from '../../shared/forms/use-form';
import type { PageProps } from '../../shared/routing/page-registry';
import { SANDBOX_TEST_CARD, SandboxCardField, sandboxCardNumberMessage } from '../SandboxCardField';
import { SandboxLabel } from '../SandboxLabel';

/**
 * The sandbox's card registration window (테스트 결제): what Toss's billing window does for a
 * monthly pledge, then back to the card return page with the same query Toss sends.
 */
export default function SandboxCardPage({ route }: PageProps) {
  const { sandboxPayments } = useAppServices();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const pledgeId = search.get('pledgeId') ?? '';
  const customerKey = search.get('customerKey') ?? '';
  const change = search.get('change');
  const back = (query: Record<string, string>) =>
    navigate(
      `${CARD_RETURN_PATH}?${new URLSearchParams({ ...query, ...(change ? { change } : {}) }).toString()}`,
      { replace: true },
    );
  const form = useForm({
    initial: { cardNumber: SANDBOX_TEST_CARD },
    rules: {
      cardNumber: sandboxCardNumberMessage,
    },
    failure: '테스트 카드를 등록하지 못했습니다.',
    onSubmit: async ({ cardNumber }) => {
      const answer = await sandboxPayments.sandboxRegisterCard({ customerKey, cardNumber });
      back({ pledgeId, authKey: answer.authKey, customerKey: answer.customerKey });
    },
  });
  return (
    <article className="sandbox-window" aria-labelledby="sandbox-card-title">
      <h1 id="sandbox-card-title">{route.title}</h1>
      <SandboxLabel />
      {!pledgeId || !customerKey ? (
        <p role="alert">등록할 매월 기부를 찾을 수 없습니다. 기부하기에서 다시 신청해 주세요.</p>
      ) : (
        <form {...form.formProps} className="form" aria-label={route.title}>
          <SandboxCardField form={form} />
          <FormAlert message={form.formError} />
          <div className="checkout__actions">
            <SubmitButton submitting={form.submitting} busyLabel="등록하는 중…" inline>
              등록
            </SubmitButton>
            <button
              type="button"
              className="button"
              onClick={() => back({ code: 'PAY_PROCESS_CANCELED', pledgeId })}
            >
              취소
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
