import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_MS } from '../../../src/adapters/fake/fake-backend';
import type { AuthMailPurpose } from '../../../src/application/accounts/auth-api';
import { API_ERRORS } from '../../../src/contract/shared/error-codes';
import { readTokenSubject } from '../../../src/domain/session/tokens';
import {
  addMember,
  type FakeWorld,
  fakeWorld,
  lastCodeMailedTo,
  signInAs,
} from '../../support/fake-world';

const MINUTE = 60 * 1000;
const HANGUL = /[가-힣]/u;
const EMAIL = 'new@example.com';
const EXPIRED_CODE = API_ERRORS.expiredAuthCode.message;

/** Asks for a find-id code and answers with `code`; consumes the code when it is right. */
function findIdWith(world: FakeWorld, code: string) {
  return world.authApi.findId({ name: '홍길동', email: EMAIL, authCode: code });
}

async function mailCode(world: FakeWorld, purpose: AuthMailPurpose = 'findId') {
  await world.authApi.sendAuthMail({ email: EMAIL, purpose });
  return lastCodeMailedTo(world, EMAIL);
}

/** A six-digit code that is not `code`. */
function otherThan(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('FakeBackend access tokens', () => {
  it('issues a JWT-shaped access token whose subject is the user id', async () => {
    const world = fakeWorld();
    addMember(world);
    const tokens = await signInAs(world, 'hong123');
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(readTokenSubject(tokens.accessToken)).toBe('hong123');
  });

  it('lasts 60 minutes: then it is refreshed behind the caller’s back, as the HTTP client does', async () => {
    const world = fakeWorld();
    addMember(world);
    const tokens = await signInAs(world, 'hong123');
    world.clock.advance(60 * MINUTE - 1);
    expect(await world.authApi.ping()).toBe(true);
    expect(world.tokenStore.readTokens()).toEqual(tokens);
    world.clock.advance(1);
    expect(await world.authApi.ping()).toBe(true);
    expect(world.tokenStore.readTokens()?.refreshToken).not.toBe(tokens.refreshToken);
  });

  it('once the session cannot be refreshed, forgets it and refuses member calls with 4011', async () => {
    const world = fakeWorld();
    addMember(world);
    const tokens = await signInAs(world, 'hong123');
    await world.authApi.refresh(tokens);
    world.clock.advance(60 * MINUTE);
    await expect(world.myInfoApi.getMyInfo()).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 4011,
      message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    });
    expect(world.tokenStore.readTokens()).toBeNull();
  });

  it('refuses an access token with a forged signature or no readable claims', async () => {
    const world = fakeWorld();
    addMember(world);
    const tokens = await signInAs(world, 'hong123');
    const [header, payload] = tokens.accessToken.split('.');
    world.tokenStore.saveTokens({ ...tokens, accessToken: `${header}.${payload}.forged` });
    expect(await world.authApi.ping()).toBe(false);
    world.tokenStore.saveTokens({ ...tokens, accessToken: 'not-a-jwt' });
    expect(await world.authApi.ping()).toBe(false);
    world.tokenStore.saveTokens({ ...tokens, accessToken: `${header}.!!!.fake-signature` });
    expect(await world.authApi.ping()).toBe(false);
  });

  it('refuses an access token whose subject was changed to another member', async () => {
    const world = fakeWorld();
    addMember(world);
    addMember(world, { userId: 'kim456', email: 'kim@example.com' });
    const tokens = await signInAs(world, 'hong123');
    const [header, payload, signature] = tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'kim456' })).toString('base64url');
    world.tokenStore.saveTokens({ ...tokens, accessToken: `${header}.${forged}.${signature}` });
    expect(await world.authApi.ping()).toBe(false);
  });
});

