import { useId, useState } from 'react';
import type { MyRegistration } from '../../application/events';
import { type PaymentMethod, PAYMENT_METHOD_LABELS } from '../../domain/payments';
import { useAppServices } from '../shared/app/app-services';
import { FormAlert } from '../shared/forms/kit';
import { useAction } from '../shared/forms/use-action';
import { dateTimeText, paymentText, registrationStateText } from './event-text';
import { usePaymentWindow } from '../payments';

/** The registration's token, from its page's address (`…?t=<token>`). */
export function tokenOfLink(link: string): string | undefined {
  return new URLSearchParams(link.split('?')[1] ?? '').get('t') ?? undefined;
}

/**
 * One registration as its attendee sees it: state, place in line, payment, the check-in QR of a
 * confirmed one; cancelling (with a confirmation that says whether the fee comes back) and
 * paying a fee still owed. `byLink`: reached by its mail's signed link, not by the session.
 */
export function RegistrationCard({
  registration: initial,
  byLink = false,
  headingLevel = 3,
  onChange,
}: {
  readonly registration: MyRegistration;
  readonly byLink?: boolean;
  /** 2 where the cards stand right under the page's title (/me/events); 3 under a section. */
  readonly headingLevel?: 2 | 3;
  readonly onChange?: (registration: MyRegistration) => void;
}) {
  const services = useAppServices();
  const [registration, setRegistration] = useState(initial);
  const [said, setSaid] = useState('');
  const action = useAction();
  const token = byLink ? tokenOfLink(registration.link) : undefined;
  const headingId = useId();

  const cancel = () => {
    const question = registration.refundOnCancel
      ? `「${registration.eventTitle}」 신청을 취소할까요? 낸 참가비 ${paymentAmount(registration)}은 환불됩니다.`
      : registration.payment === 'paid'
        ? `「${registration.eventTitle}」 신청을 취소할까요? 환불 마감이 지나 참가비는 환불되지 않습니다.`
        : `「${registration.eventTitle}」 신청을 취소할까요?`;
    if (!window.confirm(question)) return;
    void action.run(async () => {
      const cancelled = await services.events.cancelEventRegistration(
        registration.registrationId,
        token,
      );
      setRegistration(cancelled);
      setSaid(
        cancelled.payment === 'refunded'
          ? '신청을 취소했습니다. 참가비는 환불됩니다.'
          : '신청을 취소했습니다.',
      );
      onChange?.(cancelled);
    }, '신청을 취소하지 못했습니다. 잠시 뒤 다시 시도해 주세요.');
  };

  return (
    <section className="registration" aria-labelledby={headingId}>
      {headingLevel === 2 ? (
        <h2 id={headingId}>{registration.eventTitle}</h2>
      ) : (
        <h3 id={headingId}>{registration.eventTitle}</h3>
      )}
      <dl className="registration__facts">
        <dt>행사 일시</dt>
        <dd>
          <time dateTime={registration.eventStartsAt}>
            {dateTimeText(registration.eventStartsAt)}
          </time>
        </dd>
        <dt>신청 상태</dt>
        <dd>
          <strong>{registrationStateText(registration)}</strong>
        </dd>
        <dt>신청자</dt>
        <dd>
          {registration.name}
          {registration.classNumber !== null ? ` (${registration.classNumber}기)` : ''}
          {registration.companions > 0 ? ` · 동반 가족 ${registration.companions}명` : ''}
        </dd>
        <dt>참가비</dt>
        <dd>{paymentText(registration)}</dd>
      </dl>
      {registration.checkInQr ? (
        <figure className="registration__qr">
          <img src={registration.checkInQr} alt="입장 확인용 QR 코드" width={200} height={200} />
          <figcaption>행사장 입구에서 이 QR 코드를 보여 주세요.</figcaption>
        </figure>
      ) : null}
      {registration.payable ? <PayFee registration={registration} token={token} /> : null}
      {registration.cancellable ? (
        <p>
          <button type="button" className="button" onClick={cancel} disabled={action.busy}>
            신청 취소
          </button>
        </p>
      ) : null}
      <FormAlert message={action.problem} />
      <p role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}

function paymentAmount(registration: MyRegistration): string {
  return paymentText(registration).split(' · ')[0] ?? '';
}

/** A fee still owed online: the method, then the payment window. */
function PayFee({
  registration,
  token,
}: {
  readonly registration: MyRegistration;
  readonly token: string | undefined;
}) {
  const services = useAppServices();
  const openPaymentWindow = usePaymentWindow();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const action = useAction();
  const selectId = useId();
  const pay = () =>
    void action.run(async () => {
      const started = await services.events.payEventFee(registration.registrationId, method, token);
      await openPaymentWindow(started);
    }, '결제를 시작하지 못했습니다. 잠시 뒤 다시 시도해 주세요.');
  return (
    <div className="registration__pay">
      <p>
        참가비를 아직 내지 않았습니다.
        {registration.payBy !== null ? (
          <>
            {' '}
            <strong>
              <time dateTime={registration.payBy}>{dateTimeText(registration.payBy)}</time>까지
            </strong>{' '}
            내지 않으면 신청이 취소되고 자리는 다음 대기자에게 넘어갑니다.
          </>
        ) : null}
      </p>
      <label htmlFor={selectId}>결제 수단</label>
      <select
        id={selectId}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
      >
        {(['card', 'transfer', 'virtualAccount'] as const).map((each) => (
          <option key={each} value={each}>
            {PAYMENT_METHOD_LABELS[each]}
          </option>
        ))}
      </select>
      <button type="button" className="button button--primary" onClick={pay} disabled={action.busy}>
        참가비 내기
      </button>
      <FormAlert message={action.problem} />
    </div>
  );
}
