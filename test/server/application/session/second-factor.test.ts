import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/application/shared/app-error';
import { approve, registerMember } from '../../support/members';
import { timeStep, totpCodeOfStep } from '../../support/second-factor';
import { dialects } from '../../support/test-server';
import { useTestServer } from '../../support/use-test-server';

const ADMIN = { userId: 'chief2026', password: 'Office!2026key' };
const ORIGIN = { address: '127.0.0.1' };

/** The use cases over a real store: SignIn's challenge and SecondFactor. */
describe.each(dialects())('SecondFactor use cases (%s)', (dialect) => {
  const server = useTestServer(dialect);
  beforeEach(async () => {
    await server.runtime.services.administration.createAdministrator({
      ...ADMIN,
      name: '사무국',
      email: null,
    });
  });

  const services = () => server.runtime.services;

  async function ticket(): Promise<string> {
    const outcome = await services().signIn.signIn(ADMIN, ORIGIN);
    expect(outcome.tokens).toBeNull();
    if (!outcome.secondFactor) throw new Error('no challenge');
    return outcome.secondFactor.ticket;
  }

  async function refusalOf(work: Promise<unknown>): Promise<string> {
    const error: unknown = await work.then(
      () => null,
      (failure: unknown) => failure,
    );
    if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
    return error.key;
  }

  async function enrolled(): Promise<string> {
    const first = await ticket();
    const { secret } = await services().secondFactor.beginSecondFactorEnrolment(first);
    await services().secondFactor.confirmSecondFactorEnrolment(
      first,
      totpCodeOfStep(secret, timeStep(server.clock.now())),
    );
    return secret;
  }

  it('gives a member tokens and never a ticket', async () => {
    const member = await registerMember(server);
    await approve(server, member.userId);
    const outcome = await services().signIn.signIn(member, ORIGIN);
    expect(outcome.tokens?.accessToken).toBeTruthy();
    expect(outcome.secondFactor).toBeUndefined();
  });

  it('accepts the next step but not two away; an earlier step than the last accepted is refused', async () => {
    const secret = await enrolled(); // the current step is used
    const now = timeStep(server.clock.now());
    expect(
      await refusalOf(
        services().secondFactor.verifySecondFactor(await ticket(), totpCodeOfStep(secret, now + 2)),
      ),
    ).toBe('invalidAuthCode');
    await expect(
      services().secondFactor.verifySecondFactor(await ticket(), totpCodeOfStep(secret, now + 1)),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });
    // A minute later the step before now is in the window, but not after the one accepted.
    server.clock.advance(60_000);
    const later = timeStep(server.clock.now());
    expect(
      await refusalOf(
        services().secondFactor.verifySecondFactor(
          await ticket(),
          totpCodeOfStep(secret, later - 1),
        ),
      ),
    ).toBe('invalidAuthCode');
    await expect(
      services().secondFactor.verifySecondFactor(await ticket(), totpCodeOfStep(secret, later)),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });
    const row = await server.runtime.ports.store.secondFactors.find(ADMIN.userId);
    expect(row?.lastStep).toBe(later);
  });

  it('deletes the expired tickets (maintenance), and only those', async () => {
    await ticket();
    server.clock.advance(4 * 60_000);
    const young = await ticket();
    server.clock.advance(2 * 60_000);
    await expect(services().secondFactor.deleteExpiredTickets()).resolves.toBe(1);
    await expect(services().secondFactor.beginSecondFactorEnrolment(young)).resolves.toMatchObject({
      accountName: ADMIN.userId,
    });
  });

  it('refuses a ticket once its administrator is no longer one', async () => {
    await enrolled();
    const pending = await ticket();
    await server.runtime.ports.store.accounts.update(ADMIN.userId, { role: 'member' });
    expect(await refusalOf(services().secondFactor.verifySecondFactor(pending, '000000'))).toBe(
      'invalidState',
    );
  });

  it('refuses a second enrolment; reset removes the factor, and says when there was none', async () => {
    await enrolled();
    expect(
      await refusalOf(services().secondFactor.beginSecondFactorEnrolment(await ticket())),
    ).toBe('invalidState');
    await expect(services().secondFactor.reset(ADMIN.userId)).resolves.toBe(true);
    await expect(services().secondFactor.reset(ADMIN.userId)).resolves.toBe(false);
    const outcome = await services().signIn.signIn(ADMIN, ORIGIN);
    expect(outcome.secondFactor?.enrolled).toBe(false);
  });
});
