import type { RefObject } from 'react';
import { USER_ID_MAX_LENGTH } from '../../../domain/shared/validation/user-id';
import { ProfileImageField } from '../../files';
import { AddressField } from '../../shared/forms/AddressField';
import { FormAlert, NewPasswordFields, SubmitButton, TextField } from '../../shared/forms/kit';
import { ProfileFieldInputs, type ProfileFieldWords } from '../../shared/forms/ProfileFieldInputs';
import { EmailCodeFields } from '../EmailCodeFields';
import { ADDRESS_REQUIRED, type IdAvailabilityState, normalisedUserId } from './sign-up-form';
import type { SignUpForm } from './use-sign-up-form';

/**
 * The sign-up's second step: the member's information, in groups (sign-in, who they are, their
 * school years, work, address and photo), sent as an application once every rule passes.
 */
export function SignUpFormStep({
  signUp: { form, availability, idCheck, uploads },
  headingId,
  heading,
  onBack,
}: {
  readonly signUp: SignUpForm;
  readonly headingId: string;
  readonly heading: RefObject<HTMLHeadingElement | null>;
  readonly onBack: () => void;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        회원 정보 입력
      </h2>
      <p className="muted">
        <span className="form__required">(필수)</span> 표시가 있는 항목은 꼭 입력해 주세요. 입력하신
        정보는 사무국이 동문 여부를 확인하는 데 쓰입니다.
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
          <ProfileFieldInputs form={form} names={['name', 'birthDate']} words={WORDS} />
          <EmailCodeFields
            form={form}
            emailName="email"
            codeName="emailAuthCode"
            purpose="signUp"
            emailHint="가입 승인 결과와 비밀번호 찾기 안내를 이 주소로 보내 드립니다."
          />
          <ProfileFieldInputs form={form} names={['mobile']} words={WORDS} />
        </fieldset>

        <fieldset>
          <legend>졸업 정보</legend>
          <ProfileFieldInputs
            form={form}
            names={['graduationYear', 'classNumber', 'course']}
            words={WORDS}
          />
        </fieldset>

        <fieldset>
          <legend>직장 정보 (선택)</legend>
          <ProfileFieldInputs form={form} names={['company', 'jobTitle']} words={WORDS} />
        </fieldset>

        {/* The field is its own group (fieldset "주소"); without "(필수)" it reads as optional. */}
        <AddressField
          idPrefix={form.idOf('address')}
          value={form.values.address}
          onChange={(address) => form.setValue('address', address)}
          error={form.errors.address}
          required={ADDRESS_REQUIRED}
        />

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
            onBack();
          }}
        >
          약관 동의 단계로 돌아가기
        </button>
      </form>
    </section>
  );
}

/** How the sign-up words the profile fields: a first-time member is told what each one wants. */
const WORDS: ProfileFieldWords = {
  labels: { mobile: '휴대전화 번호', company: '직장명' },
  hints: {
    name: '졸업 명부와 대조할 수 있도록 실명을 입력해 주세요.',
    birthDate: '숫자 8자리로 입력해 주세요. 예) 19850315',
    mobile: '예) 010-1234-5678 (숫자만 입력해도 됩니다)',
    graduationYear: '네 자리 숫자로 입력해 주세요. 예) 1999',
    classNumber:
      '기수는 몇 회 졸업생인지를 나타내는 숫자입니다. 예를 들어 제45회 졸업생이면 45를 입력해 주세요. 졸업장이나 졸업앨범에서 확인하실 수 있습니다.',
    course: '예) 인문계, 자연계, 상업과',
  },
};

/** The line under the id: that it is being checked, or the server's word that it is free. */
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
