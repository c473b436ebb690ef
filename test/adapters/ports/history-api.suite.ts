import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRESIDENT_TERM_TWICE, TIMELINE_EVENT_REQUIRED } from '../../../src/domain/content/history';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

/** The HistoryApi and OfficeHistoryApi ports: the timeline and the past presidents. */
export function describeHistoryApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`HistoryApi and OfficeHistoryApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    it('serves what the office saved, in order, to everyone', async () => {
      expect(await world.history.timeline()).toEqual([]);
      await world.signInAsAdministrator();
      await world.officeHistory.updateTimeline([
        { year: 1950, month: 6, event: '임시 교사로 이전' },
        { year: 1926, month: 4, event: '개교' },
      ]);
      await world.officeHistory.updatePastPresidents([
        { term: 2, name: '이수진', classNumber: null, fromYear: 2020, toYear: null },
        { term: 1, name: '김영호', classNumber: 12, fromYear: 2016, toYear: 2019 },
      ]);
      leave(world);
      expect((await world.history.timeline()).map((entry) => entry.event)).toEqual([
        '개교',
        '임시 교사로 이전',
      ]);
      expect((await world.history.pastPresidents()).map((president) => president.term)).toEqual([
        1, 2,
      ]);
    });

    it('refuses a blank event and a term twice, and anyone but an administrator', async () => {
      await world.signInAsAdministrator();
      await expect(
        world.officeHistory.updateTimeline([{ year: 1926, month: null, event: ' ' }]),
      ).rejects.toMatchObject(refusal('invalidInput', TIMELINE_EVENT_REQUIRED));
      const twice = { name: '김영호', classNumber: null, fromYear: 2016, toYear: null };
      await expect(
        world.officeHistory.updatePastPresidents([
          { term: 1, ...twice },
          { term: 1, ...twice },
        ]),
      ).rejects.toMatchObject(refusal('invalidInput', PRESIDENT_TERM_TWICE));
      leave(world);
      await expect(world.officeHistory.updateTimeline([])).rejects.toMatchObject(
        refusal('unauthenticated'),
      );
      await signIn(world, await approvedMember(world));
      await expect(world.officeHistory.updatePastPresidents([])).rejects.toMatchObject(
        refusal('forbidden'),
      );
    });
  });
}
