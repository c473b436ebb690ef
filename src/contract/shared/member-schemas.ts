import Type, { type Static } from 'typebox';
import { PROFILE_LIMITS } from '../../domain/shared/member/profile-fields';
import { EMAIL_MAX_LENGTH } from '../../domain/shared/validation/email';
import { ACCOUNT_STATUSES, MEMBER_ROLES } from '../../domain/shared/member/member-profile';
import { FileId, Nullable, OneOf, Secret, Text } from './schemas';

export const MemberRoleSchema = OneOf(MEMBER_ROLES);

export const AddressSchema = Type.Object(
  {
    zonecode: Text(5, { pattern: '^[0-9]{5}$' }),
    addr: Text(PROFILE_LIMITS.addr.maxLength, { minLength: 1 }),
    daddr: Text(PROFILE_LIMITS.daddr.maxLength),
    city: Text(10, { pattern: '^[0-9]{10}$' }),
    // Empty for an address typed by hand when the postal search could not be used: only its
    // 시·도 (`city`) is known. `sigungu` is empty then, and for 세종특별자치시.
    sgg: Text(10, { pattern: '^([0-9]{10})?$' }),
    sido: Text(20),
    sigungu: Text(30),
  },
  { additionalProperties: false },
);

export const DirectoryPrivacySchema = Type.Object(
  { phone: Type.Boolean(), email: Type.Boolean(), company: Type.Boolean(), region: Type.Boolean() },
  { additionalProperties: false },
);

export const AttachedFileRefSchema = Type.Object(
  { atchFileMstId: FileId, atchFileId: FileId },
  { additionalProperties: false },
);

export const MemberProfileSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  birthDate: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  graduationYear: Type.Integer(),
  classNumber: Type.Integer(),
  course: Type.String(),
  company: Nullable(Type.String()),
  jobTitle: Nullable(Type.String()),
  address: Nullable(AddressSchema),
  profileImage: Nullable(AttachedFileRefSchema),
  privacy: DirectoryPrivacySchema,
  role: MemberRoleSchema,
  status: OneOf(ACCOUNT_STATUSES),
});

/**
 * A member's profile fields as sign-up and "my info" send them, each bound by the domain's limit
 * (PROFILE_LIMITS); the domain's rules then check what the bounds cannot say.
 */
export const PROFILE_FIELD_PROPERTIES = {
  name: Text(PROFILE_LIMITS.name.maxLength, { minLength: 1 }),
  birthDate: Text(PROFILE_LIMITS.birthDate.maxLength, { minLength: 1 }),
  email: Text(EMAIL_MAX_LENGTH, { minLength: 1 }),
  mobile: Text(PROFILE_LIMITS.mobile.maxLength, { minLength: 1 }),
  graduationYear: Type.Integer({
    minimum: PROFILE_LIMITS.graduationYear.min,
    maximum: PROFILE_LIMITS.graduationYear.schemaMax,
  }),
  classNumber: Type.Integer({
    minimum: PROFILE_LIMITS.classNumber.min,
    maximum: PROFILE_LIMITS.classNumber.max,
  }),
  course: Text(PROFILE_LIMITS.course.maxLength),
  company: Nullable(Text(PROFILE_LIMITS.company.maxLength)),
  jobTitle: Nullable(Text(PROFILE_LIMITS.jobTitle.maxLength)),
  address: Nullable(AddressSchema),
};

export const MemberProfileUpdateSchema = Type.Object(
  {
    ...PROFILE_FIELD_PROPERTIES,
    emailAuthCode: Type.Optional(Text(6)),
    profileImageMstId: Nullable(FileId),
    privacy: DirectoryPrivacySchema,
  },
  { additionalProperties: false },
);

export const PasswordChangeBodySchema = Type.Object(
  { currentPassword: Secret(128), newPassword: Secret(128) },
  { additionalProperties: false },
);

export type AddressBody = Static<typeof AddressSchema>;
export type MemberProfileData = Static<typeof MemberProfileSchema>;
export type MemberProfileUpdateBody = Static<typeof MemberProfileUpdateSchema>;
export type PasswordChangeBody = Static<typeof PasswordChangeBodySchema>;
