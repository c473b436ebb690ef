import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { aGift } from '../../support/checkouts';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

describe('은행 거래내역 가져오기 in the demo: a deposit under an online order’s reference (issue 31)', () => {
  it('shows the order’s donor, imports it as that order, and the order is paid', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    const started = await world.paymentApi.startCheckout(
      aGift({ method: 'bankTransfer', amount: '50,000' }),
    );
    const reference = started.outcome?.deposit?.reference ?? '';
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    await signInAs(world, 'office1');
    renderApp({ path: '/admin/donations/import', world });

    const day = formatCalendarDate(calendarDateOf(world.clock.now())).replace(/-/gu, '.');
    const statement = [
      '거래일시,기재내용,입금액(원)',
      `${day},가람 ${reference.slice(0, 3).toLowerCase()} ${reference.slice(3)},"50,000"`,
      `${day},${reference},"5,000"`,
    ].join('\n');
    await user.upload(
      await screen.findByLabelText('거래내역 파일 (XLSX, CSV)'),
      new File([statement], '거래내역.csv', { type: 'text/csv' }),
    );
    const table = await screen.findByRole('table', { name: '가져올 거래' });
    const [, matching, short] = within(table).getAllByRole('row');
    if (!matching || !short) throw new Error('two deposits');
    expect(matching).toHaveTextContent('한가람');
    expect(matching).toHaveTextContent('온라인 신청 · 장학기금 5만원');
    expect(within(matching).getByRole('checkbox')).toBeChecked();
    expect(within(short).getByRole('checkbox')).toBeDisabled();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '1건 가져오기' }));
    await waitFor(() =>
      expect(world.notifier.notifications.at(-1)).toEqual({
        kind: 'success',
        message: '1건의 기부를 입력했습니다.',
      }),
    );
    expect((await world.paymentApi.paymentOrder(started.orderId)).state).toBe('paid');
  });
});
