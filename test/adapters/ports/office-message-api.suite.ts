import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE } from '../../../src/domain/messages';
import {
  approvedMember,
  type MakePortWorld,
  ONE_MINUTE,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const LOST = { to: 'lost@example.com', subject: '[총동문회] 기부금영수증을 보내 드립니다' };

/**
 * The OfficeMessageApi port (issue 32, item 1): the office's outbox lists what the site mailed,
 * newest first, by state with each state's count; a failed mail is sent again once.
 */
export function describeOfficeMessageApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`OfficeMessageApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    /** A member's sign-up code went out; a minute later a receipt's mail failed. */
    async function outboxWithAFailure() {
      const member = await approvedMember(world);
      world.advanceClock(ONE_MINUTE);
      const failedId = await world.failedMail(LOST);
      await world.signInAsAdministrator();
      return { member, failedId };
    }

    it('lists the site’s mails newest first, with each state’s count', async () => {
      const { member, failedId } = await outboxWithAFailure();
      const outbox = await world.officeMessages.officeOutbox({});

      expect(outbox.counts.failed).toBe(1);
      expect(outbox.counts.sent).toBeGreaterThanOrEqual(1);
      const { pending, sent, failed } = outbox.counts;
      expect(outbox.page).toMatchObject({ page: 1, size: OUTBOX_PAGE_SIZE });
      expect(outbox.page.total).toBe(pending + sent + failed);
      expect(outbox.page.items[0]).toEqual({
        messageId: failedId,
        ...LOST,
        state: 'failed',
        attempts: 1,
        createdAt: expect.any(String),
        nextAttemptAt: null,
        sentAt: null,
        lastError: '550 mailbox unavailable',
      });
      const code = outbox.page.items.find((entry) => entry.to === member.email);
      expect(code).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
      expect(code?.sentAt).toEqual(expect.any(String));
    });

    it('shows one state at a time', async () => {
      const { failedId } = await outboxWithAFailure();

      const failed = await world.officeMessages.officeOutbox({ state: 'failed' });
      expect(failed.page.items.map((entry) => entry.messageId)).toEqual([failedId]);
      expect(failed.page.total).toBe(1);
      const sent = await world.officeMessages.officeOutbox({ state: 'sent', page: 1 });
      expect(sent.page.total).toBe(sent.counts.sent);
      expect(sent.page.items.every((entry) => entry.state === 'sent')).toBe(true);
      expect((await world.officeMessages.officeOutbox({ page: 2 })).page.items).toEqual([]);
    });

    it('sends a failed mail again, once; refuses one that did not fail or is unknown', async () => {
      const { failedId } = await outboxWithAFailure();

      await world.officeMessages.retryMessage(failedId);
      const outbox = await world.officeMessages.officeOutbox({});
      expect(outbox.counts.failed).toBe(0);
      // Its attempts counted afresh (a new schedule), the first went through.
      expect(outbox.page.items.find((entry) => entry.messageId === failedId)).toMatchObject({
        state: 'sent',
        attempts: 1,
        lastError: null,
      });
      await expect(world.officeMessages.retryMessage(failedId)).rejects.toMatchObject(
        refusal('invalidState'),
      );
      await expect(world.officeMessages.retryMessage('nosuchmessage')).rejects.toMatchObject(
        refusal('notFound'),
      );
    });

    it('is the office’s alone', async () => {
      const member = await approvedMember(world);
      const failedId = await world.failedMail(LOST);
      await signIn(world, member);

      await expect(world.officeMessages.officeOutbox({})).rejects.toMatchObject(
        refusal('forbidden'),
      );
      await expect(world.officeMessages.retryMessage(failedId)).rejects.toMatchObject(
        refusal('forbidden'),
      );
    });
  });
}
