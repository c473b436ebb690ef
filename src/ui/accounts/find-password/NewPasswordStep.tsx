import { useMemo } from 'react';
import { isRefusal } from '../../../application/shared/errors/refusal-codes';
import {
  validatePassword,
  validatePasswordConfirmation,
} from '../../../domain/shared/validation/password';
import { useAppServices } from '../../shared/app/app-services';
import { PasswordChangeForm } from '../../shared/forms/kit';
import { messageOf } from '../../shared/forms/rules';
import { type FieldRules, useForm } from '../../shared/forms/use-form';

interface NewPasswordValues {
  readonly newPassword: string;
  readonly confirmation: string;
}

/**
 * The second step of finding a password: the new password, twice, set with the reset token. A
 * refused token sends the member back to the first step, saying why.
 */
export function NewPasswordStep({
  userId,
  resetToken,
  onDone,
  onRestart,
}: {
  readonly userId: string;
  readonly resetToken: string;
  readonly onDone: () => void;
  readonly onRestart: (reason: string) => void;
}) {
  const { accounts } = useAppServices();
  const rules = useMemo<FieldRules<NewPasswordValues>>(
    () => ({
      newPassword: (value) => messageOf(validatePassword(value, { userId })),
      confirmation: (value, values) =>
        messageOf(validatePasswordConfirmation(values.newPassword, value)),
    }),
    [userId],
  );
  const form = useForm<NewPasswordValues>({
    initial: { newPassword: '', confirmation: '' },
    rules,
    onSubmit: async ({ newPassword }) => {
      try {
        await accounts.resetPassword({ resetToken, newPassword });
        onDone();
        return undefined;
      } catch (error) {
        if (isRefusal(error, 'invalidResetToken')) {
          onRestart(error.message);
          return undefined;
        }
        // The server's password rules are the same as the form's; its word is the last one.
        if (isRefusal(error, 'invalidInput')) return { newPassword: error.message };
        throw error;
      }
    },
  });

  return (
    <>
      <p className="muted">
        새로 사용할 비밀번호를 두 번 입력해 주세요. 변경하면 이 계정으로 로그인되어 있던 모든
        기기에서 로그아웃됩니다.
      </p>
      <PasswordChangeForm
        form={form}
        name="newPassword"
        confirmationName="confirmation"
        userId={userId}
      />
    </>
  );
}
