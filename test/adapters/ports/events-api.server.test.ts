import { vi } from 'vitest';
import { describeEventsApiSuite } from './events-api.suite';
import { serverPortWorlds } from './server-port-world';

// A real server for the file: room for a busy machine, as the server project has.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describeEventsApiSuite('HTTP adapter, reference server on loopback', serverPortWorlds());
