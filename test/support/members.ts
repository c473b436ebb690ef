import type { SignUpRequest } from '../../src/application/accounts/auth-api';
import type { SignUpBody } from '../../src/contract/accounts';
import type {
  MemberProfile,
  MemberProfileUpdate,
} from '../../src/domain/shared/member/member-profile';
import { type AccountRecord, NOT_LOCKED } from '../../server/domain/shared/account';
import { GANGNAM_06236 } from './addresses';
import { PRIVACY } from './privacy';
import { unchangedUpdateOf } from '../../src/domain/shared/member/member-profile';

/** 홍길동: the member the fake world's tests and the server's account rules start from. */
export function aMemberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    userId: 'hong123',
    name: '홍길동',
    birthDate: '1980-05-17',
    email: 'hong@example.com',
    mobile: '010-1234-5678',
    graduationYear: 1999,
    classNumber: 45,
    course: '이과',
    company: '한빛전자',
    jobTitle: '부장',
    address: GANGNAM_06236,
    profileImage: null,
    privacy: PRIVACY.none,
    role: 'member',
    status: 'approved',
    ...overrides,
  };
}

/** The same person as the server stores them, with every field a domain rule reads. */
export function anAccountRecord(overrides: Partial<AccountRecord> = {}): AccountRecord {
  const { profileImage: _image, ...profile } = aMemberProfile();
  return {
    ...profile,
    passwordHash: 'scrypt$…',
    profileImageMstId: null,
    statusReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    approvedAt: '2026-01-02T00:00:00.000Z',
    approvedBy: 'admin',
    withdrawnAt: null,
    ...NOT_LOCKED,
    ...overrides,
  };
}

/** A newcomer's sign-up, but for the id and e-mail: 김민수, class of 2004 (76회). */
const NEWCOMER = {
  password: 'Hanbit!2026pw',
  name: '김민수',
  birthDate: '1985-03-15',
  emailAuthCode: '000000',
  mobile: '010-1234-5678',
  graduationYear: 2004,
  classNumber: 76,
  course: '자연계',
  company: '한빛전자',
  jobTitle: '과장',
  address: GANGNAM_06236,
  profileImageMstId: null,
  consents: { terms: true, privacy: true, marketing: false },
} as const;

let newcomers = 0;

/** A valid sign-up as the SPA's port takes it; the id and e-mail are unique per call unless given. */
export function aSignUpRequest(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  newcomers += 1;
  const userId = overrides.userId ?? `member${String(newcomers).padStart(4, '0')}`;
  return {
    ...NEWCOMER,
    consents: { ...NEWCOMER.consents },
    userId,
    email: `${userId}@example.com`,
    ...overrides,
  };
}

/** The same sign-up as the contract's body, for the server's tests. */
export function aSignUpBody(overrides: Partial<SignUpBody> = {}): SignUpBody {
  return aSignUpRequest(overrides);
}

/** The update that keeps a profile as it is (its profile image included), with `overrides`. */
export function anUpdateOf(
  profile: MemberProfile,
  overrides: Partial<MemberProfileUpdate> = {},
): MemberProfileUpdate {
  return { ...unchangedUpdateOf(profile), ...overrides };
}
