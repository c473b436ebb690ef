import { useId, useState } from 'react';
import type { WantedChoices } from '../../../application/messages';
import {
  CHOICES_SAVED,
  MESSAGE_TOPIC_LABELS,
  MESSAGE_TOPICS,
  type MessageChoices,
  type MessageTopic,
} from '../../../domain/messages';
import { CheckboxField, FormRefusal, SubmitButton } from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';
import { promotionStandingWords } from './promotion-words';

/**
 * The three kinds of message a member may receive from the office, as checkboxes, saved
 * together; 홍보 says until when its consent stands. What was saved is said beside the button.
 * Used by /me and by a mail's signed link (`save` differs).
 */
export function MessageChoicesForm({
  choices,
  save,
  onSaved,
}: {
  readonly choices: MessageChoices;
  readonly save: (wanted: WantedChoices) => Promise<MessageChoices>;
  readonly onSaved: (choices: MessageChoices) => void;
}) {
  const [saved, setSaved] = useState(false);
  const promotionHintId = useId();
  const form = useForm<Record<MessageTopic, boolean>>({
    initial: { ...choices.receives },
    rules: {},
    onSubmit: async (values) => {
      setSaved(false);
      onSaved(await save(values));
      setSaved(true);
    },
  });

  return (
    <form {...form.formProps} className="form" aria-label="받을 소식 설정">
      <fieldset>
        <legend>동문회에서 받을 소식</legend>
        {MESSAGE_TOPICS.map((topic) => (
          <CheckboxField
            key={topic}
            id={form.idOf(topic)}
            label={MESSAGE_TOPIC_LABELS[topic]}
            checked={form.values[topic]}
            onChange={(checked) => {
              setSaved(false);
              form.setValue(topic, checked);
            }}
            input={topic === 'promotion' ? { 'aria-describedby': promotionHintId } : undefined}
          />
        ))}
        <p id={promotionHintId} className="form__hint">
          {promotionStandingWords(choices.promotionUntil)}
        </p>
      </fieldset>
      <p className="form__hint">
        인증번호, 가입 승인, 기부금영수증처럼 꼭 보내야 하는 메일은 이 설정과 관계없이 보내
        드립니다.
      </p>
      <FormRefusal message={form.formError} />
      <SubmitButton inline submitting={form.submitting} busyLabel="저장하는 중…">
        저장
      </SubmitButton>
      <p role="status" className="form__status">
        {saved ? CHOICES_SAVED : ''}
      </p>
    </form>
  );
}
