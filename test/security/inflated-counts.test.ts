import { beforeEach, describe, expect, it } from 'vitest';
import type { Notice } from '../../src/domain/content/notices';
import type { LibraryDocument } from '../../src/domain/library/library';
import type { Page } from '../../src/domain/shared/paging/page';
import { expectSuccess } from '../server/support/auth-helpers';
import { as, type SignedInMember } from '../server/support/members';
import { signedInOffice } from '../server/support/office';
import { dialects } from '../server/support/test-server';
import { listedLibraryDocument } from '../server/support/library';
import { useTestServer } from '../server/support/use-test-server';

/**
 * Inflating a notice's views or a document's downloads (issue 27): a client that changes its
 * User-Agent, or simply asks again, is still one visitor. A view or download counts once per
 * Korean day per signed-in member, else per address as the server sees it (behind the proxy that
 * TRUST_PROXY names, the forwarded one), decided in the database.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dialects())('inflating view and download counts (%s)', (dialect) => {
  const server = useTestServer(dialect, { env: { TRUST_PROXY: 'true' } });
  let admin: SignedInMember;

  beforeEach(async () => {
    admin = await signedInOffice(server);
  });

  async function publishedNotice(): Promise<string> {
    const created = await server.call<{ noticeId: string }>('createNotice', {
      ...as(admin),
      body: {
        title: '정기총회 안내',
        bodyHtml: '<p>정기총회를 엽니다.</p>',
        pinned: false,
        published: true,
        attachmentsMstId: null,
      },
    });
    return expectSuccess(created).noticeId;
  }

  const viewsOf = async (noticeId: string) =>
    expectSuccess(await server.call<Notice>('notice', { params: { noticeId } })).views;

  const viewFrom = (noticeId: string, address: string, userAgent: string) =>
    server.call('countNoticeView', {
      params: { noticeId },
      headers: { 'x-forwarded-for': address, 'user-agent': userAgent },
    });

  it('counts 50 views with 50 different User-Agents from one address once', async () => {
    const noticeId = await publishedNotice();
    const views = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        viewFrom(noticeId, '203.0.113.7', `Browser/${index}`),
      ),
    );
    for (const view of views) expectSuccess(view);
    expect(await viewsOf(noticeId)).toBe(1);
    // Another address is another visitor; the same address the next day counts again.
    expectSuccess(await viewFrom(noticeId, '203.0.113.8', 'Browser/0'));
    expect(await viewsOf(noticeId)).toBe(2);
    server.clock.advance(DAY_MS);
    expectSuccess(await viewFrom(noticeId, '203.0.113.7', 'Browser/51'));
    expect(await viewsOf(noticeId)).toBe(3);
  });

  it('counts the addresses of one IPv6 /64 as one visitor', async () => {
    const noticeId = await publishedNotice();
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002::abcd'])
      expectSuccess(await viewFrom(noticeId, address, 'Browser'));
    expect(await viewsOf(noticeId)).toBe(1);
    expectSuccess(await viewFrom(noticeId, '2001:db8:1:3::1', 'Browser'));
    expect(await viewsOf(noticeId)).toBe(2);
  });

  async function libraryFile(): Promise<{ atchFileMstId: string; atchFileId: string }> {
    const { file } = await listedLibraryDocument(server, admin);
    if (!file) throw new Error('no file listed');
    return { atchFileMstId: file.atchFileMstId, atchFileId: file.atchFileId };
  }

  async function downloadFrom(
    file: { atchFileMstId: string; atchFileId: string },
    address: string,
    userAgent = 'Browser',
  ): Promise<void> {
    const response = await server.fetch('/api/user/file/downloadFile', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        'user-agent': userAgent,
      },
      body: JSON.stringify(file),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }

  const downloadsOf = async () =>
    expectSuccess(await server.call<Page<LibraryDocument>>('listLibrary')).items[0]?.downloads;

  it('counts repeated downloads of a document from one address once a day, at once or apart', async () => {
    const file = await libraryFile();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => downloadFrom(file, '198.51.100.4', `UA/${index}`)),
    );
    await downloadFrom(file, '198.51.100.4');
    expect(await downloadsOf()).toBe(1);
    await downloadFrom(file, '198.51.100.5');
    expect(await downloadsOf()).toBe(2);
    server.clock.advance(DAY_MS);
    await downloadFrom(file, '198.51.100.4');
    expect(await downloadsOf()).toBe(3);
  });

  it('forgets past days’ downloaders in maintenance, keeping the counts and today’s', async () => {
    const file = await libraryFile();
    await downloadFrom(file, '198.51.100.4');
    server.clock.advance(DAY_MS);
    await downloadFrom(file, '198.51.100.4');
    expect(await server.runtime.services.files.forgetPastDownloaders()).toBe(1);
    expect(await server.runtime.services.files.forgetPastDownloaders()).toBe(0);
    await downloadFrom(file, '198.51.100.4');
    expect(await downloadsOf()).toBe(2);
  });
});
