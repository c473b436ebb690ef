import { type ReactNode, useState } from 'react';
import { passwordChecklist } from '../../../domain/shared/validation/password';
import { describedBy, FieldFrame, type FieldProps } from './FieldFrame';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import type { StringKeys } from './use-form';
import './forms.css';

export interface PasswordFieldProps<V> extends FieldProps<V> {
  readonly autoComplete: 'current-password' | 'new-password';
  /** Shows the password rules as a checklist that follows what is typed (new passwords). */
  readonly checklistFor?: { readonly userId?: string };
}

/** A password with a show/hide button, and for a new password the rules as a checklist. */
export function PasswordField<V>({
  form,
  name,
  label,
  hint,
  required,
  autoComplete,
  checklistFor,
}: PasswordFieldProps<V>) {
  const [visible, setVisible] = useState(false);
  const bound = form.bind(name);
  const checklistId = `${form.idOf(name)}-rules`;
  const described = [checklistFor ? checklistId : null, describedBy(form, name, Boolean(hint))]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} required={required}>
      <div className="password-input">
        <input
          {...bound}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required={required}
          aria-required={required || undefined}
          aria-describedby={described}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={visible}
          aria-controls={bound.id}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? '숨기기' : '보기'}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
      {checklistFor ? (
        <ul id={checklistId} className="password-rules" aria-label="비밀번호 조건">
          {passwordChecklist(bound.value, checklistFor).map((check) => (
            <li key={check.rule} className={check.met ? 'password-rules__met' : undefined}>
              <span aria-hidden="true">{check.met ? '✓' : '·'}</span> {check.label}
              <span className="visually-hidden">{check.met ? ': 충족' : ': 미충족'}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}

export interface NewPasswordFieldsProps<V> extends Pick<FieldProps<V>, 'form' | 'name'> {
  readonly confirmationName: StringKeys<V>;
  /** The account's id: the checklist shows that the password must not contain it. */
  readonly userId: string;
  readonly label?: string;
  readonly confirmationHint?: string;
}

/** A new password, with its rules as a checklist, and its confirmation. */
export function NewPasswordFields<V>({
  form,
  name,
  confirmationName,
  userId,
  label = '새 비밀번호',
  confirmationHint,
}: NewPasswordFieldsProps<V>) {
  return (
    <>
      <PasswordField
        form={form}
        name={name}
        label={label}
        autoComplete="new-password"
        checklistFor={{ userId }}
        required
      />
      <PasswordField
        form={form}
        name={confirmationName}
        label={`${label} 확인`}
        hint={confirmationHint}
        autoComplete="new-password"
        required
      />
    </>
  );
}

/**
 * The account whose password a form changes, in a hidden input: password managers read it to
 * know which of their entries to update.
 */
export function PasswordManagerUsername({ userId }: { readonly userId: string }) {
  return (
    <input type="text" name="username" autoComplete="username" value={userId} readOnly hidden />
  );
}

export interface PasswordChangeFormProps<V> extends NewPasswordFieldsProps<V> {
  /** The id of the heading that names the form, where one does. */
  readonly labelledBy?: string;
  /** Fields asked before the new password (e.g. the current one). */
  readonly children?: ReactNode;
}

/**
 * A form that sets an account's new password: the account for password managers, the new
 * password twice, the server's refusal and the submit button.
 */
export function PasswordChangeForm<V>({
  labelledBy,
  children,
  ...newPassword
}: PasswordChangeFormProps<V>) {
  const { form, userId } = newPassword;
  return (
    <form className="form" {...form.formProps} aria-labelledby={labelledBy}>
      <PasswordManagerUsername userId={userId} />
      {children}
      <NewPasswordFields {...newPassword} />
      <FormAlert message={form.formError} />
      <SubmitButton submitting={form.submitting} busyLabel="변경하는 중…">
        비밀번호 변경
      </SubmitButton>
    </form>
  );
}
