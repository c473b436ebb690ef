import { type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isRefusal } from '../../../application/shared/errors/refusal-codes';
import type { Consents } from '../../../application/accounts/auth-api';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { useAppServices } from '../../shared/app/app-services';
import { AddressField } from '../../shared/forms/AddressField';
import { codeRefusalOf, EmailCodeFields } from '../EmailCodeFields';
import { FormAlert, NewPasswordFields, SubmitButton, TextField } from '../../shared/forms/kit';
import { ProfileImageField } from '../../files';
import { type FieldErrors, type FormApi, useForm } from '../../shared/forms/use-form';
import type { PageProps } from '../../shared/routing/page-registry';
import { ConsentStep } from './ConsentStep';
import {
  ADDRESS_REQUIRED,
  EMPTY_SIGN_UP,
  type IdAvailabilityState,
  normalisedUserId,
  type SignUpValues,
  signUpRequestOf,
  signUpRules,
} from './sign-up-form';
import { IDLE, useLiveIdCheck } from './use-live-id-check';
import '../steps.css';
import './SignUpPage.css';
import { USER_ID_MAX_LENGTH } from '../../../domain/shared/validation/user-id';
import { PROFILE_LIMITS } from '../../../domain/shared/member/profile-fields';

type Step = 'consent' | 'form' | 'done';

const STEPS: readonly { readonly step: Step; readonly label: string }[] = [
  { step: 'consent', label: '약관 동의' },
  { step: 'form', label: '정보 입력' },
  { step: 'done', label: '신청 완료' },
];

const NO_CONSENTS: Consents = { terms: false, privacy: false, marketing: false };

interface Application {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
}

/**
 * 회원가입, in three steps: consent (terms and personal data required, marketing optional),
 * the member's information, and the page saying the application waits for an administrator's
 * approval. Each step's heading takes the focus when the step changes. Going back to the
 * consents keeps what was typed.
 */
