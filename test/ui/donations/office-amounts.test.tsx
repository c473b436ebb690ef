import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

describe('amounts typed by the office (issue 29 item 8)', () => {
  it('장학금 지급: the amount is grouped as typed, with its 만 reading beside it', async () => {
    const user = userEvent.setup();
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    await signInAs(world, 'office1');
    renderApp({ path: '/admin/donations/scholarships', world });
    const form = await screen.findByRole('form', { name: '장학금 지급 입력' });
    const amount = within(form).getByLabelText('지급액(원)');
    await user.type(amount, '24000000');
    expect(amount).toHaveValue('24,000,000');
    expect(amount).toHaveAccessibleDescription('2,400만원');
    // A digit typed in the middle stays where it was typed.
    await user.type(amount, '5', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(amount).toHaveValue('254,000,000');
    expect(amount).toHaveAccessibleDescription('2억 5,400만원');
    await user.clear(amount);
    await user.type(amount, '1000.5');
    expect(amount).toHaveValue('1,000.5');
    expect(amount).not.toHaveAccessibleDescription(/원/u);
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
