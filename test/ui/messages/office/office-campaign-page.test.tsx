import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_REFRESH_MS } from '../../../../src/ui/messages/office/OfficeCampaignPage';
import { seriousAxeFindings } from '../../support/axe';
import { renderApp } from '../../support/test-app';
import { campaignWorld, sendCampaign } from './campaign-world';

const DETAIL = '/admin/messages/campaigns/detail';

describe('보낸 소식 (issue 32, item 2): one send, its progress and each recipient', () => {
  it('shows the content, the audience, the progress and each recipient’s message', async () => {
    const world = await campaignWorld();
    const { campaignId } = await sendCampaign(world, {
      noticeId: 'notice-1',
      audience: { classFrom: 76, classTo: 77 },
    });
    renderApp({ path: `${DETAIL}?id=${campaignId}`, world });

    expect(await screen.findByRole('heading', { level: 1, name: '보낸 소식' })).toBeVisible();
    const content = await screen.findByRole('region', { name: '송년회 안내' });
    expect(content).toHaveTextContent(
      '종류안내 (메일)대상76~77기상태보냄만든 때2026-11-22 10:00 (office1)',
    );
    expect(within(content).getByRole('link', { name: '연결한 공지 보기' })).toHaveAttribute(
      'href',
      '/association/notice?id=notice-1',
    );
    expect(within(content).getByText('12월 6일 송년회에 모십니다.')).toBeVisible();

    const progress = screen.getByRole('region', { name: '보내기 진행' });
    expect(within(progress).getByRole('progressbar', { name: '보내기 진행' })).toHaveAttribute(
      'value',
      '2',
    );
    expect(progress).toHaveTextContent('받는 회원 2명 중 보냄 2명, 보내는 중 0명, 실패 0명');
    const table = within(progress).getByRole('table', { name: '받는 회원 2명' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '이바다sea@example.com보냄1회2026-11-22 10:00:00없음',
      '김하늘sky@example.com보냄1회2026-11-22 10:00:00없음',
    ]);
    expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('asks again every few seconds while the send goes out', async () => {
    const world = await campaignWorld();
    const { campaignId } = await sendCampaign(world, { audience: { classFrom: 76, classTo: 76 } });
    // The relay slow: the send's two messages still waiting.
    const { outbox } = world.backend;
    const waiting = (state: 'pending' | 'sent') =>
      outbox.forEach((mail, index) => {
        if (mail.to === 'sky@example.com' || mail.to === 'sea@example.com') {
          outbox[index] = { ...mail, state, sentAt: state === 'sent' ? mail.createdAt : null };
        }
      });
    waiting('pending');
    renderApp({ path: `${DETAIL}?id=${campaignId}`, world });
    expect(
      await screen.findByText('받는 회원 2명 중 보냄 0명, 보내는 중 2명, 실패 0명'),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: '송년회 안내' })).toHaveTextContent('상태보내는 중');

    waiting('sent');
    expect(
      await screen.findByText(
        '받는 회원 2명 중 보냄 2명, 보내는 중 0명, 실패 0명',
        {},
        { timeout: CAMPAIGN_REFRESH_MS + 2_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: '송년회 안내' })).toHaveTextContent('상태보냄');
  });

  it('calls off a scheduled send, after asking', async () => {
    const world = await campaignWorld();
    const { campaignId } = await sendCampaign(world, {
      kind: 'promotion',
      subject: '제휴 혜택',
      scheduledAt: '2026-11-23T01:00:00.000Z',
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderApp({ path: `${DETAIL}?id=${campaignId}`, world });
    const content = await screen.findByRole('region', { name: '(광고) 제휴 혜택' });
    expect(content).toHaveTextContent('상태예약됨 (2026-11-23 10:00)');
    expect(screen.getByText('아직 보내지 않았습니다.')).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(within(content).getByRole('button', { name: '예약 취소' }));
    expect(confirm).toHaveBeenCalledWith('「제휴 혜택」 예약 발송을 취소할까요?');
    await waitFor(() => expect(content).toHaveTextContent('상태취소됨'));
    expect(world.notifier.notifications).toContainEqual({
      kind: 'success',
      message: '예약한 발송을 취소했습니다.',
    });
    expect(world.backend.auditLog.at(-1)).toMatchObject({ action: 'message.cancel' });
    confirm.mockRestore();
  });

  it('says so when the send is not there', async () => {
    const world = await campaignWorld();
    renderApp({ path: `${DETAIL}?id=nosuchcampaign`, world });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '보낸 소식을 불러오지 못했습니다. 목록에서 다시 골라 주세요.',
    );
  });
});
