import { describe, expect, it } from 'vitest';
import type { SignUpRequest } from '../../../src/application/accounts/auth-api';
import { fakeWorld, lastCodeMailedTo, addMember, signInAs } from '../../support/fake-world';
import { aSignUpRequest, anUpdateOf } from '../../support/members';
import { GANGNAM_06236 } from '../../support/addresses';

/**
 * The fake backend checks a member's profile with the server's own rule
 * (domain/shared/member/profile-fields.ts): it once stored any graduation year and class, and
 * addresses whose codes disagreed, which the server refuses.
 */
describe('the fake backend’s profile rule', () => {
  async function signUp(overrides: Partial<SignUpRequest>) {
    const world = fakeWorld();
    const request = aSignUpRequest({
      userId: 'newbie01',
      email: 'newbie@example.com',
      ...overrides,
    });
    await world.authApi.sendAuthMail({ email: request.email, purpose: 'signUp' });
    const code = lastCodeMailedTo(world, request.email);
    return world.authApi.signUp({ ...request, emailAuthCode: code });
  }

  it.each([
    [
      { birthDate: '1985-03-15', graduationYear: 1990 },
      '졸업 연도가 생년월일과 맞지 않습니다. 다시 확인해 주세요.',
    ],
    [{ graduationYear: 2090 }, '졸업 연도를 정확히 입력해 주세요.'],
    [{ classNumber: 301 }, '기수를 정확히 입력해 주세요.'],
    [{ address: { ...GANGNAM_06236, city: '2600000000' } }, '주소를 다시 검색해 주세요.'],
  ])('refuses a sign-up the server refuses: %o', async (change, message) => {
    await expect(signUp(change)).rejects.toMatchObject({ name: 'ApiError', status: 400, message });
  });

  it('refuses the same on my info, and changes nothing', async () => {
    const world = fakeWorld();
    const profile = addMember(world, { userId: 'hong123' });
    await signInAs(world, 'hong123');
    await expect(
      world.myInfoApi.updateMyInfo({ ...anUpdateOf(profile), graduationYear: 1985 }),
    ).rejects.toMatchObject({
      status: 400,
      message: '졸업 연도가 생년월일과 맞지 않습니다. 다시 확인해 주세요.',
    });
    expect(await world.myInfoApi.getMyInfo()).toEqual(profile);
  });
});
