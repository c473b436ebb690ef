import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDonation, donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/**
 * 2025's donors (the fake world's clock is 22 November 2026): 김하늘 with her number on file,
 * 이구름 a member without one, 박바다 a member who took her year's receipt without one, and
 * 최들판 an outside donor without e-mail.
 */
async function donorsOf2025() {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  const members = { haneul: '김하늘', gureum: '이구름', bada: '박바다' } as const;
  for (const [id, name] of Object.entries(members)) {
    addMember(world, { userId: `${id}01`, name, email: `${id}@example.com` });
  }
  await signInAs(world, 'office1');
  const office = world.officeDonationApi;
  const donorIds = new Map<string, string>();
  for (const [id, name] of Object.entries(members)) {
    donorIds.set(id, await office.createDonor(donorDraftFor({ userId: `${id}01`, name })));
  }
  donorIds.set(
    'field',
    await office.createDonor({
      ...donorDraftFor({ userId: 'x', name: '최들판' }),
      memberId: null,
      email: '',
    }),
  );
  const gifts = { haneul: 300_000, gureum: 50_000, bada: 70_000, field: 20_000 };
  for (const [id, amount] of Object.entries(gifts)) {
    const gift = { ...aDonation(), donatedOn: '2025-05-01', amount };
    await office.recordDonation(donorIds.get(id) ?? '', gift);
  }
  world.backend.donationRecords.residentNumbers.set(donorIds.get('haneul') ?? '', {
    full: '900101-1234568',
    masked: '900101-1******',
  });
  await signInAs(world, 'bada01');
  await world.donationApi.sendReceiptMail({
    scope: { kind: 'year', year: 2025 },
    email: 'bada@example.com',
  });
  await signInAs(world, 'office1');
  return world;
}

/** The batch's list of donors it did not send to. */
function skippedList(): HTMLElement {
  const list = screen.getByText(/^보내지 않은 기부자/u).closest('details');
  if (!list) throw new Error('no list of skipped donors');
  return list;
}

describe('영수증을 받지 못하는 기부자 (issue 29)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('item 1: shows before the batch who has no resident number or e-mail, asks members for the number instead of a receipt, and marks 주민번호 대기', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const world = await donorsOf2025();
    renderApp({ path: '/admin/donations/receipts', world });

    const preview = await screen.findByText(/^보내기 전 확인:/u);
    expect(preview).toHaveTextContent(
      '기부자 4명 중 주민등록번호가 없는 기부자 3명(영수증을 보내지 않고, 전자우편이 있는 회원에게는 내 정보에서 번호를 입력해 달라고 요청합니다), 전자우편 주소가 없는 기부자 1명(우편이나 팩스로 보내야 합니다).',
    );
    const register = await screen.findByRole('table', { name: '기부금영수증 발급 대장' });
    expect(within(register).getAllByRole('row')[1]).toHaveTextContent('박바다');
    expect(within(register).getAllByRole('row')[1]).toHaveTextContent('주민번호 대기');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '일괄 발송 시작' }));
    expect(confirm.mock.calls[0]?.[0]).toContain('주민등록번호가 없는 기부자 3명');
    expect(
      await screen.findByText('마침: 기부자 4명 중 4명 처리 (보냄 1, 건너뜀 3, 실패 0)'),
    ).toBeInTheDocument();
    const skipped = skippedList();
    expect(within(skipped).getByRole('link', { name: '이구름' }).closest('li')).toHaveTextContent(
      '내 정보에서 번호를 입력해 달라는 전자우편을 보냈습니다',
    );
    expect(within(skipped).getByRole('link', { name: '박바다' }).closest('li')).toHaveTextContent(
      '내 정보에서 번호를 입력해 달라는 전자우편을 보냈습니다',
    );
    const requests = world.backend.outbox.filter((mail) => mail.to === 'gureum@example.com');
    expect(requests.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('주민등록번호를 입력해 주세요'),
    ]);
    expect(requests[0]?.text).toContain('/me/donations?year=2025');
    // Only 김하늘, whose number is on file, got a receipt.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: '기부금영수증 발급 대장' }))
          .getAllByRole('row')
          .map((row) => row.textContent ?? ''),
      ).toEqual([
        expect.stringContaining('일련번호'),
        expect.stringMatching(/박바다.*주민번호 대기/u),
        expect.not.stringContaining('주민번호 대기'),
      ]),
    );
  });

  it('item 2: from the batch’s skipped list, issues the year’s receipt of a donor without e-mail as a PDF to post, and faxes it into the queue', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const world = await donorsOf2025();
    renderApp({ path: '/admin/donations/receipts', world });
    await user.click(await screen.findByRole('button', { name: '일괄 발송 시작' }));
    await screen.findByText(/^마침:/u);
    await user.click(within(skippedList()).getByRole('link', { name: '최들판' }));

    expect(await screen.findByRole('heading', { name: '최들판 (개인)' })).toBeInTheDocument();
    expect(screen.getByText('없음: 영수증을 우편이나 팩스로 보내 주세요.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '기부자의 영수증' });
    const [, yearRow] = within(table).getAllByRole('row');
    expect(yearRow).toHaveTextContent('2025년 연간 합산 영수증2만원발급 전');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(
      within(table).getByRole('button', { name: '우편용 PDF 발급: 2025년 연간 합산 영수증' }),
    );
    await waitFor(() => expect(world.fileSaver.saved).toHaveLength(1));
    expect(world.fileSaver.saved[0]?.fileName).toMatch(/^기부금영수증_2026-\d{6}\.txt$/u);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('(1회 발급)'),
    );

    await user.click(
      within(table).getByRole('button', { name: '팩스로 보내기: 2025년 연간 합산 영수증' }),
    );
    const fax = screen.getByRole('form', { name: '2025년 연간 합산 영수증 팩스로 보내기' });
    await user.type(within(fax).getByLabelText(/받을 팩스 번호/u), '010-1234-5678');
    await user.click(within(fax).getByRole('button', { name: '팩스로 보내기' }));
    await waitFor(() =>
      expect(within(fax).getByLabelText(/받을 팩스 번호/u)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(world.backend.receiptDeliveries.filter((each) => each.channel === 'fax')).toEqual([]);
    await user.clear(within(fax).getByLabelText(/받을 팩스 번호/u));
    await user.type(within(fax).getByLabelText(/받을 팩스 번호/u), '02-123-4567');
    await user.click(within(fax).getByRole('button', { name: '팩스로 보내기' }));
    await waitFor(() =>
      expect(world.notifier.notifications).toContainEqual({
        kind: 'success',
        message: expect.stringContaining('(재발급)을 팩스 대기열에 넣었습니다') as string,
      }),
    );
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('(2회 발급)'),
    );
    expect(
      world.backend.auditLog.map((entry) => entry.action).filter((a) => a.startsWith('receipt.')),
    ).toEqual(['receipt.batch', 'receipt.print', 'receipt.fax']);

    await user.click(screen.getByRole('link', { name: '발급 대장으로 돌아가기' }));
    expect(await screen.findByRole('table', { name: '보낼 팩스 1건' })).toHaveTextContent(
      '02-123-4567',
    );
  });
});
