import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../../src/composition/config';
import { buildContainer, resolve } from '../../src/composition/container';
import { SessionService } from '../../src/application/session/session-service';
import { PORTS } from '../../src/application/tokens';

describe('composition root', () => {
  it('resolves every port and use case', () => {
    const container = buildContainer(readAppConfig({}));
    for (const token of Object.values(PORTS)) expect(resolve(container, token)).toBeDefined();
    expect(container.get(SessionService)).toBeInstanceOf(SessionService);
  });
});
