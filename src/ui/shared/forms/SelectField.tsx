import { describedBy, FieldFrame, type FieldProps } from './FieldFrame';
import './forms.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps<V> extends FieldProps<V> {
  readonly options: readonly SelectOption[];
  /** The first, empty option (e.g. "선택해 주세요"). */
  readonly placeholder?: string;
  readonly disabled?: boolean;
  /** Takes the choice instead of the form, e.g. to clear a field that depends on this one. */
  readonly onChoose?: (value: string) => void;
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
  onChoose,
}: SelectFieldProps<V>) {
  const bound = form.bind(name);
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} required={required}>
      <select
        id={bound.id}
        name={bound.name}
        value={bound.value}
        onChange={onChoose ? (event) => onChoose(event.target.value) : bound.onChange}
        onBlur={bound.onBlur}
        disabled={disabled}
        required={required}
        aria-required={required || undefined}
        aria-invalid={bound['aria-invalid']}
        aria-describedby={describedBy(form, name, Boolean(hint))}
      >
        <SelectOptions options={options} placeholder={placeholder} />
      </select>
    </FieldFrame>
  );
}

/** A select's options, after an empty first one when there is a placeholder. */
export function SelectOptions({
  options,
  placeholder,
}: Pick<SelectFieldProps<unknown>, 'options' | 'placeholder'>) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
