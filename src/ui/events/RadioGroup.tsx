import type { ReactNode } from 'react';
import type { FormApi } from '../shared/forms/use-form';

export interface RadioOption<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
  /** A line under the choice: what it means. */
  readonly note?: ReactNode;
}

/**
 * One choice among a few (how to pay, the method), as radio buttons in a fieldset with its
 * legend; the error is read with the group and the first button takes the focus when refused.
 */
export function RadioGroup<V, K extends keyof V & string>({
  form,
  name,
  legend,
  options,
}: {
  readonly form: FormApi<V>;
  readonly name: K;
  readonly legend: string;
  readonly options: readonly RadioOption<V[K] & string>[];
}) {
  const error = form.errors[name];
  const errorId = form.errorIdOf(name);
  return (
    <fieldset
      className="event__choices"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="event__choice">
          <input
            type="radio"
            name={form.idOf(name)}
            id={index === 0 ? form.idOf(name) : undefined}
            value={option.value}
            checked={form.values[name] === option.value}
            aria-invalid={error && index === 0 ? true : undefined}
            onChange={() => form.setValue(name, option.value)}
          />
          <span>
            {option.label}
            {option.note ? <small className="event__choice-note">{option.note}</small> : null}
          </span>
        </label>
      ))}
      <p id={errorId} className="form__error" aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
