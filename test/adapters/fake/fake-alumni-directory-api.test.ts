import { describe, expect, it } from 'vitest';
import { HAEUNDAE_48058, JONGNO_03172 } from '../../support/addresses';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { PRIVACY, sharing } from '../../support/privacy';

describe('FakeAlumniDirectoryApi', () => {
  it('searches like the server: most recent class first, then by name', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'searcher', name: '검색자' });
    addMember(world, { userId: 'older', name: '가나다', graduationYear: 1990 });
    addMember(world, { userId: 'newer', name: '하하하', graduationYear: 2020 });
    addMember(world, { userId: 'newer2', name: '나나나', graduationYear: 2020 });
    await signInAs(world, 'searcher');
    const page = await world.directoryApi.searchAlumni({ page: 1, size: 10 });
    expect(page.items.map((card) => card.name)).toEqual(['나나나', '하하하', '가나다']);
  });

  it('offers the regions of other approved members who share theirs, in code order', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'searcher', name: '검색자', privacy: sharing('region') });
    addMember(world, {
      userId: 'busan',
      name: '부산사람',
      address: HAEUNDAE_48058,
      privacy: sharing('region'),
    });
    addMember(world, { userId: 'gangnam', name: '강남사람', privacy: sharing('region') });
    addMember(world, { userId: 'gangnam2', name: '강남둘', privacy: sharing('region') });
    addMember(world, {
      userId: 'jongno',
      name: '종로사람',
      address: JONGNO_03172,
      privacy: PRIVACY.none,
    });
    addMember(world, {
      userId: 'waiting',
      name: '대기중',
      address: JONGNO_03172,
      privacy: sharing('region'),
      status: 'pending',
    });
    await signInAs(world, 'searcher');
    await expect(world.directoryApi.alumniRegions()).resolves.toEqual([
      { city: '1100000000', sido: '서울', districts: [{ sgg: '1168000000', sigungu: '강남구' }] },
      { city: '2600000000', sido: '부산', districts: [{ sgg: '2635000000', sigungu: '해운대구' }] },
    ]);
  });

  it('needs a signed-in member', async () => {
    const world = fakeWorld();
    await expect(world.directoryApi.alumniRegions()).rejects.toMatchObject({ status: 401 });
  });
});
