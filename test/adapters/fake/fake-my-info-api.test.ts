import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES } from '../../../src/application/shared/errors/refusal-codes';
import { API_ERRORS } from '../../../src/contract/shared/error-codes';
import type {
  MemberProfile,
  MemberProfileUpdate,
} from '../../../src/domain/shared/member/member-profile';
import {
  addMember,
  type FakeWorld,
  fakeWorld,
  lastCodeMailedTo,
  MEMBER_PASSWORD,
  signInAs,
} from '../../support/fake-world';
import { HAEUNDAE_48058 } from '../../support/addresses';
import { aPngFile } from '../../support/files';
import { anUpdateOf } from '../../support/members';
import { PRIVACY, sharing } from '../../support/privacy';

const HANGUL = /[가-힣]/u;

async function signedInMember(overrides: Partial<MemberProfile> = {}) {
  const world = fakeWorld();
  const profile = addMember(world, overrides);
  await signInAs(world, profile.userId);
  return { world, profile };
}

describe('FakeMyInfoApi.getMyInfo', () => {
  it('needs a signed-in member: a Korean 401 otherwise', async () => {
    const world = fakeWorld();
    addMember(world);
    await expect(world.myInfoApi.getMyInfo()).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: '로그인이 필요합니다.',
    });
  });

  it('answers the signed-in member’s own profile', async () => {
    const { world, profile } = await signedInMember();
    addMember(world, { userId: 'kim456', name: '김철수', email: 'kim@example.com' });
    expect(await world.myInfoApi.getMyInfo()).toEqual(profile);
  });

  it('answers a 401 after sign-out', async () => {
    const { world } = await signedInMember();
    await world.authApi.signOut();
    await expect(world.myInfoApi.getMyInfo()).rejects.toMatchObject({ status: 401 });
  });
});

