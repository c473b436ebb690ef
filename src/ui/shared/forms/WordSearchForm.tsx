import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { useForm } from './use-form';
import './forms.css';

const NO_RULES = {};

/**
 * A list's search by words alone (공지사항, the receipt register), with the kit's field and
 * button; `onSearch` gets the words trimmed. Give it `key={query}` so that it starts again from
 * the address when the address changes.
 */
export function WordSearchForm({
  label,
  query,
  maxLength,
  submitLabel = '검색',
  onSearch,
}: {
  readonly label: string;
  readonly query: string;
  readonly maxLength?: number;
  readonly submitLabel?: string;
  readonly onSearch: (query: string) => void;
}) {
  const form = useForm({
    initial: { query },
    rules: NO_RULES,
    onSubmit: async (values) => onSearch(values.query.trim()),
  });
  return (
    <form {...form.formProps} className="form--filters" role="search">
      <TextField form={form} name="query" label={label} type="search" maxLength={maxLength} />
      <SubmitButton inline submitting={form.submitting} busyLabel="검색하는 중…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
