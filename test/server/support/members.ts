import type { SignUpBody } from '../../../src/contract/accounts';
import type {
  MemberProfileData,
  MemberProfileUpdateBody,
} from '../../../src/contract/shared/member-schemas';
import type { TestServer } from './test-server';

export interface TestMember {
  readonly userId: string;
  readonly password: string;
  readonly email: string;
  readonly name: string;
}

export interface SignedInMember extends TestMember {
  readonly accessToken: string;
  readonly refreshToken: string;
}

let counter = 0;

/** A valid sign-up body; the id, e-mail and name are unique per call unless given. */
export function signUpBody(overrides: Partial<SignUpBody> = {}): SignUpBody {
  counter += 1;
  const userId = overrides.userId ?? `member${String(counter).padStart(4, '0')}`;
  return {
    userId,
    password: 'Hanbit!2026pw',
    name: '김민수',
    birthDate: '1985-03-15',
    email: `${userId}@example.com`,
    emailAuthCode: '000000',
    mobile: '010-1234-5678',
    graduationYear: 2004,
    classNumber: 76,
    course: '자연계',
    company: '한빛전자',
    jobTitle: '과장',
    address: {
      zonecode: '06236',
      addr: '서울 강남구 테헤란로 152',
      daddr: '12층',
      city: '1100000000',
      sgg: '1168000000',
      sido: '서울',
      sigungu: '강남구',
    },
    profileImageMstId: null,
    consents: { terms: true, privacy: true, marketing: false },
    ...overrides,
  };
}

/** Signs a member up through the API, with the code read from the outbox; the account is pending. */
export async function registerMember(
  server: TestServer,
  overrides: Partial<SignUpBody> = {},
): Promise<TestMember> {
  const body = signUpBody(overrides);
  const sent = await server.call('sendAuthMail', {
    body: { email: body.email, purpose: 'signUp' },
  });
  if (sent.status !== 200) throw new Error(`sendAuthMail failed: ${JSON.stringify(sent.body)}`);
  const code = server.lastCodeSentTo(body.email);
  const result = await server.call('signUp', { body: { ...body, emailAuthCode: code } });
  if (result.status !== 200) throw new Error(`signUp failed: ${JSON.stringify(result.body)}`);
  return { userId: body.userId, password: body.password, email: body.email, name: body.name };
}

export async function approve(server: TestServer, userId: string): Promise<void> {
  await server.runtime.services.administration.approve('test-admin', userId);
}

export async function signIn(server: TestServer, member: TestMember): Promise<SignedInMember> {
  const result = await server.call<{ accessToken: string; refreshToken: string } | null>('signIn', {
    body: { userId: member.userId, password: member.password },
  });
  if (!result.body.data) throw new Error(`signIn failed: ${JSON.stringify(result.body)}`);
  return { ...member, ...result.body.data };
}

/** Registered, approved and signed in. */
export async function signedInMember(
  server: TestServer,
  overrides: Partial<SignUpBody> = {},
): Promise<SignedInMember> {
  const member = await registerMember(server, overrides);
  await approve(server, member.userId);
  return signIn(server, member);
}

/** Call options carrying the member's token and X-User-Id, as the SPA sends them. */
export function as(member: SignedInMember) {
  return { token: member.accessToken, userId: member.userId };
}

/** The `updateMyInfo` body that keeps a profile as it is (and no profile image). */
export function updateBodyOf(profile: MemberProfileData): MemberProfileUpdateBody {
  return {
    name: profile.name,
    birthDate: profile.birthDate,
    email: profile.email,
    mobile: profile.mobile,
    graduationYear: profile.graduationYear,
    classNumber: profile.classNumber,
    course: profile.course,
    company: profile.company,
    jobTitle: profile.jobTitle,
    address: profile.address,
    profileImageMstId: null,
    privacy: profile.privacy,
  };
}

/** Changes some of a member's own fields through the API, as /me does; answers the call. */
export async function updateMyProfile(
  server: TestServer,
  member: SignedInMember,
  changes: Partial<MemberProfileData>,
) {
  const mine = await server.call<MemberProfileData>('getMyInfo', as(member));
  return server.call<MemberProfileData>('updateMyInfo', {
    ...as(member),
    body: updateBodyOf({ ...mine.body.data, ...changes }),
  });
}
