import { describe, expect, it } from 'vitest';
import { addMember, fakeWorld, signInAs, visitsOf } from '../../support/fake-world';

/** As the server: bad input (4000), the field named in Korean. */
const BAD_REQUEST = {
  name: 'ApiError',
  status: 400,
  code: 4000,
  message: expect.stringMatching(/^(메뉴 경로|접속 시각)/u) as string,
};

describe('FakeAccessLogApi.recordMenuAccess', () => {
  it('stores the path and time with no user for a visitor', async () => {
    const world = fakeWorld();
    await world.accessLogApi.recordMenuAccess({
      menuPath: '/association/notice',
      accessDt: '2026-11-22 10:00:00',
    });
    expect(visitsOf(world)).toEqual([
      { menuPath: '/association/notice', accessDt: '2026-11-22 10:00:00', userId: null },
    ]);
  });

  it('stores the signed-in member’s id with each visit, in order', async () => {
    const world = fakeWorld();
    addMember(world);
    await world.accessLogApi.recordMenuAccess({ menuPath: '/', accessDt: '2026-11-22 09:59:59' });
    await signInAs(world, 'hong123');
    await world.accessLogApi.recordMenuAccess({ menuPath: '/me', accessDt: '2026-11-22 10:00:01' });
    expect(visitsOf(world)).toEqual([
      { menuPath: '/', accessDt: '2026-11-22 09:59:59', userId: null },
      { menuPath: '/me', accessDt: '2026-11-22 10:00:01', userId: 'hong123' },
    ]);
  });

  it('stores no user once the access token has expired', async () => {
    const world = fakeWorld();
    addMember(world);
    await signInAs(world, 'hong123');
    world.clock.advance(60 * 60 * 1000);
    await world.accessLogApi.recordMenuAccess({ menuPath: '/me', accessDt: '2026-11-22 11:00:00' });
    expect(world.backend.accessLog[0]?.userId).toBeNull();
  });

  it.each(['/alumni/search?name=홍', '/association/notice#top', 'me', ''])(
    'refuses the path %j (a query, a fragment or not absolute) with a Korean 400',
    async (menuPath) => {
      const world = fakeWorld();
      await expect(
        world.accessLogApi.recordMenuAccess({ menuPath, accessDt: '2026-11-22 10:00:00' }),
      ).rejects.toMatchObject(BAD_REQUEST);
      expect(world.backend.accessLog).toEqual([]);
    },
  );

  it.each([
    '2026-11-22T10:00:00',
    '2026-11-22 10:00',
    '2026.11.22 10:00:00',
    '2026-11-22 10:00:00.123',
    ' 2026-11-22 10:00:00',
    '',
    // Well formed, but no such time: as the server (isAccessTime).
    '2026-11-22 24:00:00',
    '2026-11-22 12:60:00',
    '2026-11-22 12:00:60',
    '2026-02-30 10:00:00',
    '2025-02-29 10:00:00',
  ])('refuses the badly formatted or impossible time %j with a Korean 400', async (accessDt) => {
    const world = fakeWorld();
    await expect(
      world.accessLogApi.recordMenuAccess({ menuPath: '/', accessDt }),
    ).rejects.toMatchObject(BAD_REQUEST);
    expect(world.backend.accessLog).toEqual([]);
  });
});
