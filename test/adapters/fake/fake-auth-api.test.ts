import { describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS_MESSAGE } from '../../../src/adapters/fake/fake-auth-api';
import { REFUSAL_CODES } from '../../../src/application/shared/errors/refusal-codes';
import type { AuthMailPurpose, SignUpRequest } from '../../../src/application/accounts/auth-api';
import { CONSENT_VERSIONS } from '../../../src/domain/accounts/consent-versions';
import { NOT_APPROVED_MESSAGE, readTokenSubject } from '../../../src/domain/session/tokens';
import {
  addMember,
  type FakeWorld,
  fakeWorld,
  lastCodeMailedTo,
  MEMBER_PASSWORD,
  signInAs,
} from '../../support/fake-world';
import { aPngFile } from '../../support/files';
import { aSignUpRequest } from '../../support/members';
import { PRIVACY } from '../../support/privacy';

const HANGUL = /[가-힣]/u;
const NEW_PASSWORD = 'Byeol#2027go';

/** The newcomer these tests sign up: what they read back of the sign-up. */
const NEWBIE = {
  userId: 'newbie01',
  password: 'Saebyeok!2026',
  name: '김새벽',
  email: 'newbie@example.com',
};

function signUpRequest(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return aSignUpRequest({ ...NEWBIE, ...overrides });
}

/** One mail a minute per address and purpose: a test that asks again lets a minute pass. */
async function mailCode(world: FakeWorld, email: string, purpose: AuthMailPurpose) {
  world.clock.advance(60 * 1000);
  await world.authApi.sendAuthMail({ email, purpose });
}

/** Mails a sign-up code to the request's address and signs up with it. */
async function signUpWithCode(world: FakeWorld, overrides: Partial<SignUpRequest> = {}) {
  const request = signUpRequest(overrides);
  await mailCode(world, request.email, 'signUp');
  return world.authApi.signUp({
    ...request,
    emailAuthCode: lastCodeMailedTo(world, request.email),
  });
}

async function findPasswordTicket(
  world: FakeWorld,
  request: { userId: string; name: string; email: string },
) {
  await mailCode(world, request.email, 'findPassword');
  const { resetToken } = await world.authApi.findPassword({
    ...request,
    authCode: lastCodeMailedTo(world, request.email),
  });
  return resetToken;
}

async function findIds(world: FakeWorld, name: string, email: string) {
  await mailCode(world, email, 'findId');
  return world.authApi.findId({ name, email, authCode: lastCodeMailedTo(world, email) });
}

