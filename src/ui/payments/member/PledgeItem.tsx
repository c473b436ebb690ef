import { useState } from 'react';
import type { PledgeChange, PledgeView } from '../../../domain/payments';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { useAppServices } from '../../shared/app/app-services';
import { FormAlert } from '../../shared/forms/FormAlert';
import { useAction } from '../../shared/forms/use-action';
import { PledgeAmountForm } from './PledgeAmountForm';
import { openNewCardWindow } from './pledge-card-window';

/** One monthly pledge in /me: what it is, its months, and what the member may change. */
export function PledgeItem({
  pledge,
  onChanged,
}: {
  readonly pledge: PledgeView;
  readonly onChanged: () => void;
}) {
  const { pledges, payments, paymentWindow } = useAppServices();
  const action = useAction();
  const [editingAmount, setEditingAmount] = useState(false);
  const titleId = `pledge-${pledge.pledgeId}`;
  const change = (what: PledgeChange) =>
    action.run(async () => {
      await pledges.changeMyPledge(pledge.pledgeId, what);
      onChanged();
    }, '매월 기부를 바꾸지 못했습니다.');
  const changeCard = () =>
    action.run(async () => {
      const answer = await pledges.changeMyPledge(pledge.pledgeId, { action: 'card' });
      if (!answer.cardRegistration) return;
      const options = await payments.checkoutOptions();
      await openNewCardWindow(answer.cardRegistration, options, paymentWindow);
    }, '카드 등록 창을 열지 못했습니다.');
  const end = () => {
    const question = `${pledge.fundName}에 매월 ${formatKoreanAmount(pledge.amount)} 기부를 끝낼까요? 끝낸 뒤에는 다시 시작할 수 없습니다.`;
    if (window.confirm(question)) void change({ action: 'end' });
  };
  const card = pledge.method === 'card';
  const open = pledge.state === 'active' || pledge.state === 'paused';
  return (
    <article className="my-pledge" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {pledge.fundName} 매월 {formatKoreanAmount(pledge.amount)}
      </h3>
      <dl className="checkout__summary">
        <dt>결제일</dt>
        <dd>{pledge.chargeDayLabel}</dd>
        <dt>상태</dt>
        <dd>{pledge.stateLabel}</dd>
        <dt>다음 결제일</dt>
        <dd>{pledge.nextChargeOn ?? '없음'}</dd>
        {pledge.cardLabel ? (
          <>
            <dt>카드</dt>
            <dd>{pledge.cardLabel}</dd>
          </>
        ) : null}
        {pledge.transfer ? (
          <>
            <dt>입금 계좌</dt>
            <dd>
              {pledge.transfer.bank} {pledge.transfer.accountNumber} ({pledge.transfer.holderName})
            </dd>
            <dt>입금자 표시</dt>
            <dd>{pledge.transfer.reference}</dd>
          </>
        ) : null}
      </dl>
      {pledge.charges.length > 0 ? (
        <ul className="my-pledge__months" aria-label={`${pledge.fundName} 달마다의 결제`}>
          {pledge.charges.map((charge) => (
            <li key={charge.month}>
              {charge.month} {formatKoreanAmount(charge.amount)} {charge.stateLabel}
              {charge.state === 'retrying' ? (
                <>
                  {' '}
                  — 결제하지 못했습니다.
                  {charge.nextAttemptOn ? ` ${charge.nextAttemptOn}에 다시 결제합니다.` : ''}{' '}
                  {open ? (
                    <button type="button" className="button" onClick={() => void changeCard()}>
                      카드 바꾸기
                    </button>
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editingAmount ? (
        <PledgeAmountForm
          pledge={pledge}
          onCancel={() => setEditingAmount(false)}
          onDone={() => {
            setEditingAmount(false);
            onChanged();
          }}
        />
      ) : open ? (
        <div className="checkout__actions" role="group" aria-label={`${pledge.fundName} 바꾸기`}>
          <button
            type="button"
            className="button"
            disabled={action.busy}
            onClick={() => void change({ action: pledge.state === 'active' ? 'pause' : 'resume' })}
          >
            {pledge.state === 'active' ? '일시 중지' : '다시 시작'}
          </button>
          <button type="button" className="button" onClick={() => setEditingAmount(true)}>
            금액 바꾸기
          </button>
          {card ? (
            <button
              type="button"
              className="button"
              disabled={action.busy}
              onClick={() => void changeCard()}
            >
              카드 바꾸기
            </button>
          ) : null}
          <button type="button" className="button" disabled={action.busy} onClick={end}>
            끝내기
          </button>
        </div>
      ) : null}
      <FormAlert message={action.problem} />
    </article>
  );
}
