import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/adapters/http/api-client';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { NETWORK_ERROR_MESSAGE } from '../../../src/adapters/http/envelope-reader';
import { isRetryable, retryDelay } from '../../../src/adapters/http/retry-policy';
import { MemoryTokenStore } from '../../support/doubles/memory-token-store';
import { RecordingNotifier } from '../../support/doubles/recording-notifier';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../src/application/shared/errors/api-error';
import { type Script, ok, refused, startScriptedServer } from './scripted-server';

/** A body of no call's shape: these tests are about the client, which sends what it is given. */
const SOME_BODY = {} as never;

function jwtFor(sub: string, serial = 1): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, n: serial })}.signature`;
}

let server: Awaited<ReturnType<typeof startScriptedServer>> | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

async function clientFor(script: Script, options: { signedInAs?: string } = {}) {
  server = await startScriptedServer(script);
  const tokenStore = new MemoryTokenStore();
  if (options.signedInAs) {
    tokenStore.saveTokens({ accessToken: jwtFor(options.signedInAs), refreshToken: 'refresh-1' });
  }
  const notifier = new RecordingNotifier();
  const client = new ApiClient({
    baseUrl: server.baseUrl,
    fetch: (input, init) => fetch(input, init),
    tokenStore,
    notifier,
    retryDelay: () => 5,
  });
  let expired = 0;
  client.onSessionExpired(() => {
    expired += 1;
  });
  return {
    client,
    tokenStore,
    notifier,
    received: server.received,
    expiredCount: () => expired,
  };
}

describe('ApiClient: headers and the data wrapper (spec section 7)', () => {
  it('sends Authorization: Bearer and X-User-Id from the token’s subject', async () => {
    const { client, received, tokenStore } = await clientFor(() => ok(true), {
      signedInAs: 'hong123',
    });
    await client.call('ping');
    expect(received[0]?.headers.authorization).toBe(
      `Bearer ${tokenStore.readTokens()?.accessToken}`,
    );
    expect(received[0]?.headers['x-user-id']).toBe('hong123');
  });

  it('sends neither header without a stored session', async () => {
    const { client, received } = await clientFor(() => ok(false));
    await client.call('ping');
    expect(received[0]?.headers.authorization).toBeUndefined();
    expect(received[0]?.headers['x-user-id']).toBeUndefined();
  });

  it('answers the data field of the envelope, and the whole envelope when asked', async () => {
    const { client } = await clientFor(() => ok({ available: true, message: '사용 가능' }, '메모'));
    await expect(client.call('checkId', { query: { id: 'hong123' } })).resolves.toEqual({
      available: true,
      message: '사용 가능',
    });
    await expect(client.callForEnvelope('checkId', { query: { id: 'x' } })).resolves.toEqual({
      code: 0,
      message: '메모',
      data: { available: true, message: '사용 가능' },
    });
  });

  it('uses the contract’s method and path, query and JSON body', async () => {
    const { client, received } = await clientFor(() => ok(null));
    await client.call('checkId', { query: { id: '홍 길동' } });
    await client.call('signUp', { body: { userId: 'hong123' } as never });
    expect(received[0]).toMatchObject({
      method: 'GET',
      path: '/api/user/auth/checkId?id=%ED%99%8D+%EA%B8%B8%EB%8F%99',
    });
    expect(received[1]).toMatchObject({
      method: 'POST',
      path: '/api/user/auth/siginup',
      body: '{"userId":"hong123"}',
    });
    expect(received[1]?.headers['content-type']).toBe('application/json');
  });
});

describe('ApiClient: the error catalogue (spec section 8)', () => {
  it('shows a refusal’s message in a red notification and rejects with it', async () => {
    const { client, notifier } = await clientFor(() =>
      refused(409, 4090, '이미 사용 중인 아이디입니다.'),
    );
    const failure = client.call('signUp', { body: SOME_BODY });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: '이미 사용 중인 아이디입니다.',
      code: 4090,
      status: 409,
    });
    expect(notifier.notifications).toEqual([
      { kind: 'error', message: '이미 사용 중인 아이디입니다.' },
    ]);
  });

  it('treats a nonzero code as a refusal even with HTTP 200', async () => {
    const { client, notifier } = await clientFor(() => ({
      status: 200,
      body: { code: 7, message: '처리할 수 없습니다.', data: null },
    }));
    await expect(client.call('checkId', { query: { id: 'a' } })).rejects.toMatchObject({
      message: '처리할 수 없습니다.',
      code: 7,
    });
    expect(notifier.notifications).toHaveLength(1);
  });

  it('HTTP 500: shows the server’s message when it has one', async () => {
    const { client, notifier } = await clientFor(() => refused(500, 5000, '서버 점검 중입니다.'));
    await expect(client.call('signUp', { body: SOME_BODY })).rejects.toMatchObject({
      message: '서버 점검 중입니다.',
      status: 500,
    });
    expect(notifier.notifications[0]?.message).toBe('서버 점검 중입니다.');
  });

  it('HTTP 500 without a message, or not even JSON: the Korean default text', async () => {
    const { client, notifier } = await clientFor((_, index) =>
      index === 0
        ? { status: 500, body: { code: 5000, message: null, data: null } }
        : { status: 500, body: '<html>Internal Server Error</html>' },
    );
    await expect(client.call('signUp', { body: SOME_BODY })).rejects.toMatchObject({
      message: DEFAULT_ERROR_MESSAGE,
    });
    await expect(client.call('signUp', { body: SOME_BODY })).rejects.toMatchObject({
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(notifier.notifications.map(({ message }) => message)).toEqual([
      DEFAULT_ERROR_MESSAGE,
      DEFAULT_ERROR_MESSAGE,
    ]);
    expect(DEFAULT_ERROR_MESSAGE).toMatch(/오류가 발생했습니다/u);
  });

  it('a quiet call rejects without a notification (access log, ping)', async () => {
    const { client, notifier } = await clientFor(() => refused(400, 4000, '입력값 오류'));
    await expect(
      client.call('recordMenuAccess', { body: SOME_BODY, quiet: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(notifier.notifications).toEqual([]);
  });

  it('a network failure rejects with a Korean message of its own', async () => {
    const { client, notifier } = await clientFor(() => ({ hangUp: true }));
    await expect(client.call('signUp', { body: SOME_BODY })).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      status: null,
    });
    expect(notifier.notifications).toEqual([{ kind: 'error', message: NETWORK_ERROR_MESSAGE }]);
  });
});

describe('ApiClient: retries (idempotent calls only, 502/503/504 and network errors)', () => {
  it('retries a read on 503 with backoff until it succeeds', async () => {
    const { client, received } = await clientFor((_, index) =>
      index < 2 ? { status: 503, body: 'busy' } : ok(true),
    );
    await expect(client.call('ping')).resolves.toBe(true);
    expect(received).toHaveLength(3);
  });

  it('retries a read after a dropped connection', async () => {
    const { client, received } = await clientFor((_, index) =>
      index === 0 ? { hangUp: true } : ok(true),
    );
    await expect(client.call('ping')).resolves.toBe(true);
    expect(received).toHaveLength(2);
  });

  it.each([502, 504])('retries on %i', async (status) => {
    const { client, received } = await clientFor((_, index) =>
      index === 0 ? { status, body: '' } : ok(false),
    );
    await expect(client.call('ping')).resolves.toBe(false);
    expect(received).toHaveLength(2);
  });

  it('gives up after three retries and rejects', async () => {
    const { client, received } = await clientFor(() => ({ status: 503, body: '' }));
    const failure = client.call('ping');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 503,
      code: -1,
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(received).toHaveLength(4);
  });

  it('never repeats a write that may have worked (sign-up on 503)', async () => {
    const { client, received } = await clientFor(() => ({ status: 503, body: '' }));
    const failure = client.call('signUp', { body: SOME_BODY });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 503,
      code: -1,
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(received).toHaveLength(1);
  });

  it('does not retry a 500 nor a refusal', async () => {
    const { client, received } = await clientFor(() => refused(500, 5000, null));
    const failure = client.call('ping');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 500,
      code: 5000,
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(received).toHaveLength(1);
  });

  it('never retries after an abort, and an abort shows no notification', async () => {
    const { client, received, notifier } = await clientFor(() => ({ ...ok(true), delayMs: 500 }));
    const controller = new AbortController();
    const call = client.call('ping', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
    expect(notifier.notifications).toEqual([]);
  });

  it('knows which calls are idempotent', () => {
    expect(isRetryable('ping', ENDPOINTS.ping)).toBe(true);
    expect(isRetryable('getMyInfo', ENDPOINTS.getMyInfo)).toBe(true);
    expect(isRetryable('updateMyInfo', ENDPOINTS.updateMyInfo)).toBe(true);
    expect(isRetryable('recordMenuAccess', ENDPOINTS.recordMenuAccess)).toBe(true);
    expect(isRetryable('signIn', ENDPOINTS.signIn)).toBe(false);
    expect(isRetryable('signUp', ENDPOINTS.signUp)).toBe(false);
    expect(isRetryable('resetPassword', ENDPOINTS.resetPassword)).toBe(false);
    expect(isRetryable('changeMyPassword', ENDPOINTS.changeMyPassword)).toBe(false);
    expect(isRetryable('withdraw', ENDPOINTS.withdraw)).toBe(false);
    expect(isRetryable('uploadFile', ENDPOINTS.uploadFile)).toBe(false);
  });

  it('backs off exponentially, capped, with jitter', () => {
    expect(retryDelay(0, () => 0.5)).toBe(300);
    expect(retryDelay(1, () => 0.5)).toBe(600);
    expect(retryDelay(2, () => 0.5)).toBe(1200);
    expect(retryDelay(10, () => 0.5)).toBe(5000);
    expect(retryDelay(0, () => 0)).toBe(240);
    expect(retryDelay(0, () => 1)).toBe(360);
  });
});

describe('ApiClient: a refused token is refreshed once, then the call repeated once', () => {
  const expired = refused(401, 4011, '로그인이 만료되었습니다. 다시 로그인해 주세요.');
  /** What the call rejects with when the session could not be renewed. */
  const EXPIRED_REFUSAL = { name: 'ApiError', status: 401, code: 4011 };

  it('refreshes, stores the new tokens and repeats the call with them', async () => {
    const fresh = { accessToken: jwtFor('hong123', 2), refreshToken: 'refresh-2' };
    const { client, received, tokenStore, notifier } = await clientFor(
      (request) => {
        if (request.path === '/api/user/auth/refresh') return ok(fresh);
        return request.headers.authorization === `Bearer ${fresh.accessToken}`
          ? ok({ userId: 'hong123' })
          : expired;
      },
      { signedInAs: 'hong123' },
    );
    await expect(client.call('getMyInfo')).resolves.toEqual({ userId: 'hong123' });
    expect(received.map(({ path }) => path)).toEqual([
      '/api/user/my',
      '/api/user/auth/refresh',
      '/api/user/my',
    ]);
    expect(JSON.parse(received[1]?.body ?? '')).toMatchObject({ refreshToken: 'refresh-1' });
    expect(tokenStore.readTokens()).toEqual(fresh);
    expect(notifier.notifications).toEqual([]);
  });

  it('shares one refresh among calls refused at the same time', async () => {
    const fresh = { accessToken: jwtFor('hong123', 2), refreshToken: 'refresh-2' };
    const { client, received } = await clientFor(
      (request) => {
        if (request.path === '/api/user/auth/refresh') return { ...ok(fresh), delayMs: 30 };
        return request.headers.authorization === `Bearer ${fresh.accessToken}` ? ok(1) : expired;
      },
      { signedInAs: 'hong123' },
    );
    await Promise.all([client.call('getMyInfo'), client.call('getMyInfo'), client.call('ping')]);
    expect(received.filter(({ path }) => path === '/api/user/auth/refresh')).toHaveLength(1);
  });

  it('a failed refresh clears the session, signs out, and rejects the call', async () => {
    const { client, tokenStore, received, expiredCount } = await clientFor(() => expired, {
      signedInAs: 'hong123',
    });
    await expect(client.call('getMyInfo')).rejects.toMatchObject(EXPIRED_REFUSAL);
    expect(received.map(({ path }) => path)).toEqual(['/api/user/my', '/api/user/auth/refresh']);
    expect(tokenStore.readTokens()).toBeNull();
    expect(expiredCount()).toBe(1);
  });

  it('repeats only once: a second 401 after a good refresh signs out', async () => {
    const fresh = { accessToken: jwtFor('hong123', 2), refreshToken: 'refresh-2' };
    const { client, received, expiredCount, tokenStore } = await clientFor(
      (request) => (request.path === '/api/user/auth/refresh' ? ok(fresh) : expired),
      { signedInAs: 'hong123' },
    );
    await expect(client.call('getMyInfo')).rejects.toMatchObject(EXPIRED_REFUSAL);
    expect(received).toHaveLength(3);
    expect(expiredCount()).toBe(1);
    expect(tokenStore.readTokens()).toBeNull();
  });

  it('does not refresh for a public call (wrong password at sign-in is not an expired session)', async () => {
    const { client, received, expiredCount } = await clientFor(
      () => refused(401, 4013, '아이디 또는 비밀번호가 올바르지 않습니다.'),
      { signedInAs: 'hong123' },
    );
    await expect(client.call('signIn', { body: SOME_BODY })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 4013,
    });
    expect(received).toHaveLength(1);
    expect(expiredCount()).toBe(0);
  });

  it('does not refresh when no session was sent', async () => {
    const { client, received } = await clientFor(() => expired);
    await expect(client.call('getMyInfo')).rejects.toMatchObject(EXPIRED_REFUSAL);
    expect(received).toHaveLength(1);
  });

  it('keeps the session when the refresh fails for the network, not for the server', async () => {
    const { client, tokenStore, expiredCount } = await clientFor(
      (request) => (request.path === '/api/user/auth/refresh' ? { hangUp: true } : expired),
      { signedInAs: 'hong123' },
    );
    const failure = client.call('getMyInfo');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    // The call rejects with its own refusal; the session stays for a later try.
    await expect(failure).rejects.toMatchObject(EXPIRED_REFUSAL);
    expect(tokenStore.readTokens()).not.toBeNull();
    expect(expiredCount()).toBe(0);
  });
});