describe('FakeAuthApi.signIn', () => {
  it('gives an approved member tokens for their id and no message', async () => {
    const world = fakeWorld();
    addMember(world);
    const result = await world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD });
    expect(result.message).toBeNull();
    expect(readTokenSubject(result.tokens?.accessToken ?? '')).toBe('hong123');
    expect(result.tokens?.refreshToken).toMatch(/^[0-9a-f]{48}$/u);
  });

  it('answers a pending member the not-approved message and no tokens', async () => {
    const world = fakeWorld();
    addMember(world, { status: 'pending' });
    const result = await world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD });
    expect(result).toEqual({ tokens: null, message: NOT_APPROVED_MESSAGE });
  });

  it('refuses a rejected member with the server’s 403 (4031) and no session', async () => {
    const world = fakeWorld();
    addMember(world, { status: 'rejected' });
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      code: 4031,
      message: expect.stringMatching(HANGUL),
    });
  });

  it('answers a withdrawn member as an unknown id, as the server does', async () => {
    const world = fakeWorld();
    addMember(world, { status: 'withdrawn' });
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 401, message: WRONG_CREDENTIALS_MESSAGE });
  });

  it('refuses an unknown id with the generic Korean 401', async () => {
    const world = fakeWorld();
    await expect(
      world.authApi.signIn({ userId: 'nobody99', password: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 401, message: WRONG_CREDENTIALS_MESSAGE });
    expect(WRONG_CREDENTIALS_MESSAGE).toMatch(HANGUL);
  });

  it('answers a wrong password exactly as an unknown id, so existence is not revealed', async () => {
    const world = fakeWorld();
    addMember(world);
    const wrongPassword = await world.authApi
      .signIn({ userId: 'hong123', password: 'Wrong!pass99' })
      .catch((error: unknown) => error);
    const unknownId = await world.authApi
      .signIn({ userId: 'nobody99', password: 'Wrong!pass99' })
      .catch((error: unknown) => error);
    expect(wrongPassword).toMatchObject({ name: 'ApiError', status: 401 });
    expect(wrongPassword).toEqual(unknownId);
    expect((wrongPassword as Error).message).toBe((unknownId as Error).message);
  });

  it('does not reveal a pending, rejected or withdrawn account to a wrong password', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'pend0001', status: 'pending' });
    addMember(world, { userId: 'reje0001', status: 'rejected' });
    addMember(world, { userId: 'with0001', status: 'withdrawn' });
    for (const userId of ['pend0001', 'reje0001', 'with0001']) {
      await expect(
        world.authApi.signIn({ userId, password: 'Wrong!pass99' }),
      ).rejects.toMatchObject({ status: 401, message: WRONG_CREDENTIALS_MESSAGE });
    }
  });

  it('takes the user id case-insensitively and ignores surrounding spaces', async () => {
    const world = fakeWorld();
    addMember(world);
    const result = await world.authApi.signIn({
      userId: '  HONG123 ',
      password: MEMBER_PASSWORD,
    });
    expect(readTokenSubject(result.tokens?.accessToken ?? '')).toBe('hong123');
  });

  it('takes the password exactly: case and spaces matter', async () => {
    const world = fakeWorld();
    addMember(world);
    for (const password of [MEMBER_PASSWORD.toLowerCase(), ` ${MEMBER_PASSWORD}`]) {
      await expect(world.authApi.signIn({ userId: 'hong123', password })).rejects.toMatchObject({
        status: 401,
      });
    }
  });
});

describe('FakeAuthApi.ping and signOut', () => {
  it('pings false with no stored tokens, true once signed in', async () => {
    const world = fakeWorld();
    addMember(world);
    expect(await world.authApi.ping()).toBe(false);
    await signInAs(world, 'hong123');
    expect(await world.authApi.ping()).toBe(true);
  });

  it('pings false once the account is no longer approved', async () => {
    const world = fakeWorld();
    const profile = addMember(world);
    await signInAs(world, 'hong123');
    world.backend.addAccount({
      password: MEMBER_PASSWORD,
      profile: { ...profile, status: 'rejected' },
    });
    expect(await world.authApi.ping()).toBe(false);
  });

  it('signing out ends the session on the server: ping false, refresh refused', async () => {
    const world = fakeWorld();
    addMember(world);
    const tokens = await signInAs(world, 'hong123');
    await world.authApi.signOut();
    expect(await world.authApi.ping()).toBe(false);
    await expect(world.authApi.refresh(tokens)).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
    });
  });

  it('signing out ends only the current session, not the member’s others', async () => {
    const world = fakeWorld();
    addMember(world);
    const other = await signInAs(world, 'hong123');
    await signInAs(world, 'hong123');
    await world.authApi.signOut();
    world.tokenStore.saveTokens(other);
    expect(await world.authApi.ping()).toBe(true);
  });

  it('signing out with no session resolves quietly', async () => {
    const world = fakeWorld();
    await expect(world.authApi.signOut()).resolves.toBeUndefined();
  });
});

