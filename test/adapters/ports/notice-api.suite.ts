import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NoticeDraft } from '../../../src/domain/content/notices';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  ONE_DAY,
  ONE_MINUTE,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

function draft(overrides: Partial<NoticeDraft> = {}): NoticeDraft {
  return {
    title: '정기총회 안내',
    bodyHtml: '<p>정기총회를 <b>12월 5일</b>에 엽니다.</p>',
    pinned: false,
    published: true,
    attachmentsMstId: null,
    ...overrides,
  };
}

/** The NoticeApi and OfficeNoticeApi ports: the notices as anyone reads them, and the office's editing. */
export function describeNoticeApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`NoticeApi and OfficeNoticeApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    /** Written by the office, then read as a visitor. */
    async function published(drafts: Partial<NoticeDraft>[]): Promise<string[]> {
      await world.signInAsAdministrator();
      const ids: string[] = [];
      for (const each of drafts) {
        world.advanceClock(ONE_MINUTE);
        ids.push(await world.officeNotices.createNotice(draft(each)));
      }
      leave(world);
      return ids;
    }

    it('lists published notices pinned first, newest next, a page at a time; drafts stay in the office', async () => {
      const [first, , third, pinned] = await published([
        { title: '첫째' },
        { title: '둘째' },
        { title: '셋째' },
        { title: '고정', pinned: true },
        { title: '초안', published: false },
      ]);
      const page1 = await world.notices.listNotices({ page: 1, size: 2 });
      expect(page1).toMatchObject({ page: 1, size: 2, total: 4 });
      expect(page1.items.map((item) => item.noticeId)).toEqual([pinned, third]);
      const page2 = await world.notices.listNotices({ page: 2, size: 2 });
      expect(page2.items.map((item) => item.title)).toEqual(['둘째', '첫째']);
      expect(page2.items[1]).toEqual({
        noticeId: first,
        title: '첫째',
        postedAt: expect.any(String),
        pinned: false,
        views: 0,
        attachmentCount: 0,
      });

      await world.signInAsAdministrator();
      const office = await world.officeNotices.officeNotices({ page: 1, size: 10 });
      expect(office.total).toBe(5);
      expect(office.items[0]).toMatchObject({ title: '초안', published: false });
    });

    it('searches every word in the title and the body’s text, not in the tags', async () => {
      await published([
        { title: '장학금 수여식', bodyHtml: '<p>모교 강당에서</p><p>엽니다.</p>' },
        { title: '체육대회', bodyHtml: '<p>장학 기금 모금도 합니다. 100% 참석!</p>' },
      ]);
      const titles = async (query: string) =>
        (await world.notices.listNotices({ query, page: 1, size: 10 })).items.map(
          (item) => item.title,
        );
      expect(await titles('장학 강당')).toEqual(['장학금 수여식']);
      expect(await titles('강당에서 엽니다')).toEqual(['장학금 수여식']);
      expect(await titles('100%')).toEqual(['체육대회']);
      expect(await titles('strong')).toEqual([]);
      expect(await titles('  ')).toHaveLength(2);
    });

    it('shows a notice with its neighbours and a sanitised body; a draft or unknown one is not found', async () => {
      const [older, middle, newer, hidden] = await published([
        { title: '먼저' },
        {
          title: '가운데',
          bodyHtml:
            '<p onclick="alert(1)">안내<script>alert(2)</script></p><a href="javascript:alert(3)">링크</a><img src="https://evil.example/x.png">',
        },
        { title: '나중' },
        { title: '초안', published: false },
      ]);
      const notice = await world.notices.notice(middle ?? '');
      expect(notice).toMatchObject({
        title: '가운데',
        bodyHtml: '<p>안내</p><a rel="noopener noreferrer nofollow">링크</a>',
        attachments: [],
        newer: { noticeId: newer, title: '나중' },
        older: { noticeId: older, title: '먼저' },
      });
      await expect(world.notices.notice(hidden ?? '')).rejects.toMatchObject(refusal('notFound'));
      await expect(world.notices.notice('no-such-notice')).rejects.toMatchObject(
        refusal('notFound'),
      );
    });

    it('counts a visitor’s view once a day', async () => {
      const [noticeId = ''] = await published([{}]);
      await world.notices.countNoticeView(noticeId);
      await world.notices.countNoticeView(noticeId);
      expect((await world.notices.notice(noticeId)).views).toBe(1);
      world.advanceClock(ONE_DAY);
      await world.notices.countNoticeView(noticeId);
      expect((await world.notices.notice(noticeId)).views).toBe(2);
    });

    it('edits, unpublishes and deletes as the office; keeps the first publication time', async () => {
      const [noticeId = ''] = await published([{ title: '처음' }]);
      const postedAt = (await world.notices.notice(noticeId)).postedAt;
      await world.signInAsAdministrator();
      world.advanceClock(ONE_MINUTE);
      await world.officeNotices.updateNotice(noticeId, draft({ title: '고친 제목', pinned: true }));
      expect(await world.officeNotices.officeNotice(noticeId)).toMatchObject({
        noticeId,
        title: '고친 제목',
        pinned: true,
        published: true,
        publishedAt: postedAt,
        bodyHtml: '<p>정기총회를 <strong>12월 5일</strong>에 엽니다.</p>',
      });
      await world.officeNotices.updateNotice(noticeId, draft({ published: false }));
      await expect(world.notices.notice(noticeId)).rejects.toMatchObject(refusal('notFound'));
      await world.officeNotices.deleteNotice(noticeId);
      await expect(world.officeNotices.officeNotice(noticeId)).rejects.toMatchObject(
        refusal('notFound'),
      );
      await expect(world.officeNotices.deleteNotice(noticeId)).rejects.toMatchObject(
        refusal('notFound'),
      );
    });

    it('refuses a blank title or an empty body, and anyone but an administrator', async () => {
      await world.signInAsAdministrator();
      await expect(world.officeNotices.createNotice(draft({ title: '  ' }))).rejects.toMatchObject(
        refusal('invalidInput', '제목을 입력해 주세요.'),
      );
      await expect(
        world.officeNotices.createNotice(draft({ bodyHtml: '<p> </p><script>x</script>' })),
      ).rejects.toMatchObject(refusal('invalidInput', '본문을 입력해 주세요.'));
      leave(world);
      await expect(world.officeNotices.createNotice(draft())).rejects.toMatchObject(
        refusal('unauthenticated'),
      );
      const member = await approvedMember(world);
      await signIn(world, member);
      await expect(world.officeNotices.createNotice(draft())).rejects.toMatchObject(
        refusal('forbidden'),
      );
      await expect(world.officeNotices.officeNotices({ page: 1, size: 10 })).rejects.toMatchObject(
        refusal('forbidden'),
      );
      leave(world);
      expect((await world.notices.listNotices({ page: 1, size: 10 })).total).toBe(0);
    });

    it('gives the association the attachments: listed with the notice, downloaded by anyone', async () => {
      await world.signInAsAdministrator();
      const file = await world.files.uploadFile({
        name: '총회 안건.txt',
        data: new Blob(['안건 목록'], { type: 'text/plain' }),
      });
      const noticeId = await world.officeNotices.createNotice(
        draft({ attachmentsMstId: file.atchFileMstId }),
      );
      leave(world);
      const notice = await world.notices.notice(noticeId);
      expect(notice.attachmentCount).toBe(1);
      expect(notice.attachments).toEqual([
        expect.objectContaining({ atchFileId: file.atchFileId, fileName: '총회 안건.txt' }),
      ]);
      const downloaded = await world.files.downloadFile(file);
      expect(downloaded.fileName).toBe('총회 안건.txt');
      expect(await downloaded.data.text()).toBe('안건 목록');
    });
  });
}
