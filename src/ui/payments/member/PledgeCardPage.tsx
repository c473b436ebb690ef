import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { CardRegistrationRedirect, PledgeView } from '../../../domain/payments';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { useAppServices } from '../../shared/app/app-services';
import { useRefusalReason } from '../../shared/forms/use-refusal-reason';
import type { PageProps } from '../../shared/routing/page-registry';
import { SandboxLabel } from '../SandboxLabel';

const CANCELED = 'PAY_PROCESS_CANCELED';

type CardReturn =
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'registered'; readonly redirect: CardRegistrationRedirect };

/** What the card window's address brings: Toss's failure code, or the keys to register. */
function cardReturnOf(search: URLSearchParams): CardReturn {
  const code = search.get('code');
  if (code) {
    const reason =
      code === CANCELED
        ? '카드 등록을 취소했습니다.'
        : (search.get('message') ?? '카드를 등록하지 못했습니다.');
    return { kind: 'failed', reason };
  }
  const pledgeId = search.get('pledgeId') ?? '';
  const authKey = search.get('authKey') ?? '';
  const customerKey = search.get('customerKey') ?? '';
  if (!pledgeId || !authKey || !customerKey)
    return { kind: 'failed', reason: '카드 등록 창에서 돌아온 주소가 올바르지 않습니다.' };
  return { kind: 'registered', redirect: { pledgeId, authKey, customerKey } };
}

type Registration =
  | { readonly state: 'registering' }
  | { readonly state: 'done'; readonly pledge: PledgeView }
  | { readonly state: 'failed'; readonly reason: string };

/**
 * Where a monthly pledge's card window comes back (issue 31): the card is registered once (a
 * new pledge's first month is charged by the server), then what became of that month.
 */
export default function PledgeCardPage({ route }: PageProps) {
  const { pledges, routes } = useAppServices();
  const query = useSearch();
  const back = cardReturnOf(new URLSearchParams(query));
  const refusalReason = useRefusalReason();
  const [registration, setRegistration] = useState<Registration>({ state: 'registering' });
  // The authKey is good for one registration: React's second effect must not send it again.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (back.kind !== 'registered' || sent.current === query) return;
    sent.current = query;
    pledges.registerPledgeCard(back.redirect).then(
      (pledge) => setRegistration({ state: 'done', pledge }),
      (failure: unknown) =>
        setRegistration({
          state: 'failed',
          reason: refusalReason(failure, '카드를 등록하지 못했습니다.'),
        }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address
  }, [query]);
  const donatePath = routes.byId('donate').path;
  return (
    <article className="donation-done" aria-labelledby="pledge-card-title">
      <h1 id="pledge-card-title">{route.title}</h1>
      {back.kind === 'failed' ? (
        <>
          <p role="alert">{back.reason}</p>
          <p>
            <Link href={donatePath}>기부하기로 돌아가기</Link>
          </p>
        </>
      ) : registration.state === 'registering' ? (
        <p role="status">카드를 등록하는 중입니다…</p>
      ) : registration.state === 'failed' ? (
        <>
          <p role="alert">{registration.reason}</p>
          <p>
            <Link href={donatePath}>기부하기로 돌아가기</Link>
          </p>
        </>
      ) : (
        <Registered
          pledge={registration.pledge}
          newCard={new URLSearchParams(query).get('change') === 'card'}
          pledgesPath={`${routes.byId('myDonations').path}#pledges`}
        />
      )}
    </article>
  );
}

/** The newest month's result: paid, or declined and to be retried. */
function Registered({
  pledge,
  newCard,
  pledgesPath,
}: {
  readonly pledge: PledgeView;
  readonly newCard: boolean;
  readonly pledgesPath: string;
}) {
  const month = pledge.charges[0];
  const retrying = month?.state === 'retrying';
  const done = newCard ? '카드를 바꿨습니다' : '매월 기부를 시작했습니다';
  return (
    <section aria-labelledby="pledge-card-result">
      {pledge.sandbox ? <SandboxLabel explained={false} /> : null}
      <h2 id="pledge-card-result">{retrying ? '카드는 등록했지만 결제하지 못했습니다' : done}</h2>
      <div role={retrying ? 'alert' : 'status'}>
        {retrying ? (
          <p>
            {month.month} 결제가 카드사에서 거절되었습니다.
            {month.nextAttemptOn ? ` ${month.nextAttemptOn}에 다시 결제합니다.` : ''} 다른 카드로
            바꿀 수도 있습니다.
          </p>
        ) : newCard ? (
          <p>앞으로 매월 결제는 새 카드로 합니다.</p>
        ) : (
          <p>고맙습니다. {pledge.fundName}에 매월 기부해 주셔서 감사합니다.</p>
        )}
      </div>
      <dl className="checkout__summary">
        <dt>기금</dt>
        <dd>{pledge.fundName}</dd>
        <dt>매월 금액</dt>
        <dd>{formatKoreanAmount(pledge.amount)}</dd>
        <dt>결제일</dt>
        <dd>{pledge.chargeDayLabel}</dd>
        {pledge.cardLabel ? (
          <>
            <dt>카드</dt>
            <dd>{pledge.cardLabel}</dd>
          </>
        ) : null}
        {month ? (
          <>
            <dt>{month.month} 결제</dt>
            <dd>{month.stateLabel}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link href={pledgesPath}>내 매월 기부 보기</Link>
      </p>
    </section>
  );
}
