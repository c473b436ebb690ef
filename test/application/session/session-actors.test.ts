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

/** The app's session: the domain machine with the real actors over the in-memory fakes. */
function session(world = fakeWorld()) {
  const clock = new SimulatedClock();
  const service = new SessionService(world.authApi, world.tokenStore);
  const actor = createActor(sessionMachine.provide({ actors: createSessionActors(service) }), {
    clock,
  });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  return { world, actor, clock, emitted };
}

describe('session actors over the ports', () => {
  it('signs a member in, stores tokens and user, and goes home', async () => {
    const { world, actor, emitted } = session();
    addMember(world);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', credentials: { userId: 'hong123', password: MEMBER_PASSWORD } });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(world.tokenStore.readTokens()?.accessToken).toBeTruthy();
    expect(world.tokenStore.readUserId()).toBe('hong123');
    expect(emitted).toEqual([{ type: 'navigate', to: '/' }]);
  });

  it('resumes a stored session after a reload', async () => {
    const world = fakeWorld();
    addMember(world);
    const first = session(world);
    first.actor.start();
    await waitFor(first.actor, (snapshot) => snapshot.matches('signedOut'));
    first.actor.send({
      type: 'SIGN_IN',
      credentials: { userId: 'hong123', password: MEMBER_PASSWORD },
    });
    await waitFor(first.actor, (snapshot) => snapshot.matches('signedIn'));
    first.actor.stop();

    const reloaded = session(world);
    reloaded.actor.start();
    await waitFor(reloaded.actor, (snapshot) => snapshot.matches('signedIn'));
    expect(reloaded.emitted).toEqual([]);
  });

  it('sends a pending member to /auth/not-approved without storing tokens', async () => {
    const { world, actor, emitted } = session();
    addMember(world, { status: 'pending' });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', credentials: { userId: 'hong123', password: MEMBER_PASSWORD } });
    await waitFor(actor, (snapshot) => snapshot.matches('notApproved'));
    expect(world.tokenStore.readTokens()).toBeNull();
    expect(emitted).toEqual([{ type: 'navigate', to: '/auth/not-approved' }]);
  });

  it('keeps the server’s Korean message when the password is wrong', async () => {
    const { world, actor } = session();
    addMember(world);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', credentials: { userId: 'hong123', password: 'wrong-pass-1' } });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut') && !!snapshot.context.error);
    expect(actor.getSnapshot().context.error).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
  });

  it('rotates the stored tokens every 50 minutes', async () => {
    const { world, actor, clock } = session();
    addMember(world);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', credentials: { userId: 'hong123', password: MEMBER_PASSWORD } });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    const before = world.tokenStore.readTokens();
    clock.increment(TOKEN_REFRESH_INTERVAL_MS);
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    const after = world.tokenStore.readTokens();
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(world.tokenStore.readUserId()).toBe('hong123');
  });

  it('signs out on the server too: the old access token no longer pings', async () => {
    const { world, actor, emitted } = session();
    addMember(world);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    actor.send({ type: 'SIGN_IN', credentials: { userId: 'hong123', password: MEMBER_PASSWORD } });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    const tokens = world.tokenStore.readTokens();
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(world.tokenStore.readTokens()).toBeNull();
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/' });
    if (tokens) world.tokenStore.saveTokens(tokens);
    expect(await world.authApi.ping()).toBe(false);
  });
});