describe('FakeAuthApi.sendAuthMail', () => {
  it('refuses a malformed e-mail address with a Korean 400 and mails nothing', async () => {
    const world = fakeWorld();
    await expect(
      world.authApi.sendAuthMail({ email: 'hong@example', purpose: 'signUp' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '이메일 주소 형식이 올바르지 않습니다. 예) hong@example.com',
    });
    expect(world.backend.outbox).toEqual([]);
  });

  it('refuses an empty e-mail address with a Korean 400', async () => {
    const world = fakeWorld();
    await expect(
      world.authApi.sendAuthMail({ email: '  ', purpose: 'findId' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '이메일 주소를 입력해 주세요.',
    });
  });
});

describe('FakeAuthApi.checkId', () => {
  it('confirms a free, well-formed id in Korean', async () => {
    const world = fakeWorld();
    expect(await world.authApi.checkId('newbie01')).toEqual({
      available: true,
      message: '사용할 수 있는 아이디입니다.',
    });
  });

  it.each([
    ['', '아이디를 입력해 주세요.'],
    ['abc', '아이디는 4~20자로 입력해 주세요.'],
    ['1abcd', '아이디는 영문자로 시작해야 합니다.'],
    ['hong-123', '아이디는 영문 소문자, 숫자, 밑줄(_)만 사용할 수 있습니다.'],
  ])('refuses the badly formed id %j with the rule’s Korean message', async (userId, message) => {
    const world = fakeWorld();
    expect(await world.authApi.checkId(userId)).toEqual({ available: false, message });
  });

  it.each(['admin', 'Webmaster', 'noreply'])('refuses the reserved id %s', async (userId) => {
    const world = fakeWorld();
    expect(await world.authApi.checkId(userId)).toEqual({
      available: false,
      message: '사용할 수 없는 아이디입니다. 다른 아이디를 입력해 주세요.',
    });
  });

  it('refuses a taken id, whatever its case', async () => {
    const world = fakeWorld();
    addMember(world);
    for (const userId of ['hong123', 'HONG123', ' Hong123 ']) {
      expect(await world.authApi.checkId(userId)).toEqual({
        available: false,
        message: '이미 사용 중인 아이디입니다.',
      });
    }
  });

  it('refuses the id of a member who withdrew, for good', async () => {
    const world = fakeWorld();
    addMember(world);
    await signInAs(world, 'hong123');
    await world.authApi.withdraw({ password: MEMBER_PASSWORD, reason: '이사' });
    expect(await world.authApi.checkId('hong123')).toEqual({
      available: false,
      message: '이미 사용 중인 아이디입니다.',
    });
  });
});

describe('FakeAuthApi.signUp', () => {
  it('stores the fields the way the shared rules normalise them', async () => {
    const world = fakeWorld();
    await signUpWithCode(world, {
      name: '  김새벽 ',
      birthDate: '19900401',
      mobile: '01022223333',
      course: ' 문과 ',
      company: '  ',
    });
    const profile = world.backend.accounts.get('newbie01')?.profile;
    expect(profile).toMatchObject({
      name: '김새벽',
      birthDate: '1990-04-01',
      mobile: '010-2222-3333',
      course: '문과',
      company: null,
    });
  });

  it('refuses a bad name, birth date or mobile number, and keeps the code for a retry', async () => {
    const world = fakeWorld();
    await expect(signUpWithCode(world, { mobile: '02-123-4567' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '휴대전화 번호 형식이 올바르지 않습니다. 예) 010-1234-5678',
    });
    await expect(signUpWithCode(world, { birthDate: '2020-01-01' })).rejects.toMatchObject({
      status: 400,
      message: '만 14세 이상만 가입할 수 있습니다.',
    });
    await expect(signUpWithCode(world, { name: 'ㄱㄴ' })).rejects.toMatchObject({ status: 400 });
    expect(world.backend.accounts.has('newbie01')).toBe(false);

    const code = lastCodeMailedTo(world, 'newbie@example.com');
    await world.authApi.signUp({ ...signUpRequest(), emailAuthCode: code });
    expect(world.backend.accounts.get('newbie01')?.profile.status).toBe('pending');
  });

  it('creates a pending account with the mailed code: the member cannot sign in yet', async () => {
    const world = fakeWorld();
    await signUpWithCode(world);
    const account = world.backend.accounts.get('newbie01');
    expect(account?.profile).toMatchObject({
      userId: 'newbie01',
      name: '김새벽',
      email: 'newbie@example.com',
      status: 'pending',
      role: 'member',
      privacy: PRIVACY.none,
    });
    expect(await world.authApi.signIn({ userId: 'newbie01', password: 'Saebyeok!2026' })).toEqual({
      tokens: null,
      message: NOT_APPROVED_MESSAGE,
    });
  });

  it('stores the id folded to lowercase, and the id is then taken', async () => {
    const world = fakeWorld();
    await signUpWithCode(world, { userId: 'NewBie01' });
    expect(world.backend.accounts.has('newbie01')).toBe(true);
    expect((await world.authApi.checkId('newbie01')).available).toBe(false);
  });

  it('refuses without the code from the outbox, with a Korean 400, and creates nothing', async () => {
    const world = fakeWorld();
    await world.authApi.sendAuthMail({ email: 'newbie@example.com', purpose: 'signUp' });
    const code = lastCodeMailedTo(world, 'newbie@example.com');
    const wrong = code === '123456' ? '654321' : '123456';
    await expect(
      world.authApi.signUp(signUpRequest({ emailAuthCode: wrong })),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: REFUSAL_CODES.invalidAuthCode,
      message: '인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)',
    });
    expect(world.backend.accounts.has('newbie01')).toBe(false);
  });

  it('refuses when no code was ever mailed to the address', async () => {
    const world = fakeWorld();
    await expect(
      world.authApi.signUp(signUpRequest({ emailAuthCode: '123456' })),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: expect.stringMatching(HANGUL),
    });
  });

  it.each([
    { terms: false, privacy: true, marketing: true },
    { terms: true, privacy: false, marketing: true },
  ])('requires both required consents (%o) with a Korean 400', async (consents) => {
    const world = fakeWorld();
    await expect(signUpWithCode(world, { consents })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 4005,
      message: '필수 약관에 모두 동의해 주세요.',
    });
    expect(world.backend.accounts.size).toBe(0);
  });

  it('does not require the optional marketing consent', async () => {
    const world = fakeWorld();
    await signUpWithCode(world, { consents: { terms: true, privacy: true, marketing: false } });
    expect(world.backend.accounts.has('newbie01')).toBe(true);
  });

  it('records each consent with the version of its text, as the server does', async () => {
    const world = fakeWorld();
    await signUpWithCode(world, { consents: { terms: true, privacy: true, marketing: true } });
    expect(world.backend.consents.get('newbie01')).toEqual(
      (['terms', 'privacy', 'marketing'] as const).map((kind) => ({
        kind,
        version: CONSENT_VERSIONS[kind],
        agreed: true,
        recordedAt: world.clock.now().toISOString(),
      })),
    );
  });

  it('refuses a taken id with the contract’s code, so the screen can show it at the id', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'newbie01' });
    await expect(signUpWithCode(world)).rejects.toMatchObject({
      status: 409,
      code: REFUSAL_CODES.userIdTaken,
      message: '이미 사용 중인 아이디입니다.',
    });
  });

  it('keeps a profile image uploaded before sign-up, and refuses a group that is not one', async () => {
    const world = fakeWorld();
    const image = await world.fileApi.uploadProfileImage(aPngFile('me.png'));
    await expect(
      signUpWithCode(world, { profileImageMstId: 'files-missing' }),
    ).rejects.toMatchObject({ status: 400, message: '프로필 사진을 다시 올려 주세요.' });
    await signUpWithCode(world, { profileImageMstId: image.atchFileMstId });
    expect(world.backend.accounts.get('newbie01')?.profile.profileImage).toEqual(image);
  });

  it('refuses a weak password with the rule’s Korean 400, keeping the code for a retry', async () => {
    const world = fakeWorld();
    const request = signUpRequest();
    await world.authApi.sendAuthMail({ email: request.email, purpose: 'signUp' });
    const emailAuthCode = lastCodeMailedTo(world, request.email);
    await expect(
      world.authApi.signUp({ ...request, emailAuthCode, password: 'password123' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    });
    await world.authApi.signUp({ ...request, emailAuthCode });
    expect(world.backend.accounts.has('newbie01')).toBe(true);
  });

  it('refuses a password that contains the id', async () => {
    const world = fakeWorld();
    await expect(signUpWithCode(world, { password: 'Newbie01!x' })).rejects.toMatchObject({
      status: 400,
      message: '비밀번호에 아이디를 포함할 수 없습니다.',
    });
  });

  it('refuses a taken id with a Korean 409, whatever its case', async () => {
    const world = fakeWorld();
    addMember(world);
    await expect(signUpWithCode(world, { userId: 'Hong123' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      message: '이미 사용 중인 아이디입니다.',
    });
    expect(world.backend.accounts.get('hong123')?.profile.name).toBe('홍길동');
  });

  it('refuses a reserved or badly formed id as bad input (400, as the server) with the rule’s Korean message', async () => {
    const world = fakeWorld();
    await expect(signUpWithCode(world, { userId: 'admin' })).rejects.toMatchObject({
      status: 400,
      code: 4000,
      message: '사용할 수 없는 아이디입니다. 다른 아이디를 입력해 주세요.',
    });
    await expect(signUpWithCode(world, { userId: 'ab' })).rejects.toMatchObject({
      status: 400,
      message: '아이디는 4~20자로 입력해 주세요.',
    });
  });

  it('refuses a malformed e-mail address with a Korean 400', async () => {
    const world = fakeWorld();
    await expect(
      world.authApi.signUp(signUpRequest({ email: 'newbie@', emailAuthCode: '123456' })),
    ).rejects.toMatchObject({
      status: 400,
      message: '이메일 주소 형식이 올바르지 않습니다. 예) hong@example.com',
    });
  });

  it('an approved sign-up can sign in and is listed in the directory', async () => {
    const world = fakeWorld();
    addMember(world);
    await signUpWithCode(world);
    const account = world.backend.accounts.get('newbie01');
    if (!account) throw new Error('expected the new account');
    account.profile = { ...account.profile, status: 'approved' };
    await signInAs(world, 'hong123');
    const page = await world.myInfoApi.searchAlumni({ name: '김새벽', page: 1, size: 10 });
    expect(page.items.map((card) => card.name)).toEqual(['김새벽']);
    await expect(
      world.authApi.signIn({ userId: 'newbie01', password: 'Saebyeok!2026' }),
    ).resolves.toMatchObject({ message: null });
  });
});

