import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DUES_NOT_DONATION } from '../../../src/domain/payments';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** A world whose office set this year's 연회비 (5만원) and the 평생회비 (50만원). */
function duesWorld(): { world: FakeWorld; year: number } {
  const world = fakeWorld();
  const year = calendarDateOf(world.clock.now()).year;
  const at = world.clock.now().toISOString();
  world.backend.dues.setAmount({ kind: 'annual', year, amount: 50_000 }, at, 'office1');
  world.backend.dues.setAmount({ kind: 'lifetime', year: null, amount: 500_000 }, at, 'office1');
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  addMember(world, { userId: 'kim2001', name: '김회비', email: 'kim@example.com' });
  return { world, year };
}

function paid(world: FakeWorld, memberId: string, orderId: string, year: number | null) {
  return world.backend.dues.record(
    {
      memberId,
      kind: year === null ? 'lifetime' : 'annual',
      year,
      amount: year === null ? 500_000 : 50_000,
      orderId,
      paidAt: world.clock.now().toISOString(),
    },
    world.backend.nextId('dues'),
  );
}

describe('회비 관리, the office’s dues (issue 31 item 5)', () => {
  it('sets an amount with the domain’s Korean checks, lists who paid with totals, and exports XLSX', async () => {
    const user = userEvent.setup();
    const { world, year } = duesWorld();
    paid(world, 'kim2001', 'order-0001', year);
    await signInAs(world, 'office1');
    const exported = vi.spyOn(world.officeDuesApi, 'exportDues').mockResolvedValue({
      fileName: `회비-납부-${year}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: new Blob(['xlsx']),
    });
    renderApp({ path: '/admin/dues', world });

    const table = await screen.findByRole('table', { name: `${year}년 회비 납부 명단` });
    const row = within(table).getByRole('row', { name: /김회비/u });
    expect(row).toHaveTextContent(`45회 (1999년 졸업)${year}년 연회비5만원`);
    expect(screen.getByLabelText(`${year}년 합계`)).toHaveTextContent(
      '납부 회원1명 (연회비 1명, 평생회비 0명)연회비 합계5만원',
    );
    expect(await seriousAxeFindings()).toEqual([]);

    const form = screen.getByRole('form', { name: '회비 금액 정하기' });
    await user.clear(within(form).getByLabelText('연도'));
    await user.type(within(form).getByLabelText('연도'), '1999');
    await user.type(within(form).getByLabelText(/금액/u), '60,000');
    await user.click(within(form).getByRole('button', { name: '금액 저장' }));
    expect(
      await within(form).findByText(/연회비의 연도는 2000년부터 \d{4}년 사이로 입력해 주세요/u),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('연도')).toHaveAccessibleDescription(/2000년부터/u);
    await user.clear(within(form).getByLabelText('연도'));
    await user.type(within(form).getByLabelText('연도'), String(year));
    await user.click(within(form).getByRole('button', { name: '금액 저장' }));
    const amounts = await screen.findByRole('list', { name: '정한 회비' });
    await waitFor(() => expect(amounts).toHaveTextContent(`${year}년 연회비: 6만원`));
    // The form refused the year itself (the domain's rule): only the good amount was sent.
    expect(world.backend.auditLog.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['dues.set', 'success'],
    ]);

    await user.click(screen.getByRole('button', { name: `${year}년 납부 명단 XLSX` }));
    await waitFor(() => expect(world.fileSaver.saved).toHaveLength(1));
    expect(exported).toHaveBeenCalledWith(year);
    expect(world.fileSaver.saved[0]?.fileName).toBe(`회비-납부-${year}.xlsx`);
  });
});

describe('회비 in /me, the member’s dues (issue 31 item 5)', () => {
  it('shows the status, the way to pay, the payments, a printable 납부 확인서 and the badge preference', async () => {
    const user = userEvent.setup();
    const { world, year } = duesWorld();
    await signInAs(world, 'kim2001');
    const page = renderApp({ path: '/me/dues', world });
    expect(await screen.findByText(`${year}년 회비 미납`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회비 내기' })).toHaveAttribute(
      'href',
      '/contribution/donate?purpose=dues',
    );
    expect(screen.getByText('아직 낸 회비가 없습니다.')).toBeInTheDocument();
    const badge = screen.getByRole('checkbox', { name: '동문 찾기에 회비 납부 표시' });
    expect(badge).not.toBeChecked();
    expect(await seriousAxeFindings()).toEqual([]);
    page.unmount();

    const payment = paid(world, 'kim2001', 'order-0002', year);
    renderApp({ path: '/me/dues', world });
    expect(await screen.findByText(`${year}년 연회비 납부`)).toBeInTheDocument();
    const row = screen.getByRole('row', { name: new RegExp(`${year}년 연회비`, 'u') });
    expect(row).toHaveTextContent(payment.confirmationNumber);
    await user.click(screen.getByRole('checkbox', { name: '동문 찾기에 회비 납부 표시' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(world.backend.dues.badgeShown.has('kim2001')).toBe(true));

    await user.click(
      within(row).getByRole('link', { name: `보기·인쇄 (납부 확인서: ${year}년 연회비)` }),
    );
    const paper = await screen.findByRole('article', { name: '회비 납부 확인서' });
    expect(paper).toHaveTextContent(`확인번호 ${payment.confirmationNumber}`);
    expect(paper).toHaveTextContent('김회비');
    expect(paper).toHaveTextContent(DUES_NOT_DONATION);
    expect(screen.queryByRole('heading', { name: /기부금영수증/u })).toBeNull();
    expect(within(paper).getByRole('button', { name: '인쇄하기' })).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});

describe('the directory’s 회비 납부 badge (issue 31 item 5)', () => {
  it('shows on a card only when the member allows it and this year’s dues are paid', async () => {
    const { world, year } = duesWorld();
    addMember(world, { userId: 'lee1990', name: '이미납', email: 'lee@example.com' });
    addMember(world, { userId: 'park', name: '박찾기', email: 'park@example.com' });
    paid(world, 'kim2001', 'order-0003', year);
    paid(world, 'lee1990', 'order-0004', year - 1);
    world.backend.dues.badgeShown.add('kim2001');
    world.backend.dues.badgeShown.add('lee1990');
    await signInAs(world, 'park');
    renderApp({ path: '/alumni/find', world });
    const kim = (await screen.findByRole('heading', { name: '김회비' })).closest('li');
    const lee = screen.getByRole('heading', { name: '이미납' }).closest('li');
    expect(within(kim as HTMLElement).getByText('회비 납부')).toBeInTheDocument();
    expect(within(lee as HTMLElement).queryByText('회비 납부')).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
