import { useId } from 'react';
import type { Consents } from '../../../application/accounts/auth-api';
import { CONSENT_KINDS, REQUIRED_CONSENTS } from '../../../domain/accounts/consent-versions';
import { CheckboxField, FormAlert, SubmitButton } from '../../shared/forms/kit';
import { type FieldRules, useForm } from '../../shared/forms/use-form';
import { CONSENT_TEXTS, type ConsentText, effectiveDateOf } from './consent-texts';
import '../../shared/forms/forms.css';
import './ConsentStep.css';

const MISSING_MESSAGE = '필수 항목인 이용약관과 개인정보 수집·이용에 모두 동의해 주세요.';

/** Each required box refuses to stay empty; the one message says both. */
const RULES: FieldRules<Consents> = Object.fromEntries(
  REQUIRED_CONSENTS.map((kind) => [kind, (agreed: boolean) => (agreed ? null : MISSING_MESSAGE)]),
);

export interface ConsentStepProps {
  readonly consents: Consents;
  readonly onChange: (consents: Consents) => void;
  /** Called with every required consent given. */
  readonly onNext: () => void;
}

/**
 * Step 1: the terms of use and the personal-data notice (required), marketing (optional), and
 * "모두 동의". Each full text opens in place. "다음" goes on only with both required boxes ticked;
 * otherwise it says so and moves the focus to the first one missing.
 */
export function ConsentStep({ consents, onChange, onNext }: ConsentStepProps) {
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const form = useForm({ initial: consents, rules: RULES, onSubmit: async () => onNext() });
  const allChecked = CONSENT_KINDS.every((kind) => form.values[kind]);
  const missing = REQUIRED_CONSENTS.some((kind) => form.errors[kind]);

  // The page keeps the answers too, for the application and for a way back to this step.
  const set = (changed: Partial<Consents>) => {
    for (const [kind, agreed] of Object.entries(changed) as [keyof Consents, boolean][])
      form.setValue(kind, agreed);
    onChange({ ...form.values, ...changed });
  };

  return (
    <form {...form.formProps} className="form">
      <fieldset className="consents" aria-describedby={missing ? errorId : undefined}>
        <legend>동의 항목</legend>
        <CheckboxField
          id={`${idPrefix}-all`}
          label="모두 동의합니다"
          checked={allChecked}
          onChange={(agreed) => set({ terms: agreed, privacy: agreed, marketing: agreed })}
          input={{ 'aria-describedby': `${idPrefix}-all-hint` }}
          className="consents__all"
        />
        <p id={`${idPrefix}-all-hint`} className="form__hint">
          선택 항목인 마케팅 정보 수신 동의도 함께 선택됩니다.
        </p>
        {CONSENT_TEXTS.map((text) => (
          <ConsentItem
            key={text.kind}
            id={form.idOf(text.kind)}
            text={text}
            checked={form.values[text.kind]}
            invalid={Boolean(form.errors[text.kind])}
            errorId={errorId}
            onChange={(agreed) => set({ [text.kind]: agreed })}
          />
        ))}
      </fieldset>
      <FormAlert id={errorId} message={missing ? MISSING_MESSAGE : null} />
      <SubmitButton submitting={form.submitting} busyLabel="다음">
        다음
      </SubmitButton>
    </form>
  );
}

function ConsentItem({
  id,
  text,
  checked,
  invalid,
  errorId,
  onChange,
}: {
  readonly id: string;
  readonly text: ConsentText;
  readonly checked: boolean;
  readonly invalid: boolean;
  readonly errorId: string;
  readonly onChange: (agreed: boolean) => void;
}) {
  return (
    <div className="consent">
      <CheckboxField
        id={id}
        checked={checked}
        onChange={onChange}
        input={{
          required: text.required,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? errorId : undefined,
        }}
        label={
          <>
            <span className={text.required ? 'consent__required' : 'consent__optional'}>
              {text.required ? '[필수]' : '[선택]'}
            </span>{' '}
            {text.label}
          </>
        }
      />
      <details className="consent__details">
        <summary>{text.title} 전문 보기</summary>
        <div
          className="consent__text"
          role="region"
          aria-label={`${text.title} 전문`}
          // Scrolls on its own: keyboard users need to be able to reach it.
          tabIndex={0}
        >
          <h3>{text.title}</h3>
          {text.sections.map((section) => (
            <section key={section.heading}>
              <h4>{section.heading}</h4>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items ? (
                <ConsentList ordered={section.ordered} items={section.items} />
              ) : null}
            </section>
          ))}
          <p className="consent__version">시행일: {effectiveDateOf(text.version)}</p>
        </div>
      </details>
    </div>
  );
}

function ConsentList({
  ordered,
  items,
}: {
  readonly ordered: boolean | undefined;
  readonly items: readonly string[];
}) {
  const children = items.map((item) => <li key={item}>{item}</li>);
  return ordered ? <ol>{children}</ol> : <ul>{children}</ul>;
}