describe('FakeMyInfoApi.updateMyInfo', () => {
  it('needs a signed-in member', async () => {
    const world = fakeWorld();
    const profile = addMember(world);
    await expect(world.myInfoApi.updateMyInfo(anUpdateOf(profile))).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
    });
  });

  it('stores normalised values: hyphens in the mobile number, name and text fields trimmed', async () => {
    const { world, profile } = await signedInMember();
    const saved = await world.myInfoApi.updateMyInfo(
      anUpdateOf(profile, {
        name: '  홍길동  ',
        mobile: '01098765432',
        birthDate: '1980.05.17',
        course: ' 문과 ',
        company: '  ',
        jobTitle: ' 이사 ',
      }),
    );
    expect(saved).toMatchObject({
      name: '홍길동',
      mobile: '010-9876-5432',
      birthDate: '1980-05-17',
      course: '문과',
      company: null,
      jobTitle: '이사',
    });
    expect(await world.myInfoApi.getMyInfo()).toEqual(saved);
  });

  it('refuses characters free text may not hold, as the server does, and changes nothing', async () => {
    const { world, profile } = await signedInMember({ address: HAEUNDAE_48058 });
    for (const [overrides, message] of [
      [{ company: '한빛\u202Egnp.exe' }, '직장명에 쓸 수 없는 문자가 들어 있습니다.'],
      [{ course: '문과\u0000' }, '계열·학과에 쓸 수 없는 문자가 들어 있습니다.'],
      [{ jobTitle: '이사\uD800' }, '직위에 쓸 수 없는 문자가 들어 있습니다.'],
      [{ name: '홍\u200B길동' }, '이름에 쓸 수 없는 문자가 들어 있습니다.'],
      [
        { address: { ...HAEUNDAE_48058, daddr: '5층\u2066' } },
        '상세주소에 쓸 수 없는 문자가 들어 있습니다.',
      ],
    ] as const) {
      await expect(
        world.myInfoApi.updateMyInfo(anUpdateOf(profile, overrides)),
      ).rejects.toMatchObject({ name: 'ApiError', status: 400, message });
    }
    expect(await world.myInfoApi.getMyInfo()).toEqual(profile);
  });

  it('stores the address under the names of its codes, not the names sent with it', async () => {
    const { world, profile } = await signedInMember();
    const saved = await world.myInfoApi.updateMyInfo(
      anUpdateOf(profile, {
        address: { ...HAEUNDAE_48058, sido: '부산 (공지)', sigungu: '해운대구 ☎' },
      }),
    );
    expect(saved.address).toEqual(HAEUNDAE_48058);
  });

  it('keeps the id, role and status whatever is sent', async () => {
    const { world, profile } = await signedInMember();
    const saved = await world.myInfoApi.updateMyInfo({
      ...anUpdateOf(profile),
      userId: 'other',
      status: 'pending',
    } as MemberProfileUpdate);
    expect(saved).toMatchObject({ userId: 'hong123', role: 'member', status: 'approved' });
  });

  it.each([
    ['name', { name: 'ㅎㄱㄷ' }, '이름은 한글 또는 영문으로 정확히 입력해 주세요.'],
    [
      'mobile',
      { mobile: '02-123-4567' },
      '휴대전화 번호 형식이 올바르지 않습니다. 예) 010-1234-5678',
    ],
    ['birthDate', { birthDate: '2020-01-01' }, '만 14세 이상만 가입할 수 있습니다.'],
    ['email', { email: 'hong@' }, '이메일 주소 형식이 올바르지 않습니다. 예) hong@example.com'],
  ] as const)(
    'refuses an invalid %s with the rule’s Korean 400 and changes nothing',
    async (_field, overrides, message) => {
      const { world, profile } = await signedInMember();
      await expect(
        world.myInfoApi.updateMyInfo(anUpdateOf(profile, { ...overrides, company: '새회사' })),
      ).rejects.toMatchObject({ name: 'ApiError', status: 400, message });
      expect(await world.myInfoApi.getMyInfo()).toEqual(profile);
    },
  );

  it('keeps the e-mail address without a code when it does not change', async () => {
    const { world, profile } = await signedInMember();
    const saved = await world.myInfoApi.updateMyInfo(
      anUpdateOf(profile, { email: ' hong@EXAMPLE.com ' }),
    );
    expect(saved.email).toBe('hong@example.com');
  });

  it('refuses a new e-mail address without a code, with a Korean 400', async () => {
    const { world, profile } = await signedInMember();
    await expect(
      world.myInfoApi.updateMyInfo(anUpdateOf(profile, { email: 'gildong@example.com' })),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: expect.stringMatching(HANGUL),
    });
    expect((await world.myInfoApi.getMyInfo()).email).toBe('hong@example.com');
  });

  it('changes the e-mail address with a fresh changeEmail code sent to the new address', async () => {
    const { world, profile } = await signedInMember();
    await world.authApi.sendAuthMail({ email: 'gildong@example.com', purpose: 'changeEmail' });
    const saved = await world.myInfoApi.updateMyInfo(
      anUpdateOf(profile, {
        email: 'gildong@example.com',
        emailAuthCode: lastCodeMailedTo(world, 'gildong@example.com'),
      }),
    );
    expect(saved.email).toBe('gildong@example.com');
  });

  it('refuses a code mailed for another purpose', async () => {
    const { world, profile } = await signedInMember();
    await world.authApi.sendAuthMail({ email: 'gildong@example.com', purpose: 'signUp' });
    await expect(
      world.myInfoApi.updateMyInfo(
        anUpdateOf(profile, {
          email: 'gildong@example.com',
          emailAuthCode: lastCodeMailedTo(world, 'gildong@example.com'),
        }),
      ),
    ).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });

  it('refuses a changeEmail code that has expired (10 minutes)', async () => {
    const { world, profile } = await signedInMember();
    await world.authApi.sendAuthMail({ email: 'gildong@example.com', purpose: 'changeEmail' });
    world.clock.advance(10 * 60 * 1000);
    await expect(
      world.myInfoApi.updateMyInfo(
        anUpdateOf(profile, {
          email: 'gildong@example.com',
          emailAuthCode: lastCodeMailedTo(world, 'gildong@example.com'),
        }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      code: REFUSAL_CODES.expiredAuthCode,
      message: API_ERRORS.expiredAuthCode.message,
    });
  });

  it('does not use up the e-mail code when another field is refused', async () => {
    const { world, profile } = await signedInMember();
    await world.authApi.sendAuthMail({ email: 'gildong@example.com', purpose: 'changeEmail' });
    const emailAuthCode = lastCodeMailedTo(world, 'gildong@example.com');
    const update = anUpdateOf(profile, { email: 'gildong@example.com', emailAuthCode });
    await expect(world.myInfoApi.updateMyInfo({ ...update, mobile: '1234' })).rejects.toMatchObject(
      { status: 400 },
    );
    const saved = await world.myInfoApi.updateMyInfo(update);
    expect(saved.email).toBe('gildong@example.com');
  });

  it('sets the profile image to the newest file of an uploaded group, and removes it with null', async () => {
    const { world, profile } = await signedInMember();
    const first = await world.fileApi.uploadProfileImage(aPngFile('me.png'));
    const second = await world.fileApi.uploadProfileImage(aPngFile('me2.png'), {
      atchFileMstId: first.atchFileMstId,
    });
    const withImage = await world.myInfoApi.updateMyInfo(
      anUpdateOf(profile, { profileImageMstId: first.atchFileMstId }),
    );
    expect(withImage.profileImage).toEqual(second);
    const without = await world.myInfoApi.updateMyInfo(
      anUpdateOf(withImage, { profileImageMstId: null }),
    );
    expect(without.profileImage).toBeNull();
  });

  it('refuses an unknown profile image group as the server does: bad input, upload again', async () => {
    const { world, profile } = await signedInMember();
    await expect(
      world.myInfoApi.updateMyInfo(anUpdateOf(profile, { profileImageMstId: 'files-999999' })),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: REFUSAL_CODES.invalidInput,
      message: '프로필 사진을 다시 올려 주세요.',
    });
  });
});

