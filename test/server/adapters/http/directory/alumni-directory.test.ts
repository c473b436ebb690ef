import { beforeEach, describe, expect, it } from 'vitest';
import type { AlumniPageData, AlumniRegionsData } from '../../../../../src/contract/directory';
import type { SignUpBody } from '../../../../../src/contract/accounts';
import type { MemberProfileData } from '../../../../../src/contract/shared/member-schemas';
import type { DirectoryPrivacy } from '../../../../../src/domain/shared/member/directory-privacy';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import {
  approve,
  as,
  registerAlumnus,
  registerMember,
  signIn,
  type SignedInMember,
  type TestMember,
  updateMyProfile,
} from '../../../support/members';
import {
  GANGNAM_06236,
  HAEUNDAE_48058,
  JONGNO_03172,
  SEJONG_30151,
  typedByHand,
  YEONSU_21998,
  YUSEONG_34141,
} from '../../../../support/addresses';
import { PRIVACY, sharing } from '../../../../support/privacy';
import { ALUMNI_SEARCHES_PER_MINUTE } from '../../../../../server/adapters/http/directory/directory-routes';
import { dialects, startTestServer, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

let sequence = 0;

/** An alumnus with an id of this file's own (`alum0001`, …): see `registerAlumnus`. */
async function alumnus(
  server: TestServer,
  overrides: Partial<SignUpBody>,
  privacy: DirectoryPrivacy,
  status: 'approved' | 'pending' | 'rejected' = 'approved',
): Promise<TestMember> {
  sequence += 1;
  const userId = `alum${String(sequence).padStart(4, '0')}`;
  return registerAlumnus(server, { userId, ...overrides }, privacy, status);
}

async function search(
  server: TestServer,
  member: SignedInMember,
  query: Record<string, string> = {},
): Promise<AlumniPageData> {
  return expectSuccess(await server.call<AlumniPageData>('searchAlumni', { ...as(member), query }));
}

async function namesFound(
  server: TestServer,
  member: SignedInMember,
  query: Record<string, string> = {},
): Promise<string[]> {
  return (await search(server, member, { size: '50', ...query })).items.map((card) => card.name);
}

async function searchKeysOf(server: TestServer, userId: string) {
  return server.runtime.database.db
    .selectFrom('alumni_search_keys')
    .select(['kind', 'key'])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('key')
    .execute();
}

describe.each(dialects())('alumni directory (%s)', (dialect) => {
  const server = useTestServer(dialect, { seed: withAlumni });
  let searcher: SignedInMember;
  let kimMinsu: TestMember;
  let withdrawn: TestMember;

  async function withAlumni(): Promise<void> {
    // The searcher shares only the e-mail; their phone, company and region stay hidden.
    await alumnus(
      server,
      { userId: 'searcher01', name: '나검색', company: '검색회사', jobTitle: '팀장' },
      sharing('email'),
    );
    searcher = await signIn(server, {
      userId: 'searcher01',
      password: 'Hanbit!2026pw',
      email: 'searcher01@example.com',
      name: '나검색',
    });
    kimMinsu = await alumnus(
      server,
      { name: '김민수', graduationYear: 2004, classNumber: 76, address: GANGNAM_06236 },
      PRIVACY.all,
    );
    await alumnus(
      server,
      {
        name: '이민수',
        graduationYear: 2004,
        classNumber: 76,
        company: '새벽상사',
        jobTitle: '이사',
        address: HAEUNDAE_48058,
        mobile: '010-2000-0002',
      },
      sharing('region'),
    );
    await alumnus(
      server,
      {
        name: '김민지',
        graduationYear: 2010,
        classNumber: 82,
        birthDate: '1991-02-03',
        jobTitle: '연구원',
        address: GANGNAM_06236,
      },
      sharing('company'),
    );
    await alumnus(
      server,
      {
        name: '고명석',
        graduationYear: 1999,
        classNumber: 71,
        company: '바다물산',
        jobTitle: '대리',
        address: JONGNO_03172,
        mobile: '010-4000-0004',
      },
      sharing('phone'),
    );
    await alumnus(
      server,
      {
        name: '박비밀',
        graduationYear: 2010,
        classNumber: 82,
        birthDate: '1991-05-06',
        address: HAEUNDAE_48058,
      },
      PRIVACY.none,
    );
    await alumnus(
      server,
      { name: '최메일', graduationYear: 1999, classNumber: 71, address: SEJONG_30151 },
      sharing('email'),
    );
    await alumnus(
      server,
      {
        name: '정세종',
        graduationYear: 2015,
        classNumber: 87,
        birthDate: '1996-07-08',
        company: null,
        jobTitle: null,
        address: SEJONG_30151,
      },
      sharing('region'),
    );
    // Never listed, whatever they share.
    await alumnus(server, { name: '대기중', address: YUSEONG_34141 }, PRIVACY.all, 'pending');
    await alumnus(server, { name: '반려됨', address: YEONSU_21998 }, PRIVACY.all, 'rejected');
    withdrawn = await alumnus(server, { name: '탈퇴자', address: YEONSU_21998 }, PRIVACY.all);
    const leaving = await signIn(server, withdrawn);
    expectSuccess(
      await server.call('withdraw', {
        ...as(leaving),
        body: { password: withdrawn.password, reason: '이사' },
      }),
    );
  }

  it('lists approved members only, most recent class first, then by name', async () => {
    const page = await search(server, searcher, { size: '50' });
    expect(page.items.map((card) => card.name)).toEqual([
      '정세종',
      '김민지',
      '박비밀',
      '김민수',
      '이민수',
      '고명석',
      '최메일',
    ]);
    expect(page).toMatchObject({ page: 1, size: 50, total: 7 });
  });

  it('never lists pending, rejected or withdrawn members, nor the searcher', async () => {
    for (const name of ['대기중', '반려됨', '탈퇴자', '나검색']) {
      expect(await search(server, searcher, { name })).toMatchObject({ items: [], total: 0 });
    }
    const everything = JSON.stringify(await search(server, searcher, { size: '50' }));
    for (const hidden of ['대기중', '반려됨', '탈퇴자', 'searcher01', '검색회사', '대전', '인천']) {
      expect(everything).not.toContain(hidden);
    }
    // Withdrawal erased the member's data, search keys included.
    expect(await searchKeysOf(server, withdrawn.userId)).toEqual([]);
  });

  it('shows on each card exactly what that member shares', async () => {
    const cards = (await search(server, searcher, { size: '50' })).items;
    const card = (name: string) => cards.find((candidate) => candidate.name === name);
    expect(card('김민수')).toStrictEqual({
      name: '김민수',
      graduationYear: 2004,
      classNumber: 76,
      phone: '010-1234-5678',
      email: kimMinsu.email,
      company: '한빛전자',
      jobTitle: '과장',
      region: '서울 강남구',
    });
    expect(card('이민수')).toStrictEqual({
      name: '이민수',
      graduationYear: 2004,
      classNumber: 76,
      region: '부산 해운대구',
    });
    expect(card('김민지')).toStrictEqual({
      name: '김민지',
      graduationYear: 2010,
      classNumber: 82,
      company: '한빛전자',
      jobTitle: '연구원',
    });
    expect(card('고명석')).toStrictEqual({
      name: '고명석',
      graduationYear: 1999,
      classNumber: 71,
      phone: '010-4000-0004',
    });
    expect(card('박비밀')).toStrictEqual({ name: '박비밀', graduationYear: 2010, classNumber: 82 });
    expect(card('최메일')).toStrictEqual({
      name: '최메일',
      graduationYear: 1999,
      classNumber: 71,
      email: expect.stringMatching(/^alum\d{4}@example\.com$/u) as string,
    });
    // Sejong has no 시·군·구; a member who shares company but has none shows none.
    expect(card('정세종')).toStrictEqual({
      name: '정세종',
      graduationYear: 2015,
      classNumber: 87,
      region: '세종특별자치시',
    });
  });

  it('shows the searcher to others with what they share, never their hidden fields', async () => {
    const other = await signIn(server, kimMinsu);
    const page = await search(server, other, { name: '나검색' });
    expect(page.items).toStrictEqual([
      { name: '나검색', graduationYear: 2004, classNumber: 76, email: 'searcher01@example.com' },
    ]);
  });

  it('finds a name by part of it, or by its initial consonants', async () => {
    expect(await namesFound(server, searcher, { name: '민수' })).toEqual(['김민수', '이민수']);
    expect(await namesFound(server, searcher, { name: '김민수' })).toEqual(['김민수']);
    expect(await namesFound(server, searcher, { name: ' 김 ' })).toEqual(['김민지', '김민수']);
    expect(await namesFound(server, searcher, { name: 'ㄱㅁㅅ' })).toEqual(['김민수', '고명석']);
    expect(await namesFound(server, searcher, { name: 'ㅁㅅ' })).toEqual([
      '김민수',
      '이민수',
      '고명석',
    ]);
    expect(await namesFound(server, searcher, { name: 'ㄱㅁㅈ' })).toEqual(['김민지']);
    expect(await namesFound(server, searcher, { name: '김ㅁㅅ' })).toEqual([]);
    expect(await namesFound(server, searcher, { name: '없는이름' })).toEqual([]);
    // An empty query filters nothing.
    expect(await namesFound(server, searcher, { name: '' })).toHaveLength(7);
  });

  it('filters by graduation year and by class number', async () => {
    expect(await namesFound(server, searcher, { graduationYear: '2010' })).toEqual([
      '김민지',
      '박비밀',
    ]);
    expect(await namesFound(server, searcher, { classNumber: '71' })).toEqual(['고명석', '최메일']);
    expect(
      await namesFound(server, searcher, { graduationYear: '2004', classNumber: '76' }),
    ).toEqual(['김민수', '이민수']);
    expect(
      await namesFound(server, searcher, { graduationYear: '2004', classNumber: '71' }),
    ).toEqual([]);
  });

  it('filters by city and by district, only among members who share their region', async () => {
    // 김민지 (강남) and 고명석 (종로) hide their region: a filter must not reveal it.
    expect(await namesFound(server, searcher, { city: '1100000000' })).toEqual(['김민수']);
    expect(await namesFound(server, searcher, { sgg: '1168000000' })).toEqual(['김민수']);
    expect(await namesFound(server, searcher, { sgg: '1111000000' })).toEqual([]);
    // 박비밀 lives in 해운대 too but hides it.
    expect(await namesFound(server, searcher, { city: '2600000000' })).toEqual(['이민수']);
    // 최메일 lives in 세종 but hides it.
    expect(await namesFound(server, searcher, { sgg: '3611000000' })).toEqual(['정세종']);
    // Members who share everything but are not listed are not found by region either.
    expect(await namesFound(server, searcher, { city: '3000000000' })).toEqual([]);
    expect(await namesFound(server, searcher, { city: '2800000000' })).toEqual([]);
  });

  it('filters by company or job title, only among members who share them', async () => {
    // 박비밀 works at 한빛전자 as 과장 too, but hides it.
    expect(await namesFound(server, searcher, { work: '한빛' })).toEqual(['김민지', '김민수']);
    expect(await namesFound(server, searcher, { work: '전자' })).toEqual(['김민지', '김민수']);
    expect(await namesFound(server, searcher, { work: '과장' })).toEqual(['김민수']);
    expect(await namesFound(server, searcher, { work: '연구' })).toEqual(['김민지']);
    // 이민수 (새벽상사 이사) and 고명석 (바다물산 대리) hide their company.
    expect(await namesFound(server, searcher, { work: '이사' })).toEqual([]);
    expect(await namesFound(server, searcher, { work: '바다물산' })).toEqual([]);
    // The searcher's own hidden company is no one's search key.
    expect(await namesFound(server, searcher, { work: '검색회사' })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await namesFound(server, searcher, { name: '김', work: '한빛' })).toEqual([
      '김민지',
      '김민수',
    ]);
    expect(await namesFound(server, searcher, { name: 'ㄱㅁ', graduationYear: '2004' })).toEqual([
      '김민수',
    ]);
    expect(
      await namesFound(server, searcher, { city: '1100000000', work: '과장', classNumber: '76' }),
    ).toEqual(['김민수']);
    expect(await namesFound(server, searcher, { name: '민수', city: '2600000000' })).toEqual([
      '이민수',
    ]);
  });

  it('offers as regions only places of listed members who share their region', async () => {
    const regions = expectSuccess(
      await server.call<AlumniRegionsData>('alumniRegions', as(searcher)),
    );
    expect(regions).toEqual([
      { city: '1100000000', sido: '서울', districts: [{ sgg: '1168000000', sigungu: '강남구' }] },
      { city: '2600000000', sido: '부산', districts: [{ sgg: '2635000000', sigungu: '해운대구' }] },
      {
        city: '3600000000',
        sido: '세종특별자치시',
        districts: [{ sgg: '3611000000', sigungu: '' }],
      },
    ]);
  });

  it('pages in a stable order: page, size and total; the last page; past the end is empty', async () => {
    const first = await search(server, searcher, { page: '1', size: '3' });
    expect(first.items.map((card) => card.name)).toEqual(['정세종', '김민지', '박비밀']);
    expect(first).toMatchObject({ page: 1, size: 3, total: 7 });
    const second = await search(server, searcher, { page: '2', size: '3' });
    expect(second.items.map((card) => card.name)).toEqual(['김민수', '이민수', '고명석']);
    const last = await search(server, searcher, { page: '3', size: '3' });
    expect(last).toMatchObject({ items: [{ name: '최메일' }], page: 3, size: 3, total: 7 });
    expect(await search(server, searcher, { page: '4', size: '3' })).toEqual({
      items: [],
      page: 4,
      size: 3,
      total: 7,
    });
    expect(await search(server, searcher, { page: '2', size: '3' })).toEqual(second);
    // 20 a page unless asked.
    expect(await search(server, searcher)).toMatchObject({ page: 1, size: 20, total: 7 });
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expectRefusal(await server.call('searchAlumni', { query: { name: '김' } }), 'unauthenticated');
    expectRefusal(await server.call('alumniRegions'), 'unauthenticated');
  });

  it('refuses a bad query with a Korean message naming the field, and answers nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ size: '500' }, '페이지 크기의 값이 허용 범위를 벗어났습니다.'],
      [{ size: '0' }, '페이지 크기의 값이 허용 범위를 벗어났습니다.'],
      [{ page: '0' }, '페이지의 값이 허용 범위를 벗어났습니다.'],
      [{ page: 'two' }, '페이지의 형식이 올바르지 않습니다.'],
      [{ city: 'abc' }, '시·도 코드의 형식이 올바르지 않습니다.'],
      [{ sgg: '11680' }, '시·군·구 코드의 형식이 올바르지 않습니다.'],
      [{ graduationYear: '1800' }, '졸업 연도의 값이 허용 범위를 벗어났습니다.'],
      [{ name: '가'.repeat(21) }, '이름은 20자까지 입력할 수 있습니다.'],
      [{ work: '가'.repeat(51) }, '직장·직위는 50자까지 입력할 수 있습니다.'],
      [{ userId: 'alum0002' }, '알 수 없는 항목(userId)이 들어 있습니다.'],
    ];
    for (const [query, message] of cases) {
      const result = await server.call('searchAlumni', { ...as(searcher), query });
      expectRefusal(result, 'invalidInput');
      expect(result.body.message, JSON.stringify(query)).toBe(message);
    }
  });
});