describe('FakeBackend refresh tokens', () => {
  it('rotates: a refresh answers a new refresh token and a fresh 60-minute access token', async () => {
    const world = fakeWorld();
    addMember(world);
    const first = await signInAs(world, 'hong123');
    world.clock.advance(50 * MINUTE);
    const second = await world.authApi.refresh(first);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(readTokenSubject(second.accessToken)).toBe('hong123');
    world.tokenStore.saveTokens(second);
    world.clock.advance(59 * MINUTE);
    expect(await world.authApi.ping()).toBe(true);
  });

  it('refreshes after the access token has expired', async () => {
    const world = fakeWorld();
    addMember(world);
    const first = await signInAs(world, 'hong123');
    world.clock.advance(2 * ACCESS_TOKEN_LIFETIME_MS);
    const second = await world.authApi.refresh(first);
    world.tokenStore.saveTokens(second);
    expect(await world.authApi.ping()).toBe(true);
  });

  it('refuses a refresh token that was already used, with a Korean 401', async () => {
    const world = fakeWorld();
    addMember(world);
    const first = await signInAs(world, 'hong123');
    await world.authApi.refresh(first);
    await expect(world.authApi.refresh(first)).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    });
  });

  it('revokes the whole session when a used refresh token comes back (a stolen copy)', async () => {
    const world = fakeWorld();
    addMember(world);
    const first = await signInAs(world, 'hong123');
    const second = await world.authApi.refresh(first);
    world.tokenStore.saveTokens(second);
    await expect(world.authApi.refresh(first)).rejects.toMatchObject({ status: 401 });
    await expect(world.authApi.refresh(second)).rejects.toMatchObject({ status: 401 });
    expect(await world.authApi.ping()).toBe(false);
  });

  it('revoking one session leaves the member’s other sessions alone', async () => {
    const world = fakeWorld();
    addMember(world);
    const phone = await signInAs(world, 'hong123');
    const laptop = await signInAs(world, 'hong123');
    const laptopNext = await world.authApi.refresh(laptop);
    await expect(world.authApi.refresh(laptop)).rejects.toMatchObject({ status: 401 });
    await expect(world.authApi.refresh(laptopNext)).rejects.toMatchObject({ status: 401 });
    await expect(world.authApi.refresh(phone)).resolves.toHaveProperty('refreshToken');
  });

  it('refuses an unknown refresh token', async () => {
    const world = fakeWorld();
    await expect(
      world.authApi.refresh({ accessToken: 'a', refreshToken: 'never-issued' }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 401 });
  });
});

