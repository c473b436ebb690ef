import { useRef, useState } from 'react';
import type { PostalAddress } from '../../domain/shared/address/address';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { MemberProfile } from '../../domain/shared/member/member-profile';
import { validateBirthDate } from '../../domain/shared/validation/birth-date';
import {
  validateClassNumber,
  validateGraduationYear,
} from '../../domain/shared/validation/graduation';
import { validateMobilePhone } from '../../domain/shared/validation/mobile-phone';
import { validatePersonName } from '../../domain/shared/validation/person-name';
import type { ValidationResult } from '../../domain/shared/validation/validation-result';
import { useAppServices } from '../shared/app/app-services';
import { useOwnImageUrl } from './use-own-image';
import { AddressField, addressRule } from '../shared/forms/AddressField';
import { FormAlert, SubmitButton, TextField } from '../shared/forms/fields';
import { ProfileImageField } from '../files';
import { type FieldRules, useForm } from '../shared/forms/use-form';
import { messageOf, normalised } from '../shared/forms/rules';
import { unchangedUpdateOf } from './profile-update';
import {
  COMPANY_MAX_LENGTH,
  COURSE_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
} from '../../domain/shared/member/member-profile';
import { companyMessage, courseMessage, jobTitleMessage } from '../shared/forms/profile-rules';
import './ProfileSection.css';

interface ProfileValues {
  readonly name: string;
  readonly birthDate: string;
  readonly mobile: string;
  readonly graduationYear: string;
  readonly classNumber: string;
  readonly course: string;
  readonly company: string;
  readonly jobTitle: string;
  readonly address: PostalAddress | null;
  readonly profileImageMstId: string | null;
}

function valuesOf(profile: MemberProfile): ProfileValues {
  return {
    name: profile.name,
    birthDate: profile.birthDate,
    mobile: profile.mobile,
    graduationYear: profile.graduationYear > 0 ? String(profile.graduationYear) : '',
    classNumber: profile.classNumber > 0 ? String(profile.classNumber) : '',
    course: profile.course,
    company: profile.company ?? '',
    jobTitle: profile.jobTitle ?? '',
    address: profile.address,
    profileImageMstId: profile.profileImage?.atchFileMstId ?? null,
  };
}

/** The value of a number rule the form has already checked. */
function numberOf(result: ValidationResult<number>): number {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const optionalAddress = addressRule(false);

export interface SectionProps {
  /** The profile as the server last gave it. */
  readonly saved: MemberProfile;
  readonly onSaved: (profile: MemberProfile) => void;
  readonly headingId: string;
}

/** 기본 정보: who the member is, how to reach them, their school years, work and address. */
export function ProfileSection({ saved, onSaved, headingId }: SectionProps) {
  const { member, notifier, clock } = useAppServices();
  const currentImageUrl = useOwnImageUrl(saved.profileImage);
  const [uploading, setUploading] = useState(false);
  const uploadingNow = useRef(false);
  const today = calendarDateOf(clock.now());

  const rules: FieldRules<ProfileValues> = {
    name: (value) => messageOf(validatePersonName(value)),
    birthDate: (value) => messageOf(validateBirthDate(value, today)),
    mobile: (value) => messageOf(validateMobilePhone(value)),
    graduationYear: (value, values) => {
      const birth = validateBirthDate(values.birthDate, today);
      return messageOf(validateGraduationYear(value, today, birth.ok ? birth.value : undefined));
    },
    classNumber: (value) => messageOf(validateClassNumber(value)),
    course: courseMessage,
    company: companyMessage,
    jobTitle: jobTitleMessage,
    address: optionalAddress,
  };

  const form = useForm<ProfileValues>({
    initial: valuesOf(saved),
    rules,
    onSubmit: async (values) => {
      if (uploadingNow.current) {
        throw new Error('프로필 사진을 올리는 중입니다. 다 올라간 뒤에 저장해 주세요.');
      }
      const next = await member.updateMyInfo({
        ...unchangedUpdateOf(saved),
        name: normalised(validatePersonName(values.name), values.name),
        birthDate: normalised(validateBirthDate(values.birthDate, today), values.birthDate),
        mobile: normalised(validateMobilePhone(values.mobile), values.mobile),
        graduationYear: numberOf(validateGraduationYear(values.graduationYear, today)),
        classNumber: numberOf(validateClassNumber(values.classNumber)),
        course: values.course.trim(),
        company: values.company.trim() || null,
        jobTitle: values.jobTitle.trim() || null,
        address: values.address,
        profileImageMstId: values.profileImageMstId,
      });
      onSaved(next);
      // Show what was stored (e.g. the mobile number with its hyphens).
      const stored = valuesOf(next);
      for (const name of Object.keys(stored) as (keyof ProfileValues)[]) {
        form.setValue(name, stored[name]);
      }
      notifier.success('기본 정보를 저장했습니다.');
    },
  });

  const onUploadingChange = (busy: boolean) => {
    uploadingNow.current = busy;
    setUploading(busy);
  };

  return (
    <form className="form" {...form.formProps} aria-labelledby={headingId}>
      <TextField form={form} name="name" label="이름" autoComplete="name" maxLength={50} required />
      <TextField
        form={form}
        name="birthDate"
        label="생년월일"
        hint="예) 1985-03-15"
        autoComplete="bday"
        inputMode="numeric"
        maxLength={10}
        required
      />
      <TextField
        form={form}
        name="mobile"
        label="휴대전화"
        hint="예) 010-1234-5678"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={20}
        required
      />
      <div className="form__row">
        <TextField
          form={form}
          name="graduationYear"
          label="졸업 연도"
          hint="예) 1999"
          inputMode="numeric"
          maxLength={4}
          required
        />
        <TextField
          form={form}
          name="classNumber"
          label="기수"
          hint="숫자만 입력해 주세요. 예) 45"
          inputMode="numeric"
          maxLength={3}
          required
        />
      </div>
      <TextField
        form={form}
        name="course"
        label="계열·학과"
        hint="예) 이과, 인문계열, 기계과"
        maxLength={COURSE_MAX_LENGTH}
        required
      />
      <div className="form__row">
        <TextField
          form={form}
          name="company"
          label="직장"
          autoComplete="organization"
          maxLength={COMPANY_MAX_LENGTH}
        />
        <TextField
          form={form}
          name="jobTitle"
          label="직위"
          autoComplete="organization-title"
          maxLength={JOB_TITLE_MAX_LENGTH}
        />
      </div>
      <AddressField
        idPrefix="my-info-address"
        value={form.values.address}
        onChange={(address) => form.setValue('address', address)}
        error={form.errors.address}
      />
      <ProfileImageField
        idPrefix="my-info-photo"
        value={form.values.profileImageMstId}
        currentImageUrl={currentImageUrl}
        onChange={(atchFileMstId) => form.setValue('profileImageMstId', atchFileMstId)}
        onUploadingChange={onUploadingChange}
      />
      <FormAlert message={form.formError} />
      <SubmitButton
        submitting={form.submitting || uploading}
        busyLabel={uploading ? '사진을 올리는 중…' : '저장하는 중…'}
      >
        기본 정보 저장
      </SubmitButton>
    </form>
  );
}
