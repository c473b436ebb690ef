import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDonation, donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** A member who asked for her 2025 receipt by fax; the fake world has no fax service. */
async function worldWithAQueuedFax() {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  addMember(world, { userId: 'haneul01', name: '김하늘', email: 'haneul@example.com' });
  await signInAs(world, 'office1');
  const haneul = await world.officeDonationApi.createDonor(
    donorDraftFor({ userId: 'haneul01', name: '김하늘' }),
  );
  await world.officeDonationApi.recordDonation(haneul, {
    ...aDonation(),
    donatedOn: '2025-05-01',
  });
  await signInAs(world, 'haneul01');
  await world.donationApi.sendReceiptFax({
    scope: { kind: 'year', year: 2025 },
    faxNumber: '02-123-4567',
  });
  await signInAs(world, 'office1');
  return world;
}

describe('팩스 대기열 (issue 27)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the office the faxes waiting for it, gives each PDF, and takes one off once marked sent', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const world = await worldWithAQueuedFax();
    renderApp({ path: '/admin/donations/receipts', world });

    const queue = await screen.findByRole('table', { name: '보낼 팩스 1건' });
    const [, row] = within(queue).getAllByRole('row');
    expect(row).toHaveTextContent('02-123-4567');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(within(queue).getByRole('button', { name: /내려받기$/u }));
    await waitFor(() => expect(world.fileSaver.saved).toHaveLength(1));
    expect(world.fileSaver.saved[0]?.fileName).toMatch(/^기부금영수증_\d{4}-\d{6}\.txt$/u);

    await user.click(within(queue).getByRole('button', { name: '보냄 처리' }));
    expect(await screen.findByText('보낼 팩스가 없습니다.')).toBeInTheDocument();
    expect(world.notifier.notifications).toContainEqual({
      kind: 'success',
      message: '02-123-4567(으)로 보낸 팩스를 대기열에서 뺐습니다.',
    });
  });
});
