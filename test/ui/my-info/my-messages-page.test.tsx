import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHOICES_SAVED } from '../../../src/domain/messages';
import { addMember, answerMarketing, fakeWorld, signInAs } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** hong123, signed up without the marketing consent, on 내 정보 › 받을 소식. */
async function openMyMessages() {
  const world = fakeWorld();
  addMember(world);
  answerMarketing(world, 'hong123', false, '2026-03-02T01:00:00.000Z');
  await signInAs(world, 'hong123');
  renderApp({ path: '/me/messages', world });
  const form = await screen.findByRole('form', { name: '받을 소식 설정' }, { timeout: 5000 });
  return { world, form, user: userEvent.setup() };
}

describe('받을 소식 on /me (issue 32, item 4): what a member receives from the office', () => {
  it('is 내 정보’s fourth tab, with the three kinds of message as checkboxes', async () => {
    const { form } = await openMyMessages();
    expect(screen.getByRole('heading', { level: 1, name: '받을 소식' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: '내 정보 메뉴' });
    expect(within(tabs).getByRole('link', { name: '받을 소식' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(form).getByRole('checkbox', { name: /안내 메일/u })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '안내 문자' })).toBeChecked();
    const promotion = within(form).getByRole('checkbox', { name: /홍보 메일·문자/u });
    expect(promotion).not.toBeChecked();
    expect(promotion).toHaveAccessibleDescription(expect.stringContaining('2년 동안 유지'));
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('saves the choices, giving the marketing consent of /me with 홍보, and says until when', async () => {
    const { world, form, user } = await openMyMessages();
    await user.click(within(form).getByRole('checkbox', { name: '안내 문자' }));
    await user.click(within(form).getByRole('checkbox', { name: /홍보 메일·문자/u }));
    await user.click(within(form).getByRole('button', { name: '저장' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(CHOICES_SAVED);
    expect(
      within(form).getByRole('checkbox', { name: /홍보 메일·문자/u }),
    ).toHaveAccessibleDescription(
      '홍보 수신 동의: 2028년 11월 22일까지 유지, 그 전에 확인 메일을 보내 드립니다.',
    );
    const marketing = world.backend.consents.get('hong123')?.at(-1);
    expect(marketing).toMatchObject({ kind: 'marketing', agreed: true });
    expect(world.backend.messageChoiceChanges.get('hong123')).toEqual([
      {
        topic: 'notice-text',
        receives: false,
        source: 'me',
        recordedAt: world.clock.now().toISOString(),
      },
    ]);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('shows 홍보 given here as the marketing consent of 내 정보’s 동의 내역: one record', async () => {
    const { form, user } = await openMyMessages();
    await user.click(within(form).getByRole('checkbox', { name: /홍보 메일·문자/u }));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(CHOICES_SAVED);

    const tabs = screen.getByRole('navigation', { name: '내 정보 메뉴' });
    await user.click(within(tabs).getByRole('link', { name: '내 정보' }));
    const consents = await screen.findByRole('group', { name: '동의 내역' }, { timeout: 5000 });
    expect(within(consents).getByRole('switch', { name: /마케팅 정보 수신/u })).toBeChecked();
  });
});
