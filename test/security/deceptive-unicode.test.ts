import { beforeEach, describe, expect, it } from 'vitest';
import type { AlumniPageData } from '../../src/contract/directory';
import type { MemberProfileData } from '../../src/contract/shared/member-schemas';
import { expectRefusal, expectSuccess } from '../server/support/auth-helpers';
import {
  as,
  registerMember,
  signedInMember,
  signIn,
  type SignedInMember,
  updateMyProfile,
} from '../server/support/members';
import { PRIVACY } from '../support/privacy';
import { dialects, sqliteOnly } from '../server/support/test-server';
import { signedInOffice } from '../server/support/office';
import { cameraJpeg } from '../server/support/photos';
import { PNG, upload } from '../server/support/uploads';
import { useTestServer } from '../server/support/use-test-server';

const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

/**
 * Text that others read must be text as it looks: no control characters, no bidirectional
 * overrides that reorder what is shown, no zero-width characters, no lone surrogates (which
 * SQLite stored as invalid UTF-8). Every string of every request is checked by one domain rule
 * (src/domain/shared/text/free-text.ts), and the refusal names the field.
 */
describe.each(dialects())('deceptive and invalid Unicode in what others read (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let member: SignedInMember;
  let reader: SignedInMember;
  beforeEach(async () => {
    member = await signedInMember(server, { userId: 'writer01', name: '김민수' });
    reader = await signedInMember(server, { userId: 'reader01', name: '이서연' });
    expectSuccess(await updateMyProfile(server, member, { privacy: PRIVACY.all }));
  });

  async function profileOf(who: SignedInMember): Promise<MemberProfileData> {
    return expectSuccess(await server.call<MemberProfileData>('getMyInfo', as(who)));
  }

  async function directoryCards() {
    return expectSuccess(
      await server.call<AlumniPageData>('searchAlumni', { ...as(reader), query: { size: '50' } }),
    ).items;
  }

  it.each([
    ['name', `김민수${RIGHT_TO_LEFT_OVERRIDE}`, '이름'],
    ['company', `한빛${RIGHT_TO_LEFT_OVERRIDE}gnp.exe`, '직장'],
    ['company', `한빛전자${LONE_SURROGATE}`, '직장'],
    ['company', `한빛\u200B전자`, '직장'],
    ['course', `자연계${NUL}`, '계열·학과'],
    ['jobTitle', `\u2066과장\u2069`, '직위'],
    ['jobTitle', `과장\uFEFF`, '직위'],
    ['jobTitle', `과장\u0085`, '직위'],
  ] as const)(
    'refuses %s %j at my info: 400, the field named, nothing changed',
    async (field, value, label) => {
      const before = await profileOf(member);
      const refused = await updateMyProfile(server, member, { [field]: value });
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toBe(`${label}에 쓸 수 없는 문자가 들어 있습니다.`);
      expect(await profileOf(member)).toEqual(before);
      expect(JSON.stringify(await directoryCards())).not.toContain(value);
    },
  );

  it.each([
    ['addr', `서울 강남구 테헤란로 152${NUL}`, '주소'],
    ['daddr', `12층\u200F`, '상세주소'],
    ['daddr', `${LONE_SURROGATE}`, '상세주소'],
  ] as const)(
    'refuses address %s %j: 400, the field named, nothing changed',
    async (field, value, label) => {
      const before = await profileOf(member);
      if (!before.address) throw new Error('The member signed up with an address');
      const address = { ...before.address, [field]: value };
      const refused = await updateMyProfile(server, member, { address });
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toBe(`${label}에 쓸 수 없는 문자가 들어 있습니다.`);
      expect(await profileOf(member)).toEqual(before);
    },
  );

  it('refuses them at sign-up too, and creates no account', async () => {
    for (const [overrides, label] of [
      [{ userId: 'signup01', company: `한빛${RIGHT_TO_LEFT_OVERRIDE}전자` }, '직장'],
      [{ userId: 'signup02', course: `자연계${LONE_SURROGATE}` }, '계열·학과'],
    ] as const) {
      await expect(registerMember(server, overrides)).rejects.toThrow(
        `"message":"${label}에 쓸 수 없는 문자가 들어 있습니다."`,
      );
      const row = await server.runtime.database.db
        .selectFrom('accounts')
        .select('user_id')
        .where('user_id', '=', overrides.userId)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    }
  });

  it('stores accepted text in composed form (NFC): one text, one spelling', async () => {
    const decomposed = '\u1112\u1161\u11AB\u1107\u1175\u11BE\uC804\uC790'; // 한빛 as jamo, 전자
    expectSuccess(await updateMyProfile(server, member, { company: decomposed }));
    expect((await profileOf(member)).company).toBe('한빛전자');
    expect((await directoryCards()).map((card) => card.company)).toContain('한빛전자');
  });

  it('refuses a NUL or an override in the access-log path a visitor sends; no row written', async () => {
    const count = async () =>
      Number(
        (
          await server.runtime.database.db
            .selectFrom('access_logs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const menuPath of [
      `/intro${NUL}`,
      `/intro${RIGHT_TO_LEFT_OVERRIDE}`,
      `/intro${LONE_SURROGATE}`,
    ]) {
      const refused = await server.call('recordMenuAccess', {
        body: { menuPath, accessDt: '2026-11-22 10:00:00' },
      });
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toBe('메뉴 경로에 쓸 수 없는 문자가 들어 있습니다.');
    }
    expect(await count()).toBe(before);
  });

  it('refuses an override in a directory query string', async () => {
    const refused = await server.call('searchAlumni', {
      ...as(reader),
      query: { name: `김${RIGHT_TO_LEFT_OVERRIDE}` },
    });
    expectRefusal(refused, 'invalidInput');
    expect(refused.body.message).toBe('이름에 쓸 수 없는 문자가 들어 있습니다.');
  });

  it('refuses controls in a withdrawal reason but takes line breaks there', async () => {
    const refused = await server.call('withdraw', {
      ...as(member),
      body: { password: member.password, reason: `이사${RIGHT_TO_LEFT_OVERRIDE}` },
    });
    expectRefusal(refused, 'invalidInput');
    expect(refused.body.message).toBe('사유에 쓸 수 없는 문자가 들어 있습니다.');
    expect((await profileOf(member)).userId).toBe(member.userId);

    expectSuccess(
      await server.call('withdraw', {
        ...as(member),
        body: { password: member.password, reason: '기타: 해외 이주\r\n연락처가 바뀌었습니다.' },
      }),
    );
  });

  it('refuses controls in an administrator’s rejection reason; the member stays pending', async () => {
    const credentials = {
      userId: 'office2026',
      password: 'Office!2026admin',
      name: '사무국',
      email: 'office@example.com',
    };
    await server.runtime.services.administration.createAdministrator(credentials);
    const admin = await signIn(server, credentials);
    const pending = await registerMember(server, { userId: 'newbie2028' });
    const refused = await server.call('rejectMember', {
      ...as(admin),
      params: { userId: pending.userId },
      body: { reason: `기수 확인 불가${NUL}` },
    });
    expectRefusal(refused, 'invalidInput');
    expect(refused.body.message).toBe('사유에 쓸 수 없는 문자가 들어 있습니다.');
    const row = await server.runtime.database.db
      .selectFrom('accounts')
      .select(['status', 'status_reason'])
      .where('user_id', '=', pending.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', status_reason: null });
  });

  it('does not hold passwords to the free-text rule: a wrong one is just wrong', async () => {
    const result = await server.call('signIn', {
      body: { userId: member.userId, password: `${member.password}\u200B` },
    });
    expect(result.body.data).toBeNull();
    expect(result.body.message).not.toMatch(/쓸 수 없는 문자/u);
  });
});

/** Issue 27: what the first rule missed, and the file names and web addresses it never saw. */
const LINE_SEPARATOR = '\u2028';
const PARAGRAPH_SEPARATOR = '\u2029';
const HANGUL_FILLER = '\u3164';
const TAGGED = [...'hidden']
  .map((letter) => String.fromCodePoint(0xe0000 + letter.charCodeAt(0)))
  .join('');
const ZALGO = `공지${'\u0316'.repeat(100)}`;

describe.each(sqliteOnly())('deceptive Unicode the first rule missed (%s)', (dialect) => {
  const server = useTestServer(dialect, {
    seed: async () => {
      office = await signedInOffice(server);
      member = await signedInMember(server, { userId: 'uploader1' });
    },
  });
  let office: SignedInMember;
  let member: SignedInMember;

  const rows = async (table: 'attached_files' | 'notices' | 'companies' | 'site_images') =>
    Number(
      (
        await server.runtime.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['a line separator', `정기총회${LINE_SEPARATOR}안내`],
    ['a paragraph separator', `정기총회${PARAGRAPH_SEPARATOR}`],
    ['tag characters', `정기총회${TAGGED}`],
    ['a Hangul filler (a blank title)', HANGUL_FILLER],
    ['100 combining marks', ZALGO],
  ])('refuses a notice title with %s: 400, 제목 named, nothing written', async (_what, title) => {
    const refused = await server.call('createNotice', {
      ...as(office),
      body: {
        title,
        bodyHtml: '<p>본문</p>',
        pinned: false,
        published: true,
        attachmentsMstId: null,
      },
    });
    expectRefusal(refused, 'invalidInput');
    expect(refused.body.message).toBe('제목에 쓸 수 없는 문자가 들어 있습니다.');
    expect(await rows('notices')).toBe(0);
  });

  it.each([
    ['a right-to-left override', `사진${RIGHT_TO_LEFT_OVERRIDE}gpj.exe.png`],
    ['a zero-width space', `회칙\u200B.png`],
    ['a line separator', `회칙${LINE_SEPARATOR}.png`],
    ['tag characters', `회칙${TAGGED}.png`],
    ['a Hangul filler', `${HANGUL_FILLER}.png`],
  ])('refuses an attachment named with %s: 400, nothing stored', async (_what, fileName) => {
    const refused = await upload(server, { member, fileName, bytes: PNG });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      '파일 이름에 쓸 수 없는 문자가 들어 있습니다. 파일 이름을 바꾸어 다시 올려 주세요.',
    );
    expect(await rows('attached_files')).toBe(0);
  });

  it('refuses an album photo and a company logo named with an override: 400, nothing stored', async () => {
    const photo = await cameraJpeg(400, 300);
    const fileName = `교정${RIGHT_TO_LEFT_OVERRIDE}gpj.exe.jpg`;
    for (const [call, who] of [
      ['/api/admin/images', office],
      ['/api/user/companies/logos', member],
    ] as const) {
      const refused = await upload(server, {
        call,
        member: who,
        fileName,
        bytes: photo,
        mimeType: 'image/jpeg',
      });
      expect(refused.status, call).toBe(400);
      expect(refused.body.message).toMatch(/^파일 이름에 쓸 수 없는 문자가 들어 있습니다/u);
    }
    expect(await rows('site_images')).toBe(0);
    expect(await rows('attached_files')).toBe(0);
  });

  const company = (website: string) => ({
    ...as(member),
    body: {
      name: '한빛상사',
      category: 'it',
      summary: '소프트웨어를 만듭니다.',
      phone: '',
      website,
      address: '',
      logoImageId: null,
    },
  });

  it.each([
    ['a port out of range', 'https://hanbit.kr:99999/'],
    ['a user name', 'https://admin:pw@hanbit.kr/'],
    ['loopback', 'http://127.0.0.1:8080/'],
    ['loopback written as a number', 'http://2130706433/'],
    ['localhost', 'http://localhost/'],
    ['a private network', 'http://192.168.0.1/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/'],
  ])('refuses a company website with %s in Korean, nothing stored', async (_what, website) => {
    const refused = await server.call('createCompany', company(website));
    expectRefusal(refused, 'invalidInput');
    expect(refused.body.message).toMatch(/^홈페이지 주소(가|에는) /u);
    expect(await rows('companies')).toBe(0);
  });

  it('stores a company website in normal form: the host in ASCII, full-width letters mapped', async () => {
    for (const [website, stored] of [
      ['https://ｈａｎｂｉｔ．ｋｒ/회사', 'https://hanbit.kr/%ED%9A%8C%EC%82%AC'],
      ['한빛.kr', 'https://xn--xx3br43b.kr'],
    ] as const) {
      const created = expectSuccess(
        await server.call<{ companyId: string }>('createCompany', company(website)),
      );
      const row = await server.runtime.database.db
        .selectFrom('companies')
        .select('website')
        .where('id', '=', created.companyId)
        .executeTakeFirstOrThrow();
      expect(row.website).toBe(stored);
    }
  });
});
