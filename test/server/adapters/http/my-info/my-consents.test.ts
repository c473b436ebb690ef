import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { CONSENT_VERSIONS } from '../../../../../src/domain/accounts/consent-versions';
import { REQUIRED_CONSENT_REFUSAL } from '../../../../../src/domain/accounts';
import { expectRefusal, expectSuccess, HANGUL, ONE_MINUTE } from '../../../support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { signedInOffice } from '../../../support/office';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

type Consents = DataOf<'getMyConsents'>;

/**
 * Issue 27: the marketing consent can be withdrawn at any time, as the sign-up notice says; /me
 * shows every consent with its version and date, every change is kept, the office sees the state.
 */
describe.each(dialects())('a member’s consents (%s)', (dialect) => {
  const server = useTestServer(dialect, { seed: withMember });
  let member: SignedInMember;
  let signedUpAt: number;

  async function withMember(): Promise<void> {
    signedUpAt = server.clock.now().getTime();
    member = await signedInMember(server, {
      consents: { terms: true, privacy: true, marketing: true },
    });
  }

  const mine = async () => expectSuccess(await server.call<Consents>('getMyConsents', as(member)));
  const change = (kind: string, agreed: boolean) =>
    server.call<Consents>('changeMyConsent', { ...as(member), body: { kind, agreed } });
  const history = () => server.runtime.ports.store.consents.listFor(member.userId);

  it('shows each consent given at sign-up with the text’s version and the time', async () => {
    const consents = await mine();
    expect(
      consents.map(({ kind, required, agreed, version }) => ({ kind, required, agreed, version })),
    ).toEqual([
      { kind: 'terms', required: true, agreed: true, version: CONSENT_VERSIONS.terms },
      { kind: 'privacy', required: true, agreed: true, version: CONSENT_VERSIONS.privacy },
      { kind: 'marketing', required: false, agreed: true, version: CONSENT_VERSIONS.marketing },
    ]);
    for (const consent of consents) {
      expect(Date.parse(consent.recordedAt)).toBeGreaterThanOrEqual(signedUpAt - 1000);
    }
  });

  it('withdraws and gives the marketing consent again, keeping every change with its time', async () => {
    server.clock.advance(ONE_MINUTE);
    const withdrawn = expectSuccess(await change('marketing', false));
    const marketing = withdrawn.find((consent) => consent.kind === 'marketing');
    expect(marketing).toMatchObject({ agreed: false });
    expect(Date.parse(marketing?.recordedAt ?? '')).toBeGreaterThanOrEqual(signedUpAt + ONE_MINUTE);
    expect(await mine()).toEqual(withdrawn);

    server.clock.advance(ONE_MINUTE);
    expectSuccess(await change('marketing', true));
    const answers = (await history()).filter((answer) => answer.kind === 'marketing');
    expect(answers.map((answer) => answer.agreed)).toEqual([true, false, true]);
    expect(new Set(answers.map((answer) => answer.recordedAt)).size).toBe(3);
  });

  it('keeps no new answer when nothing changes', async () => {
    expectSuccess(await change('marketing', true));
    expect(await history()).toHaveLength(3);
  });

  it('refuses to withdraw a required consent, in Korean, changing nothing', async () => {
    for (const kind of ['terms', 'privacy']) {
      const refused = await change(kind, false);
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toBe(REQUIRED_CONSENT_REFUSAL);
      expect(refused.body.message).toMatch(HANGUL);
    }
    expectRefusal(await change('newsletter', false), 'invalidInput');
    expect(await history()).toHaveLength(3);
  });

  it('answers only the signed-in member', async () => {
    expectRefusal(await server.call('getMyConsents'), 'unauthenticated');
    expectRefusal(
      await server.call('changeMyConsent', { body: { kind: 'marketing', agreed: false } }),
      'unauthenticated',
    );
  });

  it('shows the office the member’s consents as they stand', async () => {
    expectSuccess(await change('marketing', false));
    const office = await signedInOffice(server);
    const detail = expectSuccess(
      await server.call<DataOf<'memberDetail'>>('memberDetail', {
        ...as(office),
        params: { userId: member.userId },
      }),
    );
    expect(detail.consents.map(({ kind, agreed }) => ({ kind, agreed }))).toEqual([
      { kind: 'terms', agreed: true },
      { kind: 'privacy', agreed: true },
      { kind: 'marketing', agreed: false },
    ]);
  });
});
