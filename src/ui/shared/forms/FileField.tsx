import type { ReactNode } from 'react';
import './forms.css';

/**
 * A file taken as soon as it is picked (a statement to read, a report to attach), framed like
 * every kit field. The input is emptied after each pick, so that the same file may be picked
 * again after a refusal.
 */
export function FileField({
  id,
  label,
  hint,
  accept,
  disabled,
  onFile,
}: {
  readonly id: string;
  readonly label: string;
  /** A line under the input (e.g. the file attached now), read with it by screen readers. */
  readonly hint?: ReactNode;
  readonly accept?: string;
  readonly disabled?: boolean;
  readonly onFile: (file: File) => void;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {hint ? (
        <p id={hintId} className="form__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
