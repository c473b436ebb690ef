import { useShownRefusal } from './use-shown-refusal';
import './forms.css';

/**
 * A message about the whole form, e.g. the server's refusal; announced when it appears, and not
 * notified as well (issue 29).
 */
export function FormAlert({ message }: { readonly message: string | null }) {
  useShownRefusal(message);
  return (
    <p className="form__alert" role="alert">
      {message ?? ''}
    </p>
  );
}
