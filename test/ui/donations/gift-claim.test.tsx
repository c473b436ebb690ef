import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDonation } from '../../support/donations';
import { addMember, fakeWorld, lastCodeMailedTo, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/**
 * 김하늘 gave 3만원 as a visitor (same name, mobile and e-mail) before joining; the office's
 * records hold it under an outside donor. She is then signed in.
 */
async function memberWhoGaveAsAVisitor() {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  const member = addMember(world, {
    userId: 'haneul01',
    name: '김하늘',
    email: 'haneul@example.com',
    mobile: '010-1234-5678',
  });
  await signInAs(world, 'office1');
  const donorId = await world.officeDonationApi.createDonor({
    memberId: '',
    kind: 'person',
    name: member.name,
    businessNumber: '',
    phone: '010-1234-5678',
    email: member.email,
    address: '',
    graduationYear: null,
    namedInHallOfFame: false,
  });
  await world.officeDonationApi.recordDonation(
    donorId,
    aDonation({ amount: 30_000, donatedOn: '2025-05-05' }),
  );
  world.tokenStore.clearTokens();
  await signInAs(world, 'haneul01');
  return world;
}

describe('비회원으로 하신 기부, claimed in 기부 내역 (issue 31 item 6)', () => {
  it('offers the visitor’s gift, mails a code, says when it is wrong, and brings the gift in', async () => {
    const user = userEvent.setup();
    const world = await memberWhoGaveAsAVisitor();
    renderApp({ path: '/me/donations', world });
    const box = await screen.findByRole('region', { name: '비회원으로 하신 기부' });
    expect(box).toHaveTextContent('비회원으로 하신 기부 1건(합계 30,000원)');
    expect(box).toHaveTextContent('2025년에');
    expect(await screen.findByText('조건에 맞는 기부 내역이 없습니다.')).toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(within(box).getByRole('button', { name: '확인 코드 받기' }));
    expect(
      await within(box).findByText(/haneul@example\.com\(으\)로 확인 코드를 보냈습니다/u),
    ).toBeInTheDocument();
    const field = within(box).getByLabelText(/확인 코드/u);
    expect(field).toHaveFocus();
    const code = lastCodeMailedTo(world, 'haneul@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await user.type(field, wrong);
    await user.click(within(box).getByRole('button', { name: '가져오기' }));
    expect(await within(box).findByText(/확인 코드가 맞지 않거나/u)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.clear(field);
    await user.type(field, code);
    await user.click(within(box).getByRole('button', { name: '가져오기' }));
    const table = await screen.findByRole('table', { name: '기부 내역' });
    expect(world.notifier.notifications).toContainEqual({
      kind: 'success',
      message: '기부 1건을 내 기부 내역으로 가져왔습니다.',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '비회원으로 하신 기부' })).toBeNull(),
    );
  });

  it('shows nothing to a member with no gift given as a visitor', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'haneul01', name: '김하늘', email: 'haneul@example.com' });
    await signInAs(world, 'haneul01');
    renderApp({ path: '/me/donations', world });
    expect(await screen.findByText('조건에 맞는 기부 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '비회원으로 하신 기부' })).toBeNull();
  });
});
