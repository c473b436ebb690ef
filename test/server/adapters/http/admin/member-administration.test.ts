import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberDetailData, MemberSummaryData } from '../../../../../src/contract/admin';
import { readResetLinkFragment } from '../../../../../src/domain/accounts/reset-link';
import { expectRefusal, expectSuccess, ping } from '../../../support/auth-helpers';
import { approve, as, registerMember, signIn, type SignedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../../support/office';

interface Page {
  readonly items: MemberSummaryData[];
  readonly total: number;
}

/** Issue 12 item 3, over HTTP on SQLite and PostgreSQL. */
describe.each(dialects())('the office’s member administration (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let admin: SignedInMember;

  beforeEach(async () => {
    admin = await signedInOffice(server);
  });

  async function member(overrides: Parameters<typeof registerMember>[1] = {}) {
    const registered = await registerMember(server, overrides);
    await approve(server, registered.userId);
    return registered;
  }

  async function search(query: Record<string, string>): Promise<string[]> {
    const result = await server.call<Page>('listMembers', { ...as(admin), query });
    return expectSuccess(result).items.map((item) => item.userId);
  }

  function act(
    name: 'lockMember' | 'unlockMember' | 'withdrawMember',
    userId: string,
    reason = '회칙 위반 신고 확인',
    by: SignedInMember = admin,
  ) {
    return server.call(name, { ...as(by), params: { userId }, body: { reason } });
  }

  function changeRole(userId: string, role: 'admin' | 'member', by: SignedInMember = admin) {
    return server.call('changeRole', {
      ...as(by),
      params: { userId },
      body: { role, reason: '사무국 인사' },
    });
  }

  it('searches every account by name, initial consonants, id start, class, state and lock', async () => {
    const kim = await member({
      userId: 'kimhangil',
      name: '김한길',
      graduationYear: 1999,
      classNumber: 45,
    });
    const lee = await member({
      userId: 'leeseoyun',
      name: '이서윤',
      graduationYear: 2005,
      classNumber: 51,
    });
    const pending = await registerMember(server, {
      userId: 'hanbyeol7',
      name: '한별',
      graduationYear: 1999,
      classNumber: 45,
    });

    expect(await search({ status: 'all', query: '한길' })).toEqual([kim.userId]);
    expect(await search({ status: 'all', query: 'ㄱㅎㄱ' })).toEqual([kim.userId]);
    expect(await search({ status: 'all', query: 'ㅎ' })).toEqual(
      expect.arrayContaining([kim.userId, pending.userId]),
    );
    expect(await search({ status: 'all', query: 'LEE' })).toEqual([lee.userId]);
    expect(await search({ status: 'all', query: '%' })).toEqual([]);
    expect(await search({ status: 'all', classNumber: '45' })).toEqual(
      expect.arrayContaining([kim.userId, pending.userId]),
    );
    expect(await search({ status: 'approved', classNumber: '45' })).toEqual([kim.userId]);
    // Without a state: the approval queue.
    expect(await search({ graduationYear: '1999' })).toEqual([pending.userId]);

    expectSuccess(await act('lockMember', lee.userId));
    expect(await search({ status: 'all', locked: 'true' })).toEqual([lee.userId]);
    const page = expectSuccess(
      await server.call<Page>('listMembers', {
        ...as(admin),
        query: { status: 'all', query: 'lee' },
      }),
    );
    expect(page.items[0]).toMatchObject({ locked: true, birthDate: expect.any(String) });
  });

  it('warns of another account with the same name and birth date, in the queue and the detail', async () => {
    const first = await member({ userId: 'parkjimin1', name: '박지민', birthDate: '1988-03-02' });
    const second = await registerMember(server, {
      userId: 'parkjimin2',
      name: '박지민',
      birthDate: '1988-03-02',
    });
    await registerMember(server, { userId: 'parkjimin3', name: '박지민', birthDate: '1990-01-01' });
    const queue = expectSuccess(await server.call<Page>('listMembers', as(admin)));
    const applicant = queue.items.find((item) => item.userId === second.userId);
    expect(applicant?.sameNameAndBirthDate).toEqual([first.userId]);
    expect(queue.items.find((item) => item.userId === 'parkjimin3')?.sameNameAndBirthDate).toEqual(
      [],
    );

    const detail = expectSuccess(
      await server.call<MemberDetailData>('memberDetail', {
        ...as(admin),
        params: { userId: first.userId },
      }),
    );
    expect(detail).toMatchObject({
      userId: first.userId,
      status: 'approved',
      sameNameAndBirthDate: [second.userId],
    });
    expect(detail.approvedAt).not.toBeNull();
  });

  it('approves several at once, each on its own, telling which were refused and why', async () => {
    const one = await registerMember(server);
    const two = await registerMember(server);
    const already = await member();
    const result = await server.call<{
      approved: string[];
      refused: { userId: string; message: string }[];
    }>('approveMembers', {
      ...as(admin),
      body: { userIds: [one.userId, two.userId, already.userId, 'nobody2026'] },
    });
    expect(expectSuccess(result)).toEqual({
      approved: [one.userId, two.userId],
      refused: [
        { userId: already.userId, message: '승인 대기 중인 회원만 승인하거나 거절할 수 있습니다.' },
        { userId: 'nobody2026', message: '그런 아이디의 회원이 없습니다.' },
      ],
    });
    await signIn(server, two);
    expect(
      server.mails().filter((mail) => mail.to === one.email && /승인/u.test(mail.subject)),
    ).toHaveLength(1);
    const audit = await server.runtime.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'target_id', 'outcome'])
      .where('action', '=', 'member.approve')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'member.approve', target_id: one.userId, outcome: 'success' },
        { action: 'member.approve', target_id: 'nobody2026', outcome: 'notFound' },
      ]),
    );
  });

  it('locks a member: sign-in refused with 4032, the open session refused at its next call; unlock lets them in again', async () => {
    const someone = await member();
    const signedIn = await signIn(server, someone);
    expect((await ping(server, signedIn.accessToken)).body.data).toBe(true);

    expectSuccess(await act('lockMember', someone.userId));
    expect((await ping(server, signedIn.accessToken)).body.data).toBe(false);
    const me = await server.call('getMyInfo', as(signedIn));
    expect(me.status).toBe(401);
    const refused = await server.call('signIn', {
      body: { userId: someone.userId, password: someone.password },
    });
    expectRefusal(refused, 'accountLocked');
    expect(refused.body.message).toBe(
      '사무국에서 이용을 정지한 계정입니다. 총동문회 사무국에 문의해 주세요.',
    );
    expectRefusal(await act('lockMember', someone.userId), 'invalidState');

    const detail = expectSuccess(
      await server.call<MemberDetailData>('memberDetail', {
        ...as(admin),
        params: { userId: someone.userId },
      }),
    );
    expect(detail).toMatchObject({
      locked: true,
      lockReason: '회칙 위반 신고 확인',
      lockedBy: OFFICE_ADMINISTRATOR.userId,
    });

    expectSuccess(await act('unlockMember', someone.userId, '소명 확인'));
    expectRefusal(await act('unlockMember', someone.userId), 'invalidState');
    await signIn(server, someone);
  });

  it('mails a password-reset link whose token sets a new password once', async () => {
    const someone = await member();
    expectSuccess(
      await server.call('sendPasswordReset', { ...as(admin), params: { userId: someone.userId } }),
    );
    const mail = server
      .mails()
      .filter((sent) => sent.to === someone.email)
      .at(-1);
    expect(mail?.subject).toContain('비밀번호 재설정');
    const link = /https?:\/\/\S+\/auth\/find\/password(#\S+)/u.exec(mail?.text ?? '');
    const parsed = readResetLinkFragment(link?.[1] ?? '');
    expect(parsed?.userId).toBe(someone.userId);
    const reset = await server.call('resetPassword', {
      body: { resetToken: parsed?.resetToken, newPassword: 'Brand!new2026' },
    });
    expectSuccess(reset);
    await signIn(server, { ...someone, password: 'Brand!new2026' });
    const again = await server.call('resetPassword', {
      body: { resetToken: parsed?.resetToken, newPassword: 'Other!new2026' },
    });
    expectRefusal(again, 'invalidResetToken');

    const pending = await registerMember(server);
    expectRefusal(
      await server.call('sendPasswordReset', { ...as(admin), params: { userId: pending.userId } }),
      'invalidState',
    );
  });

  it('withdraws a member on the office’s decision: personal data erased, sign-in ended, reason kept', async () => {
    const someone = await member();
    const signedIn = await signIn(server, someone);
    expectSuccess(await act('withdrawMember', someone.userId, '본인 요청(전화)'));
    expect((await ping(server, signedIn.accessToken)).body.data).toBe(false);
    const row = await server.runtime.database.db
      .selectFrom('accounts')
      .select(['status', 'name', 'email', 'mobile', 'birth_date', 'status_reason'])
      .where('user_id', '=', someone.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'withdrawn',
      name: null,
      email: null,
      mobile: null,
      birth_date: null,
      status_reason: '사무국 탈퇴 처리: 본인 요청(전화)',
    });
    expectRefusal(await act('withdrawMember', someone.userId), 'invalidState');
    const signInAgain = await server.call('signIn', {
      body: { userId: someone.userId, password: someone.password },
    });
    expectRefusal(signInAgain, 'wrongCredentials');
  });

  it('grants and revokes the administrator role, ending the account’s sign-ins; never the last administrator, never oneself', async () => {
    const deputy = await member({ userId: 'deputy2026' });
    expectSuccess(await changeRole(deputy.userId, 'admin'));
    expectRefusal(await changeRole(deputy.userId, 'admin'), 'invalidState');
    const deputyAdmin = await signIn(server, deputy);
    expect((await server.call('memberCounts', as(deputyAdmin))).status).toBe(200);

    expectRefusal(await changeRole(OFFICE_ADMINISTRATOR.userId, 'member'), 'invalidState');
    expect((await changeRole(OFFICE_ADMINISTRATOR.userId, 'member')).body.message).toBe(
      '자기 계정에는 할 수 없습니다.',
    );
    expectRefusal(await act('lockMember', OFFICE_ADMINISTRATOR.userId), 'invalidState');

    expectSuccess(await changeRole(deputy.userId, 'member'));
    expectRefusal(await server.call('memberCounts', as(deputyAdmin)), 'unauthenticated');

    // The deputy an administrator again, who demotes the office: the role is the database's.
    expectSuccess(await changeRole(deputy.userId, 'admin'));
    const deputyAgain = await signIn(server, deputy);
    expectSuccess(await changeRole(OFFICE_ADMINISTRATOR.userId, 'member', deputyAgain));
    expectRefusal(await server.call('memberCounts', as(admin)), 'unauthenticated');
    // Signed in again, the office is a member: the office's calls are refused.
    const office = await signIn(server, { ...OFFICE_ADMINISTRATOR });
    expectRefusal(await server.call('memberCounts', as(office)), 'forbidden');
  });

  it('never leaves the association without an administrator, even when two demote each other at once', async () => {
    const deputy = await member({ userId: 'deputy2026' });
    expectSuccess(await changeRole(deputy.userId, 'admin'));
    const deputyAdmin = await signIn(server, deputy);
    const outcomes = await Promise.all([
      changeRole(deputy.userId, 'member', admin),
      changeRole(OFFICE_ADMINISTRATOR.userId, 'member', deputyAdmin),
    ]);
    // One demotion goes through; the other is refused: as the last administrator (409) when both
    // ran at once, or because its actor was demoted first, which ended their sign-in (401).
    const statuses = outcomes.map((outcome) => outcome.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const admins = await server.runtime.database.db
      .selectFrom('accounts')
      .select('user_id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('refuses a missing reason and a bad role in Korean, changing nothing', async () => {
    const someone = await member();
    const noReason = await act('lockMember', someone.userId, '   ');
    expectRefusal(noReason, 'invalidInput');
    const badRole = await server.call('changeRole', {
      ...as(admin),
      params: { userId: someone.userId },
      body: { role: 'owner', reason: '시험' },
    });
    expectRefusal(badRole, 'invalidInput');
    expect(badRole.body.message).toMatch(/[가-힣]/u);
    const unknown = await act('lockMember', 'nobody2026');
    expectRefusal(unknown, 'notFound');
    await signIn(server, someone);
  });

  it('records each action in the audit log and each member reached in the access records', async () => {
    const someone = await member();
    await server.call('memberDetail', { ...as(admin), params: { userId: someone.userId } });
    await act('lockMember', someone.userId);
    const audit = await server.runtime.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'actor_id', 'target_id', 'outcome', 'detail'])
      .where('target_id', '=', someone.userId)
      .orderBy('id')
      .execute();
    expect(audit.slice(-2)).toEqual([
      {
        action: 'member.view',
        actor_id: OFFICE_ADMINISTRATOR.userId,
        target_id: someone.userId,
        outcome: 'success',
        detail: null,
      },
      {
        action: 'member.lock',
        actor_id: OFFICE_ADMINISTRATOR.userId,
        target_id: someone.userId,
        outcome: 'success',
        detail: '회칙 위반 신고 확인',
      },
    ]);
    const accesses = await server.runtime.database.db
      .selectFrom('personal_data_access_records')
      .select(['member_id', 'kind', 'detail'])
      .where('member_id', '=', someone.userId)
      .orderBy('id')
      .execute();
    expect(accesses.slice(-2)).toEqual([
      { member_id: someone.userId, kind: 'view', detail: 'member.view' },
      { member_id: someone.userId, kind: 'update', detail: 'member.lock' },
    ]);
  });

  it('lists the last actions that changed something on the console’s home, newest first, without the looks', async () => {
    const someone = await member();
    const applicant = await registerMember(server);
    await server.call('approveMember', { ...as(admin), params: { userId: applicant.userId } });
    await server.call('memberDetail', { ...as(admin), params: { userId: someone.userId } });
    await act('lockMember', someone.userId);
    const recent = expectSuccess(
      await server.call<{ action: string; targetId: string; actionLabel: string }[]>(
        'recentAdminActions',
        as(admin),
      ),
    );
    // Then the approval of `someone` itself (by the test's administrator); no views.
    expect(recent.map(({ action, targetId }) => [action, targetId])).toEqual([
      ['member.lock', someone.userId],
      ['member.approve', applicant.userId],
      ['member.approve', someone.userId],
    ]);
    expect(recent[0]?.actionLabel).toBe('이용 정지');
  });
});
