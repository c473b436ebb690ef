import http from 'node:http';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints';
import { API_ERRORS } from '../../src/contract/shared/error-codes';
import { HANGUL } from '../server/support/auth-helpers';
import { approve, registerMember, signIn } from '../server/support/members';
import { dialects } from '../server/support/test-server';
import { useTestServer } from '../server/support/use-test-server';
import {
  badRequestsFor,
  CALLER_TOKEN,
  type Caller,
  type Callers,
  CUT_CALLER_TOKEN,
  describeRequest,
  type GeneratedRequest,
} from './support/bad-requests';
import { changesBetween, snapshotOf } from './support/database-snapshot';
import { type RawAnswer, sendRaw } from './support/raw-http';
import { shorten } from './support/schema-values';

/**
 * Requests generated from the contract's schemas (fast-check): every call gets malformed,
 * oversized and wrongly typed bodies, queries, path parameters, credentials and multipart
 * parts, as a visitor, as an approved member and (admin calls) as an administrator. Whatever
 * comes, the answer is never a 5xx, always the `{code, message, data}` envelope, a refusal has
 * a catalogue code of its status, null data and a Korean message, and a refusal writes no row
 * and no file. A free text with a control character, a direction override or a lone surrogate
 * is refused (issue 9, item 6).
 *
 * GENERATED_REQUESTS_RUNS sets the number of cases on SQLite (spread over the calls, at least
 * four each; 500 unless given, `npm run bench` runs many thousands; half as many on PostgreSQL);
 * GENERATED_REQUESTS_SEED replays a run.
 * GENERATED_REQUESTS_SURVEY=1 runs every case and lists each kind of wrong answer once with an
 * example, instead of stopping at the first (shrunk) one.
 */
const RUNS = Number(process.env.GENERATED_REQUESTS_RUNS ?? 500);
const SEED = Number(process.env.GENERATED_REQUESTS_SEED ?? 20_261_123);
const SURVEY = process.env.GENERATED_REQUESTS_SURVEY === '1';
const CALLS = Object.keys(ENDPOINTS) as EndpointName[];
const RUNS_PER_CALL = Math.max(4, Math.ceil(RUNS / CALLS.length));
/**
 * PostgreSQL gets half the cases: whether a request is refused is decided before any SQL, the
 * same on both databases; what PostgreSQL adds is that a refusal writes no row there either.
 */
const RUNS_PER_CALL_BY_DIALECT = {
  sqlite: RUNS_PER_CALL,
  postgres: Math.max(2, Math.ceil(RUNS_PER_CALL / 2)),
} as const;
/** Generous: a slow case on a busy two-core machine takes well under a second. */
const TIMEOUT_PER_CALL_MS = 30_000 + RUNS_PER_CALL * 1_000;

const CATALOGUE = new Map<number, number>(
  Object.values(API_ERRORS).map((definition) => [definition.code, definition.status]),
);

/** Everything wrong with an answer to a generated request; empty when it is right. */
function violationsOf(
  request: GeneratedRequest,
  answer: RawAnswer,
  changes: readonly string[],
): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  // A call that writes its own answer succeeds with bytes, or (the refusal address opened in a
  // browser) by sending the browser on to its page.
  const binarySuccess =
    ENDPOINTS[request.call].binary === true &&
    (answer.status === 200 || answer.status === 304 || answer.status === 303);
  if (binarySuccess) return problems;

  const type = answer.headers['content-type'] ?? '';
  if (!type.startsWith('application/json')) problems.push(`content type ${JSON.stringify(type)}`);
  let envelope: unknown;
  try {
    envelope = JSON.parse(answer.text);
  } catch {
    problems.push('a body that is not JSON');
    return problems;
  }
  const { code, message, data } = (envelope ?? {}) as Record<string, unknown>;
  if (
    envelope === null ||
    typeof envelope !== 'object' ||
    Array.isArray(envelope) ||
    Object.keys(envelope).sort().join() !== 'code,data,message'
  ) {
    problems.push('not the {code, message, data} envelope');
    return problems;
  }
  if (answer.status === 200) {
    if (code !== 0) problems.push(`success with code ${String(code)}`);
    if (request.forbiddenFreeText) problems.push('a forbidden character in free text was accepted');
    return problems;
  }
  if (typeof code !== 'number' || !CATALOGUE.has(code)) {
    problems.push(`code ${JSON.stringify(code)} is not in the catalogue`);
  } else if (CATALOGUE.get(code) !== answer.status) {
    problems.push(`code ${code} belongs to status ${CATALOGUE.get(code)}, not ${answer.status}`);
  }
  if (data !== null) problems.push('refusal with data');
  if (typeof message !== 'string' || !HANGUL.test(message)) problems.push('no Korean message');
  problems.push(...changes.map((change) => `refused, yet ${change}`));
  return problems;
}

