import type { ReactNode } from 'react';
import type { FormApi, StringKeys } from './use-form';
import './forms.css';

/** What every field kind takes: its form, the value it edits, and its words. */
export interface FieldProps<V> {
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
