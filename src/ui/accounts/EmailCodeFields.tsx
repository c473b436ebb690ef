import { useEffect, useState } from 'react';
import { isAuthCodeRefusal } from '../../application/shared/errors/refusal-codes';
import type { AuthMailPurpose } from '../../application/accounts/auth-api';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { TextField } from '../shared/forms/kit';
import type { FieldErrors, FormApi, StringKeys } from '../shared/forms/use-form';

/** The server sends at most one code a minute to an address. */
export const RESEND_AFTER_SECONDS = 60;
/** How long a code stays valid (the server's rule, told to the member). */
export const CODE_VALID_MINUTES = 10;

export interface EmailCodeFieldsProps<V> {
  readonly form: FormApi<V>;
  readonly emailName: StringKeys<V>;
  readonly codeName: StringKeys<V>;
  readonly purpose: AuthMailPurpose;
  readonly emailLabel?: string;
  readonly emailHint?: string;
}

/**
 * An e-mail address and the 6-digit code mailed to it: "인증번호 받기" checks the address, asks
 * the server to mail a code, and then counts down until a new code may be asked for.
 */
export function EmailCodeFields<V>(props: EmailCodeFieldsProps<V>) {
  const { form, emailName, codeName, purpose } = props;
  const { accounts } = useAppServices();
  const reasonOf = useRefusalReason();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    if (sending || secondsLeft > 0) return;
    if (!form.check(emailName)) {
      document.getElementById(form.idOf(emailName))?.focus();
      return;
    }
    const email = String(form.values[emailName]).trim();
    setSending(true);
    try {
      await accounts.sendAuthMail({ email, purpose });
      setSentTo(email);
      setSecondsLeft(RESEND_AFTER_SECONDS);
      document.getElementById(form.idOf(codeName))?.focus();
    } catch (error) {
      form.setFieldError(emailName, reasonOf(error, '인증번호를 보내지 못했습니다.'));
    } finally {
      setSending(false);
    }
  };

  const sentToCurrent = sentTo !== null && sentTo === String(form.values[emailName]).trim();
  const buttonLabel = sending
    ? '보내는 중…'
    : secondsLeft > 0
      ? `다시 받기 (${secondsLeft}초 후)`
      : sentTo
        ? '인증번호 다시 받기'
        : '인증번호 받기';

  return (
    <>
      <TextField
        form={form}
        name={emailName}
        label={props.emailLabel ?? '이메일'}
        hint={props.emailHint}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        required
        action={
          <button
            type="button"
            className="button"
            onClick={() => void send()}
            disabled={sending || secondsLeft > 0}
          >
            {buttonLabel}
          </button>
        }
        status={
          sentToCurrent
            ? `인증번호를 ${sentTo} 주소로 보냈습니다. ${CODE_VALID_MINUTES}분 안에 입력해 주세요.`
            : null
        }
      />
      <TextField
        form={form}
        name={codeName}
        label="인증번호"
        hint="메일로 받은 6자리 숫자를 입력해 주세요."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
    </>
  );
}

/** The rule of a 6-digit code field. */
export function authCodeRule(value: string): string | null {
  if (!value.trim()) return '메일로 받은 인증번호를 입력해 주세요.';
  return /^[0-9]{6}$/u.test(value.trim()) ? null : '인증번호는 숫자 6자리입니다.';
}

/**
 * For a submit that sent a code: a refused code (wrong, expired or used up) becomes the code
 * field's error, shown next to it with what was typed kept; any other failure is passed on and
 * shown above the submit button.
 */
export function codeRefusalOf<V>(error: unknown, codeName: keyof V): FieldErrors<V> {
  if (!isAuthCodeRefusal(error)) throw error;
  const errors: FieldErrors<V> = {};
  errors[codeName] = error.message;
  return errors;
}