describe('FakeMyInfoApi.changeMyPassword', () => {
  it('needs the current password: a wrong one is refused with a Korean 400', async () => {
    const { world } = await signedInMember();
    await expect(
      world.myInfoApi.changeMyPassword({
        currentPassword: 'Wrong!pass99',
        newPassword: 'Byeol#2027go',
      }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: REFUSAL_CODES.wrongPassword,
      message: '현재 비밀번호가 올바르지 않습니다.',
    });
    await expect(signInAs(world, 'hong123', MEMBER_PASSWORD)).resolves.toHaveProperty(
      'accessToken',
    );
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { world } = await signedInMember();
    await world.myInfoApi.changeMyPassword({
      currentPassword: MEMBER_PASSWORD,
      newPassword: 'Byeol#2027go',
    });
    await expect(signInAs(world, 'hong123', 'Byeol#2027go')).resolves.toHaveProperty('accessToken');
    await expect(
      world.authApi.signIn({ userId: 'hong123', password: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a weak new password with the rule’s Korean 400', async () => {
    const { world } = await signedInMember();
    await expect(
      world.myInfoApi.changeMyPassword({
        currentPassword: MEMBER_PASSWORD,
        newPassword: 'Qwer1234!',
      }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    });
  });

  it('needs a signed-in member', async () => {
    const world = fakeWorld();
    addMember(world);
    await expect(
      world.myInfoApi.changeMyPassword({
        currentPassword: MEMBER_PASSWORD,
        newPassword: 'Byeol#2027go',
      }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 401 });
  });
});

describe('FakeMyInfoApi.searchAlumni', () => {
  let sequence = 0;
  /** Adds an approved member with a unique id and e-mail. */
  function alumnus(world: FakeWorld, overrides: Partial<MemberProfile> = {}) {
    sequence += 1;
    return addMember(world, {
      userId: `alum${String(sequence).padStart(4, '0')}`,
      email: `alum${sequence}@example.com`,
      privacy: PRIVACY.none,
      ...overrides,
    });
  }

  async function searcher() {
    const world = fakeWorld();
    addMember(world, { userId: 'searcher', name: '검색자', privacy: PRIVACY.all });
    await signInAs(world, 'searcher');
    return world;
  }

  const ALL = { page: 1, size: 50 } as const;

  it('needs a signed-in member (Korean 401)', async () => {
    const world = fakeWorld();
    alumnus(world);
    await expect(world.myInfoApi.searchAlumni(ALL)).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: '로그인이 필요합니다.',
    });
  });

  it('never lists pending, rejected or withdrawn members, nor the searcher', async () => {
    const world = await searcher();
    alumnus(world, { name: '승인됨', privacy: PRIVACY.all });
    alumnus(world, { name: '대기중', status: 'pending', privacy: PRIVACY.all });
    alumnus(world, { name: '반려됨', status: 'rejected', privacy: PRIVACY.all });
    alumnus(world, { name: '탈퇴함', status: 'withdrawn', privacy: PRIVACY.all });
    const page = await world.myInfoApi.searchAlumni(ALL);
    expect(page.items.map((card) => card.name)).toEqual(['승인됨']);
    expect(page.total).toBe(1);
  });

  it('shows only name and class of a member who shares nothing', async () => {
    const world = await searcher();
    alumnus(world, { name: '비공개', graduationYear: 2001, classNumber: 47 });
    const page = await world.myInfoApi.searchAlumni(ALL);
    expect(page.items).toStrictEqual([{ name: '비공개', graduationYear: 2001, classNumber: 47 }]);
  });

  it('shows each shared field and only those: phone, e-mail, company, region', async () => {
    const world = await searcher();
    const base = { graduationYear: 1999, classNumber: 45 };
    alumnus(world, { name: '가전화', ...base, privacy: sharing('phone') });
    alumnus(world, { name: '나메일', ...base, privacy: sharing('email') });
    alumnus(world, { name: '다회사', ...base, privacy: sharing('company') });
    alumnus(world, { name: '라지역', ...base, privacy: sharing('region') });
    const page = await world.myInfoApi.searchAlumni(ALL);
    expect(page.items).toStrictEqual([
      { name: '가전화', ...base, phone: '010-1234-5678' },
      { name: '나메일', ...base, email: expect.stringMatching(/^alum\d+@example\.com$/u) },
      { name: '다회사', ...base, company: '한빛전자', jobTitle: '부장' },
      { name: '라지역', ...base, region: '서울 강남구' },
    ]);
  });

  it('never exposes the user id, birth date or address details', async () => {
    const world = await searcher();
    alumnus(world, { name: '전부공개', privacy: PRIVACY.all });
    const [card] = (await world.myInfoApi.searchAlumni(ALL)).items;
    expect(Object.keys(card ?? {}).sort()).toEqual([
      'classNumber',
      'company',
      'email',
      'graduationYear',
      'jobTitle',
      'name',
      'phone',
      'region',
    ]);
  });

  it('filters by part of the name', async () => {
    const world = await searcher();
    alumnus(world, { name: '김민수' });
    alumnus(world, { name: '김민지' });
    alumnus(world, { name: '이민수' });
    const page = await world.myInfoApi.searchAlumni({ ...ALL, name: ' 민수 ' });
    expect(page.items.map((card) => card.name)).toEqual(['김민수', '이민수']);
  });

  it('filters by the name’s initial consonants (ㄱㅁㅅ finds 김민수)', async () => {
    const world = await searcher();
    alumnus(world, { name: '김민수' });
    alumnus(world, { name: '김민지' });
    alumnus(world, { name: '고명석' });
    const page = await world.myInfoApi.searchAlumni({ ...ALL, name: 'ㄱㅁㅅ' });
    expect(page.items.map((card) => card.name)).toEqual(['고명석', '김민수']);
  });

  it('filters by graduation year and by class number', async () => {
    const world = await searcher();
    alumnus(world, { name: '가나다', graduationYear: 1999, classNumber: 45 });
    alumnus(world, { name: '라마바', graduationYear: 2000, classNumber: 46 });
    alumnus(world, { name: '사아자', graduationYear: 1999, classNumber: 46 });
    const byYear = await world.myInfoApi.searchAlumni({ ...ALL, graduationYear: 1999 });
    expect(byYear.items.map((card) => card.name)).toEqual(['가나다', '사아자']);
    const byClass = await world.myInfoApi.searchAlumni({ ...ALL, classNumber: 46 });
    expect(byClass.items.map((card) => card.name)).toEqual(['라마바', '사아자']);
    const both = await world.myInfoApi.searchAlumni({
      ...ALL,
      graduationYear: 1999,
      classNumber: 46,
    });
    expect(both.items.map((card) => card.name)).toEqual(['사아자']);
  });

  it('filters by city and district only among members who share their region', async () => {
    const world = await searcher();
    const regionOnly = sharing('region');
    alumnus(world, { name: '강남공개', privacy: regionOnly });
    alumnus(world, { name: '강남비공개', privacy: PRIVACY.none });
    alumnus(world, { name: '부산공개', address: HAEUNDAE_48058, privacy: regionOnly });
    alumnus(world, { name: '주소없음', address: null, privacy: regionOnly });
    const seoul = await world.myInfoApi.searchAlumni({ ...ALL, city: '1100000000' });
    expect(seoul.items.map((card) => card.name)).toEqual(['강남공개']);
    const gangnam = await world.myInfoApi.searchAlumni({ ...ALL, sgg: '1168000000' });
    expect(gangnam.items.map((card) => card.name)).toEqual(['강남공개']);
    const haeundae = await world.myInfoApi.searchAlumni({ ...ALL, sgg: '2635000000' });
    expect(haeundae.items.map((card) => card.name)).toEqual(['부산공개']);
  });

  it('filters by company or job title only among members who share their company', async () => {
    const world = await searcher();
    const companyOnly = sharing('company');
    alumnus(world, { name: '한빛공개', company: '한빛전자', privacy: companyOnly });
    alumnus(world, { name: '한빛비공개', company: '한빛전자', privacy: PRIVACY.none });
    alumnus(world, { name: '이사님', company: '새벽상사', jobTitle: '이사', privacy: companyOnly });
    const byCompany = await world.myInfoApi.searchAlumni({ ...ALL, work: ' 한빛 ' });
    expect(byCompany.items.map((card) => card.name)).toEqual(['한빛공개']);
    const byTitle = await world.myInfoApi.searchAlumni({ ...ALL, work: '이사' });
    expect(byTitle.items.map((card) => card.name)).toEqual(['이사님']);
  });

  it('sorts by name in Korean order', async () => {
    const world = await searcher();
    for (const name of ['하지원', '김유신', '박지성', '강감찬', '이순신']) alumnus(world, { name });
    const page = await world.myInfoApi.searchAlumni(ALL);
    expect(page.items.map((card) => card.name)).toEqual([
      '강감찬',
      '김유신',
      '박지성',
      '이순신',
      '하지원',
    ]);
  });

  it('orders as the server: most recent class first, then by name, then by user id', async () => {
    const world = await searcher();
    const phoneOnly = sharing('phone');
    addMember(world, {
      userId: 'zeta',
      name: '김민수',
      mobile: '010-1111-1111',
      privacy: phoneOnly,
    });
    addMember(world, {
      userId: 'alpha',
      name: '김민수',
      mobile: '010-2222-2222',
      privacy: phoneOnly,
    });
    alumnus(world, { name: '하지원', graduationYear: 2005 });
    alumnus(world, { name: '가나다', graduationYear: 1990 });
    const page = await world.myInfoApi.searchAlumni(ALL);
    expect(page.items.map((card) => [card.name, card.graduationYear, card.phone])).toEqual([
      ['하지원', 2005, undefined],
      ['김민수', 1999, '010-2222-2222'],
      ['김민수', 1999, '010-1111-1111'],
      ['가나다', 1990, undefined],
    ]);
  });

  it('matches company and job title as the server compares text: case and spacing aside', async () => {
    const world = await searcher();
    const companyOnly = sharing('company');
    alumnus(world, { name: '영문회사', company: 'Hanbit  Electronics', privacy: companyOnly });
    alumnus(world, { name: '비공개', company: 'Hanbit Electronics', privacy: PRIVACY.none });
    const page = await world.myInfoApi.searchAlumni({ ...ALL, work: 'HANBIT electronics' });
    expect(page.items.map((card) => card.name)).toEqual(['영문회사']);
  });

  it('lists no administrators, nor offers their regions: the directory is of members', async () => {
    const world = await searcher();
    alumnus(world, { name: '관리자', role: 'admin', privacy: PRIVACY.all });
    alumnus(world, { name: '동문', address: HAEUNDAE_48058, privacy: PRIVACY.all });
    const page = await world.myInfoApi.searchAlumni(ALL);
    expect(page.items.map((card) => card.name)).toEqual(['동문']);
    expect(await world.myInfoApi.alumniRegions()).toEqual([
      { city: '2600000000', sido: '부산', districts: [{ sgg: '2635000000', sigungu: '해운대구' }] },
    ]);
  });

  it('names regions and cards from the codes, never from a member’s own text', async () => {
    const world = await searcher();
    alumnus(world, {
      name: '동문',
      address: { ...HAEUNDAE_48058, sido: '부산 (공지: 회비 계좌 변경)', sigungu: '해운대구 ☎' },
      privacy: PRIVACY.all,
    });
    expect((await world.myInfoApi.searchAlumni(ALL)).items[0]?.region).toBe('부산 해운대구');
    expect(await world.myInfoApi.alumniRegions()).toEqual([
      { city: '2600000000', sido: '부산', districts: [{ sgg: '2635000000', sigungu: '해운대구' }] },
    ]);
  });

  it('pages the sorted result and reports page, size and the total of all matches', async () => {
    const world = await searcher();
    for (const name of ['가가', '나나', '다다', '라라', '마마']) alumnus(world, { name });
    const second = await world.myInfoApi.searchAlumni({ page: 2, size: 2 });
    expect(second).toEqual({
      items: [expect.objectContaining({ name: '다다' }), expect.objectContaining({ name: '라라' })],
      page: 2,
      size: 2,
      total: 5,
    });
    const last = await world.myInfoApi.searchAlumni({ page: 3, size: 2 });
    expect(last.items.map((card) => card.name)).toEqual(['마마']);
    const beyond = await world.myInfoApi.searchAlumni({ page: 9, size: 2 });
    expect(beyond).toEqual({ items: [], page: 9, size: 2, total: 5 });
  });

  it('refuses a page or page size out of the contract’s range, as the server does', async () => {
    const world = await searcher();
    alumnus(world, { name: '가가' });
    for (const [request, message] of [
      [{ page: 0, size: 10 }, '페이지의 값이 허용 범위를 벗어났습니다.'],
      [{ page: 1, size: -5 }, '페이지 크기의 값이 허용 범위를 벗어났습니다.'],
      [{ page: 1, size: 51 }, '페이지 크기의 값이 허용 범위를 벗어났습니다.'],
      [{ page: 1.5, size: 10 }, '페이지의 형식이 올바르지 않습니다.'],
    ] as const) {
      await expect(world.myInfoApi.searchAlumni(request)).rejects.toMatchObject({
        status: 400,
        code: REFUSAL_CODES.invalidInput,
        message,
      });
    }
  });
});
