import { TextField } from '../shared/forms/kit';
import type { FormApi, StringKeys } from '../shared/forms/use-form';

/** A period's two days (in Korea), as the console's forms take them: two kit date fields. */
export function PeriodInputs<V>({
  form,
  fromName,
  toName,
}: {
  readonly form: FormApi<V>;
  readonly fromName: StringKeys<V>;
  readonly toName: StringKeys<V>;
}) {
  return (
    <>
      <TextField form={form} name={fromName} label="시작일" type="date" />
      <TextField form={form} name={toName} label="종료일" type="date" />
    </>
  );
}
