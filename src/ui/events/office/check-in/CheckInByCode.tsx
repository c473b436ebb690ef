import { checkInTokenOf } from '../../../../domain/events';
import { SubmitButton, TextField } from '../../../shared/forms/kit';
import { useForm } from '../../../shared/forms/use-form';

const RULES = {
  code: (code: string) =>
    checkInTokenOf(code) === null ? 'QR 코드에 담긴 주소나 코드를 그대로 붙여 넣어 주세요.' : null,
};

/**
 * The QR's contents typed or pasted (a scanner that types, a code read aloud): the field is
 * emptied after each check-in and keeps the focus for the next.
 */
export function CheckInByCode({ onCode }: { readonly onCode: (code: string) => Promise<void> }) {
  const form = useForm({
    initial: { code: '' },
    rules: RULES,
    onSubmit: async ({ code }) => {
      await onCode(code.trim());
      form.setValue('code', '');
      document.getElementById(form.idOf('code'))?.focus();
    },
  });
  return (
    <section aria-labelledby="check-in-code-title">
      <h2 id="check-in-code-title">코드로 확인</h2>
      <form {...form.formProps} className="form--filters">
        <TextField
          form={form}
          name="code"
          label="QR 코드 내용"
          hint="참가 확인 메일의 QR 코드가 담은 주소(…?t=…) 또는 코드"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        <SubmitButton inline submitting={form.submitting} busyLabel="확인하는 중…">
          입장 확인
        </SubmitButton>
      </form>
    </section>
  );
}