describe('FakeAuthApi.findId', () => {
  it('answers the masked ids of the accounts with that name and e-mail', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'hong123' });
    addMember(world, { userId: 'gildong_h' });
    addMember(world, { userId: 'hong77', name: '홍길순' });
    const result = await findIds(world, ' 홍길동 ', 'hong@example.com');
    expect([...result.maskedUserIds].sort()).toEqual(['gi*****_h', 'ho***23']);
  });

  it('never shows a whole id', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'hong123' });
    const result = await findIds(world, '홍길동', 'hong@example.com');
    expect(result.maskedUserIds).not.toContain('hong123');
    expect(result.maskedUserIds.every((id) => id.includes('*'))).toBe(true);
  });

  it('answers an empty list, the same shape, when nothing matches', async () => {
    const world = fakeWorld();
    addMember(world);
    const found = await findIds(world, '홍길동', 'hong@example.com');
    const notFound = await findIds(world, '이몽룡', 'hong@example.com');
    expect(Object.keys(notFound)).toEqual(Object.keys(found));
    expect(notFound).toEqual({ maskedUserIds: [] });
  });

  it('needs the code mailed for finding an id', async () => {
    const world = fakeWorld();
    addMember(world);
    await world.authApi.sendAuthMail({ email: 'hong@example.com', purpose: 'findPassword' });
    await expect(
      world.authApi.findId({
        name: '홍길동',
        email: 'hong@example.com',
        authCode: lastCodeMailedTo(world, 'hong@example.com'),
      }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });
});

