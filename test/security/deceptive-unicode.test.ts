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
import { dialects } from '../server/support/test-server';
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
      const refused = await server.call('accessMenu', {
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
