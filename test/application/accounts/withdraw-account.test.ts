import { describe, expect, it } from 'vitest';
import { WithdrawAccount } from '../../../src/application/accounts';
import { isRefusal } from '../../../src/application/shared/errors/refusal-codes';
import { addMember, fakeWorld, MEMBER_PASSWORD, signInAs } from '../../support/fake-world';

function closings() {
  const closed: string[] = [];
  return { closed, session: { accountClosed: () => closed.push('closed') } };
}

describe('WithdrawAccount', () => {
  it('withdraws on the server and only then forgets the session, once', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'leaving1' });
    await signInAs(world, 'leaving1');
    const { closed, session } = closings();
    await new WithdrawAccount(world.authApi).execute(
      { password: MEMBER_PASSWORD, reason: '개인 사정' },
      session,
    );
    expect(closed).toEqual(['closed']);
    await expect(
      world.authApi.signIn({ userId: 'leaving1', password: MEMBER_PASSWORD }),
    ).rejects.toThrow('아이디 또는 비밀번호가 올바르지 않습니다.');
  });

  it('keeps the member signed in when the password is wrong, and passes the refusal on', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'staying1' });
    await signInAs(world, 'staying1');
    const { closed, session } = closings();
    const refusal = await new WithdrawAccount(world.authApi)
      .execute({ password: 'Wrong!pass2026', reason: '개인 사정' }, session)
      .catch((error: unknown) => error);
    expect(isRefusal(refusal, 'wrongPassword')).toBe(true);
    expect(closed).toEqual([]);
    expect(world.backend.accounts.get('staying1')?.profile.status).toBe('approved');
  });
});
