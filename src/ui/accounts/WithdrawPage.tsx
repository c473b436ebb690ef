import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isRefusal } from '../../application/shared/errors/refusal-codes';
import { useAppServices } from '../shared/app/app-services';
import {
  FieldFrame,
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
} from '../shared/forms/kit';
import { freeTextMessage } from '../shared/forms/rules';
import { useForm } from '../shared/forms/use-form';
import type { PageProps } from '../shared/routing/page-registry';
import './WithdrawPage.css';
import {
  OTHER_REASON_PREFIX,
  WITHDRAWAL_REASON_DETAIL_MAX_LENGTH,
} from '../../domain/accounts/withdrawal';

const OTHER_REASON = 'other';

const REASONS: readonly { readonly value: string; readonly label: string }[] = [
  { value: 'rarely', label: '사이트를 자주 이용하지 않습니다' },
  { value: 'noNeed', label: '필요한 정보나 서비스가 없습니다' },
  { value: 'privacy', label: '개인정보 보호가 걱정됩니다' },
  { value: 'rejoin', label: '다른 아이디로 다시 가입하려고 합니다' },
  { value: OTHER_REASON, label: '기타(직접 입력)' },
];

interface WithdrawValues {
  readonly reason: string;
  readonly reasonDetail: string;
  readonly password: string;
  readonly agreed: boolean;
}

/** The reason as the server keeps it: the chosen sentence, or what the member wrote. */
function reasonText(values: WithdrawValues): string {
  if (values.reason === OTHER_REASON) return `${OTHER_REASON_PREFIX}${values.reasonDetail.trim()}`;
  return REASONS.find((reason) => reason.value === values.reason)?.label ?? '';
}

/**
 * 회원 탈퇴 (/auth/withdraw): what is erased and what the law makes us keep, a reason, the
 * password once more, the member's agreement, and then one more explicit confirmation.
 */
