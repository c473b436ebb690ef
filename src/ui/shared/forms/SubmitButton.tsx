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
  plain = false,
  disabled = false,
  onClick,
}: {
  readonly submitting: boolean;
  readonly children: ReactNode;
  readonly busyLabel: string;
  readonly inline?: boolean;
  /** Red: the submit undoes something (cancels a receipt). */
  readonly danger?: boolean;
  /** Plain: the second of two ways to send a form (임시 저장 beside 게시). */
  readonly plain?: boolean;
  /** Held back for another reason than sending (a file still uploading). */
  readonly disabled?: boolean;
  /**
   * For a form of several actions (`useForm`'s `sentByActions`): the button submits through
   * this, saying which action it is before `form.submit()`.
   */
  readonly onClick?: () => void;
}) {
  const look = plain ? 'button' : danger ? 'button button--danger' : 'button button--primary';
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={inline ? look : `${look} button--block`}
      disabled={submitting || disabled}
      aria-busy={submitting || undefined}
      onClick={onClick}
    >
      {submitting ? busyLabel : children}
    </button>
  );
}
