import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../../server/config';
import { createHttpApp, createRuntime, type Runtime } from '../../../../../server/runtime';
import { capturedLog } from '../../../support/captured-log';

/**
 * Request logging at the default level: one line per answered request, with method, path
 * (never the query), status and time, and nothing of the headers that carry secrets.
 */
describe('request logging', () => {
  let runtime: Runtime | null = null;
  let dataDir = '';
  afterEach(async () => {
    await runtime?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server's app over a fresh data directory, its log captured. */
  async function loggedApp() {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-logging-'));
    const log = capturedLog();
    const config = readServerConfig(
      { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', SERVE_SPA: 'false', PASSWORD_HASH_COST: '10' },
      process.cwd(),
    );
    const started = await createRuntime(config, { logger: log.logger });
    runtime = started;
    return {
      app: await createHttpApp(started),
      lines: log.lines,
      text: log.text,
      runtime: started,
    };
  }

  it('writes one line per request, when it is answered, without the query or the token', async () => {
    const { app, lines } = await loggedApp();
    const answer = await app.inject({
      method: 'GET',
      url: '/api/user/auth/checkId?id=secret_person',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(answer.statusCode).toBe(200);
    await app.close();

    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        path: '/api/user/auth/checkId',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    // The same fields, in the same order, as Fastify's request logger writes them.
    expect(Object.keys(requestLines[0] ?? {})).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'method',
      'path',
      'status',
      'ms',
      'msg',
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret_person');
    expect(JSON.stringify(lines)).not.toContain('not-a-token');
  });

  it('gives a route’s own line the request id, and redacts it, though the request’s logger is made only when used', async () => {
    const { app, lines } = await loggedApp();
    app.post('/logs-its-body', async (request, reply) => {
      request.log.debug({ body: request.body }, 'not written at info');
      request.log.info(
        { body: request.body, sign: { accessToken: 'at-secret-3' } },
        'the body, as a route might log it',
      );
      reply.log.warn({ member: { residentNumber: '900101-1234567' } }, 'a warning');
      return { ok: true };
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/logs-its-body',
      payload: { userId: 'someone', password: 'pw-secret-4', newPassword: 'pw-secret-5' },
    });
    expect(answer.statusCode).toBe(200);
    await app.close();

    const own = lines.filter((line) => line.msg !== 'request completed' && line.reqId);
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(own.map((line) => line.msg)).toEqual(['the body, as a route might log it', 'a warning']);
    expect(completed?.reqId).toEqual(expect.any(String));
    for (const line of own) expect(line.reqId).toBe(completed?.reqId);
    expect(own[0]).toMatchObject({
      level: 30,
      body: { userId: 'someone', password: '[비공개]', newPassword: '[비공개]' },
      sign: { accessToken: '[비공개]' },
    });
    expect(own[1]).toMatchObject({ level: 40, member: { residentNumber: '[비공개]' } });
    const text = JSON.stringify(lines);
    for (const secret of ['pw-secret-4', 'pw-secret-5', 'at-secret-3', '900101-1234567']) {
      expect(text).not.toContain(secret);
    }
  });

  it('still redacts secrets on every other line, the requests’ own loggers included', async () => {
    const { app, text: loggedText, runtime: started } = await loggedApp();
    app.get('/logs-a-body', async (request) => {
      request.log.info({ body: { password: 'pw-secret-1' } }, 'body');
      return { ok: true };
    });
    expect((await app.inject({ method: 'GET', url: '/logs-a-body' })).statusCode).toBe(200);
    started.logger.info({ tokens: { refreshToken: 'rt-secret-2' } }, 'tokens');
    await app.close();

    const text = loggedText();
    expect(text).toContain('"msg":"body"');
    expect(text).toContain('"msg":"tokens"');
    expect(text).not.toContain('pw-secret-1');
    expect(text).not.toContain('rt-secret-2');
    expect(text).toContain('[비공개]');
  });
});
