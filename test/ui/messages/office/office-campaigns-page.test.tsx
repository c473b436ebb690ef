import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../../support/axe';
import { renderApp } from '../../support/test-app';
import { campaignWorld, sendCampaign } from './campaign-world';

const LIST = '/admin/messages/campaigns';

describe('소식 보내기 (issue 32, item 2): the office’s sends, newest first', () => {
  it('lists each send with its kind, audience, state and counts, in Korean time', async () => {
    const world = await campaignWorld();
    await sendCampaign(world, { audience: { classFrom: 76, classTo: 77 } });
    world.clock.advance(60 * 60 * 1000);
    await sendCampaign(world, {
      kind: 'promotion',
      subject: '제휴 혜택',
      scheduledAt: '2026-11-25T00:00:00.000Z',
    });
    renderApp({ path: LIST, world });

    expect(await screen.findByRole('heading', { level: 1, name: '소식 보내기' })).toBeVisible();
    const table = await screen.findByRole('table', { name: '보낸 소식 2건' });
    const [header, promotion, notice] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('제목종류대상상태받는 회원보냄실패만든 때');
    expect(promotion).toHaveTextContent(
      '제휴 혜택홍보홍보 수신 동의자예약됨 (2026-11-25 09:00)-002026-11-22 11:00',
    );
    expect(notice).toHaveTextContent('송년회 안내안내76~77기보냄2명202026-11-22 10:00');
    expect(
      within(notice as HTMLElement).getByRole('link', { name: '송년회 안내' }),
    ).toHaveAttribute(
      'href',
      `/admin/messages/campaigns/detail?id=${world.backend.campaigns[0]?.campaignId}`,
    );
    expect(screen.getByRole('link', { name: '새 소식 보내기' })).toHaveAttribute(
      'href',
      '/admin/messages/campaigns/new',
    );
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('pages a long list, and says when there is none', async () => {
    const world = await campaignWorld();
    renderApp({ path: LIST, world });
    expect(await screen.findByText('아직 보낸 소식이 없습니다.')).toBeVisible();

    for (let index = 1; index <= 21; index += 1) {
      await sendCampaign(world, { subject: `안내 ${index}`, audience: { classFrom: 80 } });
    }
    const user = userEvent.setup();
    const { location } = renderApp({ path: LIST, world });
    const [first] = await screen.findAllByRole('table', { name: '보낸 소식 21건' });
    expect(within(first as HTMLElement).getAllByRole('row')).toHaveLength(21);
    const pages = screen.getAllByRole('navigation', { name: '보낸 소식 페이지' }).at(-1);
    await user.click(within(pages as HTMLElement).getByRole('link', { name: /^2 ?페이지$/u }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`${LIST}?page=2`));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: '안내 1' }).length).toBeGreaterThan(0),
    );
  });
});
