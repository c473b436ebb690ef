import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERAL_FUND_ID } from '../../../src/domain/donations/donation';
import { aDonation, donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** Three members of 1990 and one of 1991 gave; two of them agreed to be named. */
async function recordedWorld() {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  await signInAs(world, 'office1');
  const office = world.officeDonationApi;
  const people = [
    { userId: 'haneul01', name: '하늘', year: 1990, named: true, amount: 120_000_000 },
    { userId: 'bada0001', name: '가람', year: 1990, named: true, amount: 2_000_000 },
    { userId: 'sori0001', name: '소리', year: 1990, named: false, amount: 60_000_000 },
    { userId: 'nuri0001', name: '누리', year: 1991, named: false, amount: 500_000 },
  ];
  for (const person of people) {
    const member = addMember(world, { userId: person.userId, name: person.name });
    const donor = await office.createDonor(
      donorDraftFor(member, { graduationYear: person.year, namedInHallOfFame: person.named }),
    );
    await office.recordDonation(donor, { ...aDonation(), amount: person.amount });
  }
  await office.recordScholarship({
    year: 2025,
    fundId: GENERAL_FUND_ID,
    students: 12,
    amount: 24_000_000,
    note: '',
  });
  await office.saveDonationDisclosure(2025, {
    uses: [{ purpose: '장학금 수여식 행사비', amount: 3_000_000 }],
    atchFileMstId: null,
  });
  world.tokenStore.clearTokens();
  return world;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the public donation pages (issue 14 item 3)', () => {
  it('기부 현황: each chart’s figures as a table, in Korean units, small classes put together', async () => {
    renderApp({ path: '/contribution/statistics', world: await recordedWorld() });
    const byYear = await screen.findByRole('table', { name: '연도별 모금액' });
    expect(within(byYear).getByRole('row', { name: /2025년/u })).toHaveTextContent(
      '2025년1억 8,250만원4건4명',
    );
    expect(screen.getByRole('img', { name: /^연도별 모금액 막대그래프/u })).toBeInTheDocument();
    const byClass = screen.getByRole('table', { name: '졸업 연도별 모금액' });
    expect(
      within(byClass)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1990년 졸업1억 8,200만원3명', '그 밖의 졸업 연도50만원1명']);
    expect(screen.getByRole('table', { name: '장학금 지급 실적' })).toHaveTextContent(
      '2025년2,400만원12명',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('기부 현황 at 360 px: a table wider than the screen says it scrolls sideways (issue 29 item 13)', async () => {
    // jsdom lays nothing out: the tables' frames measure as a phone's would, 328 px wide.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('sideways-scroll') ? 328 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('sideways-scroll') ? 520 : 0;
    });
    renderApp({ path: '/contribution/statistics', world: await recordedWorld() });
    const frame = await screen.findByRole('region', { name: '기금별 모금액 표' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toHaveAccessibleDescription(
      '표가 화면보다 넓습니다. 옆으로 밀어 나머지 열을 보세요.',
    );
    expect(within(frame).getByRole('table', { name: '기금별 모금액' })).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('기부 현황 on a wide screen: no hint where every column shows', async () => {
    renderApp({ path: '/contribution/statistics', world: await recordedWorld() });
    const frame = await screen.findByRole('region', { name: '기금별 모금액 표' });
    expect(frame).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/옆으로 밀어/u)).toBeNull();
  });

  it('명예의 전당: only those who agreed, by tier, without amounts', async () => {
    renderApp({ path: '/contribution/hole', world: await recordedWorld() });
    const top = await screen.findByRole('region', { name: /1억 원 이상/u });
    expect(within(top).getByText('하늘')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /1백만 원 이상/u })).toHaveTextContent('가람');
    expect(screen.queryByText('소리')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/\d만원/u);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('기부금 공개: a year’s collected and used amounts as a table', async () => {
    renderApp({ path: '/contribution/info', world: await recordedWorld() });
    const years = await screen.findByRole('table', { name: '연도별 모금액과 사용액' });
    expect(within(years).getByRole('row', { name: /2025년/u })).toHaveTextContent(
      '2025년1억 8,250만원4명2,700만원',
    );
    const uses = screen.getByRole('table', { name: '2025년 기부금 활용실적' });
    expect(
      within(uses)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '용도금액',
      '장학금 지급 (장학생 12명)2,400만원',
      '장학금 수여식 행사비300만원',
      '사용액 합계2,700만원',
    ]);
    expect(screen.getByText('2025년 보고서는 아직 올리지 않았습니다.')).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
