import { isAuthCodeRefusal } from '../../application/shared/errors/refusal-codes';
import { validateEmail } from '../../domain/shared/validation/email';
import { useAppServices } from '../shared/app/app-services';
import { authCodeRule, EmailCodeFields } from '../accounts';
import { FormAlert, SubmitButton } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import type { SectionProps } from './ProfileSection';
import { normalised } from '../shared/forms/rules';

interface EmailValues {
  readonly email: string;
  readonly code: string;
}

/** 이메일: the address changes only with the code mailed to the new one. */
export function EmailSection({ saved, onSaved, headingId }: SectionProps) {
  const { profileUpdate, notifier } = useAppServices();
  const form = useForm<EmailValues>({
    initial: { email: '', code: '' },
    rules: {
      email: (value) => {
        const result = validateEmail(value);
        if (!result.ok) return result.message;
        return result.value === saved.email
          ? '지금 사용하고 있는 주소입니다. 새 이메일 주소를 입력해 주세요.'
          : null;
      },
      code: authCodeRule,
    },
    onSubmit: async (values) => {
      try {
        const next = await profileUpdate.execute(saved, {
          email: normalised(validateEmail(values.email), values.email),
          emailAuthCode: values.code.trim(),
        });
        onSaved(next);
      } catch (error) {
        // A wrong or expired code: the message goes next to the code, and what was typed stays.
        if (isAuthCodeRefusal(error)) return { code: error.message };
        throw error;
      }
      form.setValue('email', '');
      form.setValue('code', '');
      notifier.success('이메일 주소를 변경했습니다.');
    },
  });

  return (
    <form className="form" {...form.formProps} aria-labelledby={headingId}>
      <dl className="my-info__facts">
        <div>
          <dt>현재 이메일</dt>
          <dd>{saved.email || '등록된 주소가 없습니다.'}</dd>
        </div>
      </dl>
      <EmailCodeFields
        form={form}
        emailName="email"
        codeName="code"
        purpose="changeEmail"
        emailLabel="새 이메일"
        emailHint="새 주소로 인증번호를 보내 드립니다. 인증번호를 입력하고 저장해야 주소가 바뀝니다."
      />
      <FormAlert message={form.formError} />
      <SubmitButton submitting={form.submitting} busyLabel="변경하는 중…">
        이메일 변경
      </SubmitButton>
    </form>
  );
}
