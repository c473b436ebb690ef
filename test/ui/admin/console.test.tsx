import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';
import { aDonation, donorDraftFor } from '../../support/donations';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** An administrator signed in, two applicants waiting (the older first) and one member. */
async function officeWorld(): Promise<FakeWorld> {
  const world = fakeWorld();
  addMember(world, {
    userId: 'office1',
    name: '사무국',
    email: 'office@example.com',
    role: 'admin',
  });
  addMember(world, { userId: 'member1', name: '정회원', email: 'member1@example.com' });
  addMember(world, {
    userId: 'apply1',
    name: '김신청',
    email: 'apply1@example.com',
    status: 'pending',
  });
  world.clock.advance(60_000);
  addMember(world, {
    userId: 'apply2',
    name: '이신청',
    email: 'apply2@example.com',
    status: 'pending',
  });
  await signInAs(world, 'office1');
  return world;
}

const statusOf = (world: FakeWorld, userId: string) =>
  world.backend.accounts.get(userId)?.profile.status;

describe("the office's console", () => {
  it('shows an administrator the members by state and the way to the queue', async () => {
    const world = await officeWorld();
    renderApp({ path: '/admin', world });
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 홈' })).toBeVisible();
    const section = await screen.findByRole('region', { name: '회원 현황' });
    const counts = await within(section).findByRole('list');
    expect(within(counts).getByText('승인 대기').textContent).toContain('2명');
    expect(within(counts).getByText('승인').textContent).toContain('2명');
    const weeks = within(section).getByRole('table', { name: '최근 8주 가입 신청' });
    expect(within(weeks).getAllByRole('row').at(-1)?.textContent).toBe('2026.11.16 주4명');
    expect(screen.getByRole('link', { name: '승인 대기 2명 처리하기' })).toHaveAttribute(
      'href',
      '/admin/members',
    );
    const menu = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(within(menu).getByRole('link', { name: '관리자 홈' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('approves an applicant, who is then a member and mailed', async () => {
    const world = await officeWorld();
    const user = userEvent.setup();
    renderApp({ path: '/admin/members', world });
    const queue = await screen.findByRole('region', { name: '가입 승인 대기 2명' });
    const cards = within(
      within(queue).getByRole('list', { name: '가입 승인 대기 목록' }),
    ).getAllByRole('heading', { level: 3 });
    // The oldest application first.
    expect(cards.map((card) => card.textContent)).toEqual(['김신청 (apply1)', '이신청 (apply2)']);
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(queue).getByRole('button', { name: '김신청 승인' }));
    await screen.findByRole('region', { name: '가입 승인 대기 1명' });
    expect(statusOf(world, 'apply1')).toBe('approved');
    expect(world.notifier.notifications.at(-1)).toEqual({
      kind: 'success',
      message: '1명의 가입을 승인했습니다. 안내 메일을 보냈습니다.',
    });
    expect(world.backend.outbox.some((mail) => mail.to === 'apply1@example.com')).toBe(true);
  });

  it('approves the applicants ticked, all at once', async () => {
    const world = await officeWorld();
    const user = userEvent.setup();
    renderApp({ path: '/admin/members', world });
    await screen.findByRole('region', { name: '가입 승인 대기 2명' });
    expect(screen.getByRole('button', { name: '선택한 0명 승인' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '김신청(apply1) 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '이신청(apply2) 선택' }));
    await user.click(screen.getByRole('button', { name: '선택한 2명 승인' }));
    expect(await screen.findByText('승인을 기다리는 가입 신청이 없습니다.')).toBeVisible();
    expect([statusOf(world, 'apply1'), statusOf(world, 'apply2')]).toEqual([
      'approved',
      'approved',
    ]);
  });

  it('turns an application down only with a reason, which is mailed', async () => {
    const world = await officeWorld();
    const user = userEvent.setup();
    renderApp({ path: '/admin/members', world });
    await screen.findByRole('region', { name: '가입 승인 대기 2명' });
    await user.click(screen.getByRole('button', { name: '이신청 거절' }));
    await user.click(screen.getByRole('button', { name: '거절하기' }));
    expect(await screen.findByText('사유를 입력해 주세요.')).toBeVisible();
    expect(statusOf(world, 'apply2')).toBe('pending');
    await user.type(
      screen.getByLabelText('이신청님의 가입 신청을 거절하는 사유'),
      '졸업생 명부에서 확인되지 않습니다.',
    );
    await user.click(screen.getByRole('button', { name: '거절하기' }));
    await screen.findByRole('region', { name: '가입 승인 대기 1명' });
    expect(statusOf(world, 'apply2')).toBe('rejected');
    const mail = world.backend.outbox.find((sent) => sent.to === 'apply2@example.com');
    expect(mail?.text).toContain('졸업생 명부에서 확인되지 않습니다.');
  });

  it('shows the menus’ views per day for the last seven days, as a chart and a table', async () => {
    const world = await officeWorld();
    for (const menuPath of ['/', '/', '/alumni/find']) {
      await world.accessLogApi.recordMenuAccess({ menuPath, accessDt: '2026-11-22 10:00:00' });
    }
    const user = userEvent.setup();
    renderApp({ path: '/admin/statistics', world });
    expect(await screen.findByRole('heading', { level: 1, name: '메뉴 접속 통계' })).toBeVisible();
    // The console's own visit is reported as the page opens: it may be counted too.
    const table = await screen.findByRole('table', { name: /^메뉴별·날짜별 조회 수/u });
    const rows = within(table).getAllByRole('row');
    const rowOf = (name: string) => {
      const row = rows.find((each) => within(each).queryByRole('rowheader')?.textContent === name);
      if (!row) throw new Error(`no row ${name}`);
      return within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    // The most viewed first, by their titles; the total, then a column per day.
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('홈 (/)');
    expect(rowOf('홈 (/)')).toEqual(['2', '0', '0', '0', '0', '0', '0', '2']);
    expect(rowOf('동문 찾기 (/alumni/find)')).toEqual(['1', '0', '0', '0', '0', '0', '0', '1']);
    // Seven days, today (2026.11.22 in Korea) the last column.
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .at(-1)?.textContent,
    ).toBe('11.22');
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader')).toHaveLength(9);
    expect(screen.getByRole('img', { name: /가장 많은 날은 11\.22 [34]회/u })).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    // A period the rule refuses is said on the form, and nothing is asked.
    await user.clear(screen.getByLabelText('시작일'));
    await user.type(screen.getByLabelText('시작일'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '시작일은 종료일보다 늦을 수 없습니다.',
    );
  });

  it('shows the audit log newest first with names beside ids (issue 29 item 10), searches it by member, and downloads it as CSV', async () => {
    const world = await officeWorld();
    await world.adminApi.approveMember('apply1');
    await world.adminApi.rejectMember('apply2', '명부에서 확인되지 않습니다.');
    const user = userEvent.setup();
    renderApp({ path: '/admin/audit', world });
    const log = await screen.findByRole('region', { name: /^기록 \d+건$/u });
    const actions = () =>
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(actions().slice(0, 2)).toEqual(['가입 거절', '가입 승인']);
    expect(within(log).getByText('명부에서 확인되지 않습니다.')).toBeVisible();
    // Issue 29 item 10: who did it and to whom, by name beside the id.
    const rejection = within(within(log).getAllByRole('row')[1] as HTMLElement);
    expect(rejection.getByText('이신청 (apply2)')).toBeVisible();
    expect(rejection.getByText('사무국 (office1)')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.type(screen.getByLabelText('대상 회원 아이디'), 'apply1');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await screen.findByRole('region', { name: '기록 1건' });
    expect(actions()).toEqual(['가입 승인']);

    await user.click(screen.getByRole('button', { name: '이 조건으로 CSV 내려받기' }));
    await waitFor(() => expect(world.fileSaver.saved).toHaveLength(1));
    const file = world.fileSaver.saved[0];
    expect(file?.fileName).toMatch(/^관리자-감사기록-2026-11-22\.csv$/u);
    const text = await file?.data.text();
    expect(text).toContain('가입 승인');
    expect(text).not.toContain('가입 거절');
  });

  it('reviews the month’s personal-data access records, newest first, named and in Korean (issue 29 item 10), with the flagged ones', async () => {
    const world = await officeWorld();
    await world.adminApi.listMembers({ status: 'pending', page: 1, size: 20 });
    await world.adminApi.approveMember('apply1');
    const user = userEvent.setup();
    renderApp({ path: '/admin/access-records', world });
    await screen.findByRole('region', { name: '2026-11 접속기록 3건' });
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // Issue 29 item 10: names beside ids, and the action in Korean rather than its code.
    const newest = within(rows[0] as HTMLElement);
    expect(newest.getByRole('rowheader').textContent).toBe('김신청 (apply1)');
    expect(newest.getByText('수정')).toBeVisible();
    expect(newest.getByText('사무국 (office1)')).toBeVisible();
    expect(newest.getByText('가입 승인')).toBeVisible();
    const oldest = within(rows[2] as HTMLElement);
    expect(oldest.getByText('회원 목록 조회')).toBeVisible();
    expect(table).not.toHaveTextContent('member.list');
    expect(screen.getByText(/점검이 필요한 기록/u).textContent).toContain('0건');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: '표시된 기록만 보기' }));
    await screen.findByRole('region', { name: '2026-11 접속기록 0건' });
    expect(screen.getByText('조건에 맞는 기록이 없습니다.')).toBeVisible();
  });

  it('shows the donor, the amount and the reason of a donation corrected or cancelled (issue 29 item 10)', async () => {
    const world = await officeWorld();
    const office = world.officeDonationApi;
    const donorId = await office.createDonor(donorDraftFor({ userId: 'member1', name: '정회원' }));
    const corrected = await office.recordDonation(donorId, aDonation({ amount: 50_000 }));
    const cancelled = await office.recordDonation(donorId, aDonation({ amount: 20_000 }));
    await office.correctDonation(corrected, aDonation({ amount: 30_000 }), '입금액 오기');
    await office.cancelDonation(cancelled, '이중 입력');
    renderApp({ path: '/admin/audit', world });
    const log = await screen.findByRole('region', { name: /^기록 \d+건$/u });
    const rowOf = (action: string) =>
      within(log)
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('rowheader')?.textContent === action);
    expect(rowOf('기부 정정')).toHaveTextContent('금액 50,000원 → 30,000원 · 사유: 입금액 오기');
    // The donation named by its donor, beside its id.
    expect(rowOf('기부 정정')).toHaveTextContent(`정회원 (${corrected})`);
    expect(rowOf('기부 취소')).toHaveTextContent('취소한 금액 20,000원 · 사유: 이중 입력');
  });

  it('names a donor who is not a member in the access records (issue 29 item 10)', async () => {
    const world = await officeWorld();
    const office = world.officeDonationApi;
    const outside = await office.createDonor(
      donorDraftFor({ userId: '', name: '박바깥' }, { memberId: null }),
    );
    await office.officeDonors({ query: '박바깥', page: 1 });
    renderApp({ path: '/admin/access-records', world });
    const table = await screen.findByRole('table', { name: '개인정보 접속기록' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveTextContent(`박바깥 (기부자 ${outside})`);
    expect(within(row).getByText('기부자 조회')).toBeVisible();
  });

  it('offers an administrator the console in the header, and a member not', async () => {
    const world = await officeWorld();
    const first = renderApp({ path: '/', world });
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: '관리자' })).toHaveAttribute(
      'href',
      '/admin',
    );
    first.unmount();
    await signInAs(world, 'member1');
    renderApp({ path: '/', world });
    await within(screen.getByRole('banner')).findByRole('link', { name: '내 정보' });
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: '관리자' })).toBeNull();
  });

  it('tells a member without the role 권한이 없습니다, and asks nothing of the server', async () => {
    const world = await officeWorld();
    await signInAs(world, 'member1');
    renderApp({ path: '/admin/members', world });
    expect(await screen.findByRole('heading', { level: 1, name: '권한이 없습니다' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /가입 승인 대기/u })).toBeNull();
    await expect(
      world.adminApi.listMembers({ status: 'pending', page: 1, size: 20 }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('sends a visitor to sign in, with the console as the return URL', async () => {
    const world = fakeWorld();
    const { location } = renderApp({ path: '/admin/members?page=2', world });
    await waitFor(() => expect(location.history.at(-1)).toBe('/auth/signin'));
  });
});
