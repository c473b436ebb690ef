import { TextField } from '../shared/forms/TextField';
import type { FormApi } from '../shared/forms/use-form';

/** A card number the sandbox accepts (any 15–16 digits but its declined one pay). */
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

/** The sandbox's card number rule, as its windows check it before sending. */
export function sandboxCardNumberMessage(value: string): string | null {
  return /^\d{15,16}$/u.test(value.replace(/[\s-]/gu, ''))
    ? null
    : '카드 번호 15~16자리를 입력해 주세요.';
}

/** The test card's number in the sandbox's windows (payment and card registration). */
export function SandboxCardField({ form }: { readonly form: FormApi<{ cardNumber: string }> }) {
  return (
    <TextField
      form={form}
      name="cardNumber"
      label="테스트 카드 번호"
      inputMode="numeric"
      autoComplete="off"
      hint="시험용 번호를 채워 두었습니다. 실제 카드 번호는 넣지 마세요."
    />
  );
}
