import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { addEvent, addRegistration } from './event-world';

const SLOW = { timeout: 5000 };

async function formOf(): Promise<HTMLElement> {
  return screen.findByRole('form', { name: '참가 신청' }, SLOW);
}

describe('참가 신청 (issue 33)', () => {
  it('prefills a signed-in member, computes the fee live, and opens the payment window for an online fee', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    const eventId = addEvent(world);
    addMember(world, { userId: 'kim2001', name: '김행사', email: 'kim@example.com' });
    await signInAs(world, 'kim2001');
    const open = vi.fn(async (_checkout: unknown, _settings: unknown) => undefined);
    renderApp({
      path: `/alumni/events?id=${eventId}`,
      world,
      paymentWindow: { open, registerCard: async () => undefined },
    });

    const form = await formOf();
    expect(within(form).getByLabelText(/이름/u)).toHaveValue('김행사');
    expect(within(form).getByLabelText(/기수/u)).toHaveValue('45');
    expect(within(form).queryByText(/개인정보 수집·이용 동의/u)).toBeNull();
    await user.clear(within(form).getByLabelText(/동반 가족 수/u));
    await user.type(within(form).getByLabelText(/동반 가족 수/u), '2');
    expect(form).toHaveTextContent('참가비: 4만원');
    await user.click(within(form).getByRole('radio', { name: /온라인 결제/u }));
    await user.click(within(form).getByRole('radio', { name: '신용·체크카드' }));
    await user.click(within(form).getByRole('button', { name: '신청하기' }));

    expect(await screen.findByText(/참가 신청이 확정되었습니다/u, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[0]).toMatchObject({ amount: 40_000, method: 'card' });
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it("asks a visitor's consent beside the box, then registers them", async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    const eventId = addEvent(world);
    renderApp({ path: `/alumni/events?id=${eventId}`, world });

    const form = await formOf();
    await user.type(within(form).getByLabelText(/이름/u), '박방문');
    await user.type(within(form).getByLabelText(/휴대전화/u), '010-2222-3333');
    await user.type(within(form).getByLabelText(/이메일/u), 'park@example.com');
    await user.click(within(form).getByRole('radio', { name: /현장 결제/u }));
    await user.click(within(form).getByRole('button', { name: '신청하기' }));
    const consent = within(form).getByRole('checkbox', { name: /동의합니다/u });
    await waitFor(() => expect(consent).toHaveAccessibleDescription(/동의해 주세요/u));
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(consent);
    await user.click(within(form).getByRole('button', { name: '신청하기' }));
    expect(await screen.findByText(/참가 신청이 확정되었습니다/u, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('3만원 · 현장 결제 예정')).toBeInTheDocument();
  });

  it('refuses visitors when only members may come, with a way to sign in', async () => {
    const world = fakeWorld();
    const eventId = addEvent(world, { visitorsAllowed: false });
    renderApp({ path: `/alumni/events?id=${eventId}`, world });
    expect(
      await screen.findByText(/회원만 신청할 수 있는 행사입니다/u, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '참가 신청' })).toBeNull();
  });

  it('says a registration for a full event joins the waiting list, and gives the place in line', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    const eventId = addEvent(world, {
      capacity: 1,
      fees: { member: 0, companion: 0, visitor: 0 },
      refundDeadline: '',
    });
    addRegistration(world, eventId, { payment: 'none', amount: 0 });
    addMember(world, { userId: 'kim2001', name: '김대기' });
    await signInAs(world, 'kim2001');
    renderApp({ path: `/alumni/events?id=${eventId}`, world });

    const form = await formOf();
    expect(form).toHaveTextContent('정원이 차서 대기 신청으로 접수됩니다');
    await user.click(within(form).getByRole('button', { name: '대기 신청하기' }));
    expect(await screen.findByText(/대기 1번으로 신청되었습니다/u, {}, SLOW)).toBeInTheDocument();
  });
});

describe('행사 신청 in /me and from a mail’s link (issue 33)', () => {
  it('lists the member’s registrations with their QR, and cancels one saying the fee is refunded', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    const eventId = addEvent(world);
    addMember(world, { userId: 'kim2001', name: '김취소' });
    addRegistration(world, eventId, {
      memberId: 'kim2001',
      name: '김취소',
      payment: 'paid',
      amount: 20_000,
    });
    await signInAs(world, 'kim2001');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp({ path: '/me/events', world });

    expect(await screen.findByRole('link', { name: '행사 신청' }, SLOW)).toHaveAttribute(
      'aria-current',
      'page',
    );
    const card = (
      await screen.findByRole('heading', { level: 2, name: '총동문 체육대회' }, SLOW)
    ).closest('section') as HTMLElement;
    expect(card).toHaveTextContent('참가 확정');
    expect(card).toHaveTextContent('2만원 · 결제 완료');
    await user.click(within(card).getByRole('button', { name: '신청 취소' }));
    expect(confirm.mock.calls[0]?.[0]).toMatch(/2만원은 환불됩니다/u);
    expect(
      await within(card).findByText('신청을 취소했습니다. 참가비는 환불됩니다.'),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('취소');
    expect(world.backend.events.registrations[0]?.payment).toBe('refunded');
    confirm.mockRestore();
  });

  it('shows one registration from its signed link, without signing in, with the fee’s pay-by', async () => {
    const world = fakeWorld();
    const eventId = addEvent(world);
    const registration = addRegistration(world, eventId, {
      name: '박링크',
      payment: 'pending',
      payBy: '2026-12-04T05:00:00.000Z',
    });
    renderApp({ path: `/alumni/events/registration?t=${registration.token}`, world });
    const card = (
      await screen.findByRole('heading', { level: 2, name: '총동문 체육대회' }, SLOW)
    ).closest('section') as HTMLElement;
    expect(card).toHaveTextContent('박링크 (50기)');
    expect(within(card).getByRole('button', { name: '신청 취소' })).toBeInTheDocument();
    // A promoted seat's fee: by when to pay, before the seat goes to the next in line.
    expect(card).toHaveTextContent(
      /2026\.12\.04 \(금\) 14:00까지 내지 않으면 신청이 취소되고 자리는 다음 대기자에게 넘어갑니다/u,
    );
    expect(within(card).getByRole('button', { name: '참가비 내기' })).toBeInTheDocument();
  });

  it('says a link without a token is not one', async () => {
    renderApp({ path: '/alumni/events/registration?t=nonsense', world: fakeWorld() });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      '신청 확인 주소가 올바르지 않습니다',
    );
  });
});