describe.each(dialects())('generated bad requests (%s)', (dialect) => {
  const server = useTestServer(dialect, {
    seed: async () => {
      const registered = await registerMember(server, { userId: 'steady2026', name: '한결' });
      await approve(server, registered.userId);
      const member = await signIn(server, registered);
      const administrator = { userId: 'chief2026', password: 'Chief!2026pw', name: '관리자' };
      await server.runtime.services.administration.createAdministrator({
        ...administrator,
        email: 'chief2026@example.com',
      });
      const admin = await signIn(server, { ...administrator, email: 'chief2026@example.com' });
      callers = { member, admin };
    },
  });
  let callers: Callers;
  // A connection per request: an answer that ends its connection cannot fail the next case.
  const agent = new http.Agent({ keepAlive: false });

  afterAll(async () => {
    agent.destroy();
  });

  /** The caller's credentials, with what the request puts in their place. */
  function headersOf(request: GeneratedRequest, caller: Caller | null): Record<string, string> {
    const ownCredentials = 'authorization' in request.headers || 'x-user-id' in request.headers;
    const headers: Record<string, string> =
      caller && request.role !== 'visitor' && !ownCredentials
        ? { authorization: `Bearer ${caller.accessToken}`, 'x-user-id': caller.userId }
        : {};
    const token = (caller ?? callers.member).accessToken;
    for (const [name, value] of Object.entries(request.headers)) {
      // An empty content type stands for none at all.
      if (name === 'content-type' && value === '') continue;
      headers[name] = value
        .replaceAll(CUT_CALLER_TOKEN, token.slice(0, -10))
        .replaceAll(CALLER_TOKEN, token);
    }
    if (request.body && !('content-type' in request.headers))
      headers['content-type'] = 'application/json';
    return headers;
  }

  /**
   * Signing out ends the sign-in whose token it carries: that call gets a sign-in of its own, so
   * that the member and the administrator stay signed in for the other cases.
   */
  async function callerFor(request: GeneratedRequest): Promise<Caller | null> {
    const carriesToken = Object.values(request.headers).some((value) =>
      value.includes(CALLER_TOKEN),
    );
    if (request.role === 'visitor' && !carriesToken) return null;
    const role = request.role === 'admin' ? 'admin' : 'member';
    const caller = callers[role];
    if (request.call !== 'signOut') return caller;
    const password = role === 'admin' ? 'Chief!2026pw' : 'Hanbit!2026pw';
    const again = await signIn(server, { userId: caller.userId, password, email: '', name: '' });
    return { ...caller, accessToken: again.accessToken };
  }

  /** Survey mode: each kind of wrong answer, with the first request that got it. */
  const findings = new Map<string, string>();

  async function check(request: GeneratedRequest): Promise<void> {
    const caller = await callerFor(request);
    const before = await snapshotOf(server);
    let answer: RawAnswer;
    try {
      answer = await sendRaw(
        server.baseUrl,
        {
          method: request.method,
          target: request.target,
          headers: headersOf(request, caller),
          body: request.body ? Buffer.from(request.body.text, request.body.encoding) : null,
        },
        agent,
      );
    } catch (error) {
      throw new Error(`${describeRequest(request)}\n  no answer: ${String(error)}`, {
        cause: error,
      });
    }
    const changes =
      answer.status === 200
        ? []
        : changesBetween(before, await snapshotOf(server), {
            asAdministrator: request.role === 'admin',
          });
    const problems = violationsOf(request, answer, changes);
    if (problems.length === 0) return;
    const report =
      `${describeRequest(request)}\n  answer ${answer.status} ${answer.headers['content-type'] ?? ''}: ` +
      `${shorten(answer.text, 300)}\n  wrong: ${problems.join('; ')}`;
    if (!SURVEY) throw new Error(report);
    const kind = `${request.call} · ${request.attack.split(':')[0]} · ${problems.join('; ').replace(/\d+/gu, 'N')}`;
    if (!findings.has(kind)) findings.set(kind, report);
  }

  it.each(CALLS.map((call, index) => [call, index] as const))(
    '%s: no 5xx, the Korean envelope, nothing written on refusal',
    async (call, index) => {
      const seed = SEED + index;
      findings.clear();
      try {
        await fc.assert(fc.asyncProperty(badRequestsFor(call, callers), check), {
          seed,
          numRuns: RUNS_PER_CALL_BY_DIALECT[dialect],
        });
      } catch (error) {
        throw new Error(
          `${call} on ${dialect}, seed ${seed} (GENERATED_REQUESTS_SEED=${SEED}):\n${String(error)}`,
          { cause: error },
        );
      }
      if (findings.size > 0) {
        throw new Error(
          `${call} on ${dialect}, seed ${seed}: ${findings.size} kinds of wrong answers\n\n` +
            [...findings.values()].join('\n\n'),
        );
      }
      // The cases ran signed in: the member's sign-in must have lived through them.
      const still = await server.call<boolean>('ping', { token: callers.member.accessToken });
      expect(still.body.data).toBe(true);
    },
    TIMEOUT_PER_CALL_MS,
  );
});
