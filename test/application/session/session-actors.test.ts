import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createSessionActors } from '../../../src/application/session/session-actors';
import { SessionService } from '../../../src/application/session/session-service';
import {
  type SessionEmitted,
  sessionMachine,
  TOKEN_REFRESH_INTERVAL_MS,
} from '../../../src/domain/session/session-machine';
import { addMember, fakeWorld, MEMBER_PASSWORD } from '../../support/fake-world';
import {
  SCRIPTED_APP_CODE,
  SCRIPTED_RECOVERY_CODES,
  withScriptedSecondFactor,
} from '../../support/doubles/scripted-second-factor';

/** The app's session: the domain machine with the real actors over the in-memory fakes. */
function session(world = fakeWorld()) {
  const clock = new SimulatedClock();
  const service = new SessionService(world.authApi, world.tokenStore, world.secondFactorApi);
  const actor = createActor(sessionMachine.provide({ actors: createSessionActors(service) }), {
    clock,
  });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  return { world, actor, clock, emitted };
}

const HONG = { userId: 'hong123', password: MEMBER_PASSWORD };

/** Starts the session, waits until it knows it is signed out, then signs in. */
async function startAndSignIn(
  { actor }: ReturnType<typeof session>,
  credentials = HONG,
  until: 'signedIn' | 'signedOut' | 'notApproved' = 'signedIn',
) {
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
  actor.send({ type: 'SIGN_IN', credentials });
  await waitFor(
    actor,
    (snapshot) => snapshot.matches(until) && (until !== 'signedOut' || !!snapshot.context.error),
  );
}

describe('session actors over the ports', () => {
  it('takes an administrator through enrolment to a stored session, the ticket passed along', async () => {
    const base = fakeWorld();
    addMember(base, { userId: 'office1', role: 'admin' });
    const { world, calls } = withScriptedSecondFactor(base, { enrolled: false });
    const s = session(world);
    s.actor.start();
    await waitFor(s.actor, (snapshot) => snapshot.matches('signedOut'));
    s.actor.send({
      type: 'SIGN_IN',
      credentials: { userId: 'office1', password: MEMBER_PASSWORD },
    });
    await waitFor(
      s.actor,
      (snapshot) =>
        snapshot.matches({ secondFactor: 'awaitingCode' }) && !!snapshot.context.enrolment,
    );
    s.actor.send({ type: 'SUBMIT_SECOND_FACTOR', code: SCRIPTED_APP_CODE });
    await waitFor(s.actor, (snapshot) =>
      snapshot.matches({ secondFactor: 'showingRecoveryCodes' }),
    );
    expect(s.actor.getSnapshot().context.recoveryCodes).toEqual(SCRIPTED_RECOVERY_CODES);
    s.actor.send({ type: 'RECOVERY_CODES_KEPT' });
    await waitFor(s.actor, (snapshot) => snapshot.matches('signedIn'));
    expect(world.tokenStore.readUserId()).toBe('office1');
    expect(calls).toEqual(['beginEnrolment', `confirm:${SCRIPTED_APP_CODE}`]);
  });

  it('verifies an enrolled administrator’s code through the port', async () => {
    const base = fakeWorld();
    addMember(base, { userId: 'office1', role: 'admin' });
    const { world } = withScriptedSecondFactor(base, { enrolled: true });
    const s = session(world);
    s.actor.start();
    await waitFor(s.actor, (snapshot) => snapshot.matches('signedOut'));
    s.actor.send({
      type: 'SIGN_IN',
      credentials: { userId: 'office1', password: MEMBER_PASSWORD },
    });
    await waitFor(s.actor, (snapshot) => snapshot.matches({ secondFactor: 'awaitingCode' }));
    s.actor.send({ type: 'SUBMIT_SECOND_FACTOR', code: SCRIPTED_APP_CODE });
    await waitFor(s.actor, (snapshot) => snapshot.matches('signedIn'));
    expect(world.tokenStore.readTokens()).not.toBeNull();
  });

  it('signs a member in, stores tokens and user, and goes home', async () => {
    const s = session();
    addMember(s.world);
    await startAndSignIn(s);
    const { world, emitted } = s;
    expect(world.tokenStore.readTokens()?.accessToken).toBeTruthy();
    expect(world.tokenStore.readUserId()).toBe('hong123');
    expect(emitted).toEqual([{ type: 'navigate', to: '/' }]);
  });

  it('resumes a stored session after a reload', async () => {
    const world = fakeWorld();
    addMember(world);
    const first = session(world);
    await startAndSignIn(first);
    first.actor.stop();

    const reloaded = session(world);
    reloaded.actor.start();
    await waitFor(reloaded.actor, (snapshot) => snapshot.matches('signedIn'));
    expect(reloaded.emitted).toEqual([]);
  });

  it('sends a pending member to /auth/not-approved without storing tokens', async () => {
    const s = session();
    addMember(s.world, { status: 'pending' });
    await startAndSignIn(s, HONG, 'notApproved');
    const { world, emitted } = s;
    expect(world.tokenStore.readTokens()).toBeNull();
    expect(emitted).toEqual([{ type: 'navigate', to: '/auth/not-approved' }]);
  });

  it('keeps the server’s Korean message when the password is wrong', async () => {
    const s = session();
    addMember(s.world);
    await startAndSignIn(s, { userId: 'hong123', password: 'wrong-pass-1' }, 'signedOut');
    const { actor } = s;
    expect(actor.getSnapshot().context.error).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
  });

  it('rotates the stored tokens every 50 minutes', async () => {
    const s = session();
    addMember(s.world);
    await startAndSignIn(s);
    const { world, actor, clock } = s;
    const before = world.tokenStore.readTokens();
    clock.increment(TOKEN_REFRESH_INTERVAL_MS);
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    const after = world.tokenStore.readTokens();
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(world.tokenStore.readUserId()).toBe('hong123');
  });

  it('signs out on the server too: the old access token no longer pings', async () => {
    const s = session();
    addMember(s.world);
    await startAndSignIn(s);
    const { world, actor, emitted } = s;
    const tokens = world.tokenStore.readTokens();
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(world.tokenStore.readTokens()).toBeNull();
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/' });
    if (tokens) world.tokenStore.saveTokens(tokens);
    expect(await world.authApi.ping()).toBe(false);
  });
});
