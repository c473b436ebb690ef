import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isSixDigitCode, typedSecondFactorCode } from '../../domain/session/second-factor';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { SubmitButton } from '../shared/forms/SubmitButton';

interface SecondFactorCodeFormProps {
  readonly label: string;
  readonly hint: string;
  /** The enrolment takes the app's six digits only; the later sign-ins a recovery code too. */
  readonly digitsOnly: boolean;
  readonly busy: boolean;
  /** The server's refusal of the last code, or null. */
  readonly error: string | null;
  readonly onSubmit: (code: string) => void;
}

/** One code typed for the second step, with its refusal announced and the field refocused. */
export function SecondFactorCodeForm({
  label,
  hint,
  digitsOnly,
  busy,
  error,
  onSubmit,
}: SecondFactorCodeFormProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  // The step replaces the password form: the field takes the focus it had.
  useEffect(() => {
    input.current?.focus();
  }, []);

  // After a refusal the field (emptied at submit) takes the focus again, for the next code.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const refusal = !typedSecondFactorCode(code)
      ? '인증 코드를 입력해 주세요.'
      : digitsOnly && !isSixDigitCode(code)
        ? '인증 앱에 표시된 숫자 6자리를 입력해 주세요.'
        : null;
    setProblem(refusal);
    if (refusal) {
      input.current?.focus();
      return;
    }
    onSubmit(code);
    setCode('');
  };

  const message = problem ?? error;
  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form__field">
        <label htmlFor={`${hintId}-code`}>{label}</label>
        <input
          ref={input}
          id={`${hintId}-code`}
          name="code"
          autoComplete="one-time-code"
          inputMode={digitsOnly ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          required
        />
        <p id={hintId} className="form__hint">
          {hint}
        </p>
      </div>
      <FormRefusal id={errorId} message={message} />
      <SubmitButton submitting={busy} busyLabel="확인하는 중…">
        확인
      </SubmitButton>
    </form>
  );
}
