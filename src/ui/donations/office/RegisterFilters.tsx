import { useEffect } from 'react';
import { SelectField, SubmitButton, TextField } from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';

const NO_RULES = {};

/** The register's tax year, with the kit's select: choosing one shows it at once. */
export function RegisterYearField({
  year,
  years,
  onChoose,
}: {
  readonly year: number;
  readonly years: readonly number[];
  readonly onChoose: (year: number) => void;
}) {
  const form = useForm({
    initial: { year: String(year) },
    rules: NO_RULES,
    onSubmit: async () => undefined,
  });
  const { setValue } = form;
  // The address holds the year: back and forward change it, and the select follows.
  useEffect(() => setValue('year', String(year)), [year, setValue]);
  return (
    <SelectField
      form={form}
      name="year"
      label="귀속 연도"
      options={years.map((each) => ({ value: String(each), label: `${each}년` }))}
      onChoose={(value) => onChoose(Number(value))}
    />
  );
}

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
