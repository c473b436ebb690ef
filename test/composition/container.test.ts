import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { GuardNavigation } from '../../src/application/navigation/guard-navigation';
import { ReportMenuAccess } from '../../src/application/navigation/report-menu-access';
import { SessionService } from '../../src/application/session/session-service';
import { PORTS } from '../../src/application/tokens';
import { readAppConfig } from '../../src/composition/config';
import { buildContainer, resolve } from '../../src/composition/container';
import { createSessionActor } from '../../src/composition/session-actor';

describe('composition root', () => {
  it('binds every port of DESIGN section 2', () => {
    const container = buildContainer(readAppConfig({}));
    for (const [name, token] of Object.entries(PORTS)) {
      expect(container.get(token), name).toBeDefined();
    }
  });

  it('builds the use cases with their ports injected', () => {
    const container = buildContainer(readAppConfig({}));
    expect(container.get(SessionService)).toBeInstanceOf(SessionService);
    expect(container.get(ReportMenuAccess)).toBeInstanceOf(ReportMenuAccess);
    expect(container.get(GuardNavigation)).toBeInstanceOf(GuardNavigation);
  });

  it('shares one instance of each port, so every use case sees the same session', () => {
    const container = buildContainer(readAppConfig({}));
    const store = resolve(container, PORTS.TokenStore);
    store.saveTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(resolve(container, PORTS.TokenStore).readTokens()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
  });

  it('provides the session machine with working actors', async () => {
    const container = buildContainer(readAppConfig({}));
    const session = createSessionActor(container);
    session.start();
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'));
    session.stop();
  });
});
