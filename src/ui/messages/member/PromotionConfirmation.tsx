import { useState } from 'react';
import { MESSAGE_TOPIC_LABELS, type MessageChoices, UNSUBSCRIBED } from '../../../domain/messages';
import { formatDateInWords } from '../../../domain/shared/format/date-words';
import { useAppServices } from '../../shared/app/app-services';
import { FormAlert } from '../../shared/forms/kit';
import { useAction } from '../../shared/forms/use-action';
import './MessageChoices.css';

/**
 * The two-yearly question of the 홍보 consent (issue 32, item 3), answered from its mail's link:
 * keep it two more years, or stop; unanswered, it lapses on its day. What the answer did is said
 * below the buttons.
 */
export function PromotionConfirmation({
  link,
  choices,
  onAnswered,
}: {
  readonly link: string;
  readonly choices: MessageChoices;
  readonly onAnswered: (choices: MessageChoices) => void;
}) {
  const { messageChoices } = useAppServices();
  const action = useAction();
  const [said, setSaid] = useState('');

  const keep = () =>
    action.run(async () => {
      const next = await messageChoices.confirmPromotion(link);
      onAnswered(next);
      setSaid(
        next.promotionUntil
          ? `홍보 수신 동의를 ${formatDateInWords(next.promotionUntil)}까지 유지합니다. 고맙습니다.`
          : '홍보 수신 동의를 유지합니다.',
      );
    }, '답을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.');
  const stop = () =>
    action.run(async () => {
      onAnswered(await messageChoices.changeLinkMessageChoices(link, { promotion: false }));
      setSaid(UNSUBSCRIBED);
    }, '답을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.');

  return (
    <section aria-labelledby="promotion-confirmation">
      <h2 id="promotion-confirmation">홍보 수신 동의 확인</h2>
      <p>
        {MESSAGE_TOPIC_LABELS.promotion} 수신 동의는 2년마다 다시 여쭙니다.{' '}
        {choices.promotionUntil
          ? `답하지 않으시면 ${formatDateInWords(choices.promotionUntil)}에 동의가 끝나 더는 보내 드리지 않습니다.`
          : '지금은 동의하지 않으신 상태여서 홍보를 보내 드리지 않습니다.'}
      </p>
      <div className="message-choices__answers">
        <button
          type="button"
          className="button button--primary"
          disabled={action.busy}
          onClick={() => void keep()}
        >
          홍보 수신 동의를 2년 더 유지합니다
        </button>
        <button type="button" className="button" disabled={action.busy} onClick={() => void stop()}>
          홍보를 그만 받겠습니다
        </button>
      </div>
      <FormAlert message={action.problem} />
      <p role="status" className="form__status">
        {said}
      </p>
    </section>
  );
}
