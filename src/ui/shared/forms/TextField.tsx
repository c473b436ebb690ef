import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, FieldFrame, type FieldProps } from './FieldFrame';
import './forms.css';

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
      // The form's own mark, or one its page gives (a refusal that reaches it another way).
      aria-invalid={bound['aria-invalid'] ?? input['aria-invalid']}
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
