import { useRef, useState } from 'react';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { MemberProfile } from '../../domain/shared/member/member-profile';
import { useAppServices } from '../shared/app/app-services';
import { useOwnImageUrl } from './use-own-image';
import { AddressField } from '../shared/forms/AddressField';
import { FormAlert, SubmitButton } from '../shared/forms/kit';
import { ProfileFieldInputs, type ProfileFieldWords } from '../shared/forms/ProfileFieldInputs';
import { ProfileImageField } from '../files';
import { useForm } from '../shared/forms/use-form';
import {
  profileFieldRules,
  profileFieldsOf,
  type ProfileFormValues,
} from '../shared/forms/profile-rules';
import './ProfileSection.css';

interface ProfileValues extends ProfileFormValues {
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

export interface SectionProps {
  /** The profile as the server last gave it. */
  readonly saved: MemberProfile;
  readonly onSaved: (profile: MemberProfile) => void;
  readonly headingId: string;
}

/** 기본 정보: who the member is, how to reach them, their school years, work and address. */
export function ProfileSection({ saved, onSaved, headingId }: SectionProps) {
  const { profileUpdate, notifier, clock } = useAppServices();
  const currentImageUrl = useOwnImageUrl(saved.profileImage);
  const [uploading, setUploading] = useState(false);
  const uploadingNow = useRef(false);
  const today = calendarDateOf(clock.now());

  const rules = profileFieldRules<ProfileValues>(today);

  const form = useForm<ProfileValues>({
    initial: valuesOf(saved),
    rules,
    onSubmit: async (values) => {
      if (uploadingNow.current) {
        throw new Error('프로필 사진을 올리는 중입니다. 다 올라간 뒤에 저장해 주세요.');
      }
      const next = await profileUpdate.execute(saved, {
        ...profileFieldsOf(values, today),
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
      <ProfileFieldInputs form={form} names={['name', 'birthDate', 'mobile']} words={WORDS} />
      <div className="form__row">
        <ProfileFieldInputs form={form} names={['graduationYear', 'classNumber']} words={WORDS} />
      </div>
      <ProfileFieldInputs form={form} names={['course']} words={WORDS} />
      <div className="form__row">
        <ProfileFieldInputs form={form} names={['company', 'jobTitle']} words={WORDS} />
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

/** How the my-info form words the profile fields: short examples (sign-up explains more). */
const WORDS: ProfileFieldWords = {
  hints: {
    birthDate: '예) 1985-03-15',
    mobile: '예) 010-1234-5678',
    graduationYear: '예) 1999',
    classNumber: '숫자만 입력해 주세요. 예) 45',
    course: '예) 이과, 인문계열, 기계과',
  },
};
