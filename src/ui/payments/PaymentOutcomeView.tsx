import { Link } from 'wouter';
import { PAYMENT_METHOD_LABELS, type PaymentOutcome } from '../../domain/payments';
import { formatClockTime, formatDate } from '../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { useAppServices } from '../shared/app/app-services';

const HEADINGS: Partial<Record<PaymentOutcome['state'], string>> = {
  awaitingDeposit: '입금을 기다리고 있습니다',
  confirming: '결제를 확인하고 있습니다',
  created: '아직 결제하지 않으셨습니다',
  refunded: '결제한 금액을 돌려 드렸습니다',
};

/** What the page says once paid: a gift is thanked for, dues and an event's fee are confirmed. */
const PAID_HEADINGS: Readonly<Record<PaymentOutcome['purpose'], string>> = {
  gift: '기부해 주셔서 고맙습니다',
  pledge: '기부해 주셔서 고맙습니다',
  dues: '회비를 내 주셔서 고맙습니다',
  event: '참가비 결제가 끝났습니다',
};

function headingOf(outcome: PaymentOutcome): string {
  if (outcome.state === 'paid') return PAID_HEADINGS[outcome.purpose];
  return HEADINGS[outcome.state] ?? '결제되지 않았습니다';
}

/** Where the e-mail about the payment goes, and what it carries. */
function mailNote(outcome: PaymentOutcome): string {
  const to = outcome.emailMasked;
  switch (outcome.proofOfPayment) {
    case 'donationReceipt':
      return `결제 결과와 기부금영수증 안내를 메일(${to})로 보내 드립니다.`;
    case 'paymentConfirmation':
      return `납부 확인서를 메일(${to})로 보내 드립니다.`;
    default:
      return `결제 결과를 메일(${to})로 보내 드립니다.`;
  }
}

/** The thank-you page's body: what was paid, the account to deposit to, and what comes next. */
export function PaymentOutcomeView({ outcome }: { readonly outcome: PaymentOutcome }) {
  const { routes } = useAppServices();
  const closed = ['failed', 'cancelled', 'expired'].includes(outcome.state);
  const deposit = outcome.state === 'awaitingDeposit' ? outcome.deposit : null;
  // An event's fee goes back to its registration (or the events); the rest to 기부하기.
  const back = outcome.link ?? { href: routes.byId('donate').path, label: '기부하기로 돌아가기' };
  return (
    <section className="payment-outcome" aria-labelledby="payment-outcome-title">
      <h2 id="payment-outcome-title">{headingOf(outcome)}</h2>
      <p className={closed ? 'form__alert' : undefined} role={closed ? 'alert' : 'status'}>
        {outcome.message}
      </p>
      <dl className="checkout__summary">
        <dt>내용</dt>
        <dd>{outcome.what}</dd>
        <dt>금액</dt>
        <dd>{formatKoreanAmount(outcome.amount)}</dd>
        <dt>결제 수단</dt>
        <dd>{PAYMENT_METHOD_LABELS[outcome.method]}</dd>
        <dt>상태</dt>
        <dd>{outcome.stateLabel}</dd>
        <dt>신청 번호</dt>
        <dd className="payment-outcome__order">{outcome.orderId}</dd>
      </dl>
      {deposit ? (
        <section className="payment-outcome__deposit" aria-labelledby="deposit-title">
          <h3 id="deposit-title">입금하실 계좌</h3>
          <dl className="checkout__summary">
            <dt>은행</dt>
            <dd>{deposit.bank}</dd>
            <dt>계좌 번호</dt>
            <dd>{deposit.accountNumber}</dd>
            <dt>예금주</dt>
            <dd>{deposit.holderName}</dd>
            {deposit.reference ? (
              <>
                <dt>입금자 표시(참조 번호)</dt>
                <dd>
                  <strong className="payment-outcome__reference">{deposit.reference}</strong>
                </dd>
              </>
            ) : null}
            <dt>입금 기한</dt>
            <dd>
              <time dateTime={deposit.dueAt}>
                {formatDate(deposit.dueAt)} {formatClockTime(deposit.dueAt)}까지
              </time>
            </dd>
          </dl>
          {deposit.reference ? (
            <p>
              보내실 때 받는 분 통장 표시(또는 입금자명)에 참조 번호{' '}
              <strong>{deposit.reference}</strong>를 꼭 적어 주세요. 이 번호로 입금을 찾아
              확인합니다.
            </p>
          ) : null}
        </section>
      ) : null}
      {closed ? (
        <p>
          결제되지 않았으므로 아무것도 청구되지 않았습니다.{' '}
          <Link href={back.href} className="button">
            {back.label}
          </Link>
        </p>
      ) : outcome.purpose === 'event' ? (
        <EventNextSteps outcome={outcome} />
      ) : (
        <NextSteps outcome={outcome} />
      )}
    </section>
  );
}

/** An event's fee: the mail, and the registration it paid for (no receipt: it is no donation). */
function EventNextSteps({ outcome }: { readonly outcome: PaymentOutcome }) {
  return (
    <section aria-labelledby="next-steps-title">
      <h3 id="next-steps-title">다음 안내</h3>
      <ul className="payment-outcome__next">
        <li>{mailNote(outcome)}</li>
        {outcome.link ? (
          <li>
            <Link href={outcome.link.href}>{outcome.link.label}</Link>: 참가 신청과 결제 상태를 보실
            수 있습니다.
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** What happens next: the mail, and where a member finds it (a visitor, after joining). */
function NextSteps({ outcome }: { readonly outcome: PaymentOutcome }) {
  const { routes } = useAppServices();
  const gift = outcome.purpose !== 'dues';
  return (
    <section aria-labelledby="next-steps-title">
      <h3 id="next-steps-title">다음 안내</h3>
      <ul className="payment-outcome__next">
        <li>{mailNote(outcome)}</li>
        {outcome.member ? (
          <li>
            {gift ? (
              <Link href={routes.byId('myDonations').path}>내 기부 내역</Link>
            ) : (
              <Link href={routes.byId('myDues').path}>내 회비</Link>
            )}
            에서 {gift ? '기부와 영수증을' : '납부 내역과 납부 확인서를'} 보실 수 있습니다.
          </li>
        ) : (
          <li>
            <Link href={routes.byId('signUp').path}>회원으로 가입</Link>하시면 같은 이름과 연락처로
            하신 이 기부를 내 기부 내역에서 보실 수 있습니다.
          </li>
        )}
      </ul>
    </section>
  );
}
