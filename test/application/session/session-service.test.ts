import { describe, expect, it } from 'vitest';
import { SessionService } from '../../../src/application/session/session-service';
import { NOT_APPROVED_MESSAGE } from '../../../src/domain/session/tokens';
import { addMember, fakeWorld, MEMBER_PASSWORD, signInAs } from '../../support/fake-world';

function setup() {
  const world = fakeWorld();
  const service = new SessionService(world.authApi, world.tokenStore, world.secondFactorApi);
  return { world, service };
}

describe('SessionService', () => {
  it('signs an approved member in with tokens', async () => {
    const { world, service } = setup();
    addMember(world);
    const result = await service.signIn({ userId: 'hong123', password: MEMBER_PASSWORD });
    expect(result.message).toBeNull();
    expect(result.tokens?.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/u);
    expect(result.tokens?.refreshToken).toMatch(/^[0-9a-f]{48}$/u);
  });

  it('answers the not-approved message and no tokens for a pending account', async () => {
    const { world, service } = setup();
    addMember(world, { status: 'pending' });
    const result = await service.signIn({ userId: 'hong123', password: MEMBER_PASSWORD });
    expect(result).toEqual({ tokens: null, message: NOT_APPROVED_MESSAGE });
  });

  it('saves the tokens together with the user they belong to (the token subject)', async () => {
    const { world, service } = setup();
    addMember(world);
    const { tokens } = await service.signIn({ userId: 'hong123', password: MEMBER_PASSWORD });
    if (!tokens) throw new Error('expected tokens');
    await service.saveTokens(tokens);
    expect(await service.loadTokens()).toEqual(tokens);
    expect(world.tokenStore.readUserId()).toBe('hong123');
  });

  it('forgets the stored user when the token has no readable subject', async () => {
    const { world, service } = setup();
    world.tokenStore.saveUserId('someone-else');
    await service.saveTokens({ accessToken: 'opaque', refreshToken: 'r' });
    expect(world.tokenStore.readUserId()).toBeNull();
  });

  it('clears the stored user and tokens but keeps the remembered id of the sign-in form', async () => {
    const { world, service } = setup();
    world.tokenStore.saveTokens({ accessToken: 'a', refreshToken: 'r' });
    world.tokenStore.saveUserId('hong123');
    world.tokenStore.rememberUserId('hong123');
    await service.clearSession();
    expect(world.tokenStore.readTokens()).toBeNull();
    expect(world.tokenStore.readUserId()).toBeNull();
    expect(world.tokenStore.readRememberedUserId()).toBe('hong123');
  });

  it('pings true for a signed-in member, false once signed out on the server', async () => {
    const { world, service } = setup();
    addMember(world);
    expect(await service.ping()).toBe(false);
    await signInAs(world, 'hong123');
    expect(await service.ping()).toBe(true);
    await service.signOut();
    expect(await service.ping()).toBe(false);
  });

  it('refreshes into new tokens, and refuses a refresh token used before', async () => {
    const { world, service } = setup();
    addMember(world);
    const first = await signInAs(world, 'hong123');
    const second = await service.refresh(first);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await expect(service.refresh(first)).rejects.toThrow('로그인이 만료되었습니다');
  });
});
