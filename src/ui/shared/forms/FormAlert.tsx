import { useShownRefusal } from './use-shown-refusal';
import './forms.css';

/**
 * A message about the whole form, e.g. the server's refusal; announced when it appears, and not
 * notified as well (issue 29).
 */
export function FormAlert({
  id,
  message,
}: {
  /** For a field or fieldset to name it in its `aria-describedby`. */
  readonly id?: string;
  readonly message: string | null;
}) {
  useShownRefusal(message);
  return (
    <p id={id} className="form__alert" role="alert">
      {message ?? ''}
    </p>
  );
}