describe('FakeAuthApi.findPassword', () => {
  it('gives a reset ticket for a real account, which sets a new password', async () => {
    const world = fakeWorld();
    addMember(world);
    const ticket = await findPasswordTicket(world, {
      userId: 'HONG123',
      name: '홍길동',
      email: 'hong@example.com',
    });
    await world.authApi.resetPassword({ resetToken: ticket, newPassword: NEW_PASSWORD });
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: NEW_PASSWORD }),
    ).resolves.toMatchObject({ message: null });
  });

  it('gives a ticket of the same shape when the account does not exist, so nothing is revealed', async () => {
    const world = fakeWorld();
    addMember(world);
    const real = await findPasswordTicket(world, {
      userId: 'hong123',
      name: '홍길동',
      email: 'hong@example.com',
    });
    const forNobody = await findPasswordTicket(world, {
      userId: 'nobody99',
      name: '홍길동',
      email: 'hong@example.com',
    });
    const forWrongName = await findPasswordTicket(world, {
      userId: 'hong123',
      name: '이몽룡',
      email: 'hong@example.com',
    });
    const shape = /^[0-9a-f]{48}$/u;
    expect(real).toMatch(shape);
    expect(forNobody).toMatch(shape);
    expect(forWrongName).toMatch(shape);
    expect(new Set([real, forNobody, forWrongName]).size).toBe(3);
  });

  it('a ticket for no account cannot reset anything', async () => {
    const world = fakeWorld();
    addMember(world);
    const ticket = await findPasswordTicket(world, {
      userId: 'hong123',
      name: '홍길동',
      email: 'other@example.com',
    });
    await expect(
      world.authApi.resetPassword({ resetToken: ticket, newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '비밀번호 재설정 기간이 지났습니다. 처음부터 다시 진행해 주세요.',
    });
    await expect(signInAs(world, 'hong123')).resolves.toHaveProperty('accessToken');
  });

  it('needs the code mailed for finding a password', async () => {
    const world = fakeWorld();
    addMember(world);
    await expect(
      world.authApi.findPassword({
        userId: 'hong123',
        name: '홍길동',
        email: 'hong@example.com',
        authCode: '123456',
      }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });
});

describe('FakeAuthApi.resetPassword', () => {
  async function ticketFor(world: FakeWorld) {
    return findPasswordTicket(world, {
      userId: 'hong123',
      name: '홍길동',
      email: 'hong@example.com',
    });
  }

  it('refuses a weak password with the rule’s Korean 400 and keeps the old password', async () => {
    const world = fakeWorld();
    addMember(world);
    const ticket = await ticketFor(world);
    await expect(
      world.authApi.resetPassword({ resetToken: ticket, newPassword: 'short1!' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '비밀번호는 8자 이상이어야 합니다.',
    });
    await expect(signInAs(world, 'hong123')).resolves.toHaveProperty('accessToken');
  });

  it('lets the member try again with the same ticket after a weak password', async () => {
    const world = fakeWorld();
    addMember(world);
    const ticket = await ticketFor(world);
    await expect(
      world.authApi.resetPassword({ resetToken: ticket, newPassword: 'hong123!pw' }),
    ).rejects.toMatchObject({ status: 400, message: '비밀번호에 아이디를 포함할 수 없습니다.' });
    await world.authApi.resetPassword({ resetToken: ticket, newPassword: NEW_PASSWORD });
    await expect(signInAs(world, 'hong123', NEW_PASSWORD)).resolves.toHaveProperty('accessToken');
  });

  it('makes the new password work and the old one fail', async () => {
    const world = fakeWorld();
    addMember(world);
    const ticket = await ticketFor(world);
    await world.authApi.resetPassword({ resetToken: ticket, newPassword: NEW_PASSWORD });
    await expect(signInAs(world, 'hong123', NEW_PASSWORD)).resolves.toHaveProperty('accessToken');
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({ status: 401, message: WRONG_CREDENTIALS_MESSAGE });
  });

  it('revokes every session of the member', async () => {
    const world = fakeWorld();
    addMember(world);
    const phone = await signInAs(world, 'hong123');
    const laptop = await signInAs(world, 'hong123');
    const ticket = await ticketFor(world);
    await world.authApi.resetPassword({ resetToken: ticket, newPassword: NEW_PASSWORD });
    for (const tokens of [phone, laptop]) {
      world.tokenStore.saveTokens(tokens);
      expect(await world.authApi.ping()).toBe(false);
      await expect(world.authApi.refresh(tokens)).rejects.toMatchObject({ status: 401 });
    }
  });

  it('leaves other members’ sessions alone', async () => {
    const world = fakeWorld();
    addMember(world);
    addMember(world, { userId: 'kim456', email: 'kim@example.com' });
    const kim = await signInAs(world, 'kim456');
    const ticket = await ticketFor(world);
    await world.authApi.resetPassword({ resetToken: ticket, newPassword: NEW_PASSWORD });
    world.tokenStore.saveTokens(kim);
    expect(await world.authApi.ping()).toBe(true);
  });
});

describe('FakeAuthApi.withdraw', () => {
  /** The office's donor record of the member, with donations of theirs. */
  function donorWithDonations(world: ReturnType<typeof fakeWorld>, memberId: string): void {
    const records = world.backend.donationRecords;
    records.donors.push({
      donorId: 'donor-1',
      memberId,
      kind: 'person',
      name: '홍길동',
      businessNumber: null,
      phone: null,
      email: null,
      address: null,
      graduationYear: null,
      namedInHallOfFame: false,
      updatedAt: '2025-05-15T00:00:00.000Z',
    });
    for (const [id, amount] of [
      ['d-1', 100_000],
      ['d-2', 50_000],
    ] as const) {
      records.records.push({
        id,
        donationId: id,
        supersedes: null,
        donorId: 'donor-1',
        fundId: 'general',
        amount,
        donatedOn: '2025-05-15',
        method: 'transfer',
        receiptCode: '40',
        memo: null,
        voided: false,
        reason: null,
        recordedAt: '2025-05-15T00:00:00.000Z',
      });
    }
  }

  it('needs a signed-in member (Korean 401)', async () => {
    const world = fakeWorld();
    addMember(world);
    await expect(
      world.authApi.withdraw({ password: MEMBER_PASSWORD, reason: '' }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 401, message: '로그인이 필요합니다.' });
  });

  it('refuses a wrong password with a Korean 400 and keeps the account and session', async () => {
    const world = fakeWorld();
    addMember(world);
    await signInAs(world, 'hong123');
    await expect(
      world.authApi.withdraw({ password: 'Wrong!pass99', reason: '' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: REFUSAL_CODES.wrongPassword,
      message: '비밀번호가 올바르지 않습니다.',
    });
    expect(world.backend.accounts.has('hong123')).toBe(true);
    expect(await world.authApi.ping()).toBe(true);
  });

  it('ends the session; the id can then neither sign in nor be registered again', async () => {
    const world = fakeWorld();
    addMember(world);
    await signInAs(world, 'hong123');
    await world.authApi.withdraw({ password: MEMBER_PASSWORD, reason: '개인 사정' });
    expect(await world.authApi.ping()).toBe(false);
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 401, message: WRONG_CREDENTIALS_MESSAGE });
    await expect(
      signUpWithCode(world, { userId: 'hong123', email: 'hong@example.com' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      message: '이미 사용 중인 아이디입니다.',
    });
  });

  it('ends every session of the member, not only the current one', async () => {
    const world = fakeWorld();
    addMember(world);
    const other = await signInAs(world, 'hong123');
    await signInAs(world, 'hong123');
    await world.authApi.withdraw({ password: MEMBER_PASSWORD, reason: '' });
    await expect(world.authApi.refresh(other)).rejects.toMatchObject({ status: 401 });
  });

  it('keeps the donation records, detached from the id', async () => {
    const world = fakeWorld();
    addMember(world);
    donorWithDonations(world, 'hong123');
    await signInAs(world, 'hong123');
    await world.authApi.withdraw({ password: MEMBER_PASSWORD, reason: '' });
    const records = world.backend.donationRecords;
    expect(records.donors).toMatchObject([{ donorId: 'donor-1', memberId: null, name: '홍길동' }]);
    expect(records.current().map((record) => record.donationId)).toEqual(['d-1', 'd-2']);
  });

  it('a later member cannot see the donations of one who withdrew', async () => {
    const world = fakeWorld();
    addMember(world);
    donorWithDonations(world, 'hong123');
    await signInAs(world, 'hong123');
    await world.authApi.withdraw({ password: MEMBER_PASSWORD, reason: '' });
    addMember(world, { userId: 'kim456', email: 'kim@example.com' });
    await signInAs(world, 'kim456');
    const page = await world.donationApi.getMyContributions({ page: 1, size: 10 });
    expect(page).toMatchObject({ items: [], total: 0, totalAmount: 0 });
  });
});
