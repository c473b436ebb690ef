import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDonation, donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

async function officeWithAGift() {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  addMember(world, { userId: 'haneul01', name: '김하늘' });
  await signInAs(world, 'office1');
  const donor = await world.officeDonationApi.createDonor(
    donorDraftFor({ userId: 'haneul01', name: '김하늘' }),
  );
  await world.officeDonationApi.recordDonation(
    donor,
    aDonation({ donatedOn: '2026-03-02', amount: 1_000_000 }),
  );
  return world;
}

describe('기부 입력·내역 (issue 29 item 7)', () => {
  it('warns of a likely duplicate and enters it only once the office confirms', async () => {
    const user = userEvent.setup();
    const world = await officeWithAGift();
    renderApp({ path: '/admin/donations?year=2026', world });
    await user.type(
      await screen.findByLabelText('기부자 (이름, 연락처, 이메일, 회원 아이디)'),
      '김하늘',
    );
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await user.click(await screen.findByRole('button', { name: '고르기: 김하늘' }));
    const entry = await screen.findByRole('form', { name: '김하늘 기부 입력' });
    expect(within(entry).getByRole('button', { name: '닫기' })).toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: '취소' })).toBeNull();
    await user.clear(within(entry).getByLabelText('기부일'));
    await user.type(within(entry).getByLabelText('기부일'), '2026-03-02');
    await user.type(within(entry).getByLabelText('금액(원)'), '1000000');
    await user.click(within(entry).getByRole('button', { name: '기부 입력' }));
    expect(await within(entry).findByRole('alert')).toHaveTextContent(
      /^김하늘 님의 2026\.03\.02 .+ 100만원 기부가 이미 입력되어 있습니다\./u,
    );
    expect(screen.getByText(/2026년 1건/u)).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);

    // Changing the gift takes the warning back; the same gift again brings it back.
    await user.type(within(entry).getByLabelText('금액(원)'), '0');
    expect(within(entry).queryByRole('alert')).toBeNull();
    await user.type(within(entry).getByLabelText('금액(원)'), '{Backspace}');
    await user.click(within(entry).getByRole('button', { name: '기부 입력' }));
    await user.click(
      await within(entry).findByRole('button', { name: '같은 기부를 한 번 더 입력' }),
    );
    await waitFor(() => expect(screen.getByText(/2026년 2건/u)).toBeInTheDocument());
    const table = screen.getByRole('table', { name: '기부 내역' });
    expect(within(table).getAllByText('100만원')).toHaveLength(2);
  });

  it('opens 정정 and 기부 취소 under the row clicked, the focus in; 닫기 closes, 기부 취소 voids', async () => {
    const user = userEvent.setup();
    const world = await officeWithAGift();
    renderApp({ path: '/admin/donations?year=2026', world });
    const table = await screen.findByRole('table', { name: '기부 내역' });
    const gift = /2026\.03\.02 김하늘 100만원/u;

    const cancel = within(table).getByRole('button', {
      name: new RegExp(`^기부 취소: ${gift.source}`, 'u'),
    });
    await user.click(cancel);
    const cancelForm = within(table).getByRole('form', { name: /^기부 취소: 2026\.03\.02/u });
    const [, giftRow, formRow] = within(table).getAllByRole('row');
    expect(giftRow).toContainElement(cancel);
    expect(formRow).toContainElement(cancelForm);
    expect(within(cancelForm).getByLabelText(/취소 사유/u)).toHaveFocus();
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(cancelForm).getByRole('button', { name: '닫기' }));
    expect(within(table).queryByRole('form')).toBeNull();
    expect(cancel).toHaveFocus();
    expect(screen.getByText(/2026년 1건/u)).toBeInTheDocument();

    const correct = within(table).getByRole('button', {
      name: new RegExp(`^정정: ${gift.source}`, 'u'),
    });
    await user.click(correct);
    const correction = within(table).getByRole('form', { name: '김하늘 기부 정정' });
    expect(within(table).getAllByRole('row')[2]).toContainElement(correction);
    expect(within(correction).getByLabelText('기금')).toHaveFocus();
    await user.click(within(correction).getByRole('button', { name: '닫기' }));
    expect(correct).toHaveFocus();

    await user.click(cancel);
    await user.click(
      within(within(table).getByRole('form')).getByRole('button', { name: '기부 취소' }),
    );
    expect(
      await within(table).findByText('고치거나 취소하는 까닭을 적어 주세요.'),
    ).toBeInTheDocument();
    await user.type(within(table).getByLabelText(/취소 사유/u), '이중 입력');
    await user.click(
      within(within(table).getByRole('form')).getByRole('button', { name: '기부 취소' }),
    );
    await waitFor(() => expect(screen.getByText(/2026년 0건/u)).toBeInTheDocument());
  });
});
