import { TextField } from '../shared/forms/kit';
import type { FormApi, StringKeys } from '../shared/forms/use-form';

/** The fax number a receipt goes to (the member's request and the office's alike). */
export function FaxNumberField<V>({
  form,
  name,
}: {
  readonly form: FormApi<V>;
  readonly name: StringKeys<V>;
}) {
  return (
    <TextField
      form={form}
      name={name}
      label="받을 팩스 번호"
      type="tel"
      inputMode="tel"
      hint="유선 전화, 070, 050 팩스 번호를 02-123-4567처럼 입력해 주세요."
      required
    />
  );
}
