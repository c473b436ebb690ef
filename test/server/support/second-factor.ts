import { TOTP } from 'otpauth';
import type {
  SecondFactorChallenge,
  SecondFactorEnrolled,
  SecondFactorEnrolment,
  TokensBody,
} from '../../../src/contract/session';
import type { CallResult, TestServer } from './test-server';

/** What a test knows of an administrator it enrolled: as the authenticator app and the paper. */
export interface KnownSecondFactor {
  readonly secret: string;
  /** The last time step whose code was used (the server accepts only a later one). */
  lastStep: number;
  /** Recovery codes not used yet. */
  readonly recoveryCodes: string[];
}

const known = new WeakMap<TestServer, Map<string, KnownSecondFactor>>();

const PERIOD_MS = 30_000;

/** The authenticator app's code of a secret at an instant (otpauth: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

export function timeStep(at: Date): number {
  return Math.floor(at.getTime() / PERIOD_MS);
}

/** The code of a time step (its first millisecond). */
export function totpCodeOfStep(secret: string, step: number): string {
  return totpCode(secret, new Date(step * PERIOD_MS));
}

/** What the test knows of the administrator's second factor (after `passSecondFactor`). */
export function knownSecondFactor(server: TestServer, userId: string): KnownSecondFactor {
  const found = known.get(server)?.get(userId);
  if (!found) throw new Error(`${userId} was not enrolled by this test`);
  return found;
}

function remember(server: TestServer, userId: string, factor: KnownSecondFactor): void {
  let byUser = known.get(server);
  if (!byUser) {
    byUser = new Map();
    known.set(server, byUser);
  }
  byUser.set(userId, factor);
}

/**
 * What the tests know of the server's second factors, kept with a shared server's template and
 * put back with it (use-test-server.ts): after a reset the database's last used steps and unused
 * recovery codes are the template's again, and so must the tests' be.
 */
export function rememberedSecondFactors(server: TestServer) {
  const copy = (from: Map<string, KnownSecondFactor> | undefined) =>
    new Map(
      [...(from ?? new Map<string, KnownSecondFactor>())].map(([userId, factor]) => [
        userId,
        { ...factor, recoveryCodes: [...factor.recoveryCodes] },
      ]),
    );
  const kept = copy(known.get(server));
  return {
    restore() {
      known.set(server, copy(kept));
    },
  };
}

function dataOf<T>(result: CallResult<T>, what: string): T {
  if (result.status !== 200 || result.body.data === null) {
    throw new Error(`${what} failed: ${result.status} ${JSON.stringify(result.body)}`);
  }
  return result.body.data;
}

/**
 * Takes an administrator from signIn's challenge to tokens, as the SPA's step will: enrols an
 * authenticator app on the first sign-in (the code computed from the secret), else types the
 * app's code of a step not used yet (now, or the next one, which the server's window accepts),
 * and a recovery code when both are used.
 */
export async function passSecondFactor(
  server: TestServer,
  userId: string,
  challenge: SecondFactorChallenge,
): Promise<TokensBody> {
  const { ticket, enrolled } = challenge.secondFactor;
  const now = server.clock.now();
  if (!enrolled) {
    const enrolment = dataOf(
      await server.call<SecondFactorEnrolment>('beginSecondFactorEnrolment', { body: { ticket } }),
      'beginSecondFactorEnrolment',
    );
    const step = timeStep(now);
    const confirmed = dataOf(
      await server.call<SecondFactorEnrolled>('confirmSecondFactorEnrolment', {
        body: { ticket, code: totpCodeOfStep(enrolment.secret, step) },
      }),
      'confirmSecondFactorEnrolment',
    );
    remember(server, userId, {
      secret: enrolment.secret,
      lastStep: step,
      recoveryCodes: [...confirmed.recoveryCodes],
    });
    return confirmed.tokens;
  }
  const factor = knownSecondFactor(server, userId);
  const step = Math.max(timeStep(now), factor.lastStep + 1);
  let code: string;
  if (step <= timeStep(now) + 1) {
    code = totpCodeOfStep(factor.secret, step);
    factor.lastStep = step;
  } else {
    const recovery = factor.recoveryCodes.shift();
    if (!recovery) throw new Error(`${userId} has no codes left in this time step`);
    code = recovery;
  }
  return dataOf(
    await server.call<TokensBody>('verifySecondFactor', { body: { ticket, code } }),
    'verifySecondFactor',
  );
}
