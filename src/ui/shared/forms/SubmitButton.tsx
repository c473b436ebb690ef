import type { ReactNode } from 'react';
import './forms.css';

/** The submit button: disabled while the form is being sent, saying so. */
export function SubmitButton({
  submitting,
  children,
  busyLabel,
}: {
  readonly submitting: boolean;
  readonly children: ReactNode;
  readonly busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      {submitting ? busyLabel : children}
    </button>
  );
}
