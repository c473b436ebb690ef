import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approvedMember,
  type MakePortWorld,
  ONE_MINUTE,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const PATH_FORMAT = '메뉴 경로의 형식이 올바르지 않습니다.';

/** The AccessLogApi port: visits reported before each navigation (failures are only logged). */
export function describeAccessLogApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`AccessLogApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    it('records a visitor’s visit without a member', async () => {
      await world.accessLog.recordMenuAccess({
        menuPath: '/introduce/symbol',
        accessDt: '2026-11-22 10:00:00',
      });
      await expect(world.recordedVisits()).resolves.toEqual([
        { menuPath: '/introduce/symbol', accessDt: '2026-11-22 10:00:00', userId: null },
      ]);
    });

    it('records a signed-in member’s visits with their id, in order', async () => {
      const member = await approvedMember(world);
      await signIn(world, member);
      await world.accessLog.recordMenuAccess({ menuPath: '/', accessDt: '2026-11-22 10:00:00' });
      await world.accessLog.recordMenuAccess({
        menuPath: '/alumni/find',
        accessDt: '2026-11-22 10:00:05',
      });
      await expect(world.recordedVisits()).resolves.toEqual([
        { menuPath: '/', accessDt: '2026-11-22 10:00:00', userId: member.userId },
        { menuPath: '/alumni/find', accessDt: '2026-11-22 10:00:05', userId: member.userId },
      ]);
    });

    it('records a visit as a visitor’s once the access token has expired, without refreshing it', async () => {
      const member = await approvedMember(world);
      const tokens = await signIn(world, member);
      world.advanceClock(61 * ONE_MINUTE);
      await world.accessLog.recordMenuAccess({
        menuPath: '/news',
        accessDt: '2026-11-22 11:01:00',
      });
      await expect(world.recordedVisits()).resolves.toEqual([
        { menuPath: '/news', accessDt: '2026-11-22 11:01:00', userId: null },
      ]);
      expect(world.tokenStore.readTokens()).toEqual(tokens);
    });

    it('refuses a malformed report as bad input, naming the field, and records nothing', async () => {
      const cases = [
        [{ menuPath: '', accessDt: '2026-11-22 10:00:00' }, '메뉴 경로를 입력해 주세요.'],
        [{ menuPath: 'no-slash', accessDt: '2026-11-22 10:00:00' }, PATH_FORMAT],
        [{ menuPath: '/search?q=1', accessDt: '2026-11-22 10:00:00' }, PATH_FORMAT],
        [{ menuPath: '/<script>', accessDt: '2026-11-22 10:00:00' }, PATH_FORMAT],
        [
          { menuPath: `/${'a'.repeat(300)}`, accessDt: '2026-11-22 10:00:00' },
          '메뉴 경로는 300자까지 입력할 수 있습니다.',
        ],
        [{ menuPath: '/', accessDt: 'yesterday' }, '접속 시각의 형식이 올바르지 않습니다.'],
        [{ menuPath: '/', accessDt: '2026-02-30 10:00:00' }, '접속 시각이 올바르지 않습니다.'],
        [{ menuPath: '/', accessDt: '2026-11-22 24:00:00' }, '접속 시각이 올바르지 않습니다.'],
      ] as const;
      for (const [access, message] of cases) {
        await expect(world.accessLog.recordMenuAccess(access)).rejects.toMatchObject(
          refusal('invalidInput', message),
        );
      }
      await expect(world.recordedVisits()).resolves.toEqual([]);
    });
  });
}
