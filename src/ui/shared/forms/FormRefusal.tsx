import './forms.css';

/**
 * A form's refusal, said where the form is, and nothing while there is none. With an `id`, an
 * input names it in its `aria-describedby`.
 */
export function FormRefusal({
  id,
  message,
}: {
  readonly id?: string;
  readonly message: string | null;
}) {
  return message ? (
    <p id={id} role="alert" className="form__error">
      {message}
    </p>
  ) : null;
}
