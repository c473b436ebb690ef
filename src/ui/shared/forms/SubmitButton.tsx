import type { ReactNode } from 'react';
import './forms.css';

/**
 * The submit button: disabled while the form is being sent, saying so. Full width under a
 * form's fields; `inline` beside them, in a search or filter row (`form--filters`).
 */
export function SubmitButton({
  submitting,
  children,
  busyLabel,
  inline = false,
}: {
  readonly submitting: boolean;
  readonly children: ReactNode;
  readonly busyLabel: string;
  readonly inline?: boolean;
}) {
  return (
    <button
      type="submit"
      className={inline ? 'button button--primary' : 'button button--primary button--block'}
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      {submitting ? busyLabel : children}
    </button>
  );
}
