import { SubmitButton } from '../shared/forms/kit';
import type { FormApi } from '../shared/forms/use-form';

/**
 * 게시 and 임시 저장 of an editor of something published or kept as a draft (a notice, an
 * album): each says what it means, then sends the form (`sentByActions`), saying it is busy.
 */
export function PublishButtons<V extends { readonly published: boolean }>({
  form,
  wasPublished,
  disabled,
}: {
  readonly form: FormApi<V>;
  /** Published before: the buttons then offer to publish the changes, or take it back. */
  readonly wasPublished: boolean;
  /** Held back while something else goes on (an upload, a deletion). */
  readonly disabled: boolean;
}) {
  const send = (published: boolean) => {
    form.setValue('published', published);
    form.submit();
  };
  const publishing = form.values.published;
  return (
    <>
      <SubmitButton
        inline
        submitting={form.submitting && publishing}
        disabled={disabled}
        busyLabel="게시하는 중…"
        onClick={() => send(true)}
      >
        {wasPublished ? '수정 내용 게시' : '게시'}
      </SubmitButton>
      <SubmitButton
        inline
        plain
        submitting={form.submitting && !publishing}
        disabled={disabled}
        busyLabel="저장하는 중…"
        onClick={() => send(false)}
      >
        {wasPublished ? '게시 중지(임시 저장)' : '임시 저장'}
      </SubmitButton>
    </>
  );
}
