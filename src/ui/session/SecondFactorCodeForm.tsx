import { useEffect, useId } from 'react';
import { isSixDigitCode, typedSecondFactorCode } from '../../domain/session/second-factor';
import { FormRefusal, SubmitButton, TextField } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';

const NO_RULES = {};

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
  const errorId = useId();
  const form = useForm({
    initial: { code: '' },
    rules: NO_RULES,
    onSubmit: async ({ code }): Promise<void> => {
      if (busy) return;
      // Said once, under the form, like the server's refusal of a code.
      if (!typedSecondFactorCode(code)) return form.refuseAt('code', '인증 코드를 입력해 주세요.');
      if (digitsOnly && !isSixDigitCode(code))
        return form.refuseAt('code', '인증 앱에 표시된 숫자 6자리를 입력해 주세요.');
      onSubmit(code);
      form.setValue('code', '');
    },
  });
  const codeId = form.idOf('code');

  // The step replaces the password form: the field takes the focus it had.
  useEffect(() => {
    document.getElementById(codeId)?.focus();
  }, [codeId]);

  // After a refusal the field (emptied at submit) takes the focus again, for the next code.
  useEffect(() => {
    if (error) document.getElementById(codeId)?.focus();
  }, [error, codeId]);

  const message = form.formError ?? error;
  return (
    <form {...form.formProps} className="form" aria-describedby={message ? errorId : undefined}>
      <TextField
        form={form}
        name="code"
        label={label}
        hint={hint}
        autoComplete="one-time-code"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={message ? true : undefined}
      />
      <FormRefusal id={errorId} message={message} />
      <SubmitButton submitting={busy} busyLabel="확인하는 중…">
        확인
      </SubmitButton>
    </form>
  );
}
