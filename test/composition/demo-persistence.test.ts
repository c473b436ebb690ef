import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import type { FakeBackendState } from '../../src/adapters/fake/fake-backend-state';
import type { FakeStateStore } from '../../src/adapters/fake/indexed-db-fake-state-store';
import { AUTH_API } from '../../src/application/accounts';
import { MY_INFO_API } from '../../src/application/my-info';
import { TOKEN_STORE } from '../../src/application/session';
import { readAppConfig } from '../../src/composition/config';
import { buildContainer, resolve } from '../../src/composition/container';
import { startFakeBackend } from '../../src/composition/demo-seeding';
import type { Platform } from '../../src/composition/platform';
import { unchangedUpdateOf } from '../../src/domain/shared/member/member-profile';
import { DEMO_MEMBER } from '../../src/domain/shared/demo/demo-people';

/**
 * Issue 29, item 15: `npm run demo` keeps its state across reloads. A reload builds a new
 * container and a new fake backend over the same browser storage (the tokens in localStorage,
 * the backend's state in IndexedDB, here a Map and a variable).
 */
function aBrowser() {
  const items = new Map<string, string>();
  let saved: FakeBackendState | null = null;
  const reloads: number[] = [];
  // Cloned on the way in and out, as IndexedDB does: classes come back as plain objects.
  const store: FakeStateStore = {
    load: async () => (saved ? structuredClone(saved) : null),
    save: async (state) => {
      saved = structuredClone(state);
    },
    clear: async () => {
      saved = null;
    },
  };
  const platform: Platform = {
    fetch: async () => new Response(null, { status: 404 }),
    xhr: () => {
      throw new Error('no uploads here');
    },
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage,
    bridgeHost: {},
    downloads: { document: {} as Document, URL },
    reload: () => reloads.push(1),
    postcodeHost: { document: {} as Document, innerWidth: () => 1280, postcode: () => undefined },
    mapHost: { document: {} as Document, maps: () => undefined },
  };
  /** The page loaded (again): a new container, its fake backend restored or seeded. */
  const load = async () => {
    const container = await buildContainer(readAppConfig({ VITE_BACKEND: 'fake' }), platform);
    const demo = await startFakeBackend(container, store, platform.reload);
    return { container, demo };
  };
  return { load, reloads, saved: () => saved };
}

describe('the demo backend in IndexedDB (npm run demo)', () => {
  it('keeps what a member changed and the sign-in across a reload', async () => {
    const browser = aBrowser();
    const first = await browser.load();
    const signedIn = await resolve(first.container, AUTH_API).signIn(DEMO_MEMBER);
    if (!signedIn.tokens) throw new Error('the demo member could not sign in');
    const tokens = resolve(first.container, TOKEN_STORE);
    tokens.saveTokens(signedIn.tokens);
    tokens.saveUserId(DEMO_MEMBER.userId);
    const myInfo = resolve(first.container, MY_INFO_API);
    const profile = await myInfo.getMyInfo();
    await myInfo.updateMyInfo({ ...unchangedUpdateOf(profile), jobTitle: '수석연구원' });
    // Saved a moment after the call, without anyone asking.
    await vi.waitFor(() => expect(browser.saved()).not.toBeNull());

    const second = await browser.load();
    expect(second.container.get(FakeBackend)).not.toBe(first.container.get(FakeBackend));
    const again = await resolve(second.container, MY_INFO_API).getMyInfo();
    expect(again).toMatchObject({ userId: DEMO_MEMBER.userId, jobTitle: '수석연구원' });
    // The donation records keep their class (and its methods) and their contents.
    const records = (container: Container) => container.get(FakeBackend).donationRecords;
    expect(records(second.container).current()).toEqual(records(first.container).current());
  });

  it('starts afresh after 초기화: the saved state and the sign-in are gone, and the page reloads', async () => {
    const browser = aBrowser();
    const first = await browser.load();
    const signedIn = await resolve(first.container, AUTH_API).signIn(DEMO_MEMBER);
    if (!signedIn.tokens) throw new Error('the demo member could not sign in');
    resolve(first.container, TOKEN_STORE).saveTokens(signedIn.tokens);
    const myInfo = resolve(first.container, MY_INFO_API);
    const profile = await myInfo.getMyInfo();
    await myInfo.updateMyInfo({ ...unchangedUpdateOf(profile), jobTitle: '수석연구원' });
    await first.demo.flush();

    await first.demo.reset();
    expect(browser.reloads).toHaveLength(1);
    expect(browser.saved()).toBeNull();
    const second = await browser.load();
    expect(resolve(second.container, TOKEN_STORE).readTokens()).toBeNull();
    const member = second.container.get(FakeBackend).accounts.get(DEMO_MEMBER.userId);
    expect(member?.profile.jobTitle).toBe(profile.jobTitle);
  });
});

describe('the demo backend’s saved state', () => {
  it('is what IndexedDB can store: structured-cloneable, the seeded files’ Blobs included', async () => {
    const browser = aBrowser();
    const { demo } = await browser.load();
    await demo.flush();
    const state = browser.saved();
    expect(state).not.toBeNull();
    const clone = structuredClone(state);
    expect(clone?.fields.accounts).toBeInstanceOf(Map);
    const files = clone?.fields.files as Map<string, { data: Blob }[]>;
    expect([...files.values()].flat()[0]?.data).toBeInstanceOf(Blob);
  });
});
