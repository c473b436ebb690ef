import type { SignUpBody } from '../../../src/contract/accounts';
import type { MemberProfileData } from '../../../src/contract/shared/member-schemas';
import type { DirectoryPrivacy } from '../../../src/domain/shared/member/directory-privacy';
import { anUpdateOf, aSignUpBody } from '../../support/members';
import type { SignInData } from '../../../src/contract/session';
import { passSecondFactor } from './second-factor';
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

/** Signs a member up through the API, with the code read from the outbox; the account is pending. */
export async function registerMember(
  server: TestServer,
  overrides: Partial<SignUpBody> = {},
): Promise<TestMember> {
  const body = aSignUpBody(overrides);
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
  await server.runtime.services.administration.approveMember('test-admin', userId);
}

/**
 * Signs in through the API; an administrator goes on through the second factor (enrolling an
 * authenticator app the first time: support/second-factor.ts).
 */
export async function signIn(server: TestServer, member: TestMember): Promise<SignedInMember> {
  const result = await server.call<SignInData>('signIn', {
    body: { userId: member.userId, password: member.password },
  });
  const data = result.body.data;
  if (!data) throw new Error(`signIn failed: ${JSON.stringify(result.body)}`);
  if ('secondFactor' in data) {
    const tokens = await passSecondFactor(server, member.userId, data);
    return { ...member, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  }
  return { ...member, ...data };
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

/**
 * Signs a member up through the API and sets what they share in the directory (sign-up shares
 * nothing), then approves or rejects them as `status` says.
 */
export async function registerAlumnus(
  server: TestServer,
  overrides: Partial<SignUpBody>,
  privacy: DirectoryPrivacy,
  status: 'approved' | 'pending' | 'rejected' = 'approved',
): Promise<TestMember> {
  const member = await registerMember(server, overrides);
  await server.runtime.ports.store.accounts.update(member.userId, { privacy });
  if (status === 'approved') await approve(server, member.userId);
  if (status === 'rejected') {
    await server.runtime.services.administration.rejectMember(
      'test-admin',
      member.userId,
      '확인 불가',
    );
  }
  return member;
}

/** Call options carrying the member's token and X-User-Id, as the SPA sends them. */
export function as(member: SignedInMember) {
  return { token: member.accessToken, userId: member.userId };
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
    body: anUpdateOf({ ...mine.body.data, ...changes }),
  });
}