describe('FakeBackend auth codes', () => {
  it('mails a 6-digit code to the address, in a Korean mail kept in the outbox', async () => {
    const world = fakeWorld();
    await world.authApi.sendAuthMail({ email: EMAIL, purpose: 'signUp' });
    expect(world.backend.outbox).toHaveLength(1);
    const [mail] = world.backend.outbox;
    expect(mail?.to).toBe(EMAIL);
    expect(mail?.subject).toMatch(HANGUL);
    expect(mail?.text).toMatch(/(?<!\d)\d{6}(?!\d)/u);
    expect(mail?.text).toContain('10분');
  });

  it('mails to the address with its domain lowercased, as it is validated', async () => {
    const world = fakeWorld();
    await world.authApi.sendAuthMail({ email: ' New@Example.COM ', purpose: 'signUp' });
    expect(world.backend.outbox.map((mail) => mail.to)).toEqual(['New@example.com']);
  });

  it('accepts the right code once', async () => {
    const world = fakeWorld();
    const code = await mailCode(world);
    await expect(findIdWith(world, code)).resolves.toEqual({ maskedUserIds: [] });
  });

  it('refuses a wrong code with a Korean 400, code 4001 as the server', async () => {
    const world = fakeWorld();
    const code = await mailCode(world);
    await expect(findIdWith(world, otherThan(code))).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 4001,
      message: '인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)',
    });
  });

  it('allows five attempts: four wrong codes, then the right one still works', async () => {
    const world = fakeWorld();
    const code = await mailCode(world);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await expect(findIdWith(world, otherThan(code))).rejects.toMatchObject({ status: 400 });
    }
    await expect(findIdWith(world, code)).resolves.toEqual({ maskedUserIds: [] });
  });

  it('after five wrong attempts refuses even the right code, and asks for a new one', async () => {
    const world = fakeWorld();
    const code = await mailCode(world);
    for (const left of [4, 3, 2, 1]) {
      await expect(findIdWith(world, otherThan(code))).rejects.toMatchObject({
        code: 4001,
        message: `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`,
      });
    }
    await expect(findIdWith(world, otherThan(code))).rejects.toMatchObject({
      code: 4002,
      message: '인증번호를 5번 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.',
    });
    await expect(findIdWith(world, code)).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 4002,
      message: EXPIRED_CODE,
    });
  });

  it('expires after 10 minutes: good a millisecond before, refused at 10 minutes', async () => {
    const early = fakeWorld();
    const earlyCode = await mailCode(early);
    early.clock.advance(10 * MINUTE - 1);
    await expect(findIdWith(early, earlyCode)).resolves.toEqual({ maskedUserIds: [] });

    const late = fakeWorld();
    const lateCode = await mailCode(late);
    late.clock.advance(10 * MINUTE);
    await expect(findIdWith(late, lateCode)).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: EXPIRED_CODE,
    });
  });

  it('is single use: the same code is refused the second time (code 4002)', async () => {
    const world = fakeWorld();
    const code = await mailCode(world);
    await findIdWith(world, code);
    await expect(findIdWith(world, code)).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 4002,
      message: EXPIRED_CODE,
    });
  });

  it('a new code replaces the previous one for the same address and purpose', async () => {
    const world = fakeWorld();
    const first = await mailCode(world);
    world.clock.advance(MINUTE);
    let second = await mailCode(world);
    while (second === first) {
      world.clock.advance(MINUTE);
      second = await mailCode(world);
    }
    await expect(findIdWith(world, first)).rejects.toMatchObject({ status: 400 });
    await expect(findIdWith(world, second)).resolves.toEqual({ maskedUserIds: [] });
  });

  it('a code is good only for the purpose it was mailed for', async () => {
    const world = fakeWorld();
    const code = await mailCode(world, 'signUp');
    await expect(findIdWith(world, code)).rejects.toMatchObject({
      status: 400,
      message: EXPIRED_CODE,
    });
  });

  it('a code is good only for the address it was mailed to', async () => {
    const world = fakeWorld();
    const code = await mailCode(world);
    await expect(
      world.authApi.findId({ name: '홍길동', email: 'other@example.com', authCode: code }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('FakeBackend password-reset tickets', () => {
  async function resetTicket(world: FakeWorld) {
    addMember(world);
    await world.authApi.sendAuthMail({ email: 'hong@example.com', purpose: 'findPassword' });
    const { resetToken } = await world.authApi.findPassword({
      userId: 'hong123',
      name: '홍길동',
      email: 'hong@example.com',
      authCode: lastCodeMailedTo(world, 'hong@example.com'),
    });
    return resetToken;
  }

  it('is single use: a second reset with the same ticket is refused with a Korean 400', async () => {
    const world = fakeWorld();
    const ticket = await resetTicket(world);
    await world.authApi.resetPassword({ resetToken: ticket, newPassword: 'Byeol#2027go' });
    await expect(
      world.authApi.resetPassword({ resetToken: ticket, newPassword: 'Dal$2028bit' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 4003,
      message: '비밀번호 재설정 기간이 지났습니다. 처음부터 다시 진행해 주세요.',
    });
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: 'Byeol#2027go' }),
    ).resolves.toMatchObject({ message: null });
  });

  it('refuses a ticket that was never issued', async () => {
    const world = fakeWorld();
    await resetTicket(world);
    await expect(
      world.authApi.resetPassword({ resetToken: 'made-up', newPassword: 'Byeol#2027go' }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });
});

describe('FakeBackend ids', () => {
  it('hands out ids that never repeat', () => {
    const world = fakeWorld();
    const ids = Array.from({ length: 50 }, () => world.backend.nextId('x'));
    expect(new Set(ids).size).toBe(50);
    expect(ids[0]).toMatch(/^x-\d{6}$/u);
  });
});
