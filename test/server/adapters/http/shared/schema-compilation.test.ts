import { Ajv } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { readServerConfig } from '../../../../../server/config';
import {
  serializerAtFirstUse,
  validatorAtFirstUse,
} from '../../../../../server/adapters/http/shared/schema-compilation';
import { createHttpApp, createRuntime } from '../../../../../server/runtime';
import { useTestServer } from '../../../support/use-test-server';
import { sqliteOnly } from '../../../support/test-server';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';

/**
 * Issue 30: the routes' schemas are compiled at their first request, not at start. Every
 * route's schemas still compile (the app built with `at-start`, as Fastify compiles them by
 * itself), and a route compiled late answers as one compiled early: the same refusals.
 */
describe('schemas compiled at their first use', () => {
  it('compiles a validator once, at its first call, and answers its errors', () => {
    const ajv = new Ajv();
    const compile = vi.fn(() =>
      ajv.compile({ type: 'object', properties: { n: { type: 'integer' } } }),
    );
    const validate = validatorAtFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(validate({ n: 'x' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/n', keyword: 'type' });
    expect(validate({ n: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('compiles a serializer once, at its first call', () => {
    const compile = vi.fn(() => (document: unknown) => JSON.stringify(document));
    const serialize = serializerAtFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(serialize({ a: 1 })).toBe('{"a":1}');
    expect(serialize({ a: 2 })).toBe('{"a":2}');
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('every route’s schemas compile (the app built to compile them at start)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-schemas-'));
    const config = readServerConfig(
      { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', SERVE_SPA: 'false', LOG_LEVEL: 'silent' },
      path.resolve(import.meta.dirname, '../../../../..'),
    );
    const runtime = await createRuntime(config, { logger: pino({ level: 'silent' }) });
    try {
      const app = await createHttpApp(runtime, { quiet: true, schemaCompilation: 'at-start' });
      await expect(app.ready()).resolves.toBeDefined();
      await app.close();
    } finally {
      await runtime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(sqliteOnly())('a route compiled at its first request (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('refuses a body of the wrong type in the envelope, the first time and the next', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await server.call('signIn', { body: { userId: 7, password: [] } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: expect.any(Number), data: null });
      expect(String((answer.body as { message: unknown }).message)).toMatch(/[가-힣]/u);
    }
  });
});
