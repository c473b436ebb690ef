import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { memberWithDonations } from './member-with-donations';

/** The office records the member's donations; the member is then signed in. */
const memberWithGifts = () =>
  memberWithDonations([{}, { donatedOn: '2024-12-24', amount: 1_250_000, method: 'cms' }]);

describe('기부 내역, 내 정보’s second tab (issue 14 items 4 and 6)', () => {
  it('lists the member’s donations with dates, funds, methods and Korean amounts, and filters them', async () => {
    const user = userEvent.setup();
    const world = await memberWithGifts();
    renderApp({ path: '/me/donations', world });
    const table = await screen.findByRole('table', { name: '기부 내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2025.03.02', '장학기금', '계좌이체', '10만원'],
      ['2024.12.24', '장학기금', 'CMS 자동이체', '125만원'],
    ]);
    expect(screen.getByText('135만원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '기부 내역' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('연도'), '2024년');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: '기부 내역' })).getAllByRole('row'),
      ).toHaveLength(2),
    );

    await user.click(screen.getByRole('radio', { name: '기간 지정' }));
    await user.type(screen.getByLabelText('시작일'), '1950-01-01');
    await user.type(screen.getByLabelText('종료일'), '2049-12-31');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('기간은 10년 이내로 골라 주세요.')).toBeInTheDocument();
  });

  it('sends a year’s receipt by e-mail to the member’s address, then by fax as 재발급, keeping a refused number', async () => {
    const user = userEvent.setup();
    const world = await memberWithGifts();
    renderApp({ path: '/me/donations', world });
    await user.click(await screen.findByRole('button', { name: '2025년 영수증' }));
    const dialog = await screen.findByRole('dialog', { name: '2025년 연간 기부금영수증' });
    expect(await within(dialog).findByRole('table', { name: '기부 내용' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/받을 이메일/u)).toHaveValue('haneul@example.com');
    expect(await seriousAxeFindings()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '이메일로 보내기' }));
    expect(
      await within(dialog).findByText(/일련번호 \d{4}-000001 영수증을 haneul@example\.com/u),
    ).toBeInTheDocument();
    expect(world.backend.outbox.at(-1)?.subject).toContain('기부금영수증');

    await user.click(within(dialog).getByRole('radio', { name: '팩스' }));
    const fax = within(dialog).getByLabelText(/받을 팩스 번호/u);
    await user.type(fax, '010-1234-5678');
    await user.click(within(dialog).getByRole('button', { name: '팩스로 보내기' }));
    expect(
      await within(dialog).findByText(/휴대전화 번호로는 팩스를 보낼 수 없습니다/u),
    ).toBeInTheDocument();
    expect(fax).toHaveValue('010-1234-5678');
    await user.clear(fax);
    await user.type(fax, '02-123-4567');
    await user.click(within(dialog).getByRole('button', { name: '팩스로 보내기' }));
    // No fax service in the fake world: the member is told it waits for the office, not sent.
    const queued = await within(dialog).findByText(/영수증\(재발급\)을 02-123-4567/u);
    expect(queued).toHaveTextContent('사무국에 접수했습니다. 아직 보내지 않았으며');
    expect(queued).not.toHaveTextContent('보냈습니다');
    expect(world.backend.receiptDeliveries.map((each) => each.channel)).toEqual(['mail', 'fax']);

    await user.click(within(dialog).getByRole('button', { name: '영수증 창 닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2025년 영수증' })).toHaveFocus();
  });

  it('asks the separate consent before keeping a resident number, and downloads the member’s copy', async () => {
    const user = userEvent.setup();
    const world = await memberWithGifts();
    renderApp({ path: '/me/donations', world });
    await user.click(
      (await screen.findAllByRole('button', { name: /기부의 영수증/u }))[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: '기부금영수증' });
    await user.click(await within(dialog).findByRole('radio', { name: '내려받기' }));
    await user.type(within(dialog).getByLabelText('주민등록번호'), '900101-1234568');
    await user.click(within(dialog).getByRole('button', { name: '내려받기' }));
    expect(
      await within(dialog).findByText('주민등록번호를 저장하려면 수집·이용에 동의해 주세요.'),
    ).toBeInTheDocument();
    expect(world.fileSaver.saved).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('checkbox', { name: /주민등록번호 수집·이용에 동의합니다/u }),
    );
    await user.click(within(dialog).getByRole('button', { name: '내려받기' }));
    await waitFor(() => expect(world.fileSaver.saved).toHaveLength(1));
    expect(world.fileSaver.saved[0]?.fileName).toMatch(/^기부금영수증_\d{4}-000001/u);
    expect(await within(dialog).findByText(/영수증을 내려받았습니다/u)).toBeInTheDocument();
  });
});
