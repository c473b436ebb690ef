import type { ReactNode } from 'react';
import type { FormApi } from './use-form';
import './forms.css';

export interface RadioChoice<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
  /** A line under the choice (what it means, or that it is not taken yet). */
  readonly note?: ReactNode;
}

/**
 * One choice among a few (the fund, how to pay, the method), as radio buttons in a fieldset with its legend: the form's value and
 * error, the error read with the group (the kit's fields are one input each).
 */
export function RadioChoices<V, K extends keyof V & string>({
  form,
  name,
  legend,
  choices,
  onChoose,
}: {
  readonly form: FormApi<V>;
  readonly name: K;
  readonly legend: string;
  readonly choices: readonly RadioChoice<V[K] & string>[];
  /** Instead of setting the value alone (a choice that changes other fields too). */
  readonly onChoose?: (value: V[K] & string) => void;
}) {
  const error = form.errors[name];
  const errorId = form.errorIdOf(name);
  return (
    <fieldset
      className="form__choices"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      {choices.map((choice, index) => (
        <label key={choice.value} className="form__choice">
          <input
            type="radio"
            name={form.idOf(name)}
            // The first takes the focus when the group is refused.
            id={index === 0 ? form.idOf(name) : undefined}
            value={choice.value}
            checked={form.values[name] === choice.value}
            aria-invalid={error && index === 0 ? true : undefined}
            onChange={() => (onChoose ? onChoose(choice.value) : form.setValue(name, choice.value))}
          />
          <span>
            {choice.label}
            {choice.note ? <small className="form__choice-note">{choice.note}</small> : null}
          </span>
        </label>
      ))}
      <p id={errorId} className="form__error" aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