export default function WithdrawPage({ route }: PageProps) {
  const { withdrawal, notifier, session, routes } = useAppServices();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const confirmHeading = useRef<HTMLHeadingElement | null>(null);
  const editActions = useRef<HTMLDivElement | null>(null);
  const cancelled = useRef(false);
  const confirmId = useId();

  const form = useForm<WithdrawValues>({
    initial: { reason: '', reasonDetail: '', password: '', agreed: false },
    rules: {
      reason: (value) => (value ? null : '탈퇴 사유를 선택해 주세요.'),
      reasonDetail: (value, values) => {
        if (values.reason !== OTHER_REASON) return null;
        if (!value.trim()) return '탈퇴 사유를 적어 주세요.';
        const characters = freeTextMessage(value, '탈퇴 사유', 'multiple');
        if (characters) return characters;
        return [...value.trim()].length > WITHDRAWAL_REASON_DETAIL_MAX_LENGTH
          ? `탈퇴 사유는 ${WITHDRAWAL_REASON_DETAIL_MAX_LENGTH}자까지 적을 수 있습니다.`
          : null;
      },
      password: (value) => (value ? null : '비밀번호를 입력해 주세요.'),
      agreed: (value) => (value ? null : '안내 내용을 확인하고 동의해 주세요.'),
    },
    onSubmit: async (values) => {
      // First the member sees what will happen and confirms once more; only then the call.
      if (step === 'edit') {
        setStep('confirm');
        return;
      }
      try {
        await withdrawal.execute(
          { password: values.password, reason: reasonText(values) },
          {
            accountClosed: () => {
              notifier.success('회원 탈퇴가 완료되었습니다. 그동안 함께해 주셔서 감사합니다.');
              // The session machine forgets the stored session and sends the member home.
              session.send({ type: 'ACCOUNT_CLOSED' });
            },
          },
        );
      } catch (error) {
        setStep('edit');
        if (isRefusal(error, 'wrongPassword')) return { password: error.message };
        throw error;
      }
    },
  });

  // The confirmation takes the focus when it appears; a cancel gives it back to the button.
  useEffect(() => {
    if (step === 'confirm') confirmHeading.current?.focus();
    else if (cancelled.current) editActions.current?.querySelector('button')?.focus();
    cancelled.current = false;
  }, [step]);

  const cancel = () => {
    cancelled.current = true;
    setStep('edit');
  };

  const agreedId = form.idOf('agreed');
  const confirming = step === 'confirm';

  return (
    <div className="withdraw">
      <h1>{route.title}</h1>
      <p>탈퇴하기 전에 아래 내용을 꼭 확인해 주세요.</p>

      <section aria-labelledby="withdraw-deleted">
        <h2 id="withdraw-deleted">바로 삭제되는 정보</h2>
        <ul>
          <li>이름, 생년월일, 졸업 연도·기수, 계열·학과 등 회원 정보</li>
          <li>휴대전화 번호, 이메일 주소, 직장·직위</li>
          <li>주소</li>
          <li>프로필 사진</li>
          <li>동문 찾기에 보이던 내 정보</li>
          <li>모든 기기의 로그인 상태(탈퇴와 함께 로그아웃됩니다)</li>
        </ul>
        <p>접속 기록은 회원과의 연결을 끊어 누구의 기록인지 알 수 없게 합니다.</p>
      </section>

      <section aria-labelledby="withdraw-kept">
        <h2 id="withdraw-kept">법에 따라 보관하는 정보</h2>
        <p>
          기부 내역과 발급한 기부금영수증 기록은 세법(「소득세법」·「법인세법」의 기부금영수증 발급
          명세 보관 의무, 「국세기본법」)에 따라 <strong>5년 동안</strong> 보관합니다. 이 기록은
          회원 계정과 분리해 보관하고, 기간이 지나면 바로 파기합니다. 자세한 내용은{' '}
          <Link href={routes.byId('privacy').path}>개인정보처리방침</Link>에서 확인할 수 있습니다.
        </p>
      </section>

      <section aria-labelledby="withdraw-id">
        <h2 id="withdraw-id">아이디 재사용 불가</h2>
        <p>
          탈퇴한 아이디는 다시 사용할 수 없습니다. 같은 아이디로 다시 가입할 수 없으며, 탈퇴는
          되돌릴 수 없습니다.
        </p>
      </section>

      <form className="form" {...form.formProps} aria-label="회원 탈퇴 신청">
        <fieldset disabled={confirming} className="form__plain">
          <legend className="visually-hidden">탈퇴 사유와 본인 확인</legend>
          <SelectField
            form={form}
            name="reason"
            label="탈퇴 사유"
            options={REASONS}
            placeholder="선택해 주세요"
            required
          />
          {form.values.reason === OTHER_REASON ? (
            <FieldFrame form={form} name="reasonDetail" label="기타 사유" required>
              <textarea
                {...form.bind('reasonDetail')}
                rows={3}
                maxLength={WITHDRAWAL_REASON_DETAIL_MAX_LENGTH}
                required
                aria-required
                aria-describedby={form.errorIdOf('reasonDetail')}
              />
            </FieldFrame>
          ) : null}
          <PasswordField
            form={form}
            name="password"
            label="비밀번호 확인"
            hint="본인 확인을 위해 지금 쓰는 비밀번호를 입력해 주세요."
            autoComplete="current-password"
            required
          />
          <div className="form__field">
            <div className="form__check">
              <input
                id={agreedId}
                name="agreed"
                type="checkbox"
                checked={form.values.agreed}
                onChange={(event) => form.setValue('agreed', event.target.checked)}
                onBlur={() => {
                  if (form.errors.agreed) form.check('agreed');
                }}
                aria-invalid={form.errors.agreed ? true : undefined}
                aria-describedby={form.errorIdOf('agreed')}
                required
              />
              <label htmlFor={agreedId}>위 내용을 확인했으며 탈퇴에 동의합니다</label>
            </div>
            <p id={form.errorIdOf('agreed')} className="form__error" aria-live="polite">
              {form.errors.agreed ?? ''}
            </p>
          </div>
        </fieldset>

        <FormAlert message={form.formError} />

        {confirming ? (
          <section className="confirm-panel" aria-labelledby={confirmId}>
            <h2 id={confirmId} ref={confirmHeading} tabIndex={-1}>
              정말 탈퇴하시겠습니까?
            </h2>
            <p>
              탈퇴하면 회원 정보가 바로 삭제되고 되돌릴 수 없습니다. 이 아이디로는 다시 로그인하거나
              가입할 수 없습니다.
            </p>
            <div className="confirm-panel__actions">
              <button
                type="submit"
                className="button button--danger"
                disabled={form.submitting}
                aria-busy={form.submitting || undefined}
              >
                {form.submitting ? '탈퇴 처리 중…' : '탈퇴합니다'}
              </button>
              <button type="button" className="button" disabled={form.submitting} onClick={cancel}>
                취소
              </button>
            </div>
          </section>
        ) : (
          <div ref={editActions}>
            <SubmitButton submitting={form.submitting} busyLabel="확인하는 중…">
              회원 탈퇴
            </SubmitButton>
          </div>
        )}
      </form>
    </div>
  );
}
