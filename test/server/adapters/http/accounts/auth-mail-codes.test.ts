import { describe, expect, it } from 'vitest';
import { expectRefusal, HANGUL, ONE_MINUTE, requestCode } from '../../../support/auth-helpers';
import { registerMember, signedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

describe.each(dialects())('sendAuthMail (%s)', (dialect) => {
  const server = useTestServer(dialect);

  function mailsTo(email: string) {
    return server.mails().filter((mail) => mail.to.includes(email));
  }

  it('mails a six-digit code with a Korean subject and text, and answers nothing else', async () => {
    const sent = await server.call('sendAuthMail', {
      body: { email: 'newcomer@example.com', purpose: 'signUp' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: 0, message: null, data: null });

    const [mail, ...others] = mailsTo('newcomer@example.com');
    expect(others).toEqual([]);
    expect(mail?.subject).toContain('회원가입 인증번호 안내');
    expect(mail?.text).toMatch(/회원가입 인증번호는 \d{6} 입니다\./u);
    expect(mail?.text).toContain('10분 안에');
    expect(server.lastCodeSentTo('newcomer@example.com')).toMatch(/^\d{6}$/u);
  });

  it.each([
    ['findId', '아이디 찾기'],
    ['findPassword', '비밀번호 찾기'],
  ] as const)('names the purpose %s in the mail', async (purpose, label) => {
    await requestCode(server, 'someone@example.com', purpose);
    const [mail] = mailsTo('someone@example.com');
    expect(mail?.subject).toContain(`${label} 인증번호 안내`);
    expect(mail?.text).toContain(`${label} 인증번호는`);
  });

  it.each(['not-an-email', 'hong@', '@example.com', 'hong@example', 'hong gil@example.com'])(
    'refuses the malformed address %j with 400 code 4000 and a Korean message, mailing nothing',
    async (email) => {
      const sent = await server.call('sendAuthMail', { body: { email, purpose: 'signUp' } });
      expectRefusal(sent, 'invalidInput');
      expect(sent.body.message).toContain('이메일 주소 형식이 올바르지 않습니다');
      expect(server.mails()).toEqual([]);
    },
  );

  it('refuses an empty address with a Korean message', async () => {
    const sent = await server.call('sendAuthMail', { body: { email: '', purpose: 'signUp' } });
    expectRefusal(sent, 'invalidInput');
  });

  it('refuses an unknown purpose', async () => {
    const sent = await server.call('sendAuthMail', {
      body: { email: 'hong@example.com', purpose: 'somethingElse' },
    });
    expectRefusal(sent, 'invalidInput');
    expect(server.mails()).toEqual([]);
  });

  it('sends at most one mail a minute to an address: 429 code 4292 with Retry-After, then again after a minute', async () => {
    await requestCode(server, 'hong@example.com', 'signUp');
    server.clock.advance(30_000);

    const tooSoon = await server.call('sendAuthMail', {
      body: { email: 'hong@example.com', purpose: 'signUp' },
    });
    expectRefusal(tooSoon, 'authMailTooSoon');
    const retryAfter = Number(tooSoon.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(tooSoon.body.message).toContain(`${retryAfter}초 후에 다시 시도해 주세요`);
    expect(mailsTo('hong@example.com')).toHaveLength(1);

    server.clock.advance(30_000);
    await requestCode(server, 'hong@example.com', 'signUp');
    expect(mailsTo('hong@example.com')).toHaveLength(2);
  });

  it('counts the minute per address and purpose: one purpose never blocks another, nor one address another', async () => {
    await requestCode(server, 'hong@example.com', 'signUp');
    await requestCode(server, 'hong@example.com', 'findPassword');
    await requestCode(server, 'hong@example.com', 'findId');
    expect(mailsTo('hong@example.com')).toHaveLength(3);

    const sameAddressOtherDomainCase = await server.call('sendAuthMail', {
      body: { email: 'hong@EXAMPLE.com', purpose: 'signUp' },
    });
    expectRefusal(sameAddressOtherDomainCase, 'authMailTooSoon');

    await requestCode(server, 'kim@example.com', 'signUp');
  });

  it('sends a code to an address no account uses, answering exactly as for a member’s address', async () => {
    const member = await registerMember(server);
    server.clock.advance(ONE_MINUTE);

    const known = await server.call('sendAuthMail', {
      body: { email: member.email, purpose: 'findPassword' },
    });
    const unknown = await server.call('sendAuthMail', {
      body: { email: 'nobody-here@example.com', purpose: 'findPassword' },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({ code: 0, message: null, data: null });
    expect(server.lastCodeSentTo('nobody-here@example.com')).toMatch(/^\d{6}$/u);
  });

  it('refuses an e-mail change code without a token: 401 code 4010, nothing mailed', async () => {
    const sent = await server.call('sendAuthMail', {
      body: { email: 'new-address@example.com', purpose: 'changeEmail' },
    });
    expectRefusal(sent, 'unauthenticated');
    expect(server.mails().filter((mail) => mail.to.includes('new-address'))).toEqual([]);
  });

  it('refuses an e-mail change code with a token that is not ours', async () => {
    const sent = await server.call('sendAuthMail', {
      token: 'not.a.token',
      body: { email: 'new-address@example.com', purpose: 'changeEmail' },
    });
    expectRefusal(sent, 'unauthenticated');
  });

  it('sends an e-mail change code to a signed-in member', async () => {
    const member = await signedInMember(server);
    const code = await requestCode(
      server,
      'new-address@example.com',
      'changeEmail',
      member.accessToken,
    );
    expect(code).toMatch(/^\d{6}$/u);
    const [mail] = mailsTo('new-address@example.com');
    expect(mail?.subject).toContain('이메일 변경 인증번호 안내');
    expect(mail?.subject).toMatch(HANGUL);
  });

  it('answers an e-mail change code with an expired access token by 4011, so that the client refreshes', async () => {
    const member = await signedInMember(server);
    server.clock.advance(61 * ONE_MINUTE);
    const sent = await server.call('sendAuthMail', {
      token: member.accessToken,
      userId: member.userId,
      body: { email: 'new-address@example.com', purpose: 'changeEmail' },
    });
    expectRefusal(sent, 'tokenExpired');
  });
});
