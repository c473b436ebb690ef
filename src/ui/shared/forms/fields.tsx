import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { passwordChecklist } from '../../../domain/shared/validation/password';
import type { FormApi, StringKeys } from './use-form';
import './forms.css';

interface FieldProps<V> {
  readonly form: FormApi<V>;
  readonly name: StringKeys<V>;
  readonly label: string;
  /** A line under the input, read with it by screen readers. */
  readonly hint?: ReactNode;
  readonly required?: boolean;
}

/** The label, the hint and the error of one field, tied to its input. */
export function FieldFrame<V>({
  form,
  name,
  label,
  hint,
  required,
  children,
}: FieldProps<V> & { readonly children: ReactNode }) {
  const error = form.errors[name];
  return (
    <div className="form__field">
      <label htmlFor={form.idOf(name)}>
        {label}
        {required ? <span className="form__required"> (필수)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={form.hintIdOf(name)} className="form__hint">
          {hint}
        </p>
      ) : null}
      {/* Always present, so that screen readers announce the message when it appears. */}
      <p id={form.errorIdOf(name)} className="form__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** `aria-describedby` of a field: its hint (when shown) and its error (when there is one). */
export function describedBy<V>(
  form: FormApi<V>,
  name: keyof V,
  hasHint: boolean,
): string | undefined {
  const ids = [
    hasHint ? form.hintIdOf(name) : null,
    form.errors[name] ? form.errorIdOf(name) : null,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'
>;

export interface TextFieldProps<V> extends FieldProps<V>, InputAttributes {
  /** Shown right of the input, e.g. a check button. */
  readonly action?: ReactNode;
  /**
   * A confirmation under the input (e.g. "사용할 수 있는 아이디입니다."): null while there is
   * none; leave it out for fields that never have one.
   */
  readonly status?: ReactNode;
}

export function TextField<V>({
  form,
  name,
  label,
  hint,
  required,
  action,
  status,
  ...input
}: TextFieldProps<V>) {
  const bound = form.bind(name);
  const field = (
    <input
      {...input}
      {...bound}
      required={required}
      aria-required={required || undefined}
      aria-describedby={describedBy(form, name, Boolean(hint))}
    />
  );
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} required={required}>
      {action ? (
        <div className="input-with-action">
          {field}
          {action}
        </div>
      ) : (
        field
      )}
      {/* Present from the start when the field can have a status, so that screen readers
          announce it when it appears. */}
      {status !== undefined ? (
        <p className="form__status" role="status">
          {status}
        </p>
      ) : null}
    </FieldFrame>
  );
}

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

export interface NewPasswordFieldsProps<V> {
  readonly form: FormApi<V>;
  readonly name: StringKeys<V>;
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

export interface SelectFieldProps<V> extends FieldProps<V> {
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The first, empty option (e.g. "선택해 주세요"). */
  readonly placeholder?: string;
  readonly disabled?: boolean;
}

export function SelectField<V>({
  form,
  name,
  label,
  hint,
  required,
  options,
  placeholder,
  disabled,
}: SelectFieldProps<V>) {
  const bound = form.bind(name);
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} required={required}>
      <select
        id={bound.id}
        name={bound.name}
        value={bound.value}
        onChange={bound.onChange}
        onBlur={bound.onBlur}
        disabled={disabled}
        required={required}
        aria-required={required || undefined}
        aria-invalid={bound['aria-invalid']}
        aria-describedby={describedBy(form, name, Boolean(hint))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A message about the whole form, e.g. the server's refusal; announced when it appears. */
export function FormAlert({ message }: { readonly message: string | null }) {
  return (
    <p className="form__alert" role="alert">
      {message ?? ''}
    </p>
  );
}

/** The submit button: disabled while the form is being sent, saying so. */
export function SubmitButton({
  submitting,
  children,
  busyLabel,
}: {
  readonly submitting: boolean;
  readonly children: ReactNode;
  readonly busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      {submitting ? busyLabel : children}
    </button>
  );
}
