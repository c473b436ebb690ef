import { beforeEach, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../../../../src/contract/endpoints';
import { koreanDateTime } from '../../../../../src/domain/admin';
import { expectRefusal, expectSuccess, HANGUL } from '../../../support/auth-helpers';
import {
  as,
  registerMember,
  signedInMember,
  signIn,
  type SignedInMember,
} from '../../../support/members';
import { type CallOptions, dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

interface AuditItem {
  actorId: string;
  ip: string | null;
  action: string;
  actionLabel: string;
  actorName: string | null;
  targetId: string | null;
  targetName: string | null;
  outcome: string;
  detail: string | null;
}

interface AccessItem {
  actorId: string;
  ip: string | null;
  memberId: string;
  kind: string;
  kindLabel: string;
  detail: string | null;
  detailLabel: string | null;
  actorName: string | null;
  memberName: string | null;
  flags: string[];
}

interface AccessPage {
  items: AccessItem[];
  total: number;
  flaggedTotal: number;
  manyMembersThreshold: number;
  truncated: boolean;
}

const ADMIN = {
  userId: 'office2026',
  password: 'Office!2026admin',
  name: '사무국',
  email: 'office@example.com',
};

describe.each(dialects())('the audit log and the access records over HTTP (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let admin: SignedInMember;

  beforeEach(async () => {
    server.clock.toKoreanWorkingHours();
    await server.runtime.services.administration.createAdministrator(ADMIN);
    admin = await signIn(server, ADMIN);
  });

  const thisMonth = () => koreanDateTime(server.clock.now().toISOString()).slice(0, 7);

  async function auditOf(query: Record<string, string> = {}): Promise<AuditItem[]> {
    const result = await server.call<{ items: AuditItem[] }>('searchAuditLog', {
      ...as(admin),
      query: { size: '100', ...query },
    });
    return expectSuccess(result).items;
  }

  async function accessRecords(query: Record<string, string> = {}): Promise<AccessPage> {
    const result = await server.call<AccessPage>('listAccessRecords', {
      ...as(admin),
      query: { month: thisMonth(), size: '100', ...query },
    });
    return expectSuccess(result);
  }

  it('records approvals, rejections and refusals with who, where, whom and how it ended (issue 29 item 10: names beside ids)', async () => {
    const first = await registerMember(server, { userId: 'newbie2026', name: '홍길동' });
    const second = await registerMember(server, { userId: 'newbie2027', name: '김철수' });
    expectSuccess(
      await server.call('approveMember', { ...as(admin), params: { userId: first.userId } }),
    );
    expectSuccess(
      await server.call('rejectMember', {
        ...as(admin),
        params: { userId: second.userId },
        body: { reason: '졸업 기수를 확인할 수 없습니다.' },
      }),
    );
    expectRefusal(
      await server.call('approveMember', { ...as(admin), params: { userId: first.userId } }),
      'invalidState',
    );
    expectRefusal(
      await server.call('approveMember', { ...as(admin), params: { userId: 'nobody2026' } }),
      'notFound',
    );

    const decisions = await auditOf({ actorId: ADMIN.userId });
    const ofMembers = decisions.filter((item) => item.action.startsWith('member.'));
    expect(ofMembers).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actorId: ADMIN.userId,
        ip: '127.0.0.1',
        action: 'member.approve',
        actionLabel: '가입 승인',
        actorName: '사무국',
        targetId: 'nobody2026',
        targetName: null,
        outcome: 'notFound',
        detail: null,
      },
      expect.objectContaining({
        action: 'member.approve',
        targetId: first.userId,
        outcome: 'invalidState',
      }),
      expect.objectContaining({
        action: 'member.reject',
        actionLabel: '가입 거절',
        targetId: second.userId,
        targetName: '김철수',
        outcome: 'success',
        detail: '졸업 기수를 확인할 수 없습니다.',
        ip: '127.0.0.1',
      }),
      expect.objectContaining({
        action: 'member.approve',
        targetId: first.userId,
        outcome: 'success',
      }),
    ]);

    const aboutFirst = await auditOf({ targetId: first.userId, action: 'member.approve' });
    expect(aboutFirst.map((item) => item.outcome)).toEqual(['invalidState', 'success']);

    // The decisions are changes of the members' records.
    const changes = await accessRecords({ memberId: first.userId });
    expect(changes.items).toEqual([
      expect.objectContaining({
        kind: 'update',
        kindLabel: '수정',
        actorId: ADMIN.userId,
        actorName: '사무국',
        memberName: '홍길동',
        detail: 'member.approve',
        detailLabel: '가입 승인',
      }),
    ]);
  });

  it('counts the approval queue as a view of each applicant shown', async () => {
    const applicants = [
      await registerMember(server, { userId: 'wait2026', name: '대기일' }),
      await registerMember(server, { userId: 'wait2027', name: '대기이' }),
    ];
    const listed = await server.call<{ items: { userId: string }[] }>('listMembers', {
      ...as(admin),
      query: { status: 'pending' },
    });
    expect(expectSuccess(listed).items).toHaveLength(2);

    const records = await accessRecords();
    expect(
      records.items.map(({ memberId, kind, kindLabel, actorId, ip, detail, detailLabel }) => ({
        memberId,
        kind,
        kindLabel,
        actorId,
        ip,
        detail,
        detailLabel,
      })),
    ).toEqual(
      expect.arrayContaining(
        applicants.map((applicant) => ({
          memberId: applicant.userId,
          kind: 'view',
          kindLabel: '조회',
          actorId: ADMIN.userId,
          ip: '127.0.0.1',
          detail: 'member.list',
          detailLabel: '회원 목록 조회',
        })),
      ),
    );
    expect(records.total).toBe(2);
    expect(records.manyMembersThreshold).toBe(50);

    const audit = await auditOf();
    expect(audit.map((item) => item.action)).toEqual(['access-records.view', 'member.list']);
    expect(audit[1]).toMatchObject({ outcome: 'success', targetId: null });
    // An empty page shows nobody: nothing more is recorded as viewed.
    await server.call('listMembers', { ...as(admin), query: { status: 'withdrawn' } });
    expect((await accessRecords()).total).toBe(2);
  });

  it('flags one account reaching many members within an hour, and filters to the flagged', async () => {
    const now = server.clock.now().getTime();
    await server.runtime.ports.store.personalDataAccess.record(
      Array.from({ length: 50 }, (_, index) => ({
        at: new Date(now - 10 * 60_000 + index * 1000).toISOString(),
        actorId: 'busy2026',
        ip: '198.51.100.4',
        memberId: `member${String(index).padStart(3, '0')}`,
        kind: 'view' as const,
        detail: 'member.list',
      })),
    );
    await server.runtime.ports.store.personalDataAccess.record([
      {
        at: new Date(now - 5 * 60_000).toISOString(),
        actorId: 'calm2026',
        ip: null,
        memberId: 'member000',
        kind: 'view',
        detail: null,
      },
    ]);
    const flagged = await accessRecords({ flagged: 'true' });
    expect(flagged.items.every((item) => item.flags.includes('manyMembers'))).toBe(true);
    expect(flagged.items.every((item) => item.actorId === 'busy2026')).toBe(true);
    expect(flagged.total).toBeGreaterThanOrEqual(50);
    const calm = await accessRecords({ actorId: 'calm2026' });
    expect(calm.items.map((item) => item.flags.includes('manyMembers'))).toEqual([false]);
  });

  it('exports the log as CSV for Excel, guarded against formulas, and records the export', async () => {
    const applicant = await registerMember(server, { userId: 'csv2026', name: '박영희' });
    await server.call('rejectMember', {
      ...as(admin),
      params: { userId: applicant.userId },
      body: { reason: '=HYPERLINK("http://evil.example","확인") 기수, "미확인"' },
    });
    const response = await server.fetch('/api/admin/audit-log/export?action=member.reject', {
      headers: { authorization: `Bearer ${admin.accessToken}`, 'x-user-id': admin.userId },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; .*filename\*=UTF-8''/u,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '번호,일시(한국 시간),관리자 아이디,관리자 이름,접속 주소,작업,작업 코드,대상 아이디,대상 이름,결과,내용',
    );
    expect(lines[1]).toMatch(
      /^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},office2026,사무국,127\.0\.0\.1,가입 거절,member\.reject,csv2026,박영희,성공,/u,
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""확인"") 기수, ""미확인"""`);
    expect(lines.slice(2)).toEqual(['']);

    const exports = await auditOf({ action: 'audit.export' });
    expect(exports).toEqual([
      expect.objectContaining({
        actorId: ADMIN.userId,
        outcome: 'success',
        actionLabel: '감사 기록 내려받기',
        detail: '작업 가입 거절, 1건',
      }),
    ]);
  });

  it('finds entries by period, in Korean days', async () => {
    const applicant = await registerMember(server, { userId: 'period2026' });
    await server.call('approveMember', { ...as(admin), params: { userId: applicant.userId } });
    const today = koreanDateTime(server.clock.now().toISOString()).slice(0, 10);
    expect(await auditOf({ from: today, to: today, action: 'member.approve' })).toHaveLength(1);
    expect(await auditOf({ from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
  });

  it('refuses malformed queries with a Korean 400, never a server error', async () => {
    const bad: [EndpointName, Record<string, string>][] = [
      ['searchAuditLog', { from: '2026-02-30' }],
      ['searchAuditLog', { from: '2026-11-24', to: '2026-11-23' }],
      ['searchAuditLog', { from: '20261123' }],
      ['searchAuditLog', { action: 'DROP TABLE' }],
      ['searchAuditLog', { page: '0' }],
      ['searchAuditLog', { size: '1000' }],
      ['searchAuditLog', { actorId: 'x'.repeat(200) }],
      ['searchAuditLog', { unknown: '1' }],
      ['exportAuditLog', { to: '2026-13-01' }],
      ['listAccessRecords', {}],
      ['listAccessRecords', { month: '2026-13' }],
      ['listAccessRecords', { month: '2026-11', flagged: 'maybe' }],
      ['listAccessRecords', { month: '2026-11', page: 'two' }],
    ];
    for (const [name, query] of bad) {
      const result = await server.call(name, { ...as(admin), query });
      expect({ name, query, status: result.status }).toEqual({ name, query, status: 400 });
      expectRefusal(result, 'invalidInput');
    }
  });

  it('refuses visitors, members and pending members, and records or changes nothing', async () => {
    const member = await signedInMember(server, { userId: 'plain2026' });
    const pending = await registerMember(server, { userId: 'wait2028' });
    // A member put back to pending keeps a token that the server must not honour.
    const demoted = await signedInMember(server, { userId: 'back2026' });
    await server.runtime.ports.store.accounts.update(demoted.userId, { status: 'pending' });
    const auditBefore = await auditOf();
    const accessBefore = await accessRecords();

    const calls: [EndpointName, CallOptions][] = [
      ['listMembers', { query: { status: 'pending' } }],
      ['approveMember', { params: { userId: pending.userId } }],
      ['rejectMember', { params: { userId: pending.userId }, body: { reason: '사유' } }],
      ['searchAuditLog', {}],
      ['exportAuditLog', {}],
      ['listAccessRecords', { query: { month: thisMonth() } }],
    ];
    const callers: [string, CallOptions][] = [
      ['visitor', {}],
      ['member', as(member)],
      ['pending member', as(demoted)],
    ];
    for (const [who, credentials] of callers) {
      for (const [name, options] of calls) {
        const result = await server.call(name, { ...options, ...credentials });
        expect({ who, name, refused: [401, 403].includes(result.status) }).toEqual({
          who,
          name,
          refused: true,
        });
        expect(result.body.message).toMatch(HANGUL);
      }
    }

    const stillPending = await server.runtime.ports.store.accounts.find(pending.userId);
    expect(stillPending?.status).toBe('pending');
    const auditAfter = await auditOf();
    // Only this test's own two reviews were added (a search sees the entries before its own).
    expect(auditAfter.length).toBe(auditBefore.length + 2);
    expect(auditAfter.slice(0, 2).map((item) => item.action)).toEqual([
      'access-records.view',
      'audit.view',
    ]);
    expect((await accessRecords()).total).toBe(accessBefore.total);
  });

  it('deletes access records older than two years, and keeps the rest', async () => {
    const now = server.clock.now();
    const twoYearsAgo = new Date(now.getTime());
    twoYearsAgo.setUTCFullYear(twoYearsAgo.getUTCFullYear() - 2);
    const record = (at: Date, memberId: string) => ({
      at: at.toISOString(),
      actorId: ADMIN.userId,
      ip: null,
      memberId,
      kind: 'view' as const,
      detail: null,
    });
    const { personalDataAccess } = server.runtime.ports.store;
    await personalDataAccess.record([
      record(new Date(twoYearsAgo.getTime() - 60_000), 'expired'),
      record(new Date(twoYearsAgo.getTime() + 60_000), 'kept'),
      record(now, 'recent'),
    ]);
    expect(await server.runtime.services.auditReview.deleteExpiredAccessRecords()).toBe(1);
    const left = await personalDataAccess.between(
      '2000-01-01T00:00:00.000Z',
      '2100-01-01T00:00:00.000Z',
      10,
    );
    expect(left.map((each) => each.memberId)).toEqual(['kept', 'recent']);
    // A year later, the second is past two years too.
    server.clock.advance(366 * 24 * 60 * 60_000);
    expect(await server.runtime.services.auditReview.deleteExpiredAccessRecords()).toBe(1);
  });
});
