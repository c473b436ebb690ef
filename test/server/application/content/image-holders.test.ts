import { describe, expect, it } from 'vitest';
import type { SiteImage } from '../../../../src/domain/content';
import { expectSuccess } from '../../support/auth-helpers';
import {
  bodyShowing,
  companyDraft,
  companyWithLogo,
  MORE_THAN_A_DAY,
  noticeWithBody,
  served,
  uploadedPhoto,
} from '../../support/held-photos';
import { as, signIn, signedInMember } from '../../support/members';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../support/office';
import { dialects } from '../../support/test-server';
import { useTestServer } from '../../support/use-test-server';

/**
 * Issue 28: a photo is kept while a notice's or a page's body shows it or a company's logo is
 * it, as recorded when they are saved; let go by the holder, it is deleted by the clean-up.
 */
describe.each(dialects())('the photos’ holders (%s)', (dialect) => {
  const server = useTestServer(dialect);

  /** Runs the clean-up; which of those photos are still served. */
  async function keptAfterCleanUp(...photos: SiteImage[]): Promise<SiteImage[]> {
    await server.runtime.services.siteImages.deleteUnused();
    const kept: SiteImage[] = [];
    for (const photo of photos) if ((await served(server, photo)) === 200) kept.push(photo);
    return kept;
  }

  it('keeps a notice’s photos until the notice drops one or is deleted', async () => {
    let admin = await signedInOffice(server);
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
    let admin = await signedInOffice(server);
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
    let member = await signedInMember(server);
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
