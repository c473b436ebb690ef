import { USER_ID_INPUT_MAX_LENGTH } from '../../../domain/shared/validation/user-id';
import { FormAlert, SubmitButton, TextField } from '../../shared/forms/kit';
import type { FieldRules, FormApi } from '../../shared/forms/use-form';
import { IDENTITY_RULES, IdentityFields, type IdentityValues } from '../IdentityFields';
import { RecoveryLinks } from '../RecoveryLinks';

export interface VerifyValues extends IdentityValues {
  readonly userId: string;
}

export const VERIFY_RULES: FieldRules<VerifyValues> = {
  // Only required: an id from before today's rules must still be recoverable.
  userId: (value) => (value.trim() ? null : '아이디를 입력해 주세요.'),
  ...IDENTITY_RULES,
};

/** The first step of finding a password: the id, and the member's identity proved by e-mail. */
export function VerifyStep({
  form,
  restartReason,
}: {
  readonly form: FormApi<VerifyValues>;
  /** Why the member is back at this step (the reset token was refused), or null. */
  readonly restartReason: string | null;
}) {
  return (
    <>
      {restartReason ? <FormAlert message={restartReason} /> : null}
      <p className="muted">
        아이디와 회원가입 때 입력한 이름, 이메일 주소를 입력해 주세요. 이메일로 받은 인증번호를
        확인한 뒤 새 비밀번호를 정할 수 있습니다.
      </p>
      <form className="form" {...form.formProps}>
        <TextField
          form={form}
          name="userId"
          label="아이디"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USER_ID_INPUT_MAX_LENGTH}
          required
        />
        <IdentityFields form={form} purpose="findPassword" />
        <FormAlert message={form.formError} />
        <SubmitButton submitting={form.submitting} busyLabel="확인하는 중…">
          다음
        </SubmitButton>
      </form>
      <RecoveryLinks show={['signIn', 'findId', 'signUp']} />
    </>
  );
}
