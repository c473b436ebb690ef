import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../src/contract/shared/error-codes';
import { registerMember } from '../server/support/members';
import { timeStep, totpCodeOfStep } from '../server/support/second-factor';
import {
  OFFICE_ADMINISTRATOR,
  openSite,
  screenshot,
  type Site,
  expectNoSeriousAxeViolations,
} from './support/site';

/**
 * Issue 12 in Chromium against the real server (SQLite): an administrator made by the command
 * line enrols an authenticator app at the first sign-in (the test computes the codes from the
 * secret the page shows, as the app would), then works the console: approves and rejects
 * applicants, locks a member, and finds it all in the audit log and the access records. The
 * queue again at 360 px. axe on every console page.
 */

let site: Site;

/** What the test knows of the administrator's app: its secret and the last step it used. */
const app = { secret: '', lastStep: 0 };

beforeAll(async () => {
  site = await openSite();
  await site.createAdministrator(OFFICE_ADMINISTRATOR.userId, OFFICE_ADMINISTRATOR.password);
});

afterAll(async () => {
  await site?.close();
});

async function typePassword(page: Page, userId: string, password: string) {
  await page.getByLabel('아이디', { exact: true }).fill(userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/**
 * The app's code for a time step not used yet: the server takes each step once, so a sign-in
 * within the same 30 seconds as the last waits for the next step (the server's clock is moved
 * on, as waiting would).
 */
function nextCode(): string {
  while (timeStep(site.server.clock.now()) <= app.lastStep) site.server.clock.advance(30_000);
  app.lastStep = timeStep(site.server.clock.now());
  return totpCodeOfStep(app.secret, app.lastStep);
}

/** Signs the enrolled administrator in on a page: password, then the app's code. */
async function signInAsAdministrator(page: Page, path = '/admin') {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/auth/signin');
  await typePassword(page, OFFICE_ADMINISTRATOR.userId, OFFICE_ADMINISTRATOR.password);
  await page.getByLabel('인증 코드', { exact: true }).fill(nextCode());
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** The page has no horizontal scroll (360 px). */
async function fitsTheWidth(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

describe('issue 12: the office’s console in Chromium', () => {
  it('enrols the authenticator app at the first sign-in, then shows the console; a second sign-in asks for the code', async () => {
    const page = await site.newPage();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    await typePassword(page, OFFICE_ADMINISTRATOR.userId, OFFICE_ADMINISTRATOR.password);

    await page.getByRole('heading', { level: 1, name: '관리자 추가 인증' }).waitFor();
    const enrolment = page.getByRole('region', { name: '인증 앱 등록' });
    await enrolment.getByRole('img', { name: /인증 앱 등록용 QR 코드/u }).waitFor();
    app.secret = (await enrolment.locator('code').innerText()).replace(/\s+/gu, '');
    expect(app.secret).toMatch(/^[A-Z2-7]{16,}$/u);
    expect(await page.evaluate(() => localStorage.getItem('tokens'))).toBeNull();
    await expectNoSeriousAxeViolations(page);

    // A wrong code first: the server's message, the step stays.
    await page.getByLabel('인증 앱에 표시된 6자리 코드').fill('000000');
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toContain('인증 코드가 올바르지 않습니다');
    await page.getByLabel('인증 앱에 표시된 6자리 코드').fill(nextCode());
    await page.getByRole('button', { name: '확인', exact: true }).click();

    const codes = page.getByRole('region', { name: '복구 코드' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('복구 코드를 안전한 곳에 보관했습니다').check();
    await page.getByRole('button', { name: '로그인 계속하기' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: '관리자 홈' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    // Signed out, the next sign-in asks for the app's code (no enrolment again).
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await signInAsAdministrator(page);
    await page.getByRole('heading', { level: 1, name: '관리자 홈' }).waitFor();
  });

  it('approves one applicant (who then signs in) and rejects another (mailed the reason); both are in the audit log and the access records', async () => {
    const approved = await registerMember(site.server, { name: '김승인' });
    const rejected = await registerMember(site.server, { name: '박거절' });
    const page = await site.newPage();
    await signInAsAdministrator(page, '/admin/members');
    await page.getByRole('heading', { level: 1, name: '회원 관리' }).waitFor();
    await page.getByRole('button', { name: '김승인 승인' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: '김승인 승인' }).click();
    await page.getByRole('button', { name: '김승인 승인' }).waitFor({ state: 'detached' });
    const signedIn = await site.server.call<{ accessToken: string } | null>('signIn', {
      body: { userId: approved.userId, password: approved.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.accessToken).toBeTruthy();

    await page.getByRole('button', { name: '박거절 거절' }).click();
    await page
      .getByLabel('박거절님의 가입 신청을 거절하는 사유')
      .fill('졸업생 명부에서 확인되지 않습니다.');
    await page.getByRole('button', { name: '거절하기' }).click();
    await page.getByRole('button', { name: '박거절 거절' }).waitFor({ state: 'detached' });
    const resultMail = () =>
      site.server
        .mails()
        .find((sent) => sent.to === rejected.email && /신청 결과/u.test(sent.subject));
    await expect
      .poll(() => resultMail()?.text ?? '')
      .toContain('졸업생 명부에서 확인되지 않습니다.');
    const refused = await site.server.call('signIn', {
      body: { userId: rejected.userId, password: rejected.password },
    });
    expect(refused.body.code).toBe(API_ERRORS.accountRejected.code);

    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: '감사 기록' }).waitFor();
    const audit = page.getByRole('table');
    await audit
      .getByRole('row', { name: new RegExp(`가입 승인.*${approved.userId}`, 'u') })
      .waitFor();
    await audit
      .getByRole('row', { name: new RegExp(`가입 거절.*${rejected.userId}`, 'u') })
      .waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/admin/access-records');
    await page.getByRole('heading', { level: 1, name: '개인정보 접속기록' }).waitFor();
    const records = page.getByRole('table');
    await records
      .getByRole('row', { name: new RegExp(`${approved.userId}.*조회`, 'u') })
      .first()
      .waitFor();
    await records
      .getByRole('row', { name: new RegExp(`${rejected.userId}.*수정`, 'u') })
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/admin/statistics');
    await page.getByRole('heading', { level: 1, name: '메뉴 접속 통계' }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('finds a member, locks them (who then cannot sign in), and finds the lock in the audit log and the view in the access records', async () => {
    const member = await site.approvedMember();
    const page = await site.newPage();
    await signInAsAdministrator(page, '/admin/members/search');
    await page.getByRole('heading', { level: 1, name: '회원 검색' }).waitFor();
    await page.getByLabel('이름·초성·아이디').fill(member.userId);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(`\\(${member.userId}\\)`, 'u') }).click();
    await page.getByRole('heading', { level: 1, name: '회원 상세' }).waitFor();
    await page.getByRole('heading', { level: 2, name: new RegExp(member.userId, 'u') }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: '이용 정지', exact: true }).click();
    await page.getByLabel('이용 정지 사유').fill('회칙 위반 신고 확인');
    await page.getByRole('button', { name: '정지하기' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: '이용을 정지했습니다' }).count())
      .toBe(1);
    await page.getByRole('button', { name: '정지 해제', exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);

    // The member, in a browser of their own, is told to contact the office.
    const theirs = await site.newPage();
    await theirs.goto('/auth/signin');
    await typePassword(theirs, member.userId, member.password);
    await expect
      .poll(() => theirs.getByRole('alert').innerText())
      .toContain('사무국에서 이용을 정지한 계정입니다');
    expect(await theirs.evaluate(() => localStorage.getItem('tokens'))).toBeNull();

    await page.goto('/admin/audit');
    await page
      .getByRole('table')
      .getByRole('row', { name: new RegExp(`이용 정지.*${member.userId}`, 'u') })
      .waitFor();
    await page.goto('/admin/access-records');
    await page
      .getByRole('table')
      .getByRole('row', { name: new RegExp(`${member.userId}.*조회`, 'u') })
      .first()
      .waitFor();
    await page.goto('/admin/members/search');
    await expectNoSeriousAxeViolations(page);
  });

  it('works the approval queue at 360 px: no sideways scrolling, approve from a card', async () => {
    await registerMember(site.server, { name: '최모바' });
    const page = await site.newPage({ width: 360, height: 740 });
    await signInAsAdministrator(page, '/admin/members');
    await page.getByRole('button', { name: '최모바 승인' }).waitFor();
    expect(await fitsTheWidth(page)).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'admin-queue-360');
    await page.getByRole('button', { name: '최모바 승인' }).click();
    await page.getByRole('button', { name: '최모바 승인' }).waitFor({ state: 'detached' });
  });
});
