import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** An administrator signed in; a member; two applicants, one a namesake of the member. */
async function officeWorld(): Promise<FakeWorld> {
  const world = fakeWorld();
  addMember(world, {
    userId: 'office1',
    name: '사무국',
    email: 'office@example.com',
    role: 'admin',
  });
  addMember(world, {
    userId: 'kimhangil',
    name: '김한길',
    birthDate: '1988-03-02',
    email: 'kim@example.com',
  });
  world.clock.advance(60_000);
  addMember(world, {
    userId: 'kimhangil2',
    name: '김한길',
    birthDate: '1988-03-02',
    email: 'kim2@example.com',
    mobile: '010-1234-5678',
    course: '인문계',
    status: 'pending',
  });
  world.clock.advance(60_000);
  addMember(world, {
    userId: 'leeseoyun',
    name: '이서윤',
    email: 'lee@example.com',
    status: 'pending',
  });
  await signInAs(world, 'office1');
  return world;
}

const accountOf = (world: FakeWorld, userId: string) => world.backend.accounts.get(userId);

describe("the office's member administration", () => {
  it('shows what each applicant gave, and warns of another account with the same name and birth date', async () => {
    const world = await officeWorld();
    renderApp({ path: '/admin/members', world });
    const list = await screen.findByRole('list', { name: '가입 승인 대기 목록' });
    const [first] = within(list).getAllByRole('listitem');
    if (!first) throw new Error('no applicant');
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe(
      '김한길 (kimhangil2)',
    );
    for (const shown of ['1988-03-02', '010-1234-5678', '인문계', 'kim2@example.com']) {
      expect(first.textContent).toContain(shown);
    }
    expect(first.textContent).toContain('주의:');
    expect(within(first).getByRole('link', { name: 'kimhangil' })).toHaveAttribute(
      'href',
      '/admin/members/detail?id=kimhangil',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says which ticked applicants could not be approved, and why', async () => {
    const world = await officeWorld();
    const user = userEvent.setup();
    renderApp({ path: '/admin/members', world });
    await screen.findByRole('region', { name: '가입 승인 대기 2명' });
    await user.click(screen.getByRole('checkbox', { name: '김한길(kimhangil2) 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '이서윤(leeseoyun) 선택' }));
    // Another administrator decides on one meanwhile.
    const decided = accountOf(world, 'leeseoyun');
    if (decided) decided.profile = { ...decided.profile, status: 'rejected' };
    await user.click(screen.getByRole('button', { name: '선택한 2명 승인' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1명을 승인했고, 1명은 처리하지 못했습니다.');
    expect(alert.textContent).toContain(
      'leeseoyun: 승인 대기 중인 회원만 승인하거나 거절할 수 있습니다.',
    );
    expect(accountOf(world, 'kimhangil2')?.profile.status).toBe('approved');
  });

  it('finds members by initial consonants across every state, the search kept in the address', async () => {
    const world = await officeWorld();
    const user = userEvent.setup();
    const { location } = renderApp({ path: '/admin/members/search', world });
    await screen.findByRole('heading', { level: 1, name: '회원 검색' });
    await user.type(screen.getByLabelText('이름·초성·아이디'), 'ㄱㅎㄱ');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        `/admin/members/search?q=${encodeURIComponent('ㄱㅎㄱ')}`,
      ),
    );
    const results = await screen.findByRole('region', { name: '검색 결과 2명' });
    expect(
      within(results)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['김한길 (kimhangil2)', '김한길 (kimhangil)']);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('locks a member with a reason, says so, and offers the unlock; a refusal is said in the server’s words', async () => {
    const world = await officeWorld();
    const user = userEvent.setup();
    renderApp({ path: '/admin/members/detail?id=kimhangil', world });
    await screen.findByRole('region', { name: '김한길 (kimhangil)' });
    // Reached from a member, not from the console's menu; the breadcrumb names it.
    const menu = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(within(menu).getByRole('link', { name: '회원 검색' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: '회원 상세' })).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '이용 정지' }));
    const reason = screen.getByLabelText('이용 정지 사유');
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '정지하기' }));
    expect(await screen.findByText('사유를 입력해 주세요.')).toBeVisible();
    await user.type(reason, '회칙 위반 신고 확인');
    await user.click(screen.getByRole('button', { name: '정지하기' }));
    expect(
      await screen.findByText('이용을 정지했습니다. 로그인한 기기에서 모두 로그아웃되었습니다.'),
    ).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: '정지 해제' })).toBeVisible();
    expect(accountOf(world, 'kimhangil')?.lock?.reason).toBe('회칙 위반 신고 확인');
    await expect(
      world.authApi.signIn({ userId: 'kimhangil', password: 'Hanbit!2026' }),
    ).rejects.toMatchObject({ status: 403, code: 4032 });
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('shows the member’s consents as they stand, a withdrawn one with its day', async () => {
    const world = await officeWorld();
    world.backend.consents.set('kimhangil', [
      ...(['terms', 'privacy', 'marketing'] as const).map((kind) => ({
        kind,
        version: '2026-11-01',
        agreed: true,
        recordedAt: '2026-03-02T01:00:00.000Z',
      })),
      {
        kind: 'marketing',
        version: '2026-11-01',
        agreed: false,
        recordedAt: '2026-11-20T01:00:00.000Z',
      },
    ]);
    renderApp({ path: '/admin/members/detail?id=kimhangil', world });
    await screen.findByRole('region', { name: '김한길 (kimhangil)' });
    expect(screen.getByText('동의').nextElementSibling).toHaveTextContent(
      '이용약관 동의(2026.03.02), 개인정보 수집·이용 동의(2026.03.02), 마케팅 정보 수신(이메일·문자) 철회(2026.11.20)',
    );
  });

  it('refuses to act on one’s own account, in the server’s words', async () => {
    const world = await officeWorld();
    const user = userEvent.setup();
    renderApp({ path: '/admin/members/detail?id=office1', world });
    await screen.findByRole('region', { name: '사무국 (office1)' });
    await user.click(screen.getByRole('button', { name: '관리자 권한 해제' }));
    await user.type(screen.getByLabelText('권한 변경 사유'), '시험');
    await user.click(screen.getByRole('button', { name: '변경하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('자기 계정에는 할 수 없습니다.');
    expect(accountOf(world, 'office1')?.profile.role).toBe('admin');
  });

  it('grants the administrator role, sends a reset mail, and withdraws a member', async () => {
    const world = await officeWorld();
    const user = userEvent.setup();
    renderApp({ path: '/admin/members/detail?id=kimhangil', world });
    await screen.findByRole('region', { name: '김한길 (kimhangil)' });
    await user.click(screen.getByRole('button', { name: '관리자 권한 부여' }));
    await user.type(screen.getByLabelText('권한 변경 사유'), '사무국 인사');
    await user.click(screen.getByRole('button', { name: '변경하기' }));
    await screen.findByText('관리자 권한을 부여했습니다.');
    expect(accountOf(world, 'kimhangil')?.profile.role).toBe('admin');

    await user.click(await screen.findByRole('button', { name: '비밀번호 재설정 메일 발송' }));
    await screen.findByText('kim@example.com 주소로 비밀번호 재설정 메일을 보냈습니다.');
    expect(world.backend.outbox.at(-1)?.to).toBe('kim@example.com');

    await user.click(screen.getByRole('button', { name: '관리자 권한 해제' }));
    await user.type(screen.getByLabelText('권한 변경 사유'), '임기 종료');
    await user.click(screen.getByRole('button', { name: '변경하기' }));
    await screen.findByText('관리자 권한을 해제했습니다.');

    await user.click(await screen.findByRole('button', { name: '탈퇴 처리' }));
    expect(screen.getByText(/개인정보가 지워지며 되돌릴 수 없습니다/u)).toBeVisible();
    await user.type(screen.getByLabelText('탈퇴 처리 사유'), '본인 요청(전화)');
    await user.click(screen.getByRole('button', { name: '탈퇴 처리하기' }));
    await screen.findByText('탈퇴 처리했습니다. 개인정보를 지웠습니다.');
    expect(accountOf(world, 'kimhangil')?.profile.status).toBe('withdrawn');
    await screen.findByRole('region', { name: '(탈퇴한 회원) (kimhangil)' });
    expect(screen.queryByRole('button', { name: '탈퇴 처리' })).toBeNull();
  });

  it('lists the last actions that changed something on the console’s home', async () => {
    const world = await officeWorld();
    await world.adminApi.approveMember('leeseoyun');
    renderApp({ path: '/admin', world });
    const recent = await screen.findByRole('region', { name: '최근 관리 작업' });
    const rows = (await within(recent).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('가입 승인');
    expect(rows[0]?.textContent).toContain('leeseoyun');
  });
});
