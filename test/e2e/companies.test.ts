import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparentPng } from '../server/support/photos';
import {
  openSite,
  screenshot,
  type Site,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
} from './support/site';

/**
 * Issue 13's 동문 기업 홍보 in Chromium against the real server: a member registers their
 * company with a logo; it is not public until an administrator approves it in the console; then
 * a visitor finds it by field and by a word. axe on each page; at 360 px nothing scrolls sideways.
 */

let site: Site;
const COMPANY = '한빛정밀';

beforeAll(async () => {
  site = await openSite();
});

afterAll(async () => {
  await site?.close();
});

describe('issue 13: company listings in Chromium', () => {
  it('a member’s listing goes live only after the office approves it', async () => {
    const member = await site.approvedMember();
    const owner = await site.signedInPage(member.userId, { width: 360, height: 780 });
    await owner.goto('/alumni/pr/mine');
    await owner.getByRole('button', { name: '새 기업 등록' }).click();
    await owner.getByLabel(/^회사 이름/u).fill(COMPANY);
    await owner.getByLabel('업종').selectOption({ label: '제조·산업' });
    await owner.getByLabel(/^회사 소개/u).fill('자동차 엔진 부품을 정밀 가공하는 회사입니다.');
    await owner.getByLabel('전화번호').fill('031-492-1234');
    await owner.getByLabel('홈페이지').fill('hanbit-precision.example.com');
    await owner.getByLabel('로고 올리기').setInputFiles({
      name: '로고.png',
      mimeType: 'image/png',
      buffer: await transparentPng(),
    });
    await owner.getByAltText('올린 로고').waitFor();
    await expectNoSeriousAxeViolations(owner);
    await expectNoSidewaysScroll(owner);
    await owner.getByRole('button', { name: '등록 신청' }).click();
    await owner.getByRole('list', { name: '내가 등록한 기업' }).getByText('승인 대기').waitFor();
    await screenshot(owner, 'company-pending-360');

    const visitor = await site.newPage({ width: 360, height: 780 });
    await visitor.goto('/alumni/pr');
    await visitor.getByText('아직 게시된 동문 기업이 없습니다.').waitFor();

    const office = await site.officePage();
    await office.goto('/admin/companies');
    const queue = office.getByRole('list', { name: '승인 대기 기업' });
    await queue.getByRole('heading', { name: COMPANY }).waitFor();
    await expectNoSeriousAxeViolations(office);
    await office.getByRole('button', { name: `승인: ${COMPANY}` }).click();
    await office.getByText('해당하는 기업이 없습니다.').waitFor();

    await visitor.goto('/alumni/pr?category=manufacturing&query=%EC%97%94%EC%A7%84');
    const list = visitor.getByRole('list', { name: '동문 기업' });
    await list.getByRole('heading', { name: COMPANY }).waitFor();
    await expect.poll(() => list.getByRole('img', { name: `${COMPANY} 로고` }).count()).toBe(1);
    await expectNoSeriousAxeViolations(visitor);
    await expectNoSidewaysScroll(visitor);
    await screenshot(visitor, 'companies-360');
  });
});
