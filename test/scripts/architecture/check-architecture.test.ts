import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkArchitecture,
  layerOf,
  type Violation,
} from '../../../scripts/architecture/check-architecture';
import { featureOf } from '../../../scripts/architecture/feature-boundaries';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '../../..');
const violationsFixture = path.join(here, 'fixtures/violations');
const cleanFixture = path.join(here, 'fixtures/clean');

// Each check builds a TypeScript program: seconds for a fixture, more while the other suites
// share the cores.
describe('architecture check', { timeout: 60_000 }, () => {
  // That the project itself passes is `npm run arch`'s work, in `npm test`'s lint step: the same
  // check of the whole project (twenty seconds) is not made a second time here.

  it('passes on a compliant tree with look-alike names (local window, parameter document)', () => {
    expect(checkArchitecture({ rootDir: cleanFixture })).toEqual([]);
  });

  describe('on a deliberately wrong tree', () => {
    let violations: Violation[];
    const rulesOf = (file: string) =>
      violations.filter((violation) => violation.file === `src/${file}`).map(({ rule }) => rule);

    beforeAll(() => {
      violations = checkArchitecture({ rootDir: violationsFixture });
    }, 60_000);

    it('fails when the domain imports React, even for types only', () => {
      expect(rulesOf('domain/imports-react.ts')).toEqual(['domain-imports-package']);
      expect(rulesOf('domain/imports-react-types.ts')).toEqual(['domain-imports-package']);
    });

    it('fails when the domain imports inversify', () => {
      expect(rulesOf('domain/imports-inversify.ts')).toEqual(['domain-imports-package']);
    });

    it('fails when the domain imports an adapter', () => {
      expect(rulesOf('domain/imports-adapter.ts')).toEqual(['domain-imports-adapters']);
    });

    it('fails when the domain uses DOM or Node globals', () => {
      expect(rulesOf('domain/uses-window.ts')).toEqual(['domain-uses-platform-global']);
      expect(rulesOf('domain/uses-local-storage.ts')).toEqual(['domain-uses-platform-global']);
      expect(rulesOf('domain/uses-fetch-via-global-this.ts')).toEqual([
        'domain-uses-platform-global',
      ]);
      expect(rulesOf('domain/uses-timer.ts')).toEqual(['domain-uses-platform-global']);
    });

    it('fails when the domain reads the clock or randomness', () => {
      expect(rulesOf('domain/reads-clock.ts')).toEqual([
        'domain-reads-clock',
        'domain-reads-clock',
        'domain-reads-clock',
      ]);
    });

    it('fails when the application imports adapters, UI or React', () => {
      expect(rulesOf('application/imports-adapter.ts')).toEqual(['application-imports-adapters']);
      expect(rulesOf('application/imports-ui.ts')).toEqual(['application-imports-ui']);
      expect(rulesOf('application/imports-react.ts')).toEqual(['application-imports-package']);
    });

    it('fails when the UI imports adapters or the composition root', () => {
      expect(rulesOf('ui/imports-adapter.ts')).toEqual(['ui-imports-adapters']);
      expect(rulesOf('ui/imports-composition.ts')).toEqual(['ui-imports-composition']);
    });

    it('fails when the UI touches fetch, localStorage or location itself', () => {
      expect(rulesOf('ui/uses-fetch.ts')).toEqual(['ui-uses-transport']);
      expect(rulesOf('ui/uses-local-storage.ts')).toEqual(['ui-uses-transport']);
      expect(rulesOf('ui/uses-location.ts')).toEqual(['ui-uses-transport']);
    });

    it('fails when an adapter imports the UI', () => {
      expect(rulesOf('adapters/http-client.ts')).toEqual(['adapters-imports-ui']);
    });

    it('fails when the contract imports React or reads the clock', () => {
      expect(rulesOf('contract/imports-react.ts')).toEqual(['contract-imports-package']);
      expect(rulesOf('contract/reads-clock.ts')).toEqual(['contract-reads-clock']);
    });

    it('fails when a server layer imports one above it: the application or an adapter the composition root, the domain the application', () => {
      const serverRules = (file: string) =>
        violations
          .filter((violation) => violation.file === `server/${file}`)
          .map(({ rule }) => rule);
      expect(serverRules('application/library/imports-composition-root.ts')).toEqual([
        'server-application-imports-server-composition',
      ]);
      expect(serverRules('adapters/db/imports-features-list.ts')).toEqual([
        'server-adapters-imports-server-composition',
      ]);
      expect(serverRules('domain/imports-application.ts')).toEqual([
        'server-domain-imports-server-application',
      ]);
    });

    it('fails when the server imports the SPA’s adapters or UI, or the domain imports the server', () => {
      const serverRules = (file: string) =>
        violations
          .filter((violation) => violation.file === `server/${file}`)
          .map(({ rule }) => rule);
      expect(serverRules('imports-spa-adapter.ts')).toEqual(['server-imports-adapters']);
      expect(serverRules('imports-spa-ui.ts')).toEqual(['server-imports-ui']);
      expect(rulesOf('domain/imports-server.ts')).toEqual(['domain-imports-server']);
    });

    it('fails when a feature reaches into another feature’s internals instead of its entry', () => {
      expect(rulesOf('ui/my-info/imports-directory-internals.ts')).toEqual([
        'feature-imports-internals',
      ]);
      expect(rulesOf('ui/shared/layout/imports-session-internals.ts')).toEqual([
        'feature-imports-internals',
      ]);
      expect(
        violations
          .filter(({ file }) => file === 'server/application/my-info/imports-accounts-internals.ts')
          .map(({ rule, message }) => [rule, message]),
      ).toEqual([
        [
          'feature-imports-internals',
          'my-info must use accounts through server/application/accounts/index.ts, not server/application/accounts/auth-codes.ts',
        ],
      ]);
    });

    it('fails when a feature’s entry re-exports another feature’s file', () => {
      expect(rulesOf('domain/directory/index.ts')).toEqual(['entry-exports-other-feature']);
    });

    it('reports file and line of each violation', () => {
      const clock = violations.filter(({ file }) => file === 'src/domain/reads-clock.ts');
      expect(clock.map(({ line }) => line)).toEqual([1, 2, 3]);
      expect(clock[0]?.message).toContain('Date.now()');
    });

    it('leaves compliant files of the same tree alone', () => {
      expect(rulesOf('ui/Widget.ts')).toEqual([]);
      expect(rulesOf('composition/container.ts')).toEqual([]);
    });
  });

  it('exits non-zero from the command line on a violation, and zero on a clean tree', () => {
    const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
    const script = path.join(projectRoot, 'scripts/check-architecture.ts');
    const run = (cwd: string) => {
      try {
        execFileSync(tsx, [script], { cwd, stdio: 'pipe' });
        return { status: 0, output: '' };
      } catch (error) {
        const failure = error as { status: number; stderr: Buffer };
        return { status: failure.status, output: failure.stderr.toString() };
      }
    };
    const failing = run(violationsFixture);
    expect(failing.status).toBe(1);
    expect(failing.output).toContain('src/domain/uses-window.ts:1');
    expect(run(cleanFixture).status).toBe(0);
  }, 60_000);

  it('places files in features by folder: the level under a layer, or a contract file', () => {
    const root = '/project';
    expect(featureOf(root, '/project/src/ui/directory/FindAlumniPage.tsx')).toEqual({
      root: 'src/ui',
      feature: 'directory',
      entry: false,
    });
    expect(featureOf(root, '/project/src/domain/session/index.ts')).toMatchObject({
      feature: 'session',
      entry: true,
    });
    expect(featureOf(root, '/project/server/adapters/http/files/file-routes.ts')).toMatchObject({
      root: 'server/adapters/http',
      feature: 'files',
    });
    expect(featureOf(root, '/project/src/contract/directory.ts')).toEqual({
      root: 'src/contract',
      feature: 'directory',
      entry: true,
    });
    expect(featureOf(root, '/project/src/contract/shared/envelope.ts')?.feature).toBe('shared');
    // Technology adapters, the composition root and the composers belong to no feature.
    expect(featureOf(root, '/project/src/adapters/http/api-client.ts')).toBeNull();
    expect(featureOf(root, '/project/src/composition/container.ts')).toBeNull();
    expect(featureOf(root, '/project/server/adapters/http/app.ts')).toBeNull();
    expect(featureOf(root, '/project/src/contract/endpoints.ts')).toBeNull();
  });

  it('places files in layers by folder', () => {
    const root = '/project';
    expect(layerOf(root, '/project/src/domain/amount/korean-amount.ts')).toBe('domain');
    expect(layerOf(root, '/project/src/ui/app/App.tsx')).toBe('ui');
    expect(layerOf(root, '/project/src/main.tsx')).toBe('composition');
    expect(layerOf(root, '/project/src/composition/container.ts')).toBe('composition');
    expect(layerOf(root, '/project/server/main.ts')).toBe('server');
    expect(layerOf(root, '/project/src/contract/endpoints.ts')).toBe('contract');
    expect(layerOf(root, '/project/scripts/check.ts')).toBe('other');
  });
});
