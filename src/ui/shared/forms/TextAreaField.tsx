import type { TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldProps } from './FieldFrame';
import './forms.css';

type TextAreaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'
>;

export type TextAreaFieldProps<V> = FieldProps<V> & TextAreaAttributes;

/** Text of several lines (a fund's description, a reason), framed like every kit field. */
export function TextAreaField<V>({
  form,
  name,
  label,
  hint,
  required,
  ...textarea
}: TextAreaFieldProps<V>) {
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} required={required}>
      <textarea
        {...textarea}
        {...form.bind(name)}
        required={required}
        aria-required={required || undefined}
        aria-describedby={describedBy(form, name, Boolean(hint))}
      />
    </FieldFrame>
  );
}
