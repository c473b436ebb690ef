import { useEffect, useId, useRef, useState } from 'react';

/**
 * The reason the office gives for a decision (a rejection, a lock, a withdrawal, a role): kept in
 * the audit log, and for a rejection mailed to the applicant. Required; focused when it opens.
 */
export function ReasonForm({
  label,
  hint,
  maxLength,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  readonly label: string;
  readonly hint: string;
  readonly maxLength: number;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly onSubmit: (reason: string) => void;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    field.current?.focus();
  }, []);
  return (
    <form
      className="office-reason"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError('사유를 입력해 주세요.');
          field.current?.focus();
          return;
        }
        onSubmit(reason.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={field}
        id={id}
        value={reason}
        rows={3}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="form__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="form__hint">
          {hint} {maxLength}자까지 적을 수 있습니다.
        </p>
      )}
      <p className="office-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          취소
        </button>
      </p>
    </form>
  );
}