describe.each(dialects())('alumni directory keeps up with changes (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let searcher: SignedInMember;

  beforeEach(async () => {
    await alumnus(server, { userId: 'looker01', name: '나찾기' }, PRIVACY.none);
    searcher = await signIn(server, {
      userId: 'looker01',
      password: 'Hanbit!2026pw',
      email: 'looker01@example.com',
      name: '나찾기',
    });
  });

  async function updateProfile(
    member: SignedInMember,
    changes: Partial<MemberProfileData>,
  ): Promise<void> {
    expectSuccess(await updateMyProfile(server, member, changes));
  }

  it('finds a renamed member by the new name only', async () => {
    const member = await signIn(server, await alumnus(server, { name: '김민수' }, PRIVACY.none));
    await updateProfile(member, { name: '박새롬' });
    expect(await namesFound(server, searcher, { name: '민수' })).toEqual([]);
    expect(await namesFound(server, searcher, { name: 'ㄱㅁㅅ' })).toEqual([]);
    expect(await namesFound(server, searcher, { name: '새롬' })).toEqual(['박새롬']);
    expect(await namesFound(server, searcher, { name: 'ㅂㅅㄹ' })).toEqual(['박새롬']);
  });

  it('stops matching company and region as soon as the member stops sharing them', async () => {
    const member = await signIn(
      server,
      await alumnus(server, { name: '김공개', company: '한빛전자', jobTitle: '과장' }, PRIVACY.all),
    );
    expect(await namesFound(server, searcher, { work: '한빛' })).toEqual(['김공개']);
    expect(await namesFound(server, searcher, { city: '1100000000' })).toEqual(['김공개']);

    await updateProfile(member, { privacy: PRIVACY.none });
    expect(await namesFound(server, searcher, { work: '한빛' })).toEqual([]);
    expect(await namesFound(server, searcher, { work: '과장' })).toEqual([]);
    expect(await namesFound(server, searcher, { city: '1100000000' })).toEqual([]);
    expect(expectSuccess(await server.call('alumniRegions', as(searcher)))).toEqual([]);
    expect((await search(server, searcher)).items).toStrictEqual([
      { name: '김공개', graduationYear: 2004, classNumber: 76 },
    ]);
    expect(
      (await searchKeysOf(server, member.userId)).filter((key) => key.kind === 'work'),
    ).toEqual([]);

    // A new company, shared again, is found by the new name only.
    await updateProfile(member, {
      company: '새빛상사',
      privacy: sharing('company'),
    });
    expect(await namesFound(server, searcher, { work: '한빛' })).toEqual([]);
    expect(await namesFound(server, searcher, { work: '빛상' })).toEqual(['김공개']);
  });

  it('finds an address typed by hand by its 시·도 and offers that 시·도 without a district', async () => {
    await alumnus(
      server,
      {
        name: '손입력',
        address: typedByHand(HAEUNDAE_48058),
      },
      sharing('region'),
    );
    expect(await namesFound(server, searcher, { city: '2600000000' })).toEqual(['손입력']);
    expect((await search(server, searcher)).items).toStrictEqual([
      { name: '손입력', graduationYear: 2004, classNumber: 76, region: '부산' },
    ]);
    expect(expectSuccess(await server.call('alumniRegions', as(searcher)))).toEqual([
      { city: '2600000000', sido: '부산', districts: [] },
    ]);
  });

  it('lists a member once approved, by the name they signed up with', async () => {
    const member = await alumnus(server, { name: '신입생' }, PRIVACY.none, 'pending');
    expect(await namesFound(server, searcher, { name: '신입' })).toEqual([]);
    await approve(server, member.userId);
    expect(await namesFound(server, searcher, { name: 'ㅅㅇㅅ' })).toEqual(['신입생']);
  });

  it('forgets a withdrawn member at once: no card, no search keys', async () => {
    const member = await alumnus(server, { name: '떠날이', company: '한빛전자' }, PRIVACY.all);
    expect((await searchKeysOf(server, member.userId)).length).toBeGreaterThan(0);
    const signedIn = await signIn(server, member);
    expectSuccess(
      await server.call('withdraw', {
        ...as(signedIn),
        body: { password: member.password, reason: '' },
      }),
    );
    expect(await searchKeysOf(server, member.userId)).toEqual([]);
    expect(await search(server, searcher)).toMatchObject({ items: [], total: 0 });
    expect(await namesFound(server, searcher, { name: '떠날' })).toEqual([]);
    expect(await namesFound(server, searcher, { work: '한빛' })).toEqual([]);
  });
});

describe('alumni directory against copying', () => {
  it(`answers ${ALUMNI_SEARCHES_PER_MINUTE} searches a minute from one address, then 429 in Korean`, async () => {
    const server = await startTestServer('sqlite', { RATE_LIMIT: 'on' });
    try {
      const member = await registerMember(server);
      await approve(server, member.userId);
      const searcher = await signIn(server, member);
      for (let index = 0; index < ALUMNI_SEARCHES_PER_MINUTE; index += 1) {
        expectSuccess(await server.call('searchAlumni', { ...as(searcher), query: { page: '1' } }));
      }
      const refused = await server.call('searchAlumni', { ...as(searcher), query: { page: '1' } });
      expectRefusal(refused, 'tooManyRequests');
    } finally {
      await server.close();
    }
  });
});
