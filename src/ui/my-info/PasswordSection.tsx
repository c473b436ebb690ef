import { isRefusal } from '../../application/shared/errors/refusal-codes';
import {
  validatePassword,
  validatePasswordConfirmation,
} from '../../domain/shared/validation/password';
import { useAppServices } from '../shared/app/app-services';
import { PasswordChangeForm, PasswordField } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import type { SectionProps } from './ProfileSection';
import { messageOf } from '../shared/forms/rules';

interface PasswordValues {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly newPasswordConfirm: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** 비밀번호 변경: the current password, then the new one twice. */
export function PasswordSection({ saved, headingId }: Omit<SectionProps, 'onSaved'>) {
  const { myInfo, notifier } = useAppServices();
  const { userId } = saved;
  const form = useForm<PasswordValues>({
    initial: EMPTY,
    rules: {
      currentPassword: (value) => (value ? null : '현재 비밀번호를 입력해 주세요.'),
      newPassword: (value, values) => {
        const message = messageOf(validatePassword(value, { userId }));
        if (message) return message;
        return value === values.currentPassword
          ? '새 비밀번호는 현재 비밀번호와 달라야 합니다.'
          : null;
      },
      newPasswordConfirm: (value, values) =>
        messageOf(validatePasswordConfirmation(values.newPassword, value)),
    },
    onSubmit: async (values) => {
      try {
        await myInfo.changeMyPassword({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
      } catch (error) {
        if (isRefusal(error, 'wrongPassword')) return { currentPassword: error.message };
        throw error;
      }
      for (const name of Object.keys(EMPTY) as (keyof PasswordValues)[]) form.setValue(name, '');
      notifier.success(
        '비밀번호를 변경했습니다. 다른 기기에서는 새 비밀번호로 다시 로그인해 주세요.',
      );
    },
  });

  return (
    <PasswordChangeForm
      form={form}
      name="newPassword"
      confirmationName="newPasswordConfirm"
      userId={userId}
      labelledBy={headingId}
    >
      <PasswordField
        form={form}
        name="currentPassword"
        label="현재 비밀번호"
        autoComplete="current-password"
        required
      />
    </PasswordChangeForm>
  );
}
