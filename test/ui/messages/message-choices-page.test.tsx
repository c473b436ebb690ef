import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeChoiceLink } from '../../../src/adapters/fake/fake-message-choices-api';
import { CHOICE_LINK_INVALID, CHOICES_SAVED, UNSUBSCRIBED } from '../../../src/domain/messages';
import { addMember, answerMarketing, fakeWorld } from '../../support/fake-world';
import { seriousAxeFindings } from '../support/axe';
import { renderApp } from '../support/test-app';

/** hong123 (not signed in) gave the marketing consent on 22 December 2024: it ends in a month. */
function memberWithConsent() {
  const world = fakeWorld();
  addMember(world);
  answerMarketing(world, 'hong123', true, '2024-12-22T01:00:00.000Z');
  return world;
}

async function openLink(query: string) {
  const world = memberWithConsent();
  renderApp({ path: `/messages/choices?${query}`, world });
  expect(await screen.findByRole('heading', { level: 1, name: '받을 소식 설정' })).toBeVisible();
  return { world, user: userEvent.setup() };
}

describe('받을 소식 설정 from a mail’s signed link (issue 32, items 3 and 4), without signing in', () => {
  it('shows whose choices they are and saves them, recorded as made from the link', async () => {
    const { world, user } = await openLink(`t=${fakeChoiceLink('hong123')}`);
    expect(await screen.findByText('받는 분: h***@example.com')).toBeVisible();
    const form = screen.getByRole('form', { name: '받을 소식 설정' });
    expect(within(form).getByRole('checkbox', { name: /홍보 메일·문자/u })).toBeChecked();
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: /안내 메일/u }));
    await user.click(within(form).getByRole('button', { name: '저장' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(CHOICES_SAVED);
    expect(world.backend.messageChoiceChanges.get('hong123')).toEqual([
      expect.objectContaining({ topic: 'notice-mail', receives: false, source: 'link' }),
    ]);
    expect(world.tokenStore.readTokens()).toBeNull();
  });

  it('is marked noindex: the address is the member’s own', async () => {
    await openLink(`t=${fakeChoiceLink('hong123')}`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('refuses a link the site did not sign, showing no form', async () => {
    const forged = `${fakeChoiceLink('hong123').split('.')[0] ?? ''}.forged0signature`;
    await openLink(`t=${forged}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(CHOICE_LINK_INVALID);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('says so for an address without its token', async () => {
    await openLink('confirm=promotion');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHOICE_LINK_INVALID);
  });

  it('asks the two-yearly question and keeps the 홍보 consent two more years', async () => {
    const { world, user } = await openLink(`t=${fakeChoiceLink('hong123')}&confirm=promotion`);
    const question = await screen.findByRole('region', { name: '홍보 수신 동의 확인' });
    expect(question).toHaveTextContent('답하지 않으시면 2026년 12월 22일에 동의가 끝나');
    expect(await seriousAxeFindings()).toEqual([]);

    await user.click(
      within(question).getByRole('button', { name: '홍보 수신 동의를 2년 더 유지합니다' }),
    );

    expect(await within(question).findByRole('status')).toHaveTextContent(
      '홍보 수신 동의를 2028년 11월 22일까지 유지합니다.',
    );
    const form = screen.getByRole('form', { name: '받을 소식 설정' });
    expect(
      within(form).getByRole('checkbox', { name: /홍보 메일·문자/u }),
    ).toHaveAccessibleDescription(expect.stringContaining('2028년 11월 22일까지 유지'));
    expect(world.backend.consents.get('hong123')?.at(-1)).toMatchObject({
      kind: 'marketing',
      agreed: true,
      recordedAt: world.clock.now().toISOString(),
    });
  });

  it('stops 홍보 from the same question, beside the button that keeps it', async () => {
    const { world, user } = await openLink(`t=${fakeChoiceLink('hong123')}&confirm=promotion`);
    const question = await screen.findByRole('region', { name: '홍보 수신 동의 확인' });
    await user.click(within(question).getByRole('button', { name: '홍보를 그만 받겠습니다' }));

    expect(await within(question).findByRole('status')).toHaveTextContent(UNSUBSCRIBED);
    const form = screen.getByRole('form', { name: '받을 소식 설정' });
    expect(within(form).getByRole('checkbox', { name: /홍보 메일·문자/u })).not.toBeChecked();
    expect(world.backend.consents.get('hong123')?.at(-1)).toMatchObject({ agreed: false });
  });
});
