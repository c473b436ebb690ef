import { describedBy, FieldFrame, type FieldProps } from './FieldFrame';
import './forms.css';

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
