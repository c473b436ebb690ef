import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberProfileData } from '../../src/contract/shared/member-schemas';
import {
  expectRefusal,
  expectSignedIn,
  expectSuccess,
  ONE_MINUTE,
  rotate,
  withTokens,
} from '../server/support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../server/support/members';
import { anUpdateOf } from '../support/members';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';
import { upload, uploaded } from '../server/support/uploads';

/**
 * An access token past its 60 minutes, replayed as it is: it opens nothing and changes nothing,
 * and says it expired (401 code 4011), so the SPA refreshes instead of signing the member out.
 */
describe.each(sqliteOnly())('expired access token (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;
  beforeEach(async () => {
    member = await signedInMember(server);
  });

  it('answers 401 code 4011 once expired, on member routes and on ping; then refresh works', async () => {
    server.clock.advance(61 * ONE_MINUTE);
    const my = await server.call('getMyInfo', as(member));
    expectRefusal(my, 'tokenExpired');
    expect(my.body.message).toBe('로그인이 만료되었습니다. 다시 로그인해 주세요.');
    expectRefusal(await server.call('ping', as(member)), 'tokenExpired');

    const renewed = withTokens(member, await rotate(server, member));
    await expectSignedIn(server, renewed);
  });

  it('changes nothing and reads nothing with an expired token', async () => {
    const file = await uploaded(server, { member });
    const profile = expectSuccess(await server.call<MemberProfileData>('getMyInfo', as(member)));
    server.clock.advance(61 * ONE_MINUTE);

    expectRefusal(
      await server.call('updateMyInfo', {
        ...as(member),
        body: { ...anUpdateOf(profile), company: '바뀐회사' },
      }),
      'tokenExpired',
    );
    expectRefusal(await upload(server, { member, fileName: 'late.png' }), 'tokenExpired');
    expectRefusal(
      await upload(server, { call: '/api/user/file/profileImage', member }),
      'tokenExpired',
    );
    // Downloads are open to visitors (public files), yet an expired token is not taken for none:
    // the member hears 4011, so that the SPA refreshes and asks again.
    expectRefusal(await server.call('downloadFile', { ...as(member), body: file }), 'tokenExpired');
    expectRefusal(
      await server.call('downloadFiles', {
        ...as(member),
        body: { atchFileMstId: file.atchFileMstId, fileNm: 'photo.png' },
      }),
      'tokenExpired',
    );
    expectRefusal(
      await server.call('recentFile', {
        ...as(member),
        query: { atchFileMstId: file.atchFileMstId },
      }),
      'tokenExpired',
    );
    expectRefusal(
      await server.call('searchAlumni', { ...as(member), query: { name: '김' } }),
      'tokenExpired',
    );

    const renewed = withTokens(member, await rotate(server, member));
    const after = expectSuccess(await server.call<MemberProfileData>('getMyInfo', as(renewed)));
    expect(after).toEqual(profile);
    const files = await server.runtime.ports.store.files.listGroup(file.atchFileMstId);
    expect(files).toHaveLength(1);
  });
});
