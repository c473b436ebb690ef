import type { ReactNode } from 'react';
import './forms.css';

/**
 * The submit button: disabled while the form is being sent, saying so. Full width under a
 * form's fields; `inline` beside them, in a search or filter row (`form--filters`) or a row of
 * actions.
 */
export function SubmitButton({
  submitting,
  children,
  busyLabel,
  inline = false,
  danger = false,
}: {
  readonly submitting: boolean;
  readonly children: ReactNode;
  readonly busyLabel: string;
  readonly inline?: boolean;
  /** Red: the submit undoes something (cancels a receipt). */
  readonly danger?: boolean;
}) {
  const look = danger ? 'button button--danger' : 'button button--primary';
  return (
    <button
      type="submit"
      className={inline ? look : `${look} button--block`}
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      {submitting ? busyLabel : children}
    </button>
  );
}
