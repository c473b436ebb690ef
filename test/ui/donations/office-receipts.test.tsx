import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDonation, donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** The fake world's clock is 22 November 2026: the register opens on 2025. */
async function registerWorld() {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  addMember(world, { userId: 'haneul01', name: '김하늘', email: 'haneul@example.com' });
  await signInAs(world, 'office1');
  const office = world.officeDonationApi;
  const haneul = await office.createDonor(donorDraftFor({ userId: 'haneul01', name: '김하늘' }));
  // Her number is on file (issue 29: without it the batch asks for it instead).
  world.backend.donationRecords.residentNumbers.set(haneul, {
    full: '900101-1234568',
    masked: '900101-1******',
  });
  await office.recordDonation(haneul, { ...aDonation(), donatedOn: '2025-05-01', amount: 300_000 });
  const outsider = await office.createDonor({
    ...donorDraftFor({ userId: 'x', name: '최들판' }),
    memberId: null,
  });
  await office.recordDonation(outsider, { ...aDonation(), donatedOn: '2025-06-01' });
  return world;
}

describe('기부금영수증 발급 대장 (issue 14 item 5)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the year’s receipts with their progress, then reissues, cancels and exports', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const world = await registerWorld();
    renderApp({ path: '/admin/donations/receipts', world });

    expect(await screen.findByText('이 해에 발급한 영수증이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '일괄 발송 시작' }));
    expect(
      await screen.findByText('마침: 기부자 2명 중 2명 처리 (보냄 1, 건너뜀 1, 실패 0)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '일괄 발송 진행' })).toHaveAttribute(
      'value',
      '2',
    );
    expect(screen.getByText(/전자우편 주소가 없어 보내지 않았습니다/u)).toHaveTextContent('최들판');
    expect(world.backend.outbox.filter((mail) => mail.to === 'haneul@example.com')).toHaveLength(1);

    const table = await screen.findByRole('table', { name: '기부금영수증 발급 대장' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
        '2026-000001김하늘연간 합산30만원',
      ),
    );
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '재발급: 2026-000001 김하늘' }));
    const reissue = screen.getByRole('form', { name: '2026-000001 김하늘 재발급' });
    await user.type(within(reissue).getByLabelText('받을 전자우편 주소'), 'haneul@');
    await user.click(within(reissue).getByRole('button', { name: '재발급하여 보내기' }));
    expect(
      await within(reissue).findByText(
        '이메일 주소 형식이 올바르지 않습니다. 예) hong@example.com',
      ),
    ).toBeInTheDocument();
    expect(within(reissue).getByLabelText('받을 전자우편 주소')).toHaveValue('haneul@');
    await user.type(within(reissue).getByLabelText('받을 전자우편 주소'), 'example.net');
    await user.click(within(reissue).getByRole('button', { name: '재발급하여 보내기' }));
    await waitFor(() =>
      expect(world.notifier.notifications).toContainEqual({
        kind: 'success',
        message: '2026-000001 영수증을 재발급하여 보냈습니다.',
      }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('2회'),
    );

    await user.click(screen.getByRole('button', { name: 'PDF 내려받기: 2026-000001 김하늘' }));
    await waitFor(() =>
      expect(world.fileSaver.saved.map((file) => file.fileName)).toEqual([
        '기부금영수증_2026-000001.txt',
      ]),
    );

    await user.click(screen.getByRole('button', { name: '2025년 발급명세 CSV' }));
    await waitFor(() => expect(world.fileSaver.saved).toHaveLength(2));
    const csv = await world.fileSaver.saved[1]?.data.text();
    expect(csv).toContain('2026-000001,2025,연간 합산');

    await user.click(screen.getByRole('button', { name: '취소: 2026-000001 김하늘' }));
    const cancel = screen.getByRole('form', { name: '2026-000001 김하늘 취소' });
    await user.click(within(cancel).getByRole('button', { name: '영수증 취소' }));
    expect(
      await within(cancel).findByText('고치거나 취소하는 까닭을 적어 주세요.'),
    ).toBeInTheDocument();
    await user.type(within(cancel).getByLabelText('취소하는 까닭'), '주소가 틀려 다시 발급');
    await user.click(within(cancel).getByRole('button', { name: '영수증 취소' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
        '취소 2026.11.22 (주소가 틀려 다시 발급)',
      ),
    );
    expect(world.backend.auditLog.map((entry) => entry.action)).toEqual([
      'donor.create',
      'donation.record',
      'donor.create',
      'donation.record',
      'receipt.batch',
      'receipt.reissue',
      'receipt.download',
      'receipt.export',
      'receipt.cancel',
    ]);
  });
});
