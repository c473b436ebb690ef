import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { memberWithDonations } from './member-with-donations';

/** Two gifts of 2025 and one of 2024. */
const memberWithGifts = () =>
  memberWithDonations([{}, { donatedOn: '2025-07-01' }, { donatedOn: '2024-12-24' }]);

const rowsOf = () =>
  within(screen.getByRole('table', { name: '기부 내역' }))
    .getAllByRole('row')
    .slice(1);

describe('the member’s receipts after the year’s receipt (issue 29, items 3 and 5)', () => {
  it('item 3: a gift on the issued year receipt links to it instead of offering its own', async () => {
    const user = userEvent.setup();
    const world = await memberWithGifts();
    renderApp({ path: '/me/donations', world });
    await screen.findByRole('table', { name: '기부 내역' });
    expect(screen.getAllByRole('button', { name: /기부의 영수증$/u })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: '2025년 영수증' }));
    const dialog = await screen.findByRole('dialog', { name: '2025년 연간 기부금영수증' });
    await within(dialog).findByRole('table', { name: '기부 내용' });
    await user.click(within(dialog).getByRole('button', { name: '이메일로 보내기' }));
    await within(dialog).findByText(/영수증을 haneul@example\.com\(으\)로 보냈습니다/u);

    // The list is read again at once: the two gifts of 2025 are on that receipt now.
    await waitFor(() =>
      expect(rowsOf().map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
        '2025년 연간 영수증에 들어 있음',
        '2025년 연간 영수증에 들어 있음',
        '영수증',
      ]),
    );
    expect(screen.getAllByRole('button', { name: /기부의 영수증$/u })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '영수증 창 닫기' }));

    const link = within(rowsOf()[0] as HTMLElement).getByRole('button', {
      name: '2025.07.01 10만원 기부가 들어 있는 2025년 연간 영수증',
    });
    await user.click(link);
    const yearDialog = await screen.findByRole('dialog', { name: '2025년 연간 기부금영수증' });
    expect(await within(yearDialog).findByText(/이미 발급한 영수증입니다/u)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(yearDialog).getByRole('button', { name: '영수증 창 닫기' }));
    expect(link).toHaveFocus();
  });

  it('item 5: a refused number clears the last success; a number sent leaves the box and shows stored', async () => {
    const user = userEvent.setup();
    const world = await memberWithGifts();
    renderApp({ path: '/me/donations', world });
    await user.click(await screen.findByRole('button', { name: '2024년 영수증' }));
    const dialog = await screen.findByRole('dialog', { name: '2024년 연간 기부금영수증' });
    await within(dialog).findByRole('table', { name: '기부 내용' });
    await user.click(within(dialog).getByRole('button', { name: '이메일로 보내기' }));
    await within(dialog).findByText(/보냈습니다/u);

    // A wrong check digit is refused in the form: the earlier 보냈습니다 goes with it.
    const box = within(dialog).getByLabelText('주민등록번호');
    await user.type(box, '900101-1234567');
    await user.click(within(dialog).getByRole('radio', { name: '팩스' }));
    await user.type(within(dialog).getByLabelText(/받을 팩스 번호/u), '02-123-4567');
    await user.click(within(dialog).getByRole('button', { name: '팩스로 보내기' }));
    expect(
      await within(dialog).findByText('올바른 주민등록번호가 아닙니다. 다시 확인해 주세요.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/보냈습니다|접수했습니다/u)).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '900101-1234568');
    await user.click(
      within(dialog).getByRole('checkbox', { name: /주민등록번호 수집·이용에 동의합니다/u }),
    );
    await user.click(within(dialog).getByRole('button', { name: '팩스로 보내기' }));
    await within(dialog).findByText(/사무국에 접수했습니다/u);
    // Stored: the summary shows it masked, and the full number is in no box any more.
    const stored = within(dialog).getByText('주민등록번호', { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(stored).toHaveTextContent('900101-1******'));
    expect(within(dialog).queryByLabelText('주민등록번호')).not.toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('1234568');
    expect(within(dialog).getByText(/사무국에 접수했습니다/u)).toBeInTheDocument();
  });
});
