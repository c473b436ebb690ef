import { describe, expect, it } from 'vitest';
import { expectSuccess, HANGUL } from '../../../support/auth-helpers';
import { registerMember, signedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

interface IdAvailability {
  available: boolean;
  message: string;
}

describe.each(dialects())('checkId (%s)', (dialect) => {
  const server = useTestServer(dialect);

  async function checkId(id: string): Promise<IdAvailability> {
    return expectSuccess(await server.call<IdAvailability>('checkId', { query: { id } }));
  }

  it('says a well-formed, unused id is available, in Korean', async () => {
    const answer = await checkId('newcomer2026');
    expect(answer).toEqual({ available: true, message: '사용할 수 있는 아이디입니다.' });
  });

  it.each([
    ['', '아이디를 입력해 주세요.'],
    ['abc', '아이디는 4~20자로 입력해 주세요.'],
    ['a'.repeat(21), '아이디는 4~20자로 입력해 주세요.'],
    ['1stmember', '아이디는 영문자로 시작해야 합니다.'],
    ['hong-gildong', '아이디는 영문 소문자, 숫자, 밑줄(_)만 사용할 수 있습니다.'],
    ['홍길동님', '아이디는 영문자로 시작해야 합니다.'],
  ])('refuses the malformed id %j with the rule it broke', async (id, message) => {
    const answer = await checkId(id);
    expect(answer).toEqual({ available: false, message });
  });

  it.each(['admin', 'Administrator', 'root', 'webmaster', 'alumni'])(
    'refuses the reserved id %j',
    async (id) => {
      const answer = await checkId(id);
      expect(answer.available).toBe(false);
      expect(answer.message).toBe('사용할 수 없는 아이디입니다. 다른 아이디를 입력해 주세요.');
    },
  );

  it('refuses an id a member already has', async () => {
    const member = await registerMember(server, { userId: 'takenid' });
    const answer = await checkId(member.userId);
    expect(answer).toEqual({ available: false, message: '이미 사용 중인 아이디입니다.' });
  });

  it('folds uppercase: an id in capitals is the lowercase id, and is taken when that is', async () => {
    expect((await checkId('HongGilDong')).available).toBe(true);
    const signUp = await registerMember(server, { userId: 'HongGilDong' });
    expect(signUp.userId).toBe('HongGilDong');
    const stored = await server.runtime.ports.store.accounts.find('honggildong');
    expect(stored?.userId).toBe('honggildong');

    for (const id of ['honggildong', 'HONGGILDONG', 'hongGildong']) {
      const answer = await checkId(id);
      expect(answer.available, id).toBe(false);
      expect(answer.message).toMatch(HANGUL);
    }
  });

  it('never gives a withdrawn member’s id out again', async () => {
    const member = await signedInMember(server, { userId: 'leavingsoon' });
    const withdrawn = await server.call('withdraw', {
      token: member.accessToken,
      userId: member.userId,
      body: { password: member.password, reason: '이사' },
    });
    expectSuccess(withdrawn);

    const answer = await checkId('leavingsoon');
    expect(answer).toEqual({ available: false, message: '이미 사용 중인 아이디입니다.' });
    expect((await checkId('LeavingSoon')).available).toBe(false);
  });
});
