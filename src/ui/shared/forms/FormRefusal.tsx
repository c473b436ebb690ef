import { useShownRefusal } from './use-shown-refusal';
import './forms.css';

/**
 * A form's refusal, said where the form is, and nothing while there is none. With an `id`, an
 * input names it in its `aria-describedby`. Shown here, it is not notified as well (issue 29).
 */
export function FormRefusal({
  id,
  message,
}: {
  readonly id?: string;
  readonly message: string | null;
}) {
  useShownRefusal(message);
  return message ? (
    <p id={id} role="alert" className="form__error">
      {message}
    </p>
  ) : null;
}
