import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../../src/contract/shared/error-codes';
import { NOT_APPROVED_MESSAGE } from '../../../src/domain/session/tokens';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import { maskUserId, validateUserId } from '../../../src/domain/shared/validation/user-id';
import { aSignUpRequest } from '../../support/members';
import {
  approvedMember,
  defaultRefusal,
  isSignedIn,
  leave,
  type MakePortWorld,
  type Member,
  ONE_DAY,
  ONE_MINUTE,
  type PortWorld,
  refusal,
  signIn,
  signUp,
  wrongCodeFor,
} from './port-world';

const WRONG_CODE_FOUR_LEFT = '인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)';
const FIVE_WRONG_CODES = '인증번호를 5번 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.';
const MAIL_TOO_SOON =
  /^인증번호는 1분에 한 번 보낼 수 있습니다\. \d+초 후에 다시 시도해 주세요\.$/u;
const SIGN_IN_THROTTLED =
  /^로그인에 여러 번 실패하여 잠시 로그인할 수 없습니다\. .+ 이후에 다시 시도해 주세요\.$/u;
const NEW_PASSWORD = 'Saebit!2027new';

/** The AuthApi port: accounts and sessions, as a caller sees them. */
export function describeAuthApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`AuthApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    /** Asks for a sign-up code and answers it. */
    async function signUpCodeFor(email: string): Promise<string> {
      await world.auth.sendAuthMail({ email, purpose: 'signUp' });
      return world.lastCodeMailedTo(email);
    }

    async function isFree(userId: string): Promise<boolean> {
      return (await world.auth.checkId(userId)).available;
    }

    describe('checkId', () => {
      it('answers a free, well-formed id as available, in Korean', async () => {
        await expect(world.auth.checkId('newcomer2026')).resolves.toEqual({
          available: true,
          message: '사용할 수 있는 아이디입니다.',
        });
      });

      it('answers a badly formed or reserved id with the rule’s message', async () => {
        for (const userId of ['ab', 'admin', '한글아이디']) {
          const rule = validateUserId(userId);
          if (rule.ok) throw new Error(`${userId} should break the rule`);
          await expect(world.auth.checkId(userId)).resolves.toEqual({
            available: false,
            message: rule.message,
          });
        }
      });

      it('answers a taken id as unavailable, whatever its case', async () => {
        await signUp(world, { userId: 'taken2026' });
        for (const userId of ['taken2026', 'TAKEN2026']) {
          await expect(world.auth.checkId(userId)).resolves.toEqual({
            available: false,
            message: '이미 사용 중인 아이디입니다.',
          });
        }
      });
    });

    describe('sendAuthMail', () => {
      it('refuses a malformed address with the rule’s message and mails nothing', async () => {
        const rule = validateEmail('not-an-address');
        if (rule.ok) throw new Error('should be malformed');
        await expect(
          world.auth.sendAuthMail({ email: 'not-an-address', purpose: 'signUp' }),
        ).rejects.toMatchObject(refusal('invalidInput', rule.message));
        expect(world.mailsTo('not-an-address')).toBe(0);
      });

      it('mails one code a minute per address and purpose; another purpose is not held back', async () => {
        const email = 'minute@example.com';
        await world.auth.sendAuthMail({ email, purpose: 'signUp' });
        await expect(world.auth.sendAuthMail({ email, purpose: 'signUp' })).rejects.toMatchObject(
          refusal('authMailTooSoon', MAIL_TOO_SOON),
        );
        await world.auth.sendAuthMail({ email, purpose: 'findId' });
        expect(world.mailsTo(email)).toBe(2);
        world.advanceClock(ONE_MINUTE + 1000);
        await world.auth.sendAuthMail({ email, purpose: 'signUp' });
        expect(world.mailsTo(email)).toBe(3);
      });

      it('mails a code for an e-mail change only to a signed-in member', async () => {
        await expect(
          world.auth.sendAuthMail({ email: 'new@example.com', purpose: 'changeEmail' }),
        ).rejects.toMatchObject(defaultRefusal('unauthenticated'));
        expect(world.mailsTo('new@example.com')).toBe(0);
        await signIn(world, await approvedMember(world));
        await world.auth.sendAuthMail({ email: 'new@example.com', purpose: 'changeEmail' });
        expect(world.mailsTo('new@example.com')).toBe(1);
      });
    });

    describe('signUp', () => {
      it('creates a pending account with the mailed code: its id is taken, and it cannot sign in yet', async () => {
        const request = aSignUpRequest();
        const code = await signUpCodeFor(request.email);
        await world.auth.signUp({ ...request, emailAuthCode: code });
        expect(await isFree(request.userId)).toBe(false);
        await expect(
          world.auth.signIn({ userId: request.userId, password: request.password }),
        ).resolves.toEqual({ tokens: null, message: NOT_APPROVED_MESSAGE });
      });

      it('refuses a wrong code with the attempts left, creates nothing, and the right code still works', async () => {
        const request = aSignUpRequest();
        const code = await signUpCodeFor(request.email);
        await expect(
          world.auth.signUp({ ...request, emailAuthCode: wrongCodeFor(code) }),
        ).rejects.toMatchObject(refusal('invalidAuthCode', WRONG_CODE_FOUR_LEFT));
        expect(await isFree(request.userId)).toBe(true);
        await world.auth.signUp({ ...request, emailAuthCode: code });
        expect(await isFree(request.userId)).toBe(false);
      });

      it('after five wrong codes the code is used up: the fifth says so, and the right one is refused', async () => {
        const request = aSignUpRequest();
        const code = await signUpCodeFor(request.email);
        const wrong = { ...request, emailAuthCode: wrongCodeFor(code) };
        for (const left of [4, 3, 2, 1]) {
          await expect(world.auth.signUp(wrong)).rejects.toMatchObject(
            refusal('invalidAuthCode', `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`),
          );
        }
        await expect(world.auth.signUp(wrong)).rejects.toMatchObject(
          refusal('expiredAuthCode', FIVE_WRONG_CODES),
        );
        await expect(world.auth.signUp({ ...request, emailAuthCode: code })).rejects.toMatchObject(
          defaultRefusal('expiredAuthCode'),
        );
        expect(await isFree(request.userId)).toBe(true);
      });

      it('refuses a code never asked for, one older than 10 minutes, and one asked for another purpose', async () => {
        const request = aSignUpRequest();
        await expect(
          world.auth.signUp({ ...request, emailAuthCode: '123456' }),
        ).rejects.toMatchObject(defaultRefusal('expiredAuthCode'));

        await world.auth.sendAuthMail({ email: request.email, purpose: 'findId' });
        const findIdCode = world.lastCodeMailedTo(request.email);
        await expect(
          world.auth.signUp({ ...request, emailAuthCode: findIdCode }),
        ).rejects.toMatchObject(defaultRefusal('expiredAuthCode'));

        const code = await signUpCodeFor(request.email);
        world.advanceClock(10 * ONE_MINUTE + 1000);
        await expect(world.auth.signUp({ ...request, emailAuthCode: code })).rejects.toMatchObject(
          defaultRefusal('expiredAuthCode'),
        );
        expect(await isFree(request.userId)).toBe(true);
      });

      it('a new code replaces the one before it', async () => {
        const request = aSignUpRequest();
        const first = await signUpCodeFor(request.email);
        world.advanceClock(ONE_MINUTE + 1000);
        const second = await signUpCodeFor(request.email);
        if (first === second) return; // one in a million: nothing to tell apart
        await expect(world.auth.signUp({ ...request, emailAuthCode: first })).rejects.toMatchObject(
          refusal('invalidAuthCode'),
        );
        await world.auth.signUp({ ...request, emailAuthCode: second });
      });

      it('refuses a sign-up without the required consents, and creates nothing', async () => {
        const request = aSignUpRequest();
        const code = await signUpCodeFor(request.email);
        for (const consents of [
          { terms: false, privacy: true, marketing: true },
          { terms: true, privacy: false, marketing: true },
        ]) {
          await expect(
            world.auth.signUp({ ...request, consents, emailAuthCode: code }),
          ).rejects.toMatchObject(defaultRefusal('consentRequired'));
        }
        expect(await isFree(request.userId)).toBe(true);
        await world.auth.signUp({ ...request, emailAuthCode: code });
      });

      it('refuses a taken id as a conflict, whatever its case', async () => {
        await signUp(world, { userId: 'taken2026' });
        const request = aSignUpRequest({ userId: 'TAKEN2026' });
        const code = await signUpCodeFor(request.email);
        await expect(world.auth.signUp({ ...request, emailAuthCode: code })).rejects.toMatchObject(
          defaultRefusal('userIdTaken'),
        );
      });

      it('refuses a reserved or badly formed id as bad input, with the rule’s message', async () => {
        for (const userId of ['admin', 'ab']) {
          const rule = validateUserId(userId);
          if (rule.ok) throw new Error(`${userId} should break the rule`);
          const request = aSignUpRequest({ userId, email: `${userId}-mail@example.com` });
          const code = await signUpCodeFor(request.email);
          await expect(
            world.auth.signUp({ ...request, emailAuthCode: code }),
          ).rejects.toMatchObject(refusal('invalidInput', rule.message));
        }
      });

      it('refuses a weak password and a graduation year before the birth date with the rule’s message, keeping the code', async () => {
        const request = aSignUpRequest();
        const code = await signUpCodeFor(request.email);
        const weak = validatePassword('password', { userId: request.userId });
        if (weak.ok) throw new Error('should be weak');
        await expect(
          world.auth.signUp({ ...request, password: 'password', emailAuthCode: code }),
        ).rejects.toMatchObject(refusal('invalidInput', weak.message));
        await expect(
          world.auth.signUp({ ...request, graduationYear: 1980, emailAuthCode: code }),
        ).rejects.toMatchObject(
          refusal('invalidInput', '졸업 연도가 생년월일과 맞지 않습니다. 다시 확인해 주세요.'),
        );
        expect(await isFree(request.userId)).toBe(true);
        await world.auth.signUp({ ...request, emailAuthCode: code });
      });
    });

    describe('signIn', () => {
      let member: Member;

      beforeEach(async () => {
        member = await approvedMember(world);
      });

      it('gives an approved member tokens, the id taken whatever its case and spaces', async () => {
        const result = await world.auth.signIn({
          userId: `  ${member.userId.toUpperCase()} `,
          password: member.password,
        });
        expect(result.message).toBeNull();
        expect(result.tokens).toEqual({
          accessToken: expect.any(String) as string,
          refreshToken: expect.any(String) as string,
        });
        await expect(world.auth.ping()).resolves.toBe(false);
        world.tokenStore.saveTokens(result.tokens ?? { accessToken: '', refreshToken: '' });
        await expect(world.auth.ping()).resolves.toBe(true);
      });

      it('answers a wrong password and an unknown id alike', async () => {
        for (const credentials of [
          { userId: member.userId, password: 'Wrong!2026pw' },
          { userId: 'nobody2026', password: member.password },
        ]) {
          await expect(world.auth.signIn(credentials)).rejects.toMatchObject(
            defaultRefusal('wrongCredentials'),
          );
        }
      });

      it('takes the password exactly: case matters', async () => {
        await expect(
          world.auth.signIn({ userId: member.userId, password: member.password.toUpperCase() }),
        ).rejects.toMatchObject(defaultRefusal('wrongCredentials'));
      });

      it('refuses an account the office turned down, with its reason', async () => {
        const turnedDown = await signUp(world);
        await world.reject(turnedDown.userId, '졸업생 명부에 없음');
        await expect(
          world.auth.signIn({ userId: turnedDown.userId, password: turnedDown.password }),
        ).rejects.toMatchObject(
          refusal('accountRejected', '가입이 승인되지 않은 계정입니다. 사유: 졸업생 명부에 없음'),
        );
      });

      it('after five wrong passwords the next try waits, even with the right password, then works', async () => {
        const wrong = { userId: member.userId, password: 'Wrong!2026pw' };
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await expect(world.auth.signIn(wrong)).rejects.toMatchObject(
            defaultRefusal('wrongCredentials'),
          );
        }
        await expect(
          world.auth.signIn({ userId: member.userId, password: member.password }),
        ).rejects.toMatchObject(refusal('tooManyAttempts', SIGN_IN_THROTTLED));
        world.advanceClock(ONE_MINUTE + 1000);
        await expect(signIn(world, member)).resolves.toBeDefined();
      });
    });

    describe('ping, signOut and refresh', () => {
      let member: Member;

      beforeEach(async () => {
        member = await approvedMember(world);
      });

      it('ping is false for a visitor', async () => {
        await expect(world.auth.ping()).resolves.toBe(false);
      });

      it('signing out ends the session: ping false, its refresh token refused', async () => {
        const tokens = await signIn(world, member);
        await world.auth.signOut();
        await expect(world.auth.ping()).resolves.toBe(false);
        await expect(world.auth.refresh(tokens)).rejects.toMatchObject(
          defaultRefusal('refreshRejected'),
        );
      });

      it('signing out ends only that session, not the member’s others', async () => {
        const first = await signIn(world, member);
        const second = await signIn(world, member);
        await world.auth.signOut();
        world.tokenStore.saveTokens(first);
        await expect(world.auth.ping()).resolves.toBe(true);
        await expect(world.auth.refresh(second)).rejects.toMatchObject(
          defaultRefusal('refreshRejected'),
        );
      });

      it('a visitor’s sign-out resolves quietly', async () => {
        await expect(world.auth.signOut()).resolves.toBeUndefined();
      });

      it('refresh rotates: the new tokens work; the old refresh token, used again, ends the session', async () => {
        const first = await signIn(world, member);
        const second = await world.auth.refresh(first);
        expect(second.refreshToken).not.toBe(first.refreshToken);
        world.tokenStore.saveTokens(second);
        await expect(world.auth.ping()).resolves.toBe(true);
        await expect(world.auth.refresh(first)).rejects.toMatchObject(
          defaultRefusal('refreshRejected'),
        );
        await expect(world.auth.ping()).resolves.toBe(false);
      });

      it('an access token older than 60 minutes is refreshed behind the caller’s back', async () => {
        const first = await signIn(world, member);
        world.advanceClock(61 * ONE_MINUTE);
        await expect(world.auth.ping()).resolves.toBe(true);
        expect(world.tokenStore.readTokens()?.refreshToken).not.toBe(first.refreshToken);
      });

      it('a sign-in lasts 14 days at most: then it cannot be refreshed, and the session ends', async () => {
        const tokens = await signIn(world, member);
        world.advanceClock(14 * ONE_DAY + ONE_MINUTE);
        await expect(world.auth.refresh(tokens)).rejects.toMatchObject(
          defaultRefusal('refreshRejected'),
        );
        await expect(world.myInfo.getMyInfo()).rejects.toMatchObject(
          defaultRefusal('tokenExpired'),
        );
        expect(world.tokenStore.readTokens()).toBeNull();
      });
    });

    describe('findId', () => {
      it('answers the masked ids under that name and address, with the code mailed for it', async () => {
        const member = await approvedMember(world, { name: '박찾기' });
        await world.auth.sendAuthMail({ email: member.email, purpose: 'findId' });
        const authCode = world.lastCodeMailedTo(member.email);
        await expect(
          world.auth.findId({ name: '박찾기', email: member.email, authCode }),
        ).resolves.toEqual({ maskedUserIds: [maskUserId(member.userId)] });
      });

      it('answers an empty list, the same shape, when nothing matches', async () => {
        const member = await approvedMember(world, { name: '박찾기' });
        await world.auth.sendAuthMail({ email: member.email, purpose: 'findId' });
        const authCode = world.lastCodeMailedTo(member.email);
        await expect(
          world.auth.findId({ name: '김다른', email: member.email, authCode }),
        ).resolves.toEqual({ maskedUserIds: [] });
      });

      it('needs the code mailed for finding an id', async () => {
        const member = await approvedMember(world);
        world.advanceClock(ONE_MINUTE + 1000);
        const signUpCode = await signUpCodeFor(member.email);
        await expect(
          world.auth.findId({ name: member.name, email: member.email, authCode: signUpCode }),
        ).rejects.toMatchObject(defaultRefusal('expiredAuthCode'));
      });
    });

    describe('findPassword and resetPassword', () => {
      async function ticketFor(member: Member, details: { userId?: string; name?: string } = {}) {
        await world.auth.sendAuthMail({ email: member.email, purpose: 'findPassword' });
        const authCode = world.lastCodeMailedTo(member.email);
        return (
          await world.auth.findPassword({
            userId: details.userId ?? member.userId,
            name: details.name ?? member.name,
            email: member.email,
            authCode,
          })
        ).resetToken;
      }

      it('a ticket sets a new password once; the old password and every session end', async () => {
        const member = await approvedMember(world);
        await signIn(world, member);
        const resetToken = await ticketFor(member);
        await world.auth.resetPassword({ resetToken, newPassword: NEW_PASSWORD });
        await expect(isSignedIn(world)).resolves.toBe(false);
        await expect(
          world.auth.signIn({ userId: member.userId, password: member.password }),
        ).rejects.toMatchObject(defaultRefusal('wrongCredentials'));
        await expect(signIn(world, { ...member, password: NEW_PASSWORD })).resolves.toBeDefined();
        await expect(
          world.auth.resetPassword({ resetToken, newPassword: 'Another!2028pw' }),
        ).rejects.toMatchObject(defaultRefusal('invalidResetToken'));
      });

      it('a ticket for details that match no account looks the same and resets nothing', async () => {
        const member = await approvedMember(world);
        const real = await ticketFor(member);
        world.advanceClock(ONE_MINUTE + 1000);
        const decoy = await ticketFor(member, { name: '김다른' });
        expect(decoy).toMatch(new RegExp(`^[A-Za-z0-9_-]{${real.length}}$`, 'u'));
        await expect(
          world.auth.resetPassword({ resetToken: decoy, newPassword: NEW_PASSWORD }),
        ).rejects.toMatchObject(defaultRefusal('invalidResetToken'));
      });

      it('a ticket lasts 30 minutes', async () => {
        const member = await approvedMember(world);
        const resetToken = await ticketFor(member);
        world.advanceClock(30 * ONE_MINUTE + 1000);
        await expect(
          world.auth.resetPassword({ resetToken, newPassword: NEW_PASSWORD }),
        ).rejects.toMatchObject(defaultRefusal('invalidResetToken'));
        await expect(signIn(world, member)).resolves.toBeDefined();
      });

      it('a weak new password is refused with the rule’s message, and the ticket still works', async () => {
        const member = await approvedMember(world);
        const resetToken = await ticketFor(member);
        const weak = validatePassword('short', { userId: member.userId });
        if (weak.ok) throw new Error('should be weak');
        await expect(
          world.auth.resetPassword({ resetToken, newPassword: 'short' }),
        ).rejects.toMatchObject(refusal('invalidInput', weak.message));
        await world.auth.resetPassword({ resetToken, newPassword: NEW_PASSWORD });
        await expect(signIn(world, { ...member, password: NEW_PASSWORD })).resolves.toBeDefined();
      });

      it('needs the code mailed for finding a password', async () => {
        const member = await approvedMember(world);
        await world.auth.sendAuthMail({ email: member.email, purpose: 'findId' });
        const authCode = world.lastCodeMailedTo(member.email);
        await expect(
          world.auth.findPassword({
            userId: member.userId,
            name: member.name,
            email: member.email,
            authCode,
          }),
        ).rejects.toMatchObject(defaultRefusal('expiredAuthCode'));
      });
    });

    describe('withdraw', () => {
      let member: Member;

      beforeEach(async () => {
        member = await approvedMember(world);
      });

      it('needs a signed-in member', async () => {
        await expect(
          world.auth.withdraw({ password: member.password, reason: '' }),
        ).rejects.toMatchObject(defaultRefusal('unauthenticated'));
      });

      it('needs the password: a wrong one is refused and the member stays', async () => {
        await signIn(world, member);
        await expect(
          world.auth.withdraw({ password: 'Wrong!2026pw', reason: '이사' }),
        ).rejects.toMatchObject(defaultRefusal('wrongPassword'));
        await expect(world.auth.ping()).resolves.toBe(true);
      });

      it('ends every session; the id then signs in as an unknown one and is never free again', async () => {
        const other = await signIn(world, member);
        await signIn(world, member);
        await world.auth.withdraw({ password: member.password, reason: '해외 이주' });
        await expect(isSignedIn(world)).resolves.toBe(false);
        world.tokenStore.saveTokens(other);
        await expect(isSignedIn(world)).resolves.toBe(false);
        leave(world);
        await expect(
          world.auth.signIn({ userId: member.userId, password: member.password }),
        ).rejects.toMatchObject(defaultRefusal('wrongCredentials'));
        await expect(world.auth.checkId(member.userId)).resolves.toEqual({
          available: false,
          message: API_ERRORS.userIdTaken.message,
        });
      });
    });
  });
}
