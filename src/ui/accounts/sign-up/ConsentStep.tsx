import { type FormEvent, useId, useState } from 'react';
import type { Consents } from '../../../application/accounts/auth-api';
import { CONSENT_KINDS, hasRequiredConsents } from '../../../domain/accounts/consent-versions';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { CONSENT_TEXTS, type ConsentText, effectiveDateOf } from './consent-texts';
import '../../shared/forms/forms.css';
import './ConsentStep.css';

const MISSING_MESSAGE = '필수 항목인 이용약관과 개인정보 수집·이용에 모두 동의해 주세요.';

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
  const [showMissing, setShowMissing] = useState(false);
  const allChecked = CONSENT_KINDS.every((kind) => consents[kind]);
  const missing = showMissing && !hasRequiredConsents(consents);

  const setOne = (kind: keyof Consents, agreed: boolean) => {
    onChange({ ...consents, [kind]: agreed });
  };

  const setAll = (agreed: boolean) => {
    onChange({ terms: agreed, privacy: agreed, marketing: agreed });
  };

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasRequiredConsents(consents)) {
      setShowMissing(false);
      onNext();
      return;
    }
    setShowMissing(true);
    const first = CONSENT_TEXTS.find((text) => text.required && !consents[text.kind]);
    if (first) document.getElementById(`${idPrefix}-${first.kind}`)?.focus();
  };

  return (
    <form className="form" onSubmit={next} noValidate>
      <fieldset className="consents" aria-describedby={missing ? errorId : undefined}>
        <legend>동의 항목</legend>
        <div className="form__check consents__all">
          <input
            id={`${idPrefix}-all`}
            type="checkbox"
            checked={allChecked}
            onChange={(event) => setAll(event.target.checked)}
            aria-describedby={`${idPrefix}-all-hint`}
          />
          <label htmlFor={`${idPrefix}-all`}>모두 동의합니다</label>
        </div>
        <p id={`${idPrefix}-all-hint`} className="form__hint">
          선택 항목인 마케팅 정보 수신 동의도 함께 선택됩니다.
        </p>
        {CONSENT_TEXTS.map((text) => (
          <ConsentItem
            key={text.kind}
            id={`${idPrefix}-${text.kind}`}
            text={text}
            checked={consents[text.kind]}
            invalid={missing && text.required && !consents[text.kind]}
            errorId={errorId}
            onChange={(agreed) => setOne(text.kind, agreed)}
          />
        ))}
      </fieldset>
      <p id={errorId} className="form__alert" role="alert">
        {missing ? MISSING_MESSAGE : ''}
      </p>
      <button type="submit" className="button button--primary button--block">
        다음
      </button>
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
