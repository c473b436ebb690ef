import Type, { type Static } from 'typebox';
import {
  COMPANY_MAX_LENGTH,
  COURSE_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
} from '../../domain/shared/member/member-profile';
import { FileId, Nullable, Secret, Text } from './schemas';

export const AddressSchema = Type.Object(
  {
    zonecode: Text(5, { pattern: '^[0-9]{5}$' }),
    addr: Text(200, { minLength: 1 }),
    daddr: Text(100),
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
  role: Type.Union([Type.Literal('member'), Type.Literal('admin')]),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('withdrawn'),
  ]),
});

export const MemberProfileUpdateSchema = Type.Object(
  {
    name: Text(50, { minLength: 1 }),
    birthDate: Text(10, { minLength: 1 }),
    email: Text(254, { minLength: 1 }),
    emailAuthCode: Type.Optional(Text(6)),
    mobile: Text(20, { minLength: 1 }),
    graduationYear: Type.Integer({ minimum: 1900, maximum: 2100 }),
    classNumber: Type.Integer({ minimum: 1, maximum: 300 }),
    course: Text(COURSE_MAX_LENGTH),
    company: Nullable(Text(COMPANY_MAX_LENGTH)),
    jobTitle: Nullable(Text(JOB_TITLE_MAX_LENGTH)),
    address: Nullable(AddressSchema),
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
