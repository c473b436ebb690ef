import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { memberWorld } from './checkout-world';
import { startPledge } from './pledge-world';

const cardWindow = (pledgeId: string, customerKey: string) =>
  `/contribution/donate/sandbox-card?${new URLSearchParams({ pledgeId, customerKey }).toString()}`;

describe('매월 기부의 카드 등록 (issue 31, item 4): the sandbox card window and the card return page', () => {
  it('registers the prefilled test card once and shows the first month paid', async () => {
    const user = userEvent.setup();
    const world = await memberWorld();
    const { pledgeId, customerKey } = await startPledge(world);
    const register = vi.spyOn(world.pledgeApi, 'registerPledgeCard');
    renderApp({ path: cardWindow(pledgeId, customerKey), world });
    expect(
      await screen.findByRole('heading', { level: 1, name: '테스트 카드 등록' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note', { name: '테스트 결제' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^테스트 카드 번호/u)).toHaveValue('4242 4242 4242 4242');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '매월 기부를 시작했습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('장학기금에 매월 기부해 주셔서');
    expect(screen.getByText('5만원')).toBeInTheDocument();
    expect(screen.getByText('매월 25일')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 매월 기부 보기' })).toHaveAttribute(
      'href',
      '/me/donations#pledges',
    );
    expect(register).toHaveBeenCalledTimes(1);
    expect(await world.pledgeApi.myPledges()).toMatchObject([
      { pledgeId, state: 'active', charges: [{ state: 'paid', amount: 50_000 }] },
    ]);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says a declined first month is retried, with the day', async () => {
    const user = userEvent.setup();
    const world = await memberWorld();
    const { pledgeId, customerKey } = await startPledge(world);
    renderApp({ path: cardWindow(pledgeId, customerKey), world });
    const number = await screen.findByLabelText(/^테스트 카드 번호/u);
    await user.clear(number);
    await user.type(number, '4000000000000002');
    await user.click(screen.getByRole('button', { name: '등록' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/거절되었습니다\. \d{4}-\d{2}-\d{2}에 다시 결제합니다/u);
    expect(
      screen.getByRole('heading', { level: 2, name: '카드는 등록했지만 결제하지 못했습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByText('재결제 예정')).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says a cancelled card window, with the way back to 기부하기', async () => {
    const user = userEvent.setup();
    const world = await memberWorld();
    const { pledgeId, customerKey } = await startPledge(world);
    const register = vi.spyOn(world.pledgeApi, 'registerPledgeCard');
    renderApp({ path: cardWindow(pledgeId, customerKey), world });
    await user.click(await screen.findByRole('button', { name: '취소' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('카드 등록을 취소했습니다.');
    expect(screen.getByRole('link', { name: '기부하기로 돌아가기' })).toHaveAttribute(
      'href',
      '/contribution/donate',
    );
    expect(register).not.toHaveBeenCalled();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('shows the provider’s message for another failure', async () => {
    renderApp({
      path: '/contribution/donate/card?code=REJECT_CARD_COMPANY&message=카드사에서 거절했습니다.&pledgeId=p1',
      world: await memberWorld(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('카드사에서 거절했습니다.');
  });
});
