import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_CONSENT_LABELS,
  isTransferReference,
  ORDER_CANCELLED_MESSAGE,
  PAYMENT_FAILURE_MESSAGES,
  SANDBOX_EXPLANATION,
} from '../../../src/domain/payments';
import { type FakeWorld, fakeWorld } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { memberWorld } from './checkout-world';

type User = ReturnType<typeof userEvent.setup>;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`, 'u'));

/** Fills 기부하기 as a visitor (or keeps a member's details) and sends it. */
async function give(user: User, method: RegExp, options: { visitor?: boolean } = {}) {
  await screen.findByRole('note', { name: '테스트 결제' });
  if (options.visitor ?? true) {
    await user.type(field('이름'), '한가람');
    await user.type(field('휴대전화'), '010-2345-6789');
    await user.type(field('이메일'), 'garam@example.com');
  }
  await user.click(screen.getByRole('button', { name: '3만원' }));
  await user.click(screen.getByRole('radio', { name: method }));
  await user.click(screen.getByLabelText(CHECKOUT_CONSENT_LABELS.terms));
  await user.click(screen.getByLabelText(CHECKOUT_CONSENT_LABELS.privacy));
  await user.click(screen.getByRole('button', { name: '기부하기' }));
}

/** The sandbox's window, once 기부하기 has opened it. */
async function sandboxWindow() {
  return screen.findByRole('form', { name: '테스트 결제 결제창' });
}

const donations = (world: FakeWorld) => world.backend.donationRecords.current();

describe('the sandbox’s window and the thank-you page (issue 31, items 1 and 2)', () => {
  it('pays a visitor’s card gift in the sandbox window, then thanks them and says what comes next', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    const { location } = renderApp({ path: '/contribution/donate', world });
    await give(user, /^신용·체크카드/u);

    const window = await sandboxWindow();
    expect(location.history?.at(-1)).toMatch(
      /^\/contribution\/donate\/sandbox\?orderId=gift-\d{8}-\w{20}&method=card$/u,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('테스트 결제');
    expect(screen.getByRole('note', { name: '테스트 결제' })).toHaveTextContent(
      SANDBOX_EXPLANATION,
    );
    expect(await within(window).findByText('3만원')).toBeInTheDocument();
    expect(within(window).getByText('장학기금')).toBeInTheDocument();
    expect(within(window).getByLabelText('테스트 카드 번호')).toHaveValue('4242 4242 4242 4242');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(window).getByRole('button', { name: '결제하기' }));

    expect(
      await screen.findByRole('heading', { name: '기부해 주셔서 고맙습니다' }),
    ).toBeInTheDocument();
    expect(location.history?.at(-1)).toMatch(
      /^\/contribution\/donate\/done\?paymentKey=\w+&orderId=gift-[\w-]+&amount=30000$/u,
    );
    expect(screen.getByRole('note', { name: '테스트 결제' })).toBeInTheDocument();
    expect(screen.getByText('결제 완료')).toBeInTheDocument();
    expect(screen.getByText(/g\*\*\*@example\.com/u)).toHaveTextContent(/기부금영수증/u);
    expect(screen.getByRole('link', { name: '회원으로 가입' })).toBeInTheDocument();
    expect(donations(world).map((gift) => [gift.amount, gift.method])).toEqual([[30_000, 'card']]);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('thanks a member with the way to 내 기부 내역; a reload of the page records nothing more', async () => {
    const user = userEvent.setup();
    const world = await memberWorld();
    const first = renderApp({ path: '/contribution/donate', world });
    await waitFor(() => expect(field('이름')).toHaveValue('김하늘'));
    await give(user, /^신용·체크카드/u, { visitor: false });
    await user.click(within(await sandboxWindow()).getByRole('button', { name: '결제하기' }));
    await screen.findByRole('heading', { name: '기부해 주셔서 고맙습니다' });
    expect(screen.getByRole('link', { name: '내 기부 내역' })).toHaveAttribute(
      'href',
      '/me/donations',
    );
    const address = first.location.history?.at(-1) ?? '';
    first.unmount();

    // The same address again, as a reload asks it: confirmed again, harmlessly.
    renderApp({ path: address, world });
    expect(
      await screen.findByRole('heading', { name: '기부해 주셔서 고맙습니다' }),
    ).toBeInTheDocument();
    expect(donations(world)).toHaveLength(1);
  });

  it('gives the association’s account, the reference to write and the due time for a deposit', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    renderApp({ path: '/contribution/donate', world });
    await give(user, /^총동문회 계좌로 직접 입금/u);
    expect(
      await screen.findByRole('heading', { name: '입금을 기다리고 있습니다' }),
    ).toBeInTheDocument();
    const deposit = screen.getByRole('region', { name: '입금하실 계좌' });
    expect(deposit).toHaveTextContent('한빛은행');
    expect(deposit).toHaveTextContent('123-456-789012');
    expect(deposit).toHaveTextContent('총동문회 장학기금');
    const reference = within(deposit).getByText((_, element) =>
      Boolean(element?.classList.contains('payment-outcome__reference')),
    );
    expect(isTransferReference(reference.textContent ?? '')).toBe(true);
    expect(deposit).toHaveTextContent(/입금 기한\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지/u);
    // The own account is no sandbox: no 테스트 결제 label, nothing recorded before the money.
    expect(screen.queryByRole('note', { name: '테스트 결제' })).not.toBeInTheDocument();
    expect(donations(world)).toEqual([]);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('issues a virtual account in the window; the sandbox’s deposit then completes the gift', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    renderApp({ path: '/contribution/donate', world });
    await give(user, /^가상계좌/u);
    const window = await sandboxWindow();
    expect(within(window).queryByLabelText('테스트 카드 번호')).not.toBeInTheDocument();
    await user.click(within(window).getByRole('button', { name: '결제하기' }));
    const deposit = await screen.findByRole('region', { name: '입금하실 계좌' });
    expect(deposit).toHaveTextContent('신한은행');
    expect(deposit).toHaveTextContent(/562-\d{6}-\d{5}/u);
    expect(deposit).not.toHaveTextContent('참조 번호');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '테스트 입금하기' }));
    expect(
      await screen.findByRole('heading', { name: '기부해 주셔서 고맙습니다' }),
    ).toBeInTheDocument();
    expect(donations(world).map((gift) => gift.amount)).toEqual([30_000]);
  });

  it('says a cancelled window paid nothing, and leads back to the form', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    const { location } = renderApp({ path: '/contribution/donate', world });
    await give(user, /^계좌이체/u);
    await user.click(within(await sandboxWindow()).getByRole('button', { name: '취소' }));
    expect(await screen.findByRole('heading', { name: '결제되지 않았습니다' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toMatch(/code=PAY_PROCESS_CANCELED/u);
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_CANCELLED_MESSAGE);
    expect(screen.getByText('결제 취소')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '기부하기로 돌아가기' })).toHaveAttribute(
      'href',
      '/contribution/donate',
    );
    expect(donations(world)).toEqual([]);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says why a declined card paid nothing', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    renderApp({ path: '/contribution/donate', world });
    await give(user, /^신용·체크카드/u);
    const window = await sandboxWindow();
    const card = within(window).getByLabelText('테스트 카드 번호');
    await user.clear(card);
    await user.type(card, '4000 0000 0000 0002');
    await user.click(within(window).getByRole('button', { name: '결제하기' }));
    expect(await screen.findByRole('heading', { name: '결제되지 않았습니다' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_FAILURE_MESSAGES.cardDeclined);
    expect(donations(world)).toEqual([]);
  });
});
