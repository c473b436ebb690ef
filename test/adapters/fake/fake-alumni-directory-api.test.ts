import { describe, expect, it } from 'vitest';
import type { DirectoryPrivacy } from '../../../src/domain/shared/member/directory-privacy';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';

const SHARE_REGION: DirectoryPrivacy = { phone: false, email: false, company: false, region: true };
const SHARE_NONE: DirectoryPrivacy = { phone: false, email: false, company: false, region: false };

const HAEUNDAE = {
  zonecode: '48058',
  addr: '부산 해운대구 센텀중앙로 79',
  daddr: '',
  city: '2600000000',
  sgg: '2635000000',
  sido: '부산',
  sigungu: '해운대구',
};
const JONGNO = {
  zonecode: '03172',
  addr: '서울 종로구 세종대로 175',
  daddr: '',
  city: '1100000000',
  sgg: '1111000000',
  sido: '서울',
  sigungu: '종로구',
};

describe('FakeAlumniDirectoryApi', () => {
  it('searches like the server: most recent class first, then by name', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'searcher', name: '검색자' });
    addMember(world, { userId: 'older', name: '가나다', graduationYear: 1990 });
    addMember(world, { userId: 'newer', name: '하하하', graduationYear: 2020 });
    addMember(world, { userId: 'newer2', name: '나나나', graduationYear: 2020 });
    await signInAs(world, 'searcher');
    const page = await world.directoryApi.search({ page: 1, size: 10 });
    expect(page.items.map((card) => card.name)).toEqual(['나나나', '하하하', '가나다']);
  });

  it('offers the regions of other approved members who share theirs, in code order', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'searcher', name: '검색자', privacy: SHARE_REGION });
    addMember(world, {
      userId: 'busan',
      name: '부산사람',
      address: HAEUNDAE,
      privacy: SHARE_REGION,
    });
    addMember(world, { userId: 'gangnam', name: '강남사람', privacy: SHARE_REGION });
    addMember(world, { userId: 'gangnam2', name: '강남둘', privacy: SHARE_REGION });
    addMember(world, { userId: 'jongno', name: '종로사람', address: JONGNO, privacy: SHARE_NONE });
    addMember(world, {
      userId: 'waiting',
      name: '대기중',
      address: JONGNO,
      privacy: SHARE_REGION,
      status: 'pending',
    });
    await signInAs(world, 'searcher');
    await expect(world.directoryApi.regions()).resolves.toEqual([
      { city: '1100000000', sido: '서울', districts: [{ sgg: '1168000000', sigungu: '강남구' }] },
      { city: '2600000000', sido: '부산', districts: [{ sgg: '2635000000', sigungu: '해운대구' }] },
    ]);
  });

  it('needs a signed-in member', async () => {
    const world = fakeWorld();
    await expect(world.directoryApi.regions()).rejects.toMatchObject({ status: 401 });
  });
});
