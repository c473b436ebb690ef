import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GIFT_CLAIM_TEXTS } from '../../../src/domain/donations/gift-claims';
import { aDonation, donorDraftFor } from '../../support/donations';
import { lastCodeMailedTo, signInAs, type FakeWorld } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';
import { memberWithDonations } from './member-with-donations';

const HAEUL = { name: '김하늘', email: 'haneul@example.com' };
const OFFER = { name: '가입 전에 하신 기부' };

/** The office records a gift of a visitor who gave 김하늘's name, mobile and e-mail. */
async function visitorGift(
  world: FakeWorld,
  amount: number,
  { phone = '010-1234-5678', donatedOn = '2023-05-05' } = {},
) {
  world.tokenStore.clearTokens();
  await signInAs(world, 'office1');
  const donorId = await world.officeDonationApi.createDonor(
    donorDraftFor({ userId: '', name: HAEUL.name }, { phone, email: HAEUL.email.toUpperCase() }),
  );
  await world.officeDonationApi.recordDonation(donorId, aDonation({ amount, donatedOn }));
  world.tokenStore.clearTokens();
  await signInAs(world, 'haneul01');
}

const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a visitor’s gifts brought into 기부 내역 (issue 31, item 6)', () => {
  it('offers nothing when no visitor’s gift has the member’s name, mobile and e-mail', async () => {
    const world = await memberWithDonations([{}]);
    await visitorGift(world, 30_000, { phone: '010-9999-0000' });
    renderApp({ path: '/me/donations', world });
    expect(await screen.findByRole('table', { name: '기부 내역' })).toBeInTheDocument();
    expect(screen.queryByRole('region', OFFER)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '확인 코드 받기' })).not.toBeInTheDocument();
  });

  it('mails a code, says a wrong one next to the field, and brings the gifts in with the right one', async () => {
    const user = userEvent.setup();
    const world = await memberWithDonations([{}]);
    await visitorGift(world, 20_000, { donatedOn: '2023-02-01' });
    await visitorGift(world, 30_000);
    renderApp({ path: '/me/donations', world });
    const offer = await screen.findByRole('region', OFFER);
    expect(offer).toHaveTextContent(
      '회원 가입 전에 같은 이름·연락처·이메일로 하신 기부 2건(합계 50,000원)이 있습니다.',
    );
    const offered = within(offer).getByRole('table', { name: '가져올 수 있는 기부' });
    expect(
      within(offered)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['2023.05.05', '장학기금', '3만원'],
      ['2023.02.01', '장학기금', '2만원'],
    ]);
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(within(offer).getByRole('button', { name: '확인 코드 받기' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent(
      GIFT_CLAIM_TEXTS.codeSent(HAEUL.email),
    );
    const codeField = within(offer).getByLabelText(/^확인 코드/u);
    expect(codeField).toHaveFocus();
    expect(await seriousAxeFindings()).toEqual([]);
    const code = lastCodeMailedTo(world, HAEUL.email);

    await user.type(codeField, wrongCodeOf(code));
    await user.click(within(offer).getByRole('button', { name: '가져오기' }));
    await waitFor(() => expect(codeField).toHaveAccessibleDescription(/맞지 않거나/u));
    expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(codeField).toHaveValue(wrongCodeOf(code));
    expect(
      within(screen.getByRole('table', { name: '기부 내역' })).getAllByRole('row'),
    ).toHaveLength(2);

    await user.clear(codeField);
    await user.type(codeField, code);
    await user.click(within(offer).getByRole('button', { name: '가져오기' }));
    await waitFor(() =>
      expect(world.notifier.notifications).toContainEqual({
        kind: 'success',
        message: '기부 2건을 내 기부 내역으로 가져왔습니다.',
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: '기부 내역' })).getAllByRole('row'),
      ).toHaveLength(4),
    );
    await waitFor(() => expect(screen.queryByRole('region', OFFER)).not.toBeInTheDocument());
  });

  it('says, where the code is typed, that too many wrong codes must wait', async () => {
    const user = userEvent.setup();
    const world = await memberWithDonations([]);
    await visitorGift(world, 30_000);
    renderApp({ path: '/me/donations', world });
    const offer = await screen.findByRole('region', OFFER);
    await user.click(within(offer).getByRole('button', { name: '확인 코드 받기' }));
    const codeField = await within(offer).findByLabelText(/^확인 코드/u);
    await user.type(codeField, wrongCodeOf(lastCodeMailedTo(world, HAEUL.email)));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await user.click(within(offer).getByRole('button', { name: '가져오기' }));
      await waitFor(() => expect(codeField).toHaveAccessibleDescription(/맞지 않거나/u));
    }
    await user.click(within(offer).getByRole('button', { name: '가져오기' }));
    const alert = await within(offer).findByText(/잘못된 시도가 많아/u);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(world.backend.donationRecords.records.some((record) => record.supersedes)).toBe(false);
    expect(screen.getByText('조건에 맞는 기부 내역이 없습니다.')).toBeInTheDocument();
  });

  it('says, under the button, that a new code must wait a minute', async () => {
    const user = userEvent.setup();
    const world = await memberWithDonations([]);
    await visitorGift(world, 30_000);
    renderApp({ path: '/me/donations', world });
    const offer = await screen.findByRole('region', OFFER);
    await user.click(within(offer).getByRole('button', { name: '확인 코드 받기' }));
    await user.click(within(offer).getByRole('button', { name: '확인 코드 다시 받기' }));
    const alert = await within(offer).findByText(/잘못된 시도가 많아|다시 시도/u);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(world.backend.outbox.filter((mail) => mail.to === HAEUL.email)).toHaveLength(1);
  });
});
