import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

/** The SitePageApi and OfficeSitePageApi ports: the association's pages of text. */
export function describeSitePageApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`SitePageApi and OfficeSitePageApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    it('serves what the office wrote, sanitised; a page not written yet is not found', async () => {
      await expect(world.sitePages.sitePage('greeting')).rejects.toMatchObject(refusal('notFound'));
      await world.signInAsAdministrator();
      await world.officeSitePages.updateSitePage(
        'greeting',
        '<h2>인사말</h2><p onclick="x">반갑습니다<script>x</script></p>',
      );
      leave(world);
      expect(await world.sitePages.sitePage('greeting')).toEqual({
        key: 'greeting',
        bodyHtml: '<h2>인사말</h2><p>반갑습니다</p>',
        updatedAt: expect.any(String),
      });
      await world.signInAsAdministrator();
      expect((await world.officeSitePages.officeSitePages()).map((page) => page.key)).toEqual([
        'greeting',
      ]);
    });

    it('refuses an empty body, and anyone but an administrator', async () => {
      await world.signInAsAdministrator();
      await expect(
        world.officeSitePages.updateSitePage('founder', '<p> </p>'),
      ).rejects.toMatchObject(refusal('invalidInput', '본문을 입력해 주세요.'));
      leave(world);
      await expect(
        world.officeSitePages.updateSitePage('founder', '<p>설립자</p>'),
      ).rejects.toMatchObject(refusal('unauthenticated'));
      await signIn(world, await approvedMember(world));
      await expect(
        world.officeSitePages.updateSitePage('founder', '<p>설립자</p>'),
      ).rejects.toMatchObject(refusal('forbidden'));
      await expect(world.sitePages.sitePage('founder')).rejects.toMatchObject(refusal('notFound'));
    });
  });
}