export default function SignUpPage({ route }: PageProps) {
  const { accounts, clock } = useAppServices();
  const [step, setStep] = useState<Step>('consent');
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [application, setApplication] = useState<Application | null>(null);
  const [availability, setAvailability] = useState<IdAvailabilityState>(IDLE);
  const heading = useStepHeading(step);
  const headingId = useId();
  const uploads = useUploadGate();

  // Today in Korea, for the birth date and graduation year rules.
  const today = useMemo(() => calendarDateOf(clock.now()), [clock]);
  const rules = useMemo(() => signUpRules(today, availability), [today, availability]);

  const form = useForm<SignUpValues>({
    initial: EMPTY_SIGN_UP,
    rules,
    onSubmit: async (values) => {
      await uploads.settled();
      const request = signUpRequestOf(values, consents, today, uploads.imageId());
      try {
        await accounts.signUp(request);
      } catch (error) {
        if (isRefusal(error, 'userIdTaken')) {
          setAvailability({ state: 'taken', userId: request.userId, message: error.message });
          const refused: FieldErrors<SignUpValues> = { userId: error.message };
          return refused;
        }
        return codeRefusalOf<SignUpValues>(error, 'emailAuthCode');
      }
      setApplication({ userId: request.userId, name: request.name, email: request.email });
      setStep('done');
      return undefined;
    },
  });

  const idCheck = useLiveIdCheck({
    userId: form.values.userId,
    availability,
    setAvailability,
    checkId: (userId, signal) => accounts.checkId(userId, signal),
    showError: (message) => form.setFieldError('userId', message),
  });

  const stepIndex = STEPS.findIndex((candidate) => candidate.step === step);
  return (
    <div className="sign-up">
      <h1>{route.title}</h1>
      <ol className="steps" aria-label="가입 단계">
        {STEPS.map((candidate, index) => (
          <li
            key={candidate.step}
            className={index === stepIndex ? 'steps__item steps__item--current' : 'steps__item'}
            aria-current={index === stepIndex ? 'step' : undefined}
          >
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>{' '}
            {candidate.label}
            {index < stepIndex ? <span className="visually-hidden"> (마침)</span> : null}
          </li>
        ))}
      </ol>

      {step === 'consent' ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            약관 동의
          </h2>
          <p className="muted">
            총동문회 홈페이지 회원가입을 위해 아래 내용을 읽고 동의해 주세요. 각 항목의 전문 보기를
            누르면 전체 내용을 볼 수 있습니다.
          </p>
          <ConsentStep consents={consents} onChange={setConsents} onNext={() => setStep('form')} />
        </section>
      ) : null}

      {step === 'form' ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            회원 정보 입력
          </h2>
          <p className="muted">
            <span className="form__required">(필수)</span> 표시가 있는 항목은 꼭 입력해 주세요.
            입력하신 정보는 사무국이 동문 여부를 확인하는 데 쓰입니다.
          </p>
          <form className="form" {...form.formProps}>
            <fieldset>
              <legend>로그인 정보</legend>
              <div
                onBlur={idCheck.onBlur}
                onCompositionStart={idCheck.onCompositionStart}
                onCompositionEnd={idCheck.onCompositionEnd}
              >
                <TextField
                  form={form}
                  name="userId"
                  label="아이디"
                  hint="영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자, 밑줄(_)"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={USER_ID_MAX_LENGTH}
                  required
                  status={idStatus(availability, form.values.userId, Boolean(form.errors.userId))}
                />
              </div>
              <NewPasswordFields
                form={form}
                name="password"
                confirmationName="passwordConfirm"
                userId={form.values.userId}
                label="비밀번호"
                confirmationHint="같은 비밀번호를 한 번 더 입력해 주세요."
              />
            </fieldset>

            <fieldset>
              <legend>본인 정보</legend>
              <TextField
                form={form}
                name="name"
                label="이름"
                hint="졸업 명부와 대조할 수 있도록 실명을 입력해 주세요."
                autoComplete="name"
                maxLength={PROFILE_LIMITS.name.maxLength}
                required
              />
              {/* Text, not type="date": date pickers make a birth year decades back slow to
                  reach on Korean phones and are read unevenly by screen readers; a numeric
                  keypad and 8 digits (or YYYY-MM-DD) work everywhere. */}
              <TextField
                form={form}
                name="birthDate"
                label="생년월일"
                hint="숫자 8자리로 입력해 주세요. 예) 19850315"
                inputMode="numeric"
                autoComplete="bday"
                maxLength={PROFILE_LIMITS.birthDate.maxLength}
                required
              />
              <EmailCodeFields
                form={form}
                emailName="email"
                codeName="emailAuthCode"
                purpose="signUp"
                emailHint="가입 승인 결과와 비밀번호 찾기 안내를 이 주소로 보내 드립니다."
              />
              <TextField
                form={form}
                name="mobile"
                label="휴대전화 번호"
                hint="예) 010-1234-5678 (숫자만 입력해도 됩니다)"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={PROFILE_LIMITS.mobile.maxLength}
                required
              />
            </fieldset>

            <fieldset>
              <legend>졸업 정보</legend>
              <TextField
                form={form}
                name="graduationYear"
                label="졸업 연도"
                hint="네 자리 숫자로 입력해 주세요. 예) 1999"
                inputMode="numeric"
                maxLength={PROFILE_LIMITS.graduationYear.inputLength}
                required
              />
              <TextField
                form={form}
                name="classNumber"
                label="기수"
                hint="기수는 몇 회 졸업생인지를 나타내는 숫자입니다. 예를 들어 제45회 졸업생이면 45를 입력해 주세요. 졸업장이나 졸업앨범에서 확인하실 수 있습니다."
                inputMode="numeric"
                maxLength={PROFILE_LIMITS.classNumber.inputLength}
                required
              />
              <TextField
                form={form}
                name="course"
                label="계열·학과"
                hint="예) 인문계, 자연계, 상업과"
                maxLength={PROFILE_LIMITS.course.maxLength}
                required
              />
            </fieldset>

            <fieldset>
              <legend>직장 정보 (선택)</legend>
              <TextField
                form={form}
                name="company"
                label="직장명"
                autoComplete="organization"
                maxLength={PROFILE_LIMITS.company.maxLength}
              />
              <TextField
                form={form}
                name="jobTitle"
                label="직위"
                autoComplete="organization-title"
                maxLength={PROFILE_LIMITS.jobTitle.maxLength}
              />
            </fieldset>

            <AddressSection form={form} />

            <fieldset>
              <legend>프로필 사진 (선택)</legend>
              <ProfileImageField
                idPrefix={form.idOf('profileImageMstId')}
                value={form.values.profileImageMstId}
                onChange={(atchFileMstId) => {
                  uploads.setImageId(atchFileMstId);
                  form.setValue('profileImageMstId', atchFileMstId);
                }}
                onUploadingChange={uploads.setUploading}
              />
            </fieldset>

            <FormAlert message={form.formError} />
            <SubmitButton
              submitting={form.submitting}
              busyLabel={uploads.uploading ? '사진을 다 올린 뒤 신청합니다…' : '가입 신청 중…'}
            >
              가입 신청
            </SubmitButton>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                // Leaving the form stops an upload under way (the field goes away).
                uploads.setUploading(false);
                setStep('consent');
              }}
            >
              약관 동의 단계로 돌아가기
            </button>
          </form>
        </section>
      ) : null}

      {step === 'done' && application ? (
        <Done application={application} headingId={headingId} heading={heading} />
      ) : null}
    </div>
  );
}

