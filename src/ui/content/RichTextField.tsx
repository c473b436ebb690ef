import { FormRefusal } from '../shared/forms/FormRefusal';
import { RichTextEditor } from './RichTextEditor';

/**
 * A required body in the rich-text editor (a notice's, a page's): its label, the editor, and
 * the refusal beside it, tied to the editor for screen readers.
 */
export function RichTextField({
  id,
  initialHtml,
  problem,
  onChange,
}: {
  /** Prefix of the label's and the refusal's ids. */
  readonly id: string;
  readonly initialHtml: string;
  /** What is wrong with the body, or null. */
  readonly problem: string | null;
  readonly onChange: (html: string, empty: boolean) => void;
}) {
  return (
    <div className="form__field">
      <span id={`${id}-label`} className="form__label">
        본문<span className="form__required"> (필수)</span>
      </span>
      <RichTextEditor
        labelledBy={`${id}-label`}
        describedBy={problem ? `${id}-error` : undefined}
        invalid={problem !== null}
        initialHtml={initialHtml}
        onChange={onChange}
      />
      <FormRefusal id={`${id}-error`} message={problem} />
    </div>
  );
}
