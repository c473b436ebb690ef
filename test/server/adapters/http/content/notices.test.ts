import { beforeEach, describe, expect, it } from 'vitest';
import type { NoticeDraftBody } from '../../../../../src/contract/content';
import type { Notice, NoticeSummary } from '../../../../../src/domain/content/notices';
import type { Page } from '../../../../../src/domain/shared/paging/page';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { approve, as, registerMember, signIn, type SignedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { uploaded } from '../../../support/uploads';
import { signedInOffice } from '../../../support/office';

function draft(overrides: Partial<NoticeDraftBody> = {}): NoticeDraftBody {
  return {
    title: '2026년 정기총회 안내',
    bodyHtml: '<p>정기총회를 <strong>12월 5일</strong>에 엽니다.</p>',
    pinned: false,
    published: true,
    attachmentsMstId: null,
    ...overrides,
  };
}

/** Issue 13 item 3: the notices, over HTTP on SQLite and PostgreSQL. */
describe.each(dialects())('notices (%s)', (dialect) => {
  // Behind a proxy that says who the client is, so that views can come from several addresses.
  const server = useTestServer(dialect, { env: { TRUST_PROXY: 'true' } });
  let admin: SignedInMember;

  beforeEach(async () => {
    admin = await signedInOffice(server);
  });

  async function write(overrides: Partial<NoticeDraftBody> = {}): Promise<string> {
    const created = await server.call<{ noticeId: string }>('createNotice', {
      ...as(admin),
      body: draft(overrides),
    });
    return expectSuccess(created).noticeId;
  }

  async function list(query: Record<string, string> = {}): Promise<Page<NoticeSummary>> {
    return expectSuccess(await server.call<Page<NoticeSummary>>('listNotices', { query }));
  }

  async function read(noticeId: string): Promise<Notice> {
    return expectSuccess(await server.call<Notice>('notice', { params: { noticeId } }));
  }

  it('lists published notices only, pinned first, then the newest, ten a page', async () => {
    const ids: string[] = [];
    for (let number = 1; number <= 12; number += 1) {
      server.clock.advance(60_000);
      ids.push(await write({ title: `공지 ${number}` }));
    }
    const pinned = await write({ title: '고정 공지', pinned: true });
    server.clock.advance(60_000);
    await write({ title: '임시 저장 글', published: false });

    const first = await list();
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ noticeId: pinned, pinned: true });
    expect(first.items.slice(1, 4).map((item) => item.title)).toEqual([
      '공지 12',
      '공지 11',
      '공지 10',
    ]);
    const second = await list({ page: '2' });
    expect(second.items.map((item) => item.title)).toEqual(['공지 3', '공지 2', '공지 1']);

    const office = expectSuccess(
      await server.call<Page<NoticeSummary & { published: boolean }>>('officeNotices', as(admin)),
    );
    expect(office.total).toBe(14);
    expect(office.items[0]).toMatchObject({ title: '임시 저장 글', published: false });
  });

  it('searches every word in titles and bodies, wildcards as themselves', async () => {
    await write({ title: '장학금 수여식', bodyHtml: '<p>모교 강당에서 엽니다.</p>' });
    await write({ title: '체육대회', bodyHtml: '<p>장학 기금 모금도 함께 합니다. 100% 참석!</p>' });
    await write({ title: '송년회', bodyHtml: '<p>회비 <em>3만 원</em></p>' });

    const titles = async (query: string) => (await list({ query })).items.map((item) => item.title);
    expect(await titles('장학')).toEqual(expect.arrayContaining(['장학금 수여식', '체육대회']));
    expect(await titles('장학 강당')).toEqual(['장학금 수여식']);
    expect(await titles('3만')).toEqual(['송년회']);
    expect(await titles('100%')).toEqual(['체육대회']);
    expect(await titles('%')).toEqual(['체육대회']);
    expect(await titles('strong')).toEqual([]);
  });

  it('shows a notice with its attachments and its neighbours; a draft is not found', async () => {
    const file = await uploaded(server, { member: admin, fileName: '총회 안건.png' });
    server.clock.advance(60_000);
    const older = await write({ title: '먼저 쓴 글' });
    server.clock.advance(60_000);
    const middle = await write({ title: '가운데 글', attachmentsMstId: file.atchFileMstId });
    server.clock.advance(60_000);
    const newer = await write({ title: '나중 쓴 글' });
    const draftId = await write({ title: '초안', published: false });

    const notice = await read(middle);
    expect(notice).toMatchObject({
      title: '가운데 글',
      attachmentCount: 1,
      newer: { noticeId: newer, title: '나중 쓴 글' },
      older: { noticeId: older, title: '먼저 쓴 글' },
    });
    expect(notice.attachments).toEqual([
      expect.objectContaining({ atchFileId: file.atchFileId, fileName: '총회 안건.png' }),
    ]);
    // The attachment is the association's now: anyone downloads it, under its Korean name.
    const download = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ atchFileMstId: file.atchFileMstId, atchFileId: file.atchFileId }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(
      encodeURIComponent('총회 안건.png'),
    );

    expectRefusal(await server.call('notice', { params: { noticeId: draftId } }), 'notFound');
    expectRefusal(await server.call('notice', { params: { noticeId: 'nothing' } }), 'notFound');
  });

  it('answers the public reads with an ETag, and 304 while nothing changed', async () => {
    const noticeId = await write();
    for (const [name, options] of [
      ['listNotices', {}],
      ['notice', { params: { noticeId } }],
    ] as const) {
      const first = await server.call(name, options);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^W\/"/u);
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const again = await server.fetch(
        name === 'notice' ? `/api/public/notices/${noticeId}` : '/api/public/notices',
        { headers: { 'if-none-match': tag ?? '' } },
      );
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    expectSuccess(
      await server.call('updateNotice', {
        ...as(admin),
        params: { noticeId },
        body: draft({ title: '바뀐 제목' }),
      }),
    );
    const changed = await server.fetch(`/api/public/notices/${noticeId}`, {
      headers: { 'if-none-match': (await server.call('listNotices')).headers.get('etag') ?? '' },
    });
    expect(changed.status).toBe(200);
  });

  it('counts one view per visitor and day', async () => {
    const noticeId = await write();
    const view = (headers: Record<string, string>) =>
      server.call('countNoticeView', { params: { noticeId }, headers });
    const firefox = { 'x-forwarded-for': '203.0.113.1', 'user-agent': 'Firefox' };
    const sameAddress = { 'x-forwarded-for': '203.0.113.1', 'user-agent': 'Safari' };
    const other = { 'x-forwarded-for': '203.0.113.2', 'user-agent': 'Firefox' };
    await Promise.all([view(firefox), view(firefox), view(sameAddress), view(other)]);
    expect((await read(noticeId)).views).toBe(2);
    server.clock.advance(24 * 60 * 60 * 1000);
    expectSuccess(await view(firefox));
    expect((await read(noticeId)).views).toBe(3);
    expectRefusal(
      await server.call('countNoticeView', { params: { noticeId: 'nothing' } }),
      'notFound',
    );
  });

  it('forgets the past days’ visitors in maintenance, keeping the counts', async () => {
    const noticeId = await write();
    await server.call('countNoticeView', { params: { noticeId }, headers: { 'user-agent': 'A' } });
    server.clock.advance(24 * 60 * 60 * 1000);
    await server.call('countNoticeView', { params: { noticeId }, headers: { 'user-agent': 'A' } });
    expect(await server.runtime.services.publicNotices.forgetPastVisitors()).toBe(1);
    expect(await server.runtime.services.publicNotices.forgetPastVisitors()).toBe(0);
    expect((await read(noticeId)).views).toBe(2);
    // Today's visitor is still known: a second view today does not count.
    await server.call('countNoticeView', { params: { noticeId }, headers: { 'user-agent': 'A' } });
    expect((await read(noticeId)).views).toBe(2);
  });

  it('keeps only safe HTML: scripts, handlers, foreign and script URLs are gone', async () => {
    const noticeId = await write({
      bodyHtml: [
        '<p>안내<script>alert(1)</script></p>',
        '<img src="x" onerror="alert(2)">',
        '<img src="/api/atchFile/media/abc123" alt="행사 사진" onload="alert(3)">',
        '<a href="javascript:alert(4)">링크</a>',
        '<a href="https://example.com/" target="_blank" onclick="alert(5)">누리집</a>',
        '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
        '<svg><script>alert(6)</script></svg>',
        '<iframe src="https://evil.example/"></iframe>',
        '<p style="color:red">색</p>',
      ].join(''),
    });
    const { bodyHtml } = await read(noticeId);
    expect(bodyHtml).not.toMatch(
      /script|onerror|onload|onclick|javascript:|data:|iframe|svg|style/iu,
    );
    expect(bodyHtml).toContain('<img src="/api/atchFile/media/abc123" alt="행사 사진" />');
    expect(bodyHtml).toContain(
      '<a href="https://example.com/" rel="noopener noreferrer nofollow">누리집</a>',
    );
    expect(bodyHtml).toContain('<p>색</p>');
  });

  it('refuses a blank title or body, and members and visitors, changing nothing', async () => {
    expectRefusal(
      await server.call('createNotice', { ...as(admin), body: draft({ title: '   ' }) }),
      'invalidInput',
    );
    expectRefusal(
      await server.call('createNotice', {
        ...as(admin),
        body: draft({ bodyHtml: '<script>alert(1)</script>' }),
      }),
      'invalidInput',
    );
    const registered = await registerMember(server);
    await approve(server, registered.userId);
    const member = await signIn(server, registered);
    expectRefusal(await server.call('createNotice', { ...as(member), body: draft() }), 'forbidden');
    expectRefusal(await server.call('createNotice', { body: draft() }), 'unauthenticated');
    expect((await list()).total).toBe(0);
  });

  it('records each change in the audit log; a deleted notice is gone', async () => {
    const noticeId = await write();
    expectSuccess(
      await server.call('updateNotice', {
        ...as(admin),
        params: { noticeId },
        body: draft({ published: false }),
      }),
    );
    expectRefusal(await server.call('notice', { params: { noticeId } }), 'notFound');
    expectSuccess(await server.call('deleteNotice', { ...as(admin), params: { noticeId } }));
    expectRefusal(
      await server.call('deleteNotice', { ...as(admin), params: { noticeId } }),
      'notFound',
    );
    const audit = await server.runtime.ports.store.auditLog.search(
      { targetId: noticeId },
      { page: 1, size: 10 },
    );
    expect(audit.items.map((entry) => [entry.action, entry.outcome])).toEqual(
      expect.arrayContaining([
        ['notice.create', 'success'],
        ['notice.update', 'success'],
        ['notice.delete', 'success'],
        ['notice.delete', 'notFound'],
      ]),
    );
  });
});
