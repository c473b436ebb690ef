import { beforeEach, describe, expect, it } from 'vitest';
import type { AlumniPageData, AlumniRegionsData } from '../../src/contract/directory';
import type { AddressBody, MemberProfileData } from '../../src/contract/shared/member-schemas';
import { expectRefusal, expectSuccess } from '../server/support/auth-helpers';
import {
  as,
  signedInMember,
  type SignedInMember,
  updateMyProfile,
} from '../server/support/members';
import { GANGNAM_06236 } from '../support/addresses';
import { aSignUpBody } from '../support/members';
import { sharing } from '../support/privacy';
import { sqliteOnly } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';

/** Codes of 서울 강남구 with names that are a notice to every member. */
const FORGED_GANGNAM: AddressBody = {
  ...GANGNAM_06236,
  sido: '서울 (공지: 회비 계좌 변경)',
  sigungu: '강남구 ☎ 010-0000-0000',
};

/**
 * 시·도 and 시·군·구 names used to be the text of the member's address, and the directory showed
 * whichever sharing member's text sorted first: one member could rename a region for everyone.
 * Names shown to others now come from the legal-district codes (a table the server owns).
 */
describe.each(sqliteOnly())('region names in the alumni directory (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let forger: SignedInMember;
  let reader: SignedInMember;
  beforeEach(async () => {
    // The forger's id sorts first, so that the old query picked their text for the region.
    forger = await signedInMember(server, { userId: 'aaforger', address: FORGED_GANGNAM });
    reader = await signedInMember(server, { userId: 'zzreader', name: '이서연' });
  });

  async function share(member: SignedInMember, address: AddressBody | null) {
    return updateMyProfile(server, member, { address, privacy: sharing('region') });
  }

  async function regions(): Promise<AlumniRegionsData> {
    return expectSuccess(await server.call<AlumniRegionsData>('alumniRegions', as(reader)));
  }

  async function cardRegions(): Promise<(string | undefined)[]> {
    const page = expectSuccess(
      await server.call<AlumniPageData>('searchAlumni', { ...as(reader), query: { size: '50' } }),
    );
    return page.items.map((card) => card.region);
  }

  async function storedAddressOf(member: SignedInMember) {
    return expectSuccess(await server.call<MemberProfileData>('getMyInfo', as(member))).address;
  }

  it('names a shared region from its codes, not from the names the member sent', async () => {
    expectSuccess(await share(forger, FORGED_GANGNAM));

    expect(await regions()).toEqual([
      { city: '1100000000', sido: '서울', districts: [{ sgg: '1168000000', sigungu: '강남구' }] },
    ]);
    expect(await cardRegions()).toEqual(['서울 강남구']);
    expect(await storedAddressOf(forger)).toMatchObject({
      city: '1100000000',
      sgg: '1168000000',
      sido: '서울',
      sigungu: '강남구',
      addr: FORGED_GANGNAM.addr,
      daddr: FORGED_GANGNAM.daddr,
    });
  });

  it('names what older versions stored from the codes too: no member text reaches others', async () => {
    expectSuccess(await share(forger, FORGED_GANGNAM));
    // As the server before the fix stored it: the member's own names beside the codes.
    await server.runtime.database.db
      .updateTable('accounts')
      .set({ sido: FORGED_GANGNAM.sido, sigungu: FORGED_GANGNAM.sigungu })
      .where('user_id', '=', forger.userId)
      .execute();

    expect((await regions())[0]).toMatchObject({
      sido: '서울',
      districts: [{ sigungu: '강남구' }],
    });
    expect(await cardRegions()).toEqual(['서울 강남구']);
  });

  it('shows a 시·군·구 code the table does not know under its 시·도 name alone', async () => {
    const unknownDistrict = { ...FORGED_GANGNAM, sgg: '1199900000' };
    expectSuccess(await share(forger, unknownDistrict));

    expect(await regions()).toEqual([{ city: '1100000000', sido: '서울', districts: [] }]);
    expect(await cardRegions()).toEqual(['서울']);
    expect(await storedAddressOf(forger)).toMatchObject({
      sgg: '1199900000',
      sido: '서울',
      sigungu: '',
    });
  });

  it('reads renumbered codes under today’s names: 강원 42 → 51, 전북 45 → 52, 군위군 27720', async () => {
    const gangneungOld = {
      ...FORGED_GANGNAM,
      city: '4200000000',
      sgg: '4215000000',
      sido: '강원',
      sigungu: '강릉시',
    };
    expectSuccess(await share(forger, gangneungOld));
    const second = await signedInMember(server, { userId: 'bbjeonju' });
    expectSuccess(
      await share(second, { ...FORGED_GANGNAM, city: '5200000000', sgg: '5211100000' }),
    );
    const third = await signedInMember(server, { userId: 'ccgunwi' });
    expectSuccess(await share(third, { ...FORGED_GANGNAM, city: '2700000000', sgg: '2772000000' }));

    expect(await regions()).toEqual([
      { city: '2700000000', sido: '대구', districts: [{ sgg: '2772000000', sigungu: '군위군' }] },
      {
        city: '4200000000',
        sido: '강원특별자치도',
        districts: [{ sgg: '4215000000', sigungu: '강릉시' }],
      },
      {
        city: '5200000000',
        sido: '전북특별자치도',
        districts: [{ sgg: '5211100000', sigungu: '전주시 완산구' }],
      },
    ]);
    expect(new Set(await cardRegions())).toEqual(
      new Set(['강원특별자치도 강릉시', '전북특별자치도 전주시 완산구', '대구 군위군']),
    );
  });

  it('refuses a 시·도 code that is no 시·도, and a 시·군·구 of another 시·도; nothing changes', async () => {
    expectSuccess(await share(forger, FORGED_GANGNAM));
    const before = await storedAddressOf(forger);
    for (const address of [
      { ...FORGED_GANGNAM, city: '9900000000', sgg: '9911000000' },
      { ...FORGED_GANGNAM, city: '1200000000', sgg: '1211000000' },
      { ...FORGED_GANGNAM, city: '9900000000', sgg: '' },
      { ...FORGED_GANGNAM, city: '1100000000', sgg: '2635000000' },
    ]) {
      const refused = await share(forger, address);
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toBe('주소를 다시 검색해 주세요.');
    }
    expect(await storedAddressOf(forger)).toEqual(before);
  });

  it('refuses an unknown 시·도 code at sign-up as well, and creates no account', async () => {
    for (const address of [
      { ...FORGED_GANGNAM, city: '9900000000', sgg: '9911000000' },
      { ...FORGED_GANGNAM, city: '0000000000', sgg: '0011000000' },
    ]) {
      const body = aSignUpBody({ address });
      expectSuccess(
        await server.call('sendAuthMail', { body: { email: body.email, purpose: 'signUp' } }),
      );
      const emailAuthCode = server.lastCodeSentTo(body.email);
      const refused = await server.call('signUp', { body: { ...body, emailAuthCode } });
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toBe('주소를 다시 검색해 주세요.');
      const row = await server.runtime.database.db
        .selectFrom('accounts')
        .select('user_id')
        .where('user_id', '=', body.userId)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    }
  });
});
