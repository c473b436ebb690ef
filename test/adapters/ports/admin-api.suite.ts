import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberListQuery } from '../../../src/application/admin/admin-api';
import {
  approvedMember,
  leave,
  moveToKoreanWorkingHours,
  type MakePortWorld,
  ONE_MINUTE,
  type PortWorld,
  refusal,
  signIn,
  signUp,
} from './port-world';

/** The AdminApi port: the office's approval queue, administrators only. */
export function describeAdminApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`AdminApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    const queue = (page = 1, size = 20) =>
      world.admin.listMembers({ status: 'pending', page, size });

    it('lists the pending applications oldest first, a page at a time, with their total', async () => {
      const first = await signUp(world, { name: '김첫째' });
      world.advanceClock(ONE_MINUTE);
      const second = await signUp(world, { name: '이둘째' });
      world.advanceClock(ONE_MINUTE);
      const third = await signUp(world, { name: '박셋째' });
      await world.signInAsAdministrator();
      const page1 = await queue(1, 2);
      expect(page1).toMatchObject({ page: 1, size: 2, total: 3 });
      expect(page1.items.map(({ userId }) => userId)).toEqual([first.userId, second.userId]);
      expect(page1.items[0]).toMatchObject({
        name: '김첫째',
        email: first.email,
        status: 'pending',
        role: 'member',
      });
      const page2 = await queue(2, 2);
      expect(page2.items.map(({ userId }) => userId)).toEqual([third.userId]);
    });

    it('counts the accounts in each state', async () => {
      await signUp(world);
      await signUp(world);
      await approvedMember(world);
      await world.signInAsAdministrator();
      const counts = await world.admin.memberCounts();
      expect(counts.byStatus).toEqual({
        pending: 2,
        // The member, and the office's own account.
        approved: 2,
        rejected: 0,
        withdrawn: 0,
      });
      // Eight weeks, this one last, with the four accounts made just now.
      expect(counts.signUpsPerWeek).toHaveLength(8);
      expect(counts.signUpsPerWeek.at(-1)?.count).toBe(4);
      expect(counts.signUpsPerWeek.slice(0, -1).every(({ count }) => count === 0)).toBe(true);
      leave(world);
      await expect(world.admin.memberCounts()).rejects.toMatchObject(refusal('unauthenticated'));
    });

    it('approves an application: the member can sign in and is mailed', async () => {
      const applicant = await signUp(world);
      const mailsBefore = world.mailsTo(applicant.email);
      await world.signInAsAdministrator();
      await world.admin.approveMember(applicant.userId);
      expect((await queue()).total).toBe(0);
      const approved = await world.admin.listMembers({ status: 'approved', page: 1, size: 20 });
      expect(approved.items.map(({ userId }) => userId)).toContain(applicant.userId);
      expect(world.mailsTo(applicant.email)).toBe(mailsBefore + 1);
      leave(world);
      await expect(signIn(world, applicant)).resolves.toBeTruthy();
    });

    it('turns an application down with its reason, and refuses to decide twice', async () => {
      const applicant = await signUp(world);
      await world.signInAsAdministrator();
      await world.admin.rejectMember(applicant.userId, '졸업생 명부에서 확인되지 않습니다.');
      const rejected = await world.admin.listMembers({ status: 'rejected', page: 1, size: 20 });
      expect(rejected.items.map(({ userId }) => userId)).toEqual([applicant.userId]);
      await expect(world.admin.approveMember(applicant.userId)).rejects.toMatchObject(
        refusal('invalidState'),
      );
      await expect(world.admin.approveMember('nobody-here')).rejects.toMatchObject(
        refusal('notFound'),
      );
    });

    it('refuses a rejection without a reason and changes nothing', async () => {
      const applicant = await signUp(world);
      await world.signInAsAdministrator();
      await expect(world.admin.rejectMember(applicant.userId, '   ')).rejects.toMatchObject({
        status: 400,
      });
      expect((await queue()).items.map(({ userId }) => userId)).toEqual([applicant.userId]);
    });

    it('counts the menus’ views per Korean day, for the office only', async () => {
      const today = world.koreanToday();
      for (const menuPath of ['/', '/', '/alumni/find']) {
        await world.accessLog.recordMenuAccess({ menuPath, accessDt: '2026-11-22 10:00:00' });
      }
      world.advanceClock(24 * 60 * ONE_MINUTE);
      const tomorrow = world.koreanToday();
      await world.accessLog.recordMenuAccess({ menuPath: '/', accessDt: '2026-11-23 10:00:00' });
      await expect(world.admin.menuStatistics({ from: today, to: tomorrow })).rejects.toMatchObject(
        refusal('unauthenticated'),
      );
      await world.signInAsAdministrator();
      await expect(world.admin.menuStatistics({ from: today, to: tomorrow })).resolves.toEqual({
        from: today,
        to: tomorrow,
        days: [today, tomorrow],
        dayTotals: [3, 1],
        menus: [
          { menuPath: '/', total: 3, perDay: [2, 1] },
          { menuPath: '/alumni/find', total: 1, perDay: [1, 0] },
        ],
      });
      await expect(world.admin.menuStatistics({ from: tomorrow, to: today })).rejects.toMatchObject(
        {
          ...refusal('invalidInput'),
          message: '시작일은 종료일보다 늦을 수 없습니다.',
        },
      );
    });

    it('keeps what the office did in the audit log, newest first, searchable and as CSV', async () => {
      const approved = await signUp(world);
      const rejected = await signUp(world);
      await world.signInAsAdministrator();
      await world.admin.approveMember(approved.userId);
      await world.admin.rejectMember(rejected.userId, '명부에서 확인되지 않습니다.');
      await expect(world.admin.approveMember(rejected.userId)).rejects.toMatchObject(
        refusal('invalidState'),
      );
      const found = await world.admin.searchAuditLog(
        { targetId: rejected.userId },
        { page: 1, size: 20 },
      );
      expect(found.total).toBe(2);
      // Issue 29 item 10: the administrator's and the member's names, read now, beside the ids.
      expect(found.items.map(({ actorName, targetName }) => ({ actorName, targetName }))).toEqual([
        { actorName: '사무국', targetName: rejected.name },
        { actorName: '사무국', targetName: rejected.name },
      ]);
      expect(
        found.items.map(({ action, outcome, detail, actorId, actionLabel }) => ({
          action,
          outcome,
          detail,
          actorId,
          actionLabel,
        })),
      ).toEqual([
        {
          action: 'member.approve',
          outcome: 'invalidState',
          detail: null,
          actorId: 'office1',
          actionLabel: '가입 승인',
        },
        {
          action: 'member.reject',
          outcome: 'success',
          detail: '명부에서 확인되지 않습니다.',
          actorId: 'office1',
          actionLabel: '가입 거절',
        },
      ]);
      const file = await world.admin.exportAuditLog({ targetId: rejected.userId });
      expect(file.fileName).toMatch(/^관리자-감사기록-\d{4}-\d{2}-\d{2}\.csv$/u);
      // UTF-8 with its byte-order mark (kept by the decoder here), for Excel.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await file.data.arrayBuffer(),
      );
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '번호,일시(한국 시간),관리자 아이디,관리자 이름,접속 주소,작업,작업 코드,대상 아이디,대상 이름,결과,내용',
      );
      // The rejection, the refused approval, and the search just made (about the same member).
      expect(lines.slice(1).map((line) => line.split(',').slice(7, 9))).toEqual([
        [rejected.userId, rejected.name],
        [rejected.userId, rejected.name],
        [rejected.userId, rejected.name],
      ]);
      expect(lines.slice(1).map((line) => line.split(',')[6])).toEqual([
        'member.reject',
        'member.approve',
        'audit.view',
      ]);
      expect(lines.some((line) => line.includes('거부(invalidState)'))).toBe(true);
      await expect(
        world.admin.searchAuditLog({ from: '2026-11-24', to: '2026-11-23' }, { page: 1, size: 20 }),
      ).rejects.toMatchObject({
        ...refusal('invalidInput'),
        message: '시작일은 종료일보다 늦을 수 없습니다.',
      });
    });

    it('records who saw or changed which member, reviewed by month, newest first', async () => {
      moveToKoreanWorkingHours(world);
      const first = await signUp(world);
      const second = await signUp(world);
      await world.signInAsAdministrator();
      await world.admin.listMembers({ status: 'pending', page: 1, size: 20 });
      await world.admin.approveMember(first.userId);
      const month = world.koreanToday().slice(0, 7);
      const review = await world.admin.listAccessRecords({ month });
      expect(review).toMatchObject({ month, page: 1, total: 3, manyMembersThreshold: 50 });
      // Newest first: the approval's change, then the queue's listing (a view of each shown).
      expect(review.items[0]).toMatchObject({
        memberId: first.userId,
        memberName: first.name,
        kind: 'update',
        kindLabel: '수정',
        detailLabel: '가입 승인',
        actorId: 'office1',
        actorName: '사무국',
        flags: [],
      });
      expect(
        review.items
          .slice(1)
          .map(({ memberId, kind, kindLabel }) => `${memberId} ${kind} ${kindLabel}`)
          .sort(),
      ).toEqual([`${first.userId} view 조회`, `${second.userId} view 조회`].sort());
      const one = await world.admin.listAccessRecords({ month, memberId: second.userId });
      expect(one.items.map(({ memberId }) => memberId)).toEqual([second.userId]);
      await expect(world.admin.listAccessRecords({ month: '2026-13' })).rejects.toMatchObject({
        status: 400,
        message: '점검할 달의 형식이 올바르지 않습니다.',
      });
    });

    it('narrows the audit log and the access records by every filter', async () => {
      moveToKoreanWorkingHours(world);
      const applicant = await signUp(world);
      await world.signInAsAdministrator();
      await world.admin.approveMember(applicant.userId);
      const today = world.koreanToday();
      const page = { page: 1, size: 5 };
      const byAll = await world.admin.searchAuditLog(
        { actorId: 'office1', action: 'member.approve', from: today, to: today, targetId: ' ' },
        page,
      );
      expect(byAll.items.map(({ action }) => action)).toEqual(['member.approve']);
      const byOther = await world.admin.searchAuditLog({ actorId: 'someone-else' }, page);
      expect(byOther.total).toBe(0);
      const month = today.slice(0, 7);
      const flagged = await world.admin.listAccessRecords({
        month,
        flagged: true,
        actorId: 'office1',
        page: 1,
        size: 10,
      });
      expect(flagged).toMatchObject({ total: 0, size: 10 });
      const mine = await world.admin.listAccessRecords({ month, actorId: 'office1' });
      expect(mine.items.map(({ kind }) => kind)).toEqual(['update']);
    });

    it('searches every state by name, 초성 and id start, and warns of a namesake', async () => {
      const first = await approvedMember(world, { name: '김한길', birthDate: '1988-03-02' });
      world.advanceClock(ONE_MINUTE);
      const second = await signUp(world, { name: '김한길', birthDate: '1988-03-02' });
      world.advanceClock(ONE_MINUTE);
      const other = await signUp(world, { name: '이서윤' });
      await world.signInAsAdministrator();
      const search = async (query: string) =>
        (await world.admin.listMembers({ status: 'all', query, page: 1, size: 20 })).items.map(
          ({ userId }) => userId,
        );
      expect(await search('한길')).toEqual([second.userId, first.userId]);
      expect(await search('ㄱㅎㄱ')).toEqual([second.userId, first.userId]);
      expect(await search(other.userId.slice(0, 5))).toContain(other.userId);
      const found = await world.admin.listMembers({ status: 'pending', page: 1, size: 20 });
      expect(found.items.find(({ userId }) => userId === second.userId)).toMatchObject({
        birthDate: '1988-03-02',
        locked: false,
        sameNameAndBirthDate: [first.userId],
      });
      const detail = await world.admin.memberDetail(first.userId);
      expect(detail).toMatchObject({
        userId: first.userId,
        status: 'approved',
        sameNameAndBirthDate: [second.userId],
      });
      // The consents as signed up: the required ones given, marketing not.
      expect(detail.consents.map(({ kind, agreed }) => ({ kind, agreed }))).toEqual([
        { kind: 'terms', agreed: true },
        { kind: 'privacy', agreed: true },
        { kind: 'marketing', agreed: false },
      ]);
      await expect(world.admin.memberDetail('nobody2026')).rejects.toMatchObject(
        refusal('notFound', '그런 아이디의 회원이 없습니다.'),
      );
    });

    it('narrows the members by graduation year, class and lock', async () => {
      const born = (year: number) => ({ birthDate: `${year}-03-02` });
      const older = await approvedMember(world, {
        graduationYear: 1990,
        classNumber: 36,
        ...born(1971),
      });
      const locked = await approvedMember(world, {
        graduationYear: 1999,
        classNumber: 45,
        ...born(1980),
      });
      const younger = await approvedMember(world, {
        graduationYear: 1999,
        classNumber: 46,
        ...born(1980),
      });
      await world.signInAsAdministrator();
      await world.admin.lockMember(locked.userId, '회칙 위반');
      const ids = async (narrowing: Partial<MemberListQuery>) =>
        (
          await world.admin.listMembers({ status: 'approved', page: 1, size: 20, ...narrowing })
        ).items
          .map(({ userId }) => userId)
          .filter((userId) => [older, locked, younger].some((one) => one.userId === userId))
          .sort();
      expect(await ids({ graduationYear: 1990 })).toEqual([older.userId]);
      expect(await ids({ graduationYear: 1999, classNumber: 46 })).toEqual([younger.userId]);
      expect(await ids({ lockedOnly: true })).toEqual([locked.userId]);
    });

    it('approves several at once, saying which could not be and why', async () => {
      const one = await signUp(world);
      const two = await signUp(world);
      await world.signInAsAdministrator();
      await expect(
        world.admin.approveMembers([one.userId, two.userId, 'nobody2026']),
      ).resolves.toEqual({
        approved: [one.userId, two.userId],
        refused: [{ userId: 'nobody2026', message: '그런 아이디의 회원이 없습니다.' }],
      });
      leave(world);
      await expect(signIn(world, two)).resolves.toBeTruthy();
    });

    it('locks a member, who cannot sign in (4032) until unlocked', async () => {
      const member = await approvedMember(world);
      await world.signInAsAdministrator();
      await expect(world.admin.lockMember(member.userId, ' ')).rejects.toMatchObject(
        refusal('invalidInput', '사유를 입력해 주세요.'),
      );
      await world.admin.lockMember(member.userId, '회칙 위반');
      await expect(world.admin.lockMember(member.userId, '다시')).rejects.toMatchObject(
        refusal('invalidState', '이미 이용이 정지되었거나 탈퇴한 계정입니다.'),
      );
      expect(await world.admin.memberDetail(member.userId)).toMatchObject({
        locked: true,
        lockReason: '회칙 위반',
        lockedBy: 'office1',
      });
      await expect(world.admin.lockMember('office1', '시험')).rejects.toMatchObject(
        refusal('invalidState', '자기 계정에는 할 수 없습니다.'),
      );
      leave(world);
      await expect(
        world.auth.signIn({ userId: member.userId, password: member.password }),
      ).rejects.toMatchObject(refusal('accountLocked', /사무국에서 이용을 정지한 계정입니다/u));
      await world.signInAsAdministrator();
      await world.admin.unlockMember(member.userId, '소명 확인');
      await expect(world.admin.unlockMember(member.userId, '또')).rejects.toMatchObject(
        refusal('invalidState', '이용이 정지된 계정이 아닙니다.'),
      );
      leave(world);
      await expect(signIn(world, member)).resolves.toBeTruthy();
    });

    it('mails a password reset to an approved member only', async () => {
      const member = await approvedMember(world);
      const applicant = await signUp(world);
      await world.signInAsAdministrator();
      const before = world.mailsTo(member.email);
      await world.admin.sendPasswordReset(member.userId);
      expect(world.mailsTo(member.email)).toBe(before + 1);
      await expect(world.admin.sendPasswordReset(applicant.userId)).rejects.toMatchObject(
        refusal('invalidState', '승인된 회원에게만 비밀번호 재설정 메일을 보낼 수 있습니다.'),
      );
    });

    it('withdraws a member on the office’s decision, once', async () => {
      const member = await approvedMember(world);
      await world.signInAsAdministrator();
      await world.admin.withdrawMember(member.userId, '본인 요청(전화)');
      expect(await world.admin.memberDetail(member.userId)).toMatchObject({
        status: 'withdrawn',
        statusReason: '사무국 탈퇴 처리: 본인 요청(전화)',
      });
      await expect(world.admin.withdrawMember(member.userId, '다시')).rejects.toMatchObject(
        refusal('invalidState', '이미 탈퇴한 회원입니다.'),
      );
      leave(world);
      await expect(
        world.auth.signIn({ userId: member.userId, password: member.password }),
      ).rejects.toMatchObject(refusal('wrongCredentials'));
    });

    it('grants and revokes the administrator role; lists the changes on the home', async () => {
      const member = await approvedMember(world);
      const applicant = await signUp(world);
      await world.signInAsAdministrator();
      await world.admin.changeRole(member.userId, 'admin', '사무국 인사');
      await expect(world.admin.changeRole(member.userId, 'admin', '다시')).rejects.toMatchObject(
        refusal('invalidState', '이미 그 권한입니다.'),
      );
      await expect(world.admin.changeRole(applicant.userId, 'admin', '시험')).rejects.toMatchObject(
        refusal('invalidState', '승인된 회원만 관리자로 지정할 수 있습니다.'),
      );
      await world.admin.changeRole(member.userId, 'member', '임기 종료');
      await expect(world.admin.changeRole('office1', 'member', '시험')).rejects.toMatchObject(
        refusal('invalidState', '자기 계정에는 할 수 없습니다.'),
      );
      // The refusals are there too, with their outcome.
      const recent = await world.admin.recentAdminActions();
      expect(recent[0]).toMatchObject({ targetId: 'office1', outcome: 'invalidState' });
      const done = recent.filter(({ outcome }) => outcome === 'success');
      expect(done.slice(0, 2).map(({ action, targetId }) => [action, targetId])).toEqual([
        ['member.revoke-admin', member.userId],
        ['member.grant-admin', member.userId],
      ]);
      expect(done[0]?.actionLabel).toBe('관리자 권한 해제');
    });

    it('refuses a visitor (401) and a member (403), who change nothing', async () => {
      const applicant = await signUp(world);
      await expect(queue()).rejects.toMatchObject(refusal('unauthenticated'));
      await expect(world.admin.approveMember(applicant.userId)).rejects.toMatchObject({
        status: 401,
      });
      const member = await approvedMember(world);
      await signIn(world, member);
      await expect(queue()).rejects.toMatchObject(refusal('forbidden'));
      await expect(world.admin.approveMember(applicant.userId)).rejects.toMatchObject(
        refusal('forbidden'),
      );
      await expect(world.admin.rejectMember(applicant.userId, '사유')).rejects.toMatchObject(
        refusal('forbidden'),
      );
      leave(world);
      await world.signInAsAdministrator();
      expect((await queue()).items.map(({ userId }) => userId)).toEqual([applicant.userId]);
    });
  });
}
