import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMember, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { memberWorld } from './checkout-world';
import { registeredPledge } from './pledge-world';

describe('매월 기부 in the console (issue 31, item 4): months and pledges', () => {
  it('shows this month’s expected, received and failed, and each pledge with its donor', async () => {
    const world = await memberWorld();
    await registeredPledge(world);
    await registeredPledge(world, '4000000000000002');
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    await signInAs(world, 'office1');
    renderApp({ path: '/admin/donations/pledges', world });
    expect(await screen.findByRole('heading', { level: 1, name: '매월 기부' })).toBeInTheDocument();

    const months = await screen.findByRole('table', { name: '달마다' });
    const [, thisMonth] = within(months).getAllByRole('row');
    expect(thisMonth).toHaveTextContent(/^\d{4}-\d{2}10만원5만원1건$/u);
    expect(within(months).getAllByRole('row')).toHaveLength(7);

    const pledges = screen.getByRole('table', { name: '약정' });
    const rows = within(pledges).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(
      /김하늘장학기금5만원매월 25일카드진행 중\d{4}-\d{2} 재결제 예정/u,
    );
    expect(rows[1]).toHaveTextContent('결제 완료');
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
