import { describe, expect, it } from 'vitest';
import type { SignUpBody } from '../../../../../src/contract/accounts';
import { CONSENT_VERSIONS } from '../../../../../server/domain/accounts';
import {
  expectRefusal,
  expectSuccess,
  HANGUL,
  ONE_MINUTE,
  requestCode,
  wrongCodeFor,
} from '../../../support/auth-helpers';
import { registerMember } from '../../../support/members';
import { GANGNAM_06236 } from '../../../../support/addresses';
import { aSignUpBody } from '../../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

describe.each(dialects())('signUp (%s)', (dialect) => {
  const server = useTestServer(dialect);

  /** A sign-up body with a fresh code for its address. */
  async function bodyWithCode(overrides: Partial<SignUpBody> = {}): Promise<SignUpBody> {
    const body = aSignUpBody(overrides);
    const emailAuthCode = await requestCode(server, body.email, 'signUp');
    return { ...body, emailAuthCode };
  }

  function signUp(body: SignUpBody) {
    return server.call<{ userId: string; status: string }>('signUp', { body });
  }

  function accountOf(userId: string) {
    return server.runtime.ports.store.accounts.find(userId);
  }

  it('creates the account pending approval, with the fields as sent', async () => {
    const body = await bodyWithCode({ userId: 'parkjiwon', name: '박지원' });
    const result = await signUp(body);
    expect(result.body).toEqual({
      code: 0,
      message: null,
      data: { userId: 'parkjiwon', status: 'pending' },
    });

    const account = await accountOf('parkjiwon');
    expect(account).toMatchObject({
      userId: 'parkjiwon',
      status: 'pending',
      role: 'member',
      name: '박지원',
      email: body.email,
      mobile: '010-1234-5678',
      birthDate: '1985-03-15',
      approvedAt: null,
    });
    expect(account?.passwordHash).not.toContain(body.password);
  });

  it('requires consent to the terms and to the privacy policy: 400 code 4005, nothing created', async () => {
    for (const consents of [
      { terms: false, privacy: true, marketing: true },
      { terms: true, privacy: false, marketing: true },
    ]) {
      const body = aSignUpBody({ consents });
      const result = await signUp(body);
      expectRefusal(result, 'consentRequired');
      expect(result.body.message).toBe('필수 약관에 모두 동의해 주세요.');
      expect(await accountOf(body.userId)).toBeNull();
    }
  });

  it('records each consent with its version and time; marketing is optional', async () => {
    const before = server.clock.now().getTime();
    const body = await bodyWithCode({ consents: { terms: true, privacy: true, marketing: false } });
    expectSuccess(await signUp(body));
    const after = server.clock.now().getTime();

    const consents = await server.runtime.ports.store.consents.listFor(body.userId);
    const byKind = Object.fromEntries(consents.map((consent) => [consent.kind, consent]));
    expect(Object.keys(byKind).sort()).toEqual(['marketing', 'privacy', 'terms']);
    expect(byKind.terms).toMatchObject({ agreed: true, version: CONSENT_VERSIONS.terms });
    expect(byKind.privacy).toMatchObject({ agreed: true, version: CONSENT_VERSIONS.privacy });
    expect(byKind.marketing).toMatchObject({ agreed: false, version: CONSENT_VERSIONS.marketing });
    for (const consent of consents) {
      expect(consent.version).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
      const recordedAt = Date.parse(consent.recordedAt);
      expect(recordedAt).toBeGreaterThanOrEqual(before);
      expect(recordedAt).toBeLessThanOrEqual(after);
    }
  });

  const thisYear = new Date().getFullYear();
  it.each<[string, Partial<SignUpBody>, string]>([
    [
      'a malformed mobile number',
      { mobile: '010-12-345' },
      '휴대전화 번호 형식이 올바르지 않습니다',
    ],
    ['a landline instead of a mobile', { mobile: '02-123-4567' }, '휴대전화 번호 형식이'],
    ['a birth date under 14', { birthDate: `${thisYear - 10}-01-01` }, '만 14세 이상만'],
    ['an impossible birth date', { birthDate: '1985-02-30' }, '생년월일을 정확히 입력해 주세요'],
    ['a weak password', { password: 'abcd1234' }, '3가지 이상으로 8자 이상'],
    ['a common password', { password: 'Password123!' }, '너무 흔하거나 추측하기 쉬운 비밀번호'],
    [
      'a password containing the id',
      { userId: 'parkjiwon', password: 'Parkjiwon#2026' },
      '비밀번호에 아이디를 포함할 수 없습니다',
    ],
    ['a one-letter name', { name: '김' }, '이름은 2~20자로'],
    [
      'a graduation before the age of ten',
      { graduationYear: 1990 },
      '졸업 연도가 생년월일과 맞지 않습니다',
    ],
    [
      'address codes that disagree',
      { address: { ...GANGNAM_06236, city: '2600000000' } },
      '주소를 다시 검색해 주세요',
    ],
    ['a malformed id', { userId: '1badid' }, '아이디는 영문자로 시작해야 합니다'],
    ['a reserved id', { userId: 'admin' }, '사용할 수 없는 아이디입니다'],
    ['a malformed e-mail', { email: 'hong@@example.com' }, '이메일 주소 형식이'],
  ])(
    'refuses %s with 400 code 4000 and a Korean message, creating nothing',
    async (_case, overrides, message) => {
      const body = aSignUpBody(overrides);
      const result = await signUp({ ...body, emailAuthCode: '123456' });
      expectRefusal(result, 'invalidInput');
      expect(result.body.message).toContain(message);
      expect(await accountOf(body.userId.toLowerCase())).toBeNull();
      expect(await server.runtime.ports.store.consents.listFor(body.userId)).toEqual([]);
    },
  );

  it('does not use up the code on a field mistake: the corrected form goes through with it', async () => {
    const body = await bodyWithCode();
    expectRefusal(await signUp({ ...body, mobile: '1234' }), 'invalidInput');
    expectRefusal(
      await signUp({ ...body, consents: { ...body.consents, privacy: false } }),
      'consentRequired',
    );
    expectSuccess(await signUp(body));
  });

  it('refuses a wrong code with 400 code 4001, telling how many attempts remain', async () => {
    const body = await bodyWithCode();
    const wrong = wrongCodeFor(body.emailAuthCode);

    const first = await signUp({ ...body, emailAuthCode: wrong });
    expectRefusal(first, 'invalidAuthCode');
    expect(first.body.message).toBe('인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)');
    const second = await signUp({ ...body, emailAuthCode: wrong });
    expect(second.body.message).toContain('남은 입력 횟수 3회');
    expect(await accountOf(body.userId)).toBeNull();

    expectSuccess(await signUp(body));
  });

  it('kills the code after five wrong attempts: 4002, even for the right code afterwards', async () => {
    const body = await bodyWithCode();
    const wrong = wrongCodeFor(body.emailAuthCode);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectRefusal(await signUp({ ...body, emailAuthCode: wrong }), 'invalidAuthCode');
    }
    const fifth = await signUp({ ...body, emailAuthCode: wrong });
    expectRefusal(fifth, 'expiredAuthCode');
    expect(fifth.body.message).toContain('5번 잘못 입력했습니다');

    const right = await signUp(body);
    expectRefusal(right, 'expiredAuthCode');
    expect(await accountOf(body.userId)).toBeNull();
  });

  it('lets a code expire after 10 minutes: 4002', async () => {
    const body = await bodyWithCode();
    server.clock.advance(10 * ONE_MINUTE);
    const result = await signUp(body);
    expectRefusal(result, 'expiredAuthCode');
    expect(result.body.message).toContain('인증번호를 다시 요청해 주세요');
    expect(await accountOf(body.userId)).toBeNull();
  });

  it('accepts a code shortly before its 10 minutes are up', async () => {
    const body = await bodyWithCode();
    server.clock.advance(9 * ONE_MINUTE + 50_000);
    expectSuccess(await signUp(body));
  });

  it('refuses a sign-up whose address was never sent a code: 4002', async () => {
    const result = await signUp(aSignUpBody({ emailAuthCode: '123456' }));
    expectRefusal(result, 'expiredAuthCode');
  });

  it('uses a code once: a second sign-up with the same code is refused with 4002', async () => {
    const body = await bodyWithCode({ email: 'family@example.com' });
    expectSuccess(await signUp(body));

    const again = await signUp({
      ...aSignUpBody({ email: 'family@example.com' }),
      emailAuthCode: body.emailAuthCode,
    });
    expectRefusal(again, 'expiredAuthCode');
  });

  it('accepts only the newest code sent to the address', async () => {
    const body = await bodyWithCode();
    server.clock.advance(ONE_MINUTE);
    const newer = await requestCode(server, body.email, 'signUp');
    if (newer !== body.emailAuthCode) {
      expectRefusal(await signUp(body), 'invalidAuthCode');
    }
    expectSuccess(await signUp({ ...body, emailAuthCode: newer }));
  });

  it('accepts only a code sent for signing up, not one for finding an id', async () => {
    const body = aSignUpBody();
    const code = await requestCode(server, body.email, 'findId');
    expectRefusal(await signUp({ ...body, emailAuthCode: code }), 'expiredAuthCode');
  });

  it('refuses an id already taken with 409 code 4090, in any case', async () => {
    await registerMember(server, { userId: 'kimminsu' });
    for (const userId of ['kimminsu', 'KimMinsu']) {
      server.clock.advance(ONE_MINUTE);
      const body = await bodyWithCode({ userId, email: `${userId}-second@example.com` });
      const result = await signUp(body);
      expectRefusal(result, 'userIdTaken');
      expect(result.body.message).toBe('이미 사용 중인 아이디입니다.');
    }
  });

  it('stores an id written in capitals in lowercase', async () => {
    const body = await bodyWithCode({ userId: 'LeeSoYeon' });
    const result = await signUp(body);
    expect(expectSuccess(result)).toEqual({ userId: 'leesoyeon', status: 'pending' });
    expect((await accountOf('leesoyeon'))?.userId).toBe('leesoyeon');
  });

  it('tells the administrators of the new application by a Korean mail', async () => {
    await server.runtime.services.administration.createAdministrator({
      userId: 'admin',
      password: 'Gwanri!2026office',
      name: '사무국장',
      email: 'office@example.com',
    });
    await registerMember(server, {
      userId: 'choiyuna',
      name: '최유나',
      graduationYear: 2004,
      classNumber: 76,
    });

    const mails = server.mails().filter((mail) => mail.to.includes('office@example.com'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain('새 회원가입 신청: 최유나');
    expect(mail?.text).toContain('아이디: choiyuna');
    expect(mail?.text).toContain('졸업: 2004년 (76회)');
    expect(mail?.text).toMatch(HANGUL);
  });

  it('tells every administrator of a new application, not only those among the oldest hundred accounts', async () => {
    // A hundred and one approved accounts older than the administrator, inserted directly.
    const model = await registerMember(server, { userId: 'model2000' });
    const { accounts } = server.runtime.ports.store;
    const record = await accounts.find(model.userId);
    if (!record) throw new Error('no model account');
    for (let index = 0; index < 101; index += 1) {
      await accounts.insert({
        ...record,
        userId: `early${String(index).padStart(3, '0')}`,
        email: null,
        status: 'approved',
        createdAt: `2001-01-01T00:00:${String(index % 60).padStart(2, '0')}.000Z`,
      });
    }
    await server.runtime.services.administration.createAdministrator({
      userId: 'latecomer',
      password: 'Gwanri!2026office',
      name: '신임 관리자',
      email: 'latecomer@example.com',
    });
    await registerMember(server, { userId: 'choiyuna', name: '최유나' });
    const mails = server.mails().filter((mail) => mail.to.includes('latecomer@example.com'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('새 회원가입 신청: 최유나'),
    ]);
  });

  it('mails no one but the applicant when there is no administrator', async () => {
    const member = await registerMember(server);
    const recipients = server.mails().map((mail) => mail.to);
    expect(recipients.every((to) => to.includes(member.email))).toBe(true);
    expect(recipients).toHaveLength(1);
  });
});
