import type { ReactNode } from 'react';
import './forms.css';

/** One file at a time, or several (a notice's attachments). */
type Taking =
  | { readonly multiple?: false; readonly onFile: (file: File) => void }
  | { readonly multiple: true; readonly onFiles: (files: readonly File[]) => void };

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
  ...taking
}: {
  readonly id: string;
  readonly label: string;
  /** A line under the input (e.g. the file attached now), read with it by screen readers. */
  readonly hint?: ReactNode;
  readonly accept?: string;
  readonly disabled?: boolean;
} & Taking) {
  const hintId = `${id}-hint`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={taking.multiple}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length === 0) return;
          if (taking.multiple) taking.onFiles(files);
          else if (files[0]) taking.onFile(files[0]);
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
