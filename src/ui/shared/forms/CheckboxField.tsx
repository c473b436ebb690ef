import type { InputHTMLAttributes, ReactNode } from 'react';
import './forms.css';

type CheckboxInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'checked' | 'onChange'
>;

/** One checkbox with its label after it (아이디 저장, 약관 동의…); `input` adds its attributes. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  input,
  className,
}: {
  readonly id: string;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly input?: CheckboxInputProps;
  /** Added to the box's frame, e.g. to set one apart ("모두 동의"). */
  readonly className?: string;
}) {
  return (
    <div className={className ? `form__check ${className}` : 'form__check'}>
      <input
        {...input}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
