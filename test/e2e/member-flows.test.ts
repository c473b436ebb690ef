import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignUpBody } from '../../src/contract/accounts';
import type { DirectoryPrivacy } from '../../src/domain/shared/member/directory-privacy';
import { expectRefusal } from '../server/support/auth-helpers';
import { approve, registerMember, signIn, updateMyProfile } from '../server/support/members';
import { PRIVACY } from '../support/privacy';
import { openSite, screenshot, type Site, expectNoSeriousAxeViolations } from './support/site';

/**
 * Issue 5 in Chromium against the real server (SQLite) and the offline postal search: sign-up,
 * approval by the administrators' command, my info, password change, account recovery with the
 * codes read from the server's outbox, withdrawal, and the alumni directory's privacy rules.
 */

let site: Site;

beforeAll(async () => {
  site = await openSite();
});

afterAll(async () => {
  await site?.close();
});

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function signInThroughForm(page: Page, userId: string, password: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('아이디', { exact: true }).fill(userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function signInOutcome(userId: string, password: string) {
  return site.server.call<{ accessToken: string } | null>('signIn', {
    body: { userId, password },
  });
}

/** Chooses an address in the offline postal search's dialog. */
async function chooseAddress(page: Page, query: string, suggestion: RegExp) {
  await page.getByRole('button', { name: '주소 검색' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('도로명, 건물명 또는 지번으로 검색').fill(query);
  await dialog.getByRole('button', { name: suggestion }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

describe('issue 5: member features in Chromium', () => {
  it('signs up, waits for approval, is approved by the admin command, edits my info, changes the password', async () => {
    const page = await site.newPage();
    await page.goto('/auth/signup');
    await page.getByRole('heading', { level: 1, name: '회원가입' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    // The consent step: both required consents, or no way on.
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByRole('alert').filter({ hasText: '필수' }).waitFor();
    await page.getByLabel('모두 동의합니다', { exact: false }).check();
    await page.getByRole('button', { name: '다음' }).click();

    // The form.
    await field(page, 'userId').fill('hanbit_kim');
    await page.getByText('사용할 수 있는 아이디입니다.').waitFor();
    await field(page, 'password').fill('Hanbit!2026first');
    await field(page, 'passwordConfirm').fill('Hanbit!2026first');
    await field(page, 'name').fill('김한빛');
    await field(page, 'birthDate').fill('19850315');
    await field(page, 'email').fill('hanbit.kim@example.com');
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByText('인증번호를 hanbit.kim@example.com 주소로 보냈습니다.').waitFor();
    await field(page, 'emailAuthCode').fill(site.server.lastCodeSentTo('hanbit.kim@example.com'));
    await field(page, 'mobile').fill('01023456789');
    await field(page, 'graduationYear').fill('2004');
    await field(page, 'classNumber').fill('76');
    await field(page, 'course').fill('자연계');
    await chooseAddress(page, '테헤란로', /테헤란로/u);
    await page.getByLabel('상세주소').fill('12층');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'sign-up-form');
    await page.getByRole('button', { name: '가입 신청' }).click();

    await page.getByRole('heading', { name: '가입 신청이 접수되었습니다' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    const pending = await site.server.runtime.ports.store.accounts.find('hanbit_kim');
    expect(pending).toMatchObject({
      status: 'pending',
      name: '김한빛',
      address: { sgg: '1168000000', daddr: '12층' },
    });

    // Pending: sign-in leads to the not-approved page and stores no tokens.
    await signInThroughForm(page, 'hanbit_kim', 'Hanbit!2026first');
    await page.waitForURL((url) => url.pathname === '/auth/not-approved');

    // The administrator approves with `npm run admin -- approve`.
    const printed = await site.adminCommand('approve', 'hanbit_kim');
    expect(printed).toContain('hanbit_kim');

    await signInThroughForm(page, 'hanbit_kim', 'Hanbit!2026first');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();

    // My info: a new address through the postal search.
    await page.getByRole('banner').getByRole('link', { name: '내 정보' }).click();
    await page.getByRole('heading', { level: 1, name: '내 정보' }).waitFor();
    await field(page, 'name').waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'my-info');
    await chooseAddress(page, '해운대', /해운대/u);
    await page.getByLabel('상세주소').fill('101동 1001호');
    await page.getByRole('button', { name: '기본 정보 저장' }).click();
    await expect
      .poll(
        async () =>
          (await site.server.runtime.ports.store.accounts.find('hanbit_kim'))?.address?.sgg,
      )
      .toBe('2635000000');
    const moved = await site.server.runtime.ports.store.accounts.find('hanbit_kim');
    expect(moved?.address).toMatchObject({ daddr: '101동 1001호', city: '2600000000' });

    // Password change: current and new.
    await field(page, 'currentPassword').fill('Hanbit!2026first');
    await field(page, 'newPassword').fill('Hanbit!2026second');
    await field(page, 'newPasswordConfirm').fill('Hanbit!2026second');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect
      .poll(async () => (await signInOutcome('hanbit_kim', 'Hanbit!2026second')).status)
      .toBe(200);

    // Sign out, and back in with the new password only.
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expectRefusal(await signInOutcome('hanbit_kim', 'Hanbit!2026first'), 'wrongCredentials');
    await signInThroughForm(page, 'hanbit_kim', 'Hanbit!2026second');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
  });

  it('finds the id and resets the password with the codes read from the outbox, without telling who exists', async () => {
    const member = await registerMember(site.server, { userId: 'recover_me', name: '이복구' });
    await approve(site.server, member.userId);
    const page = await site.newPage();

    await page.goto('/auth/find/id');
    await page.getByRole('heading', { level: 1, name: '아이디 찾기' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    // A name that does not go with the address: an answer that does not say whether anyone exists.
    await field(page, 'name').fill('홍길동');
    await field(page, 'email').fill(member.email);
    // One code a minute per address: the sign-up code went out a moment ago (server's clock).
    site.server.clock.advance(61_000);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByText(`인증번호를 ${member.email} 주소로 보냈습니다.`).waitFor();
    await field(page, 'code').fill(site.server.lastCodeSentTo(member.email));
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    await page.getByText('가입된 아이디가 있으면', { exact: false }).waitFor();
    expect(await page.getByText('re******me').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: '다른 정보로 다시 찾기' }).click();
    await field(page, 'name').fill('이복구');
    site.server.clock.advance(61_000);
    await page.getByRole('button', { name: /인증번호 (다시 )?받기/u }).click();
    await page.getByText(`인증번호를 ${member.email} 주소로 보냈습니다.`).waitFor();
    await field(page, 'code').fill(site.server.lastCodeSentTo(member.email));
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    await page.getByText('re******me').waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/auth/find/password');
    await page.getByRole('heading', { level: 1, name: '비밀번호 찾기' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await field(page, 'userId').fill(member.userId);
    await field(page, 'name').fill('이복구');
    await field(page, 'email').fill(member.email);
    // And the find-id code above.
    site.server.clock.advance(61_000);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByText(`인증번호를 ${member.email} 주소로 보냈습니다.`).waitFor();
    await field(page, 'code').fill(site.server.lastCodeSentTo(member.email));
    await page.getByRole('button', { name: '다음', exact: true }).click();
    await field(page, 'newPassword').fill('Hanbit!2026reset');
    await field(page, 'confirmation').fill('Hanbit!2026reset');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await page.getByRole('link', { name: '로그인하러 가기' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await signInThroughForm(page, member.userId, 'Hanbit!2026reset');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();
  });

  it('withdraws: signed out at home with a notice; the id can neither sign in nor be registered again', async () => {
    const member = await registerMember(site.server, { userId: 'leaving_soon' });
    await approve(site.server, member.userId);
    const page = await site.newPage();
    await signInThroughForm(page, member.userId, member.password);
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();

    await page.goto('/auth/withdraw');
    await page.getByRole('heading', { level: 1, name: '회원 탈퇴' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('탈퇴 사유', { exact: false }).selectOption({ index: 1 });
    await field(page, 'password').fill(member.password);
    await page.getByLabel('위 내용을 확인했으며 탈퇴에 동의합니다').check();
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('heading', { name: /정말 탈퇴/u }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: '탈퇴합니다' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('회원 탈퇴가 완료되었습니다', { exact: false }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tokens'))).toBeNull();

    // A withdrawn id answers as a wrong password does, so it does not tell that it existed.
    expectRefusal(await signInOutcome(member.userId, member.password), 'wrongCredentials');
    const taken = await site.server.call<{ available: boolean }>('checkId', {
      query: { id: member.userId },
    });
    expect(taken.body.data.available).toBe(false);
  });

  it('the directory shows only what each member shares, never pending members, and finds by initial consonants', async () => {
    const sharer = await joined(
      { userId: 'shares_all', name: '김민수', classNumber: 80 },
      PRIVACY.all,
    );
    await joined({ userId: 'shares_none', name: '김미숙', classNumber: 80 }, PRIVACY.none);
    await registerMember(site.server, { userId: 'still_pending', name: '김문수', classNumber: 80 });
    const searcher = await joined({ userId: 'the_searcher', name: '박검색' }, PRIVACY.none);

    // A phone's width: the directory must read well at 360 px.
    const page = await site.newPage({ width: 360, height: 780 });
    await signInThroughForm(page, searcher.userId, searcher.password);
    // Signed in: home (the sign-out button is in the drawer at this width).
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/alumni/find?class=80');
    await page.getByRole('heading', { level: 1, name: '동문 찾기' }).waitFor();
    await page.getByText('검색 결과 2명').waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'find-alumni-360');

    const cards = page.getByRole('listitem').filter({ hasText: '80회' });
    const all = cards.filter({ hasText: '김민수' });
    await expect.poll(() => all.textContent()).toContain(sharer.email);
    expect(await all.textContent()).toContain('010-1234-5678');
    expect(await all.textContent()).toContain('한빛전자');
    expect(await all.textContent()).toContain('강남구');
    const none = cards.filter({ hasText: '김미숙' });
    const hidden = (await none.textContent()) ?? '';
    expect(hidden).not.toContain('@example.com');
    expect(hidden).not.toContain('010-');
    expect(hidden).not.toContain('한빛전자');
    expect(hidden).not.toContain('강남구');
    expect(await page.getByText('김문수').count()).toBe(0);

    // Initial consonants: ㄱㅁㅅ is 김민수 and 김미숙 (and 김문수, who is pending) — not 박검색.
    await page.goto('/alumni/find?name=%E3%84%B1%E3%85%81%E3%85%85');
    await page.getByText('검색 결과 2명').waitFor();
    expect(await page.getByText('박검색').count()).toBe(0);
    expect(await page.getByText('김문수').count()).toBe(0);
  });
});

/** Registered, approved, with the given directory choices; answers its credentials. */
async function joined(overrides: Partial<SignUpBody>, privacy: DirectoryPrivacy) {
  const member = await registerMember(site.server, overrides);
  await approve(site.server, member.userId);
  const update = await updateMyProfile(site.server, await signIn(site.server, member), {
    privacy,
  });
  if (update.status !== 200)
    throw new Error(`privacy update failed: ${JSON.stringify(update.body)}`);
  return member;
}
