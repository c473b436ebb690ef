import './forms.css';

/** A message about the whole form, e.g. the server's refusal; announced when it appears. */
export function FormAlert({ message }: { readonly message: string | null }) {
  return (
    <p className="form__alert" role="alert">
      {message ?? ''}
    </p>
  );
}
