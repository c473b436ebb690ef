import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteImage } from '../../../../src/domain/content';
import { expectSuccess } from '../../support/auth-helpers';
import {
  bodyShowing,
  companyDraft,
  companyWithLogo,
  MORE_THAN_A_DAY,
  noticeWithBody,
  photosHeldByEachKind,
  served,
  uploadedPhoto,
} from '../../support/held-photos';
import { as, signIn, signedInMember, type SignedInMember } from '../../support/members';
import { dialects } from '../../support/test-server';
import { useTestServer } from '../../support/use-test-server';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../support/office';

/**
 * Issue 13: the photos nobody uses (an album deleted, a logo never used) are deleted with their
 * files a day after they were made; those an album, a notice's or a page's body or a company's
 * logo holds stay. Issue 28: what holds a photo is recorded when the holder is saved; let go by
 * the holder (a notice drops it or is deleted, a logo changed), the photo goes.
 */
describe.each(dialects())('unused photos (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let admin: SignedInMember;
  let member: SignedInMember;

  beforeEach(async () => {
    admin = await signedInOffice(server);
    member = await signedInMember(server);
  });

  it('deletes only what no album, body or logo holds, a day after it was made', async () => {
    const held = await photosHeldByEachKind(server, admin, member);
    const { siteImages } = server.runtime.services;

    // Within a day nothing goes, not even the unused one (an editor may still be open).
    expect(await siteImages.deleteUnused()).toBe(0);
    server.clock.advance(MORE_THAN_A_DAY);
    expect(await siteImages.deleteUnused()).toBe(1);
    expect(await served(server, held.unused)).toBe(404);
    for (const kept of [held.inAlbum, held.inNotice, held.inPage, held.logo]) {
      expect(await served(server, kept)).toBe(200);
    }

    admin = await signIn(server, OFFICE_ADMINISTRATOR);
    expectSuccess(
      await server.call('deleteAlbum', { ...as(admin), params: { albumId: held.albumId } }),
    );
    expect(await siteImages.deleteUnused()).toBe(1);
    expect(await served(server, held.inAlbum)).toBe(404);
    expect(await siteImages.deleteUnused()).toBe(0);
  });

  /** Runs the clean-up; which of those photos are still served. */
  async function keptAfterCleanUp(...photos: SiteImage[]): Promise<SiteImage[]> {
    await server.runtime.services.siteImages.deleteUnused();
    const kept: SiteImage[] = [];
    for (const photo of photos) if ((await served(server, photo)) === 200) kept.push(photo);
    return kept;
  }

  it('keeps a notice’s photos until the notice drops one or is deleted', async () => {
    const [dropped, deletedWith, stays] = [
      await uploadedPhoto(server, admin),
      await uploadedPhoto(server, admin),
      await uploadedPhoto(server, admin),
    ];
    const changed = await noticeWithBody(server, admin, bodyShowing(dropped) + bodyShowing(stays));
    const deleted = await noticeWithBody(server, admin, bodyShowing(deletedWith));
    server.clock.advance(MORE_THAN_A_DAY);
    expect(await keptAfterCleanUp(dropped, deletedWith, stays)).toEqual([
      dropped,
      deletedWith,
      stays,
    ]);

    admin = await signIn(server, OFFICE_ADMINISTRATOR);
    expectSuccess(
      await server.call('updateNotice', {
        ...as(admin),
        params: { noticeId: changed },
        body: {
          title: '사진을 하나 뺀 공지',
          bodyHtml: bodyShowing(stays),
          pinned: false,
          published: true,
          attachmentsMstId: null,
        },
      }),
    );
    expectSuccess(
      await server.call('deleteNotice', { ...as(admin), params: { noticeId: deleted } }),
    );
    expect(await keptAfterCleanUp(dropped, deletedWith, stays)).toEqual([stays]);
  });

  it('keeps a page’s photo until the page no longer shows it', async () => {
    const photo = await uploadedPhoto(server, admin);
    const save = (bodyHtml: string) =>
      server.call('updateSitePage', {
        ...as(admin),
        params: { key: 'symbol' },
        body: { bodyHtml },
      });
    expectSuccess(await save(bodyShowing(photo, '교표')));
    server.clock.advance(MORE_THAN_A_DAY);
    expect(await keptAfterCleanUp(photo)).toEqual([photo]);

    admin = await signIn(server, OFFICE_ADMINISTRATOR);
    expectSuccess(await save('<p>교표는 준비 중입니다.</p>'));
    expect(await keptAfterCleanUp(photo)).toEqual([]);
  });

  it('keeps a company’s logo until the listing changes it or is removed', async () => {
    const [first, second] = [
      await uploadedPhoto(server, member, '/api/user/companies/logos'),
      await uploadedPhoto(server, member, '/api/user/companies/logos'),
    ];
    const companyId = await companyWithLogo(server, member, first);
    server.clock.advance(MORE_THAN_A_DAY);
    // The second, not yet any listing's, goes: a logo is held only once it is a listing's.
    expect(await keptAfterCleanUp(first, second)).toEqual([first]);

    member = await signIn(server, member);
    const third = await uploadedPhoto(server, member, '/api/user/companies/logos');
    expectSuccess(
      await server.call('updateCompany', {
        ...as(member),
        params: { companyId },
        body: companyDraft(third),
      }),
    );
    server.clock.advance(MORE_THAN_A_DAY);
    expect(await keptAfterCleanUp(first, third)).toEqual([third]);

    member = await signIn(server, member);
    expectSuccess(await server.call('deleteCompany', { ...as(member), params: { companyId } }));
    expect(await keptAfterCleanUp(third)).toEqual([]);
  });
});
