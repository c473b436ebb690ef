import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SignUpRequest } from '../../../src/application/accounts/auth-api';
import type { DirectoryPrivacy } from '../../../src/domain/shared/member/directory-privacy';
import { HAEUNDAE_48058, JONGNO_03172 } from '../../support/addresses';
import { PRIVACY, sharing } from '../../support/privacy';
import {
  approvedMember,
  defaultRefusal,
  leave,
  type MakePortWorld,
  type Member,
  type PortWorld,
  refusal,
  signIn,
  signUp,
} from './port-world';

/** Class of 1999: born in 1980. */
const CLASS_OF_1999 = { birthDate: '1980-05-17', graduationYear: 1999, classNumber: 71 } as const;

/** The AlumniDirectoryApi port: other approved members, each showing what they share. */
export function describeAlumniDirectoryApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`AlumniDirectoryApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    const alumnus = (overrides: Partial<SignUpRequest>, privacy: DirectoryPrivacy) =>
      approvedMember(world, overrides, privacy);

    /** 나검색 (who shares their region in 종로구), signed in. */
    async function searcher(): Promise<Member> {
      const member = await alumnus(
        { name: '나검색', address: JONGNO_03172 },
        sharing('region', 'company'),
      );
      await signIn(world, member);
      return member;
    }

    /** Three listed alumni: 김민수 shares everything, 김민지 nothing, 박해운 their region. */
    async function threeAlumni(): Promise<void> {
      await alumnus({ name: '김민수', company: 'Hanbit 전자', jobTitle: '과장' }, PRIVACY.all);
      await alumnus({ name: '김민지', company: '한빛전자' }, PRIVACY.none);
      await alumnus(
        { name: '박해운', ...CLASS_OF_1999, address: HAEUNDAE_48058 },
        sharing('region'),
      );
    }

    const names = async (query: Parameters<PortWorld['directory']['searchAlumni']>[0]) =>
      (await world.directory.searchAlumni(query)).items.map((card) => card.name);

    it('needs a signed-in member', async () => {
      await expect(world.directory.searchAlumni({ page: 1, size: 20 })).rejects.toMatchObject(
        defaultRefusal('unauthenticated'),
      );
      await expect(world.directory.alumniRegions()).rejects.toMatchObject(
        defaultRefusal('unauthenticated'),
      );
    });

    it('lists approved members but the searcher, most recent class first then by name, each with what they share', async () => {
      await threeAlumni();
      await signUp(world, { name: '김대기' });
      const turnedDown = await signUp(world, { name: '김거절' });
      await world.reject(turnedDown.userId, '확인 불가');
      const leaving = await alumnus({ name: '김탈퇴' }, PRIVACY.all);
      await signIn(world, leaving);
      await world.auth.withdraw({ password: leaving.password, reason: '' });
      leave(world);
      const me = await searcher();

      const page = await world.directory.searchAlumni({ page: 1, size: 20 });
      expect(page).toEqual({
        items: [
          {
            name: '김민수',
            graduationYear: 2004,
            classNumber: 76,
            phone: '010-1234-5678',
            email: expect.stringMatching(/@example\.com$/u) as string,
            company: 'Hanbit 전자',
            jobTitle: '과장',
            region: '서울 강남구',
          },
          { name: '김민지', graduationYear: 2004, classNumber: 76 },
          { name: '박해운', graduationYear: 1999, classNumber: 71, region: '부산 해운대구' },
        ],
        page: 1,
        size: 20,
        total: 3,
      });
      expect(JSON.stringify(page)).not.toContain(me.userId);
    });

    it('filters by name, its initial consonants, year and class', async () => {
      await threeAlumni();
      await searcher();
      await expect(names({ name: '민', page: 1, size: 20 })).resolves.toEqual(['김민수', '김민지']);
      await expect(names({ name: 'ㄱㅁㅅ', page: 1, size: 20 })).resolves.toEqual(['김민수']);
      await expect(names({ graduationYear: 1999, page: 1, size: 20 })).resolves.toEqual(['박해운']);
      await expect(names({ classNumber: 76, page: 1, size: 20 })).resolves.toEqual([
        '김민수',
        '김민지',
      ]);
      await expect(names({ name: ' ', work: '', page: 1, size: 20 })).resolves.toHaveLength(3);
    });

    it('filters by region and by work only among members who share them', async () => {
      await threeAlumni();
      await searcher();
      await expect(names({ city: '1100000000', page: 1, size: 20 })).resolves.toEqual(['김민수']);
      await expect(
        names({ city: '2600000000', sgg: '2635000000', page: 1, size: 20 }),
      ).resolves.toEqual(['박해운']);
      // 김민지 works at 한빛전자 but does not share it.
      await expect(names({ work: ' HANBIT ', page: 1, size: 20 })).resolves.toEqual(['김민수']);
      await expect(names({ work: '한빛전자', page: 1, size: 20 })).resolves.toEqual([]);
      await expect(names({ work: '과장', page: 1, size: 20 })).resolves.toEqual(['김민수']);
    });

    it('pages the result, with the total of every match', async () => {
      await threeAlumni();
      await searcher();
      await expect(world.directory.searchAlumni({ page: 2, size: 2 })).resolves.toEqual({
        items: [{ name: '박해운', graduationYear: 1999, classNumber: 71, region: '부산 해운대구' }],
        page: 2,
        size: 2,
        total: 3,
      });
      await expect(world.directory.searchAlumni({ page: 3, size: 2 })).resolves.toMatchObject({
        items: [],
        total: 3,
      });
    });

    it('refuses a page or a page size out of range, in Korean', async () => {
      await searcher();
      await expect(world.directory.searchAlumni({ page: 1, size: 51 })).rejects.toMatchObject(
        refusal('invalidInput', '페이지 크기의 값이 허용 범위를 벗어났습니다.'),
      );
      await expect(world.directory.searchAlumni({ page: 0, size: 20 })).rejects.toMatchObject(
        refusal('invalidInput', '페이지의 값이 허용 범위를 벗어났습니다.'),
      );
    });

    it('offers the regions of the other members who share theirs, in code order', async () => {
      await threeAlumni();
      await alumnus({ name: '최종로', address: JONGNO_03172 }, PRIVACY.none);
      await searcher();
      await expect(world.directory.alumniRegions()).resolves.toEqual([
        { city: '1100000000', sido: '서울', districts: [{ sgg: '1168000000', sigungu: '강남구' }] },
        {
          city: '2600000000',
          sido: '부산',
          districts: [{ sgg: '2635000000', sigungu: '해운대구' }],
        },
      ]);
    });
  });
}
