import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { memberWorld } from './checkout-world';
import { registeredPledge, startPledge } from './pledge-world';

const pledgesSection = () => screen.findByRole('region', { name: '매월 기부' });

describe('매월 기부 in 기부 내역 (issue 31, item 4): the member’s pledges and their changes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links to 기부하기 when there is none', async () => {
    renderApp({ path: '/me/donations', world: await memberWorld() });
    const section = await pledgesSection();
    expect(await within(section).findByText(/매월 기부가 없습니다/u)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '기부하기' })).toHaveAttribute(
      'href',
      '/contribution/donate',
    );
  });

  it('lists a pledge with its card and months; pauses, resumes, changes the amount and ends it', async () => {
    const user = userEvent.setup();
    const world = await memberWorld();
    await registeredPledge(world);
    renderApp({ path: '/me/donations', world });
    const pledge = await screen.findByRole('article', { name: '장학기금 매월 5만원' });
    expect(pledge).toHaveTextContent('매월 25일');
    expect(pledge).toHaveTextContent('진행 중');
    expect(pledge).toHaveTextContent(/테스트카드 4242-\*{4}-\*{4}-4242/u);
    expect(within(pledge).getByRole('list')).toHaveTextContent(/\d{4}-\d{2} 5만원 결제 완료/u);
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(within(pledge).getByRole('button', { name: '일시 중지' }));
    await waitFor(() => expect(pledge).toHaveTextContent('일시 중지'));
    expect(await within(pledge).findByRole('button', { name: '다시 시작' })).toBeInTheDocument();
    await user.click(within(pledge).getByRole('button', { name: '다시 시작' }));
    expect(await within(pledge).findByRole('button', { name: '일시 중지' })).toBeInTheDocument();

    await user.click(within(pledge).getByRole('button', { name: '금액 바꾸기' }));
    const amount = within(pledge).getByLabelText(/^새 매월 금액/u);
    await user.clear(amount);
    await user.type(amount, '70000');
    await user.click(within(pledge).getByRole('button', { name: '금액 바꾸기' }));
    expect(await screen.findByRole('article', { name: '장학기금 매월 7만원' })).toBeInTheDocument();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const current = screen.getByRole('article', { name: '장학기금 매월 7만원' });
    await user.click(within(current).getByRole('button', { name: '끝내기' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(current).toHaveTextContent('진행 중');
    await user.click(within(current).getByRole('button', { name: '끝내기' }));
    await waitFor(() => expect(current).toHaveTextContent('종료'));
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a declined month is tried again; 카드 바꾸기 registers a new card that pays it', async () => {
    const user = userEvent.setup();
    const world = await memberWorld();
    await registeredPledge(world, '4000000000000002');
    renderApp({ path: '/me/donations', world });
    const pledge = await screen.findByRole('article', { name: '장학기금 매월 5만원' });
    const months = within(pledge).getByRole('list');
    expect(months).toHaveTextContent(
      /재결제 예정 — 결제하지 못했습니다\. \d{4}-\d{2}-\d{2}에 다시/u,
    );
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(within(months).getByRole('button', { name: '카드 바꾸기' }));
    // The sandbox's card window, then back to the card page.
    await user.click(await screen.findByRole('button', { name: '등록' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '카드를 바꿨습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByText('결제 완료')).toBeInTheDocument();
  });

  it('shows a transfer pledge’s account and the reference to write', async () => {
    const world = await memberWorld();
    await startPledge(world, 'bankTransfer');
    renderApp({ path: '/me/donations', world });
    const pledge = await screen.findByRole('article', { name: '장학기금 매월 5만원' });
    expect(pledge).toHaveTextContent('입금자 표시');
    expect(pledge).toHaveTextContent('입금 대기');
    expect(within(pledge).queryByRole('button', { name: '카드 바꾸기' })).not.toBeInTheDocument();
  });
});
