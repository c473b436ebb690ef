import { SubmitButton, TextField } from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';

const NO_RULES = {};

/** The register's search by donor or serial, with the kit's field and button. */
export function RegisterSearchForm({
  query,
  onSearch,
}: {
  readonly query: string;
  readonly onSearch: (query: string) => void;
}) {
  const form = useForm({
    initial: { query },
    rules: NO_RULES,
    onSubmit: async (values) => onSearch(values.query.trim()),
  });
  return (
    <form {...form.formProps} className="form--filters" role="search">
      <TextField form={form} name="query" label="기부자 이름 또는 일련번호" type="search" />
      <SubmitButton inline submitting={form.submitting} busyLabel="찾는 중…">
        찾기
      </SubmitButton>
    </form>
  );
}
