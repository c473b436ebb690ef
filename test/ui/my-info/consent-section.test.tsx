import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS } from '../../../src/domain/accounts/consent-versions';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';
import { renderApp } from '../support/test-app';
import { seriousAxeFindings } from '../support/axe';

const SIGNED_UP_AT = '2026-03-02T01:00:00.000Z';

/** hong123 on /me, signed up on 2 March 2026 with marketing agreed; the consents loaded. */
async function openConsents() {
  const world = fakeWorld();
  addMember(world);
  world.backend.consents.set(
    'hong123',
    (['terms', 'privacy', 'marketing'] as const).map((kind) => ({
      kind,
      version: CONSENT_VERSIONS[kind],
      agreed: true,
      recordedAt: SIGNED_UP_AT,
    })),
  );
  await signInAs(world, 'hong123');
  const app = renderApp({ path: '/me', world });
  const section = await screen.findByRole('group', { name: '동의 내역' }, { timeout: 5000 });
  return { ...app, world, section, user: userEvent.setup() };
}

describe('ConsentSection on /me', () => {
  it('shows each consent with the day it was given and the text’s version, in Korean', async () => {
    const { section } = await openConsents();
    const marketing = within(section).getByRole('switch', { name: /마케팅 정보 수신/u });
    expect(marketing).toBeChecked();
    expect(marketing).toBeEnabled();
    expect(marketing).toHaveAccessibleDescription(
      expect.stringContaining('2026년 3월 2일 동의 · 2026년 11월 29일 시행본'),
    );
  });

  it('keeps the required consents on, saying they end only with withdrawal', async () => {
    const { section } = await openConsents();
    for (const name of [/이용약관/u, /개인정보 수집·이용/u]) {
      const required = within(section).getByRole('switch', { name });
      expect(required).toBeChecked();
      expect(required).toBeDisabled();
      expect(required).toHaveAccessibleDescription(expect.stringContaining('회원 탈퇴로 철회'));
    }
  });

  it('withdraws the marketing consent at once and shows the day of the withdrawal', async () => {
    const { section, user, world } = await openConsents();
    const marketing = within(section).getByRole('switch', { name: /마케팅 정보 수신/u });
    await user.click(marketing);
    await waitFor(() => expect(marketing).not.toBeChecked());
    expect(marketing).toHaveAccessibleDescription(expect.stringContaining('2026년 11월 22일 철회'));
    const answers = world.backend.consents.get('hong123') ?? [];
    expect(answers.filter((answer) => answer.kind === 'marketing').map((a) => a.agreed)).toEqual([
      true,
      false,
    ]);
  });

  it('has no serious accessibility findings', async () => {
    await openConsents();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
