import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  SecondFactorEnrolled,
  SecondFactorEnrolment,
  SignInData,
  TokensBody,
} from '../../../../../src/contract/session';
import { expectRefusal, expectSuccess, ONE_MINUTE } from '../../../support/auth-helpers';
import { approve, registerMember, signIn as signInThrough } from '../../../support/members';
import { knownSecondFactor, timeStep, totpCodeOfStep } from '../../../support/second-factor';
import { dialects, startTestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const ADMIN = { userId: 'office2026', password: 'Office!2026key', name: '사무국', email: '' };

describe.each(dialects())('administrators’ second factor (%s)', (dialect) => {
  const server = useTestServer(dialect);
  beforeEach(async () => {
    await server.runtime.services.administration.createAdministrator({
      userId: ADMIN.userId,
      password: ADMIN.password,
      name: ADMIN.name,
      email: null,
    });
  });

  async function challenge(): Promise<{ ticket: string; enrolled: boolean }> {
    const result = await server.call<SignInData>('signIn', {
      body: { userId: ADMIN.userId, password: ADMIN.password },
    });
    const data = expectSuccess(result);
    if (!data || !('secondFactor' in data)) throw new Error(JSON.stringify(result.body));
    return data.secondFactor;
  }

  async function enrol(): Promise<{ secret: string; enrolled: SecondFactorEnrolled }> {
    const { ticket } = await challenge();
    const enrolment = expectSuccess(
      await server.call<SecondFactorEnrolment>('beginSecondFactorEnrolment', { body: { ticket } }),
    );
    const code = totpCodeOfStep(enrolment.secret, timeStep(server.clock.now()));
    const enrolled = expectSuccess(
      await server.call<SecondFactorEnrolled>('confirmSecondFactorEnrolment', {
        body: { ticket, code },
      }),
    );
    return { secret: enrolment.secret, enrolled };
  }

  function verify(ticket: string, code: string) {
    return server.call<TokensBody>('verifySecondFactor', { body: { ticket, code } });
  }

  it('answers an administrator’s right password with a ticket and no token', async () => {
    const result = await server.call('signIn', {
      body: { userId: ADMIN.userId, password: ADMIN.password },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      code: 0,
      message: null,
      data: {
        secondFactor: { ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/u), enrolled: false },
      },
    });
    expect(JSON.stringify(result.body)).not.toMatch(/accessToken|refreshToken/u);
    // The ticket is not a token: the admin calls still refuse it.
    const { ticket } = (result.body.data as { secondFactor: { ticket: string } }).secondFactor;
    expectRefusal(
      await server.call('listMembers', { token: ticket, userId: ADMIN.userId }),
      'unauthenticated',
    );
  });

  it('leaves a member’s sign-in answer exactly as the spec says', async () => {
    const member = await registerMember(server);
    const pending = await server.call('signIn', {
      body: { userId: member.userId, password: member.password },
    });
    expect(pending.body).toEqual({
      code: 0,
      message: expect.stringMatching(/[가-힣]/u),
      data: null,
    });
    await approve(server, member.userId);
    const result = await server.call('signIn', {
      body: { userId: member.userId, password: member.password },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      code: 0,
      message: null,
      data: { accessToken: expect.any(String), refreshToken: expect.any(String) },
    });
  });

  it('enrols: QR, secret and otpauth URL; then ten recovery codes and tokens that work', async () => {
    const { ticket, enrolled } = await challenge();
    expect(enrolled).toBe(false);
    const enrolment = expectSuccess(
      await server.call<SecondFactorEnrolment>('beginSecondFactorEnrolment', { body: { ticket } }),
    );
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/u);
    expect(enrolment.issuer).toBe(server.runtime.config.associationName);
    expect(enrolment.accountName).toBe(ADMIN.userId);
    const url = new URL(enrolment.otpauthUrl);
    expect(url.searchParams.get('secret')).toBe(enrolment.secret);
    expect(url.searchParams.get('issuer')).toBe(server.runtime.config.associationName);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/u);
    const svg = Buffer.from(enrolment.qrCode.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<svg');

    // Asked again (the page reloaded), the same secret: the app may have scanned it.
    const again = expectSuccess(
      await server.call<SecondFactorEnrolment>('beginSecondFactorEnrolment', { body: { ticket } }),
    );
    expect(again.secret).toBe(enrolment.secret);

    // The secret is kept sealed with its ticket, never in the clear, until it is confirmed.
    const { db } = server.runtime.database;
    const held = await db.selectFrom('second_factor_tickets').selectAll().executeTakeFirstOrThrow();
    expect(held.sealed_secret).toBeTruthy();
    expect(held.sealed_secret).not.toContain(enrolment.secret);
    expect(await db.selectFrom('second_factors').selectAll().execute()).toEqual([]);

    const code = totpCodeOfStep(enrolment.secret, timeStep(server.clock.now()));
    const confirmed = expectSuccess(
      await server.call<SecondFactorEnrolled>('confirmSecondFactorEnrolment', {
        body: { ticket, code },
      }),
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const recovery of confirmed.recoveryCodes)
      expect(recovery).toMatch(/^\d{4}-\d{4}-\d{4}$/u);
    const stored = await server.runtime.database.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .execute();
    expect(stored).toHaveLength(10);
    const row = await db.selectFrom('second_factors').selectAll().executeTakeFirstOrThrow();
    expect(row.sealed_secret).not.toContain(enrolment.secret);
    for (const recovery of confirmed.recoveryCodes) {
      expect(JSON.stringify(stored)).not.toContain(recovery.replaceAll('-', ''));
    }
    const admin = await server.call('listMembers', {
      token: confirmed.tokens.accessToken,
      userId: ADMIN.userId,
      query: { status: 'pending' },
    });
    expect(admin.status).toBe(200);

    // The ticket is spent, and the next sign-in asks for the code, not for enrolment.
    expectRefusal(await verify(ticket, code), 'invalidState');
    expect(await challenge()).toEqual({ ticket: expect.any(String), enrolled: true });
  });

  it('accepts a code once: the same code twice is refused the second time', async () => {
    const { secret } = await enrol(); // used the current step
    const next = timeStep(server.clock.now()) + 1;
    const first = await challenge();
    const tokens = expectSuccess(await verify(first.ticket, totpCodeOfStep(secret, next)));
    expect(tokens.accessToken.split('.')).toHaveLength(3);

    const second = await challenge();
    const reused = await verify(second.ticket, totpCodeOfStep(secret, next));
    expectRefusal(reused, 'invalidAuthCode');
    expect(reused.body.message).toContain('이미 사용한');
    // An earlier step than the last accepted one is refused as well, though in the window.
    expectRefusal(await verify(second.ticket, totpCodeOfStep(secret, next - 1)), 'invalidAuthCode');
    // The refused ticket is still good for a later code.
    server.clock.advance(60_000);
    expectSuccess(
      await verify(second.ticket, totpCodeOfStep(secret, timeStep(server.clock.now()))),
    );
  });

  it('takes one of two parallel requests with the same code', async () => {
    const { secret } = await enrol();
    const next = totpCodeOfStep(secret, timeStep(server.clock.now()) + 1);
    const [a, b] = [await challenge(), await challenge()];
    const results = await Promise.all([verify(a.ticket, next), verify(b.ticket, next)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  });

  it('accepts a recovery code once', async () => {
    const { enrolled } = await enrol();
    const recovery = enrolled.recoveryCodes[3] ?? '';
    const first = await challenge();
    // Typed without the hyphens, with spaces.
    expectSuccess(await verify(first.ticket, ` ${recovery.replaceAll('-', ' ')} `));
    const second = await challenge();
    expectRefusal(await verify(second.ticket, recovery), 'invalidAuthCode');
    expectSuccess(await verify(second.ticket, enrolled.recoveryCodes[4] ?? ''));
  });

  it('throttles wrong codes: five, then 429 with Retry-After, even with the right one', async () => {
    const { secret } = await enrol();
    const { ticket } = await challenge();
    const right = totpCodeOfStep(secret, timeStep(server.clock.now()) + 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectRefusal(await verify(ticket, wrong), 'invalidAuthCode');
    }
    const refused = await verify(ticket, right);
    expectRefusal(refused, 'tooManyAttempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    // A new ticket (the password again) does not start the count again.
    const fresh = await challenge();
    expectRefusal(await verify(fresh.ticket, right), 'tooManyAttempts');

    server.clock.advance(10 * ONE_MINUTE + 1000);
    const later = await challenge();
    expectSuccess(await verify(later.ticket, totpCodeOfStep(secret, timeStep(server.clock.now()))));
  });

  it('refuses an expired, unknown or used ticket, and a wrong first code at enrolment', async () => {
    const { ticket } = await challenge();
    const enrolment = expectSuccess(
      await server.call<SecondFactorEnrolment>('beginSecondFactorEnrolment', { body: { ticket } }),
    );
    expectRefusal(
      await server.call('confirmSecondFactorEnrolment', {
        body: { ticket, code: totpCodeOfStep(enrolment.secret, timeStep(server.clock.now()) + 5) },
      }),
      'invalidAuthCode',
    );
    expectRefusal(
      await server.call('beginSecondFactorEnrolment', { body: { ticket: 'x'.repeat(43) } }),
      'invalidState',
    );
    server.clock.advance(5 * ONE_MINUTE + 1000);
    expectRefusal(
      await server.call('confirmSecondFactorEnrolment', {
        body: { ticket, code: totpCodeOfStep(enrolment.secret, timeStep(server.clock.now())) },
      }),
      'invalidState',
    );
  });

  function beginEnrolment(ticket: string) {
    return server.call<SecondFactorEnrolment>('beginSecondFactorEnrolment', { body: { ticket } });
  }

  it('draws a secret for each ticket: one read with another sign-in confirms nothing, and its codes never pass', async () => {
    // Someone holding the password signs in first and reads the secret offered.
    const stolen = await challenge();
    const seen = expectSuccess(await beginEnrolment(stolen.ticket)).secret;
    // The administrator signs in and is offered another.
    const own = await challenge();
    const secret = expectSuccess(await beginEnrolment(own.ticket)).secret;
    expect(secret).not.toBe(seen);
    const now = timeStep(server.clock.now());
    expectRefusal(
      await server.call('confirmSecondFactorEnrolment', {
        body: { ticket: own.ticket, code: totpCodeOfStep(seen, now) },
      }),
      'invalidAuthCode',
    );
    expectSuccess(
      await server.call('confirmSecondFactorEnrolment', {
        body: { ticket: own.ticket, code: totpCodeOfStep(secret, now) },
      }),
    );
    // The secret seen earlier: its ticket cannot enrol any more, and its codes do not sign in.
    expectRefusal(
      await server.call('confirmSecondFactorEnrolment', {
        body: { ticket: stolen.ticket, code: totpCodeOfStep(seen, now + 1) },
      }),
      'invalidState',
    );
    const later = await challenge();
    expect(later.enrolled).toBe(true);
    expectRefusal(await verify(later.ticket, totpCodeOfStep(seen, now + 1)), 'invalidAuthCode');
    expectSuccess(await verify(later.ticket, totpCodeOfStep(secret, now + 1)));
  });

  it('keeps one of two enrolments confirmed at once, each with its own ticket and secret', async () => {
    const [first, second] = [await challenge(), await challenge()];
    const secrets = [
      expectSuccess(await beginEnrolment(first.ticket)).secret,
      expectSuccess(await beginEnrolment(second.ticket)).secret,
    ];
    const now = timeStep(server.clock.now());
    const results = await Promise.all(
      [first, second].map((each, index) =>
        server.call('confirmSecondFactorEnrolment', {
          body: { ticket: each.ticket, code: totpCodeOfStep(secrets[index] ?? '', now) },
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const kept = secrets[results.findIndex((result) => result.status === 200)] ?? '';
    const later = await challenge();
    expectSuccess(await verify(later.ticket, totpCodeOfStep(kept, now + 1)));
    expect(
      await server.runtime.database.db.selectFrom('recovery_codes').select('code_hash').execute(),
    ).toHaveLength(10);
  });

  it('tells the administrator and every other administrator by a Korean mail when an enrolment completes', async () => {
    const { administration } = server.runtime.services;
    const chair = { userId: 'chair2026', password: 'Chair!2026office', name: '회장' };
    const deputy = { userId: 'deputy2026', password: 'Deputy!2026office', name: '총무' };
    await administration.createAdministrator({ ...chair, email: 'chair@example.com' });
    await administration.createAdministrator({ ...deputy, email: 'deputy@example.com' });
    expect(server.mails()).toEqual([]);

    await signInThrough(server, { ...deputy, email: 'deputy@example.com' });
    const mails = server.mails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'chair@example.com',
      'deputy@example.com',
    ]);
    for (const mail of mails) {
      expect(mail.subject).toContain('관리자 인증 앱 등록 안내');
      expect(mail.text).toContain('deputy2026');
      expect(mail.text).toMatch(/인증 앱이 등록되었습니다/u);
    }
    // A sign-in with the code (no enrolment) mails no one.
    await signInThrough(server, { ...deputy, email: 'deputy@example.com' });
    expect(server.mails()).toHaveLength(2);
  });

  it('refuses a ticket issued before the administrator was locked, even after the unlock', async () => {
    const { secret } = await enrol();
    const { administration, officeActions } = server.runtime.services;
    // Another administrator to lock this one (the association keeps one).
    await administration.createAdministrator({
      userId: 'chair2026',
      password: 'Chair!2026office',
      name: '회장',
      email: null,
    });
    const chair = { id: 'chair2026', ip: null };
    const beforeLock = await challenge();
    const enrolling = await challenge();
    await officeActions.lockMember(chair, ADMIN.userId, '비밀번호 유출 의심');
    await officeActions.unlockMember(chair, ADMIN.userId, '비밀번호 변경 확인');

    const code = totpCodeOfStep(secret, timeStep(server.clock.now()) + 1);
    expectRefusal(await verify(beforeLock.ticket, code), 'invalidState');
    expectRefusal(await beginEnrolment(enrolling.ticket), 'invalidState');
    // A ticket of a sign-in after the unlock works.
    const afterUnlock = await challenge();
    expectSuccess(await verify(afterUnlock.ticket, code));
  });

  it('lets the test support sign an administrator in again and again', async () => {
    const first = await signInThrough(server, ADMIN);
    const second = await signInThrough(server, ADMIN);
    const third = await signInThrough(server, ADMIN);
    expect(new Set([first, second, third].map((each) => each.accessToken)).size).toBe(3);
    // The third falls back on a recovery code unless a new step began meanwhile.
    expect(knownSecondFactor(server, ADMIN.userId).recoveryCodes.length).toBeGreaterThanOrEqual(9);
  });
});

describe('the key of the TOTP secrets', () => {
  it('is generated once into DATA_DIR/secrets/second-factor-key (0600), or taken from SECOND_FACTOR_KEY', async () => {
    const generated = await startTestServer('sqlite');
    try {
      const file = path.join(generated.dataDir, 'secrets', 'second-factor-key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    } finally {
      await generated.close();
    }
    const given = await startTestServer('sqlite', { SECOND_FACTOR_KEY: 'k'.repeat(40) });
    try {
      expect(fs.existsSync(path.join(given.dataDir, 'secrets', 'second-factor-key'))).toBe(false);
      const sealed = given.runtime.ports.sealer.seal('JBSWY3DPEHPK3PXP', 'office');
      expect(given.runtime.ports.sealer.open(sealed, 'office')).toBe('JBSWY3DPEHPK3PXP');
    } finally {
      await given.close();
    }
  });
});
