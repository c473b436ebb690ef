import { useMemo, useState } from 'react';
import type { EventDetail, MyRegistration } from '../../application/events';
import {
  EVENT_LIMITS,
  FEE_PAYMENT_LABELS,
  FEE_PAYMENTS,
  isFreeEvent,
  REGISTRATION_PRIVACY_CONSENT,
} from '../../domain/events';
import { PAYMENT_METHOD_LABELS } from '../../domain/payments';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { useAppServices } from '../shared/app/app-services';
import {
  CheckboxField,
  FormAlert,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../shared/forms/kit';
import { RadioChoices } from '../shared/forms/RadioChoices';
import { useForm } from '../shared/forms/use-form';
import { usePaymentWindow } from '../payments';
import { RegistrationCard } from './RegistrationCard';
import {
  feeAsTyped,
  initialRegistrationValues,
  joinsWaitingList,
  registrationRequestOf,
  registrationRules,
  type RegistrationValues,
} from './registration-values';

/**
 * The registration form: a member's details prefilled, a visitor's consent asked; companions,
 * 기수 and a note; the fee as typed, and how to pay it (online by a method, or at the door when
 * the event takes it). A party that does not fit joins the waiting list, as the form says. The
 * result replaces the form, said politely; an online fee opens the payment window.
 */
export function RegistrationForm({ event }: { readonly event: EventDetail }) {
  const services = useAppServices();
  const openPaymentWindow = usePaymentWindow();
  const [done, setDone] = useState<MyRegistration | null>(null);
  const rules = useMemo(() => registrationRules(event), [event]);
  const member = event.prefill !== null;
  const free = isFreeEvent(event.fees);
  const form = useForm<RegistrationValues>({
    initial: initialRegistrationValues(event),
    rules,
    failure: '신청하지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
    onSubmit: async (values) => {
      const answer = await services.events.registerForEvent(
        event.eventId,
        registrationRequestOf(values, event),
      );
      setDone(answer.registration);
      if (answer.payment) await openPaymentWindow(answer.payment);
    },
  });
  const { values } = form;
  const waiting = joinsWaitingList(values, event);

  return (
    <>
      <div role="status" aria-live="polite" className="event__result">
        {done ? (
          <p>
            {done.state === 'waiting'
              ? `대기 ${done.waitingPosition ?? ''}번으로 신청되었습니다. 자리가 나면 차례대로 참가가 확정되고 메일로 알려 드립니다.`
              : '참가 신청이 확정되었습니다. 확인 메일을 보냈습니다.'}
          </p>
        ) : null}
      </div>
      {done ? (
        <RegistrationCard registration={done} byLink={!member} />
      ) : (
        <form {...form.formProps} className="form event__form" aria-label="참가 신청">
          <TextField
            form={form}
            name="name"
            label="이름"
            required
            autoComplete="name"
            readOnly={member}
          />
          <TextField
            form={form}
            name="phone"
            label="휴대전화"
            required
            type="tel"
            autoComplete="tel"
          />
          <TextField
            form={form}
            name="email"
            label="이메일"
            required
            type="email"
            autoComplete="email"
          />
          <TextField
            form={form}
            name="classNumber"
            label="기수"
            required={member}
            inputMode="numeric"
            hint={member ? undefined : '동문이 아니시면 비워 두세요.'}
          />
          {event.maxCompanions > 0 ? (
            <TextField
              form={form}
              name="companions"
              label="동반 가족 수"
              type="number"
              min={0}
              max={event.maxCompanions}
              inputMode="numeric"
              hint={`${event.maxCompanions}명까지 함께 신청할 수 있습니다.`}
            />
          ) : null}
          <TextAreaField
            form={form}
            name="note"
            label="메모"
            rows={3}
            maxLength={EVENT_LIMITS.noteLength}
            hint="식사 등 사무국이 알아야 할 것이 있으면 적어 주세요."
          />
          {free ? (
            <p className="event__fee">참가비: 무료</p>
          ) : (
            <>
              <p className="event__fee" aria-live="polite">
                참가비: <strong>{formatKoreanAmount(feeAsTyped(values, event))}</strong>
              </p>
              <RadioChoices
                form={form}
                name="payment"
                legend="참가비 결제"
                choices={FEE_PAYMENTS.filter((each) => each === 'online' || event.payAtDoor).map(
                  (each) => ({
                    value: each,
                    label: FEE_PAYMENT_LABELS[each],
                    note: each === 'door' ? '행사 당일 접수처에서 냅니다.' : undefined,
                  }),
                )}
              />
              {values.payment === 'online' ? (
                <RadioChoices
                  form={form}
                  name="method"
                  legend="결제 수단"
                  choices={event.methods.map((method) => ({
                    value: method,
                    label: PAYMENT_METHOD_LABELS[method],
                  }))}
                />
              ) : null}
            </>
          )}
          {member ? null : <PrivacyConsent form={form} />}
          {waiting ? (
            <p className="event__waiting">
              정원이 차서 대기 신청으로 접수됩니다. 자리가 나면 신청 순서대로 확정됩니다.
            </p>
          ) : null}
          <FormAlert message={form.formError} />
          <SubmitButton submitting={form.submitting} busyLabel="신청하는 중…">
            {waiting ? '대기 신청하기' : '신청하기'}
          </SubmitButton>
        </form>
      )}
    </>
  );
}

function PrivacyConsent({
  form,
}: {
  readonly form: ReturnType<typeof useForm<RegistrationValues>>;
}) {
  const id = form.idOf('privacyConsent');
  const error = form.errors.privacyConsent;
  return (
    <fieldset className="form__choices">
      <legend>개인정보 수집·이용 동의</legend>
      <p id={`${id}-text`} className="event__consent-text">
        {REGISTRATION_PRIVACY_CONSENT}
      </p>
      <CheckboxField
        id={id}
        label="위 내용에 동의합니다(필수)"
        checked={form.values.privacyConsent}
        onChange={(checked) => form.setValue('privacyConsent', checked)}
        input={{
          'aria-describedby': error
            ? `${id}-text ${form.errorIdOf('privacyConsent')}`
            : `${id}-text`,
          'aria-invalid': error ? true : undefined,
          required: true,
        }}
      />
      <p id={form.errorIdOf('privacyConsent')} className="form__error" aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
