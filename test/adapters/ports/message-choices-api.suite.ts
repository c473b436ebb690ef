import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHOICE_LINK_INVALID, consentLapsesAt } from '../../../src/domain/messages';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type Member,
  ONE_DAY,
  ONE_MINUTE,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

/** What stands for a member who has changed nothing and gave no marketing consent. */
const UNTOUCHED = {
  receives: { 'notice-mail': true, 'notice-text': true, promotion: false },
  promotionUntil: null,
};

/**
 * The MessageChoicesApi port (issue 32, items 3 and 4): what a member receives, chosen on /me
 * or from a mail's signed link without signing in; 홍보 is the marketing consent of /me (one
 * record, both ways), standing two years unless confirmed; every change kept with its time and
 * where it was made, for the office.
 */
export function describeMessageChoicesApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`MessageChoicesApi (${name})`, () => {
    let world: PortWorld;
    let member: Member;

    beforeEach(async () => {
      world = await makeWorld();
      member = await approvedMember(world);
    });

    afterEach(async () => {
      await world.close();
    });

    /** The consent's end: two years from the answer (the server's clock runs on meanwhile). */
    function expectTwoYearsFromNow(until: string | null): void {
      const expected = consentLapsesAt(world.now()).getTime();
      expect(Math.abs(Date.parse(until ?? '') - expected)).toBeLessThan(ONE_MINUTE);
    }

    it('shows a member’s choices on /me and changes only what they asked, 홍보 as the consent', async () => {
      await signIn(world, member);
      expect(await world.messageChoices.myMessageChoices()).toEqual(UNTOUCHED);

      const changed = await world.messageChoices.changeMyMessageChoices({
        'notice-text': false,
        promotion: true,
      });

      expect(changed.receives).toEqual({
        'notice-mail': true,
        'notice-text': false,
        promotion: true,
      });
      expectTwoYearsFromNow(changed.promotionUntil);
      expect(await world.messageChoices.myMessageChoices()).toEqual(changed);
      const consents = await world.myInfo.getMyConsents();
      expect(consents.find((consent) => consent.kind === 'marketing')?.agreed).toBe(true);
    });

    it('reads a withdrawal of the marketing consent on /me as 홍보 off', async () => {
      await signIn(world, member);
      await world.messageChoices.changeMyMessageChoices({ promotion: true });
      world.advanceClock(ONE_MINUTE);
      await world.myInfo.changeMyConsent({ kind: 'marketing', agreed: false });

      expect(await world.messageChoices.myMessageChoices()).toEqual(UNTOUCHED);
    });

    it('refuses /me’s choices to a visitor', async () => {
      await expect(world.messageChoices.myMessageChoices()).rejects.toMatchObject(
        refusal('unauthenticated'),
      );
    });

    it('shows and changes the choices from a signed link, without signing in', async () => {
      const link = world.choiceLinkFor(member.userId);

      const shown = await world.messageChoices.linkMessageChoices(link);
      expect(shown).toEqual({ ...UNTOUCHED, email: `${member.email.slice(0, 1)}***@example.com` });
      const changed = await world.messageChoices.changeLinkMessageChoices(link, {
        'notice-mail': false,
      });

      expect(changed.receives).toEqual({
        'notice-mail': false,
        'notice-text': true,
        promotion: false,
      });
      expect((await world.messageChoices.linkMessageChoices(link)).receives).toEqual(
        changed.receives,
      );
    });

    it('refuses a link it did not sign, changing nothing', async () => {
      const link = world.choiceLinkFor(member.userId);
      const [encoded] = link.split('.');
      const forged = `${encoded}.AAAAAAAAAAAAAAAAAAAAAA`;
      const refused = refusal('invalidInput', CHOICE_LINK_INVALID);

      await expect(world.messageChoices.linkMessageChoices(forged)).rejects.toMatchObject(refused);
      await expect(
        world.messageChoices.changeLinkMessageChoices(forged, { 'notice-mail': false }),
      ).rejects.toMatchObject(refused);
      await expect(world.messageChoices.confirmPromotion(forged)).rejects.toMatchObject(refused);
      expect(await world.messageChoices.linkMessageChoices(link)).toMatchObject(UNTOUCHED);
    });

    it('lets 홍보 lapse after two years unless confirmed, and confirming stands two more', async () => {
      const link = world.choiceLinkFor(member.userId);
      await world.messageChoices.changeLinkMessageChoices(link, { promotion: true });
      world.advanceClock(700 * ONE_DAY);

      const confirmed = await world.messageChoices.confirmPromotion(link);
      expect(confirmed.receives.promotion).toBe(true);
      expectTwoYearsFromNow(confirmed.promotionUntil);

      world.advanceClock(731 * ONE_DAY);
      expect(await world.messageChoices.linkMessageChoices(link)).toMatchObject({
        receives: { promotion: false },
        promotionUntil: null,
      });
    });

    it('shows the office a member’s choices with every change, newest first', async () => {
      world.advanceClock(ONE_MINUTE);
      await signIn(world, member);
      await world.messageChoices.changeMyMessageChoices({ 'notice-text': false });
      leave(world);
      world.advanceClock(ONE_MINUTE);
      const link = world.choiceLinkFor(member.userId);
      await world.messageChoices.changeLinkMessageChoices(link, {
        'notice-mail': false,
        promotion: true,
      });
      world.advanceClock(ONE_MINUTE);
      await world.messageChoices.confirmPromotion(link);

      await world.signInAsAdministrator();
      const seen = await world.messageChoices.memberMessageChoices(member.userId);

      expect(seen.choices.receives).toEqual({
        'notice-mail': false,
        'notice-text': false,
        promotion: true,
      });
      const changes = seen.changes.map(({ topic, receives, source }) => [topic, receives, source]);
      // 홍보's answers are the consent's: sign-up's no, the link's yes, the confirmation's yes.
      expect(changes).toHaveLength(5);
      expect(changes).toEqual(
        expect.arrayContaining([
          ['notice-text', false, 'me'],
          ['notice-mail', false, 'link'],
          ['promotion', true, null],
        ]),
      );
      expect(changes[0]).toEqual(['promotion', true, null]);
      expect(changes.slice(-2)).toEqual([
        ['notice-text', false, 'me'],
        ['promotion', false, null],
      ]);
      const times = seen.changes.map((change) => change.recordedAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('shows a member’s choices to the office alone', async () => {
      await signIn(world, member);
      await expect(world.messageChoices.memberMessageChoices(member.userId)).rejects.toMatchObject(
        refusal('forbidden'),
      );
    });
  });
}