function idStatus(
  availability: IdAvailabilityState,
  typed: string,
  hasError: boolean,
): string | null {
  if (hasError || availability.state === 'idle') return null;
  if (availability.userId !== normalisedUserId(typed)) return null;
  if (availability.state === 'checking') return '사용할 수 있는 아이디인지 확인하고 있습니다…';
  return availability.state === 'available' ? availability.message : null;
}

function AddressSection({ form }: { readonly form: FormApi<SignUpValues> }) {
  // The field is its own group (fieldset "주소"); without "(필수)" it reads as optional.
  return (
    <AddressField
      idPrefix={form.idOf('address')}
      value={form.values.address}
      onChange={(address) => form.setValue('address', address)}
      error={form.errors.address}
      required={ADDRESS_REQUIRED}
    />
  );
}

function Done({
  application,
  headingId,
  heading,
}: {
  readonly application: Application;
  readonly headingId: string;
  readonly heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { routes } = useAppServices();
  return (
    <section className="sign-up__done" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        가입 신청이 접수되었습니다
      </h2>
      <p>
        {application.name}님, 회원가입을 신청해 주셔서 감사합니다. 총동문회 사무국에서 동문 여부를
        확인한 뒤 가입을 승인합니다. 승인되기 전에는 로그인할 수 없습니다.
      </p>
      <h3>앞으로의 절차</h3>
      <ol>
        <li>사무국이 졸업 연도와 기수 등 신청하신 내용을 확인합니다.</li>
        <li>
          승인되면 <strong>{application.email}</strong> 주소로 안내 메일을 보내 드립니다.
        </li>
        <li>
          메일을 받으신 뒤 로그인해 주세요. 신청하신 아이디는 <strong>{application.userId}</strong>
          입니다.
        </li>
      </ol>
      <p className="muted">
        승인되지 않은 경우에도 그 사유를 메일로 알려 드립니다. 궁금한 점은 총동문회 사무국으로
        문의해 주세요.
      </p>
      <div className="sign-up__actions">
        <Link href={routes.byId('signIn').path} className="button button--primary button--block">
          로그인 화면으로
        </Link>
        <Link href={routes.byId('home').path} className="button button--block">
          홈으로
        </Link>
      </div>
    </section>
  );
}

/**
 * The heading of the step on screen; when the step changes (not on the first showing, where
 * the route's own focus handling applies), the focus moves to it.
 */
function useStepHeading(step: Step) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

/**
 * The profile image's upload, which a submit waits for: the group id of the image uploaded
 * last, and whether an upload is under way.
 */
function useUploadGate() {
  const [uploading, setUploadingState] = useState(false);
  const busy = useRef(false);
  const image = useRef<string | null>(null);
  const waiting = useRef<(() => void)[]>([]);

  const setUploading = useCallback((value: boolean) => {
    busy.current = value;
    setUploadingState(value);
    if (!value) {
      const resume = waiting.current;
      waiting.current = [];
      for (const done of resume) done();
    }
  }, []);

  return {
    uploading,
    setUploading,
    setImageId: (atchFileMstId: string | null) => {
      image.current = atchFileMstId;
    },
    imageId: () => image.current,
    settled: () =>
      busy.current
        ? new Promise<void>((resolve) => {
            waiting.current.push(resolve);
          })
        : Promise.resolve(),
  };
}
