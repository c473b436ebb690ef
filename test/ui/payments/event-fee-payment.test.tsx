import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PaymentMethod, StartedCheckout } from '../../../src/domain/payments';
import { usePaymentWindow } from '../../../src/ui/payments';
import { AppServicesProvider } from '../../../src/ui/shared/app/app-services';
import { type FakeWorld } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp, testServices } from '../support/test-app';
import { memberWorld } from './checkout-world';

const FEE_NAME = '제44회 동문 한마음 체육대회 참가비';

/** A member's registration owes 3만원: the fake events feature's order, as payments opens it. */
function owesFee(world: FakeWorld, method: PaymentMethod = 'card') {
  const paid = vi.fn();
  const releasedUnpaid = vi.fn();
  const started = world.paymentApi.startEventFee({
    amount: 30_000,
    method,
    donor: {
      memberId: 'haneul01',
      name: '김하늘',
      phone: '010-9876-5432',
      email: 'haneul@example.com',
    },
    event: {
      registrationId: 'reg-1',
      name: FEE_NAME,
      link: { href: '/me/events', label: '내 행사 신청 보기' },
      paid,
      releasedUnpaid,
    },
  });
  return { started, paid, releasedUnpaid };
}

describe('an event’s fee in the payment window and on the done page (issue 33)', () => {
  it('pays the fee in the sandbox window, then says it is paid and links to the registration', async () => {
    const user = userEvent.setup();
    const world = await memberWorld();
    const { started, paid, releasedUnpaid } = owesFee(world);
    renderApp({
      path: `/contribution/donate/sandbox?orderId=${started.orderId}&method=card`,
      world,
    });
    const window = await screen.findByRole('form', { name: '테스트 결제 결제창' });
    expect(await within(window).findByText(FEE_NAME)).toBeInTheDocument();
    await user.click(within(window).getByRole('button', { name: '결제하기' }));

    expect(
      await screen.findByRole('heading', { name: '참가비 결제가 끝났습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('참가비 결제 결과');
    const outcome = screen.getByRole('region', { name: '참가비 결제가 끝났습니다' });
    expect(within(outcome).getByRole('link', { name: '내 행사 신청 보기' })).toHaveAttribute(
      'href',
      '/me/events',
    );
    expect(outcome).not.toHaveTextContent(/기부|영수증/u);
    expect(paid).toHaveBeenCalledTimes(1);
    expect(releasedUnpaid).not.toHaveBeenCalled();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('a window closed without paying releases the registration and leads back to it', async () => {
    const user = userEvent.setup();
    const world = await memberWorld();
    const { started, paid, releasedUnpaid } = owesFee(world);
    renderApp({
      path: `/contribution/donate/sandbox?orderId=${started.orderId}&method=card`,
      world,
    });
    const window = await screen.findByRole('form', { name: '테스트 결제 결제창' });
    await user.click(within(window).getByRole('button', { name: '취소' }));

    expect(await screen.findByText(/참가 신청은 취소되었습니다/u)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 행사 신청 보기' })).toHaveAttribute(
      'href',
      '/me/events',
    );
    expect(screen.queryByRole('link', { name: '기부하기로 돌아가기' })).toBeNull();
    expect(releasedUnpaid).toHaveBeenCalledTimes(1);
    expect(paid).not.toHaveBeenCalled();
  });
});

/** What an events page does with the order its registration answered. */
function PayButton({ started }: { readonly started: StartedCheckout }) {
  const openPaymentWindow = usePaymentWindow();
  return (
    <button type="button" onClick={() => void openPaymentWindow(started)}>
      참가비 결제하기
    </button>
  );
}

describe('usePaymentWindow: the window of an order another feature started', () => {
  async function harness(method: PaymentMethod) {
    const world = await memberWorld();
    const { started } = owesFee(world, method);
    const location = memoryLocation({ path: '/alumni/events', record: true });
    const open = vi.fn(async () => undefined);
    const { services } = testServices({ world, paymentWindow: { open, registerCard: vi.fn() } });
    render(
      <AppServicesProvider services={services}>
        <Router hook={location.hook}>
          <PayButton started={started} />
        </Router>
      </AppServicesProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '참가비 결제하기' }));
    return { started, open, location };
  }

  it('opens the provider’s window, coming back to the done page', async () => {
    const { started, open } = await harness('card');
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(started, {
      provider: 'sandbox',
      clientKey: null,
      successUrl: expect.stringMatching(/\/contribution\/donate\/done$/u),
      failUrl: expect.stringMatching(/\/contribution\/donate\/done$/u),
    });
  });

  it('goes straight to the done page for the association’s own account', async () => {
    const { started, open, location } = await harness('bankTransfer');
    await vi.waitFor(() =>
      expect(location.history?.at(-1)).toBe(`/contribution/donate/done?orderId=${started.orderId}`),
    );
    expect(open).not.toHaveBeenCalled();
  });
});
