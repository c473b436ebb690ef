import path from 'node:path';
import type pino from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { EndpointName } from '../../../src/contract/endpoints';
import type { ReadMail } from './mail';
import {
  dataDirTemplate,
  type DatabaseTemplate,
  postgresTemplate,
  sqliteTemplate,
} from './database-template';
import { timedPhase } from '../../support/profile-phases';
import { rememberedSecondFactors } from './second-factor';
import {
  type CallOptions,
  type CallResult,
  type Dialect,
  type MovableClock,
  type ServerEnvironment,
  startTestServer,
  type TestServer,
} from './test-server';

export interface TestServerOptions {
  /**
   * Extra environment for the server, on top of the test defaults (test-server.ts); a function is
   * called as the server starts (when the environment names something it makes, e.g. a folder).
   */
  readonly env?: ServerEnvironment | (() => ServerEnvironment);
  /** A log whose lines the tests read (captured-log.ts); emptied before each test. */
  readonly log?: { readonly logger: pino.Logger; clear(): void };
  /**
   * The file's fixtures, made once after the migrations (an administrator, members, gifts):
   * every test starts from them, as they stood when this finished.
   */
  readonly seed?: (server: TestServer) => Promise<void>;
}

/**
 * One real server for the test file (or the describe block it is called in), started before its
 * first test and closed after its last; before each test the database, the data folder (outbox,
 * files), the clock and what the tests know of second factors are put back as they stood after
 * `seed`. Use it in place of a
 * `startTestServer` per test: what a test sees is the same, at a fraction of the cost. A test that
 * stops its server, changes the schema (migrations) or needs settings of its own per test,
 * still calls `startTestServer`.
 */
export function useTestServer(dialect: Dialect, options: TestServerOptions = {}): TestServer {
  const shared = new SharedTestServer(dialect);
  let template: DatabaseTemplate | null = null;
  let dirty = false;

  beforeAll(async () => {
    const server = await timedPhase('server start', () =>
      startTestServer(
        dialect,
        typeof options.env === 'function' ? options.env() : options.env,
        options.log?.logger,
      ),
    );
    shared.current = server;
    const { seed } = options;
    if (seed) await timedPhase('file fixtures', () => seed(shared));
    template = await timedPhase('database template', async () => {
      const database =
        dialect === 'sqlite'
          ? sqliteTemplate(path.join(server.dataDir, 'alumni.sqlite'))
          : await postgresTemplate(requireDatabaseUrl(server));
      const dataDir = dataDirTemplate(server.dataDir, (name) => name.startsWith('alumni.sqlite'));
      const secondFactors = rememberedSecondFactors(shared);
      return {
        async restore() {
          await database.restore();
          dataDir.restore();
          secondFactors.restore();
          server.clock.reset();
        },
        async close() {
          await database.close();
          dataDir.close();
        },
      };
    });
  });

  beforeEach(async () => {
    options.log?.clear();
    if (!dirty) {
      dirty = true;
      return;
    }
    await timedPhase('database reset', async () => template?.restore());
  });

  afterAll(async () => {
    await template?.close();
    await shared.current?.close();
    shared.current = null;
  });

  return shared;
}

function requireDatabaseUrl(server: TestServer): string {
  const url = server.runtime.config.databaseUrl;
  if (!url) throw new Error('A PostgreSQL test server has no DATABASE_URL');
  return url;
}

/** The file's server as the tests see it: the one started in beforeAll. */
class SharedTestServer implements TestServer {
  current: TestServer | null = null;

  constructor(readonly dialect: Dialect) {}

  private get server(): TestServer {
    if (!this.current) throw new Error('The test server is used outside its tests (beforeAll)');
    return this.current;
  }

  get baseUrl(): string {
    return this.server.baseUrl;
  }
  get dataDir(): string {
    return this.server.dataDir;
  }
  get runtime(): TestServer['runtime'] {
    return this.server.runtime;
  }
  get clock(): MovableClock {
    return this.server.clock;
  }
  call<T = unknown>(name: EndpointName, options?: CallOptions): Promise<CallResult<T>> {
    return this.server.call<T>(name, options);
  }
  fetch(pathname: string, init?: RequestInit): Promise<Response> {
    return this.server.fetch(pathname, init);
  }
  mails(): ReadMail[] {
    return this.server.mails();
  }
  lastCodeSentTo(email: string): string {
    return this.server.lastCodeSentTo(email);
  }
  close(): Promise<void> {
    throw new Error('useTestServer closes its server after the last test; use startTestServer');
  }
}
