import { describe, expect, it } from 'vitest';
import type { AuthMailPurpose } from '../../../../../src/contract/accounts';
import {
  expectRefusal,
  expectSignedIn,
  expectSignedOut,
  expectSuccess,
  HANGUL,
  ONE_MINUTE,
  requestCode,
  wrongCodeFor,
} from '../../../support/auth-helpers';
import { registerMember, signedInMember, signIn, type TestMember } from '../../../support/members';
import { sqliteOnly } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const NEW_PASSWORD = 'Saebit#2027pw';
const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/u;

describe.each(sqliteOnly())('account recovery (%s)', (dialect) => {
  const server = useTestServer(dialect);

  /** A code for the address, a minute after the last mail to it (one mail a minute). */
  async function freshCode(email: string, purpose: AuthMailPurpose): Promise<string> {
    server.clock.advance(ONE_MINUTE);
    return requestCode(server, email, purpose);
  }

  function mailsTo(email: string) {
    return server.mails().filter((mail) => mail.to.includes(email));
  }

  describe('findId', () => {
    function findId(body: { name: string; email: string; authCode: string }) {
      return server.call<{ maskedUserIds: string[] }>('findId', { body });
    }

    it('gives the masked ids under that name and address, and mails the whole ids', async () => {
      const email = 'hong@example.com';
      await registerMember(server, { userId: 'hongildong', email, name: '홍길동' });
      server.clock.advance(ONE_MINUTE);
      await registerMember(server, { userId: 'hong_second', email, name: '홍길동' });
      server.clock.advance(ONE_MINUTE);
      await registerMember(server, { userId: 'hongsister', email, name: '홍길순' });

      const authCode = await freshCode(email, 'findId');
      const result = await findId({ name: '홍길동', email, authCode });
      expect(result.body).toEqual({
        code: 0,
        message: null,
        data: { maskedUserIds: ['ho******ng', 'ho*******nd'] },
      });

      const mail = mailsTo(email).at(-1);
      expect(mail?.subject).toContain('아이디 찾기 결과 안내');
      expect(mail?.text).toContain('- hongildong');
      expect(mail?.text).toContain('- hong_second');
      expect(mail?.text).not.toContain('hongsister');
      expect(mail?.text).toMatch(HANGUL);
    });

    it('answers an unknown name or address with an empty list of the same shape, mailing no ids', async () => {
      const member = await registerMember(server, { name: '김민수' });

      const wrongName = await findId({
        name: '박지원',
        email: member.email,
        authCode: await freshCode(member.email, 'findId'),
      });
      const unknownAddress = await findId({
        name: '김민수',
        email: 'nobody@example.com',
        authCode: await requestCode(server, 'nobody@example.com', 'findId'),
      });
      for (const result of [wrongName, unknownAddress]) {
        expect(result.status).toBe(200);
        expect(result.body).toEqual({ code: 0, message: null, data: { maskedUserIds: [] } });
      }
      const resultMails = server
        .mails()
        .filter((mail) => mail.subject.includes('아이디 찾기 결과'));
      expect(resultMails).toEqual([]);
    });

    it('needs a code sent for finding an id: without one, or with a sign-up code, 400 code 4002', async () => {
      const member = await registerMember(server);
      const withoutCode = await findId({
        name: member.name,
        email: member.email,
        authCode: '123456',
      });
      expectRefusal(withoutCode, 'expiredAuthCode');

      const signUpCode = await freshCode(member.email, 'signUp');
      const withSignUpCode = await findId({
        name: member.name,
        email: member.email,
        authCode: signUpCode,
      });
      expectRefusal(withSignUpCode, 'expiredAuthCode');
    });

    it('refuses a wrong code with 400 code 4001, and uses the right one once', async () => {
      const member = await registerMember(server);
      const authCode = await freshCode(member.email, 'findId');
      const body = { name: member.name, email: member.email, authCode };

      const wrong = await findId({ ...body, authCode: wrongCodeFor(authCode) });
      expectRefusal(wrong, 'invalidAuthCode');
      expect(wrong.body.message).toContain('남은 입력 횟수 4회');

      expect(expectSuccess(await findId(body)).maskedUserIds).toHaveLength(1);
      expectRefusal(await findId(body), 'expiredAuthCode');
    });
  });

  describe('findPassword and resetPassword', () => {
    function findPassword(body: { userId: string; name: string; email: string; authCode: string }) {
      return server.call<{ resetToken: string }>('findPassword', { body });
    }

    function resetPassword(resetToken: string, newPassword = NEW_PASSWORD) {
      return server.call('resetPassword', { body: { resetToken, newPassword } });
    }

    async function resetTokenFor(member: TestMember): Promise<string> {
      const authCode = await freshCode(member.email, 'findPassword');
      const result = await findPassword({
        userId: member.userId,
        name: member.name,
        email: member.email,
        authCode,
      });
      return expectSuccess(result).resetToken;
    }

    it('gives a reset token whether or not the account exists; only the real one resets', async () => {
      const member = await registerMember(server);
      const realToken = await resetTokenFor(member);

      const nobody = await findPassword({
        userId: 'nosuchmember',
        name: '김민수',
        email: 'nobody@example.com',
        authCode: await requestCode(server, 'nobody@example.com', 'findPassword'),
      });
      const wrongName = await findPassword({
        userId: member.userId,
        name: '박지원',
        email: member.email,
        authCode: await freshCode(member.email, 'findPassword'),
      });
      for (const result of [nobody, wrongName]) {
        expect(result.status).toBe(200);
        expect(result.body.code).toBe(0);
        expect(Object.keys(result.body.data)).toEqual(['resetToken']);
        expect(result.body.data.resetToken).toMatch(RESET_TOKEN_SHAPE);
      }
      expect(realToken).toMatch(RESET_TOKEN_SHAPE);

      for (const result of [nobody, wrongName]) {
        const refused = await resetPassword(result.body.data.resetToken);
        expectRefusal(refused, 'invalidResetToken');
        expect(refused.body.message).toBe(
          '비밀번호 재설정 기간이 지났습니다. 처음부터 다시 진행해 주세요.',
        );
      }
      expectRefusal(await resetPassword('made-up-token'), 'invalidResetToken');
      expectSuccess(await resetPassword(realToken));
    });

    it('needs a code sent for finding a password: 400 code 4002 otherwise', async () => {
      const member = await registerMember(server);
      const findIdCode = await freshCode(member.email, 'findId');
      const result = await findPassword({
        userId: member.userId,
        name: member.name,
        email: member.email,
        authCode: findIdCode,
      });
      expectRefusal(result, 'expiredAuthCode');
    });

    it('uses a reset token once', async () => {
      const member = await registerMember(server);
      const resetToken = await resetTokenFor(member);
      expectSuccess(await resetPassword(resetToken));
      expectRefusal(await resetPassword(resetToken, 'Third!pass2028'), 'invalidResetToken');
    });

    it('lets a reset token expire after 30 minutes', async () => {
      const member = await registerMember(server);
      const resetToken = await resetTokenFor(member);
      server.clock.advance(30 * ONE_MINUTE);
      expectRefusal(await resetPassword(resetToken), 'invalidResetToken');
    });

    it('accepts a reset token shortly before its 30 minutes are up', async () => {
      const member = await registerMember(server);
      const resetToken = await resetTokenFor(member);
      server.clock.advance(29 * ONE_MINUTE);
      expectSuccess(await resetPassword(resetToken));
    });

    it('refuses a weak new password with 400 code 4000 and keeps the token usable', async () => {
      const member = await registerMember(server, { userId: 'parkjiwon' });
      const resetToken = await resetTokenFor(member);

      const weak = await resetPassword(resetToken, 'abcd1234');
      expectRefusal(weak, 'invalidInput');
      expect(weak.body.message).toContain('비밀번호는');
      const containsId = await resetPassword(resetToken, 'Parkjiwon#2027');
      expectRefusal(containsId, 'invalidInput');
      expect(containsId.body.message).toBe('비밀번호에 아이디를 포함할 수 없습니다.');

      expectSuccess(await resetPassword(resetToken));
    });

    it('ends every sign-in, mails a Korean notice, and lets the new password sign in', async () => {
      const member = await signedInMember(server);
      const secondSignIn = await signIn(server, member);
      const resetToken = await resetTokenFor(member);

      expect(await resetPassword(resetToken)).toMatchObject({
        status: 200,
        body: { code: 0, message: null, data: null },
      });

      await expectSignedOut(server, member);
      await expectSignedOut(server, secondSignIn);

      const notice = mailsTo(member.email).at(-1);
      expect(notice?.subject).toContain('비밀번호 변경 안내');
      expect(notice?.text).toContain('모든 기기에서 로그아웃되었습니다');
      expect(notice?.text).not.toContain(NEW_PASSWORD);

      expectRefusal(
        await server.call('signIn', { body: { userId: member.userId, password: member.password } }),
        'wrongCredentials',
      );
      const renewed = await signIn(server, { ...member, password: NEW_PASSWORD });
      await expectSignedIn(server, renewed);
    });

    it('ends the wait that failed sign-ins put on the id', async () => {
      const member = await signedInMember(server);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await server.call('signIn', {
          body: { userId: member.userId, password: 'Wrong!pass2026' },
        });
      }
      const locked = await server.call('signIn', {
        body: { userId: member.userId, password: member.password },
      });
      expectRefusal(locked, 'tooManyAttempts');

      expectSuccess(await resetPassword(await resetTokenFor(member)));
      const signedIn = await signIn(server, { ...member, password: NEW_PASSWORD });
      await expectSignedIn(server, signedIn);
    });
  });
});
