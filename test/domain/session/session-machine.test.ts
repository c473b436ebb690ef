import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  type PromiseActorLogic,
  SimulatedClock,
  toPromise,
  waitFor,
} from 'xstate';
import {
  isCheckingSession,
  isSignedIn,
  NOT_APPROVED_PATH,
  type SessionEmitted,
  SIGN_IN_FAILED_MESSAGE,
  sessionMachine,
  TOKEN_REFRESH_INTERVAL_MS,
} from '../../../src/domain/session/session-machine';
import {
  SECOND_FACTOR_TICKET_REFUSED,
  SECOND_FACTOR_WRONG_CODE,
  type SecondFactorAnswer,
  type SecondFactorEnrolment,
  type SecondFactorOutcome,
} from '../../../src/domain/session/second-factor';
import {
  type Credentials,
  NOT_APPROVED_MESSAGE,
  type SignInResult,
  type Tokens,
} from '../../../src/domain/session/tokens';

const STORED: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const ISSUED: Tokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const REFRESHED: Tokens = { accessToken: 'access-3', refreshToken: 'refresh-3' };
const CREDENTIALS: Credentials = { userId: 'hong123', password: 'S3cure!pass' };
const ENROLMENT: SecondFactorEnrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/%EC%B4%9D%EB%8F%99%EB%AC%B8%ED%9A%8C:chief?secret=JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
  issuer: '총동문회',
  accountName: 'chief',
};
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);

type Answer<T> = T | Error;

/**
 * The machine with scripted actors: each answer can be changed between steps, every call is
 * recorded in order, and storage is a variable the actors read and write.
 */
function harness(initial: { stored?: Tokens | null } = {}) {
  const answers: {
    ping: Answer<boolean>;
    signIn: Answer<SignInResult>;
    refresh: Answer<Tokens>;
    signOut: Answer<void>;
    beginEnrolment: Answer<SecondFactorEnrolment>;
    answerSecondFactor: Answer<SecondFactorOutcome>;
    /** Storage failures (e.g. storage blocked or full); null when storage works. */
    loadTokens: Error | null;
    saveTokens: Error | null;
    clearSession: Error | null;
  } = {
    ping: true,
    signIn: { tokens: ISSUED, message: null },
    refresh: REFRESHED,
    signOut: undefined,
    beginEnrolment: ENROLMENT,
    answerSecondFactor: { tokens: ISSUED, recoveryCodes: null },
    loadTokens: null,
    saveTokens: null,
    clearSession: null,
  };
  const calls: string[] = [];
  const signals: AbortSignal[] = [];
  const state = { stored: initial.stored ?? null, signInInput: null as Credentials | null };
  const settle = <T>(answer: Answer<T>): Promise<T> =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);

  const machine = sessionMachine.provide({
    actors: {
      loadTokens: fromPromise<Tokens | null>(async () => {
        calls.push('loadTokens');
        if (answers.loadTokens) throw answers.loadTokens;
        return state.stored;
      }),
      ping: fromPromise<boolean>(async ({ signal }) => {
        calls.push('ping');
        signals.push(signal);
        return settle(answers.ping);
      }),
      signIn: fromPromise<SignInResult, Credentials>(async ({ input, signal }) => {
        calls.push('signIn');
        signals.push(signal);
        state.signInInput = input;
        return settle(answers.signIn);
      }),
      saveTokens: fromPromise<void, Tokens>(async ({ input }) => {
        calls.push(`saveTokens:${input.accessToken}`);
        if (answers.saveTokens) throw answers.saveTokens;
        state.stored = input;
      }),
      clearSession: fromPromise<void>(async () => {
        calls.push('clearSession');
        if (answers.clearSession) throw answers.clearSession;
        state.stored = null;
      }),
      refresh: fromPromise<Tokens, Tokens>(async ({ input }) => {
        calls.push(`refresh:${input.refreshToken}`);
        return settle(answers.refresh);
      }),
      signOut: fromPromise<void>(async () => {
        calls.push('signOut');
        return settle(answers.signOut);
      }),
      beginEnrolment: fromPromise<SecondFactorEnrolment, string>(async ({ input }) => {
        calls.push(`beginEnrolment:${input}`);
        return settle(answers.beginEnrolment);
      }),
      answerSecondFactor: fromPromise<SecondFactorOutcome, SecondFactorAnswer>(
        async ({ input }) => {
          const step = input.enrolling ? 'confirmEnrolment' : 'verify';
          calls.push(`${step}:${input.ticket}:${input.code}`);
          return settle(answers.answerSecondFactor);
        },
      ),
    },
  });

  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, answers, calls, emitted, clock, state, signals, settled };
}

async function signedInHarness() {
  const h = harness({ stored: STORED });
  h.actor.start();
  await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
  h.calls.length = 0;
  return h;
}

describe('session machine', () => {
  describe('start-up check: signed in means a stored access token and ping true', () => {
    it('is signed in when an access token is stored and ping answers true', async () => {
      const h = harness({ stored: STORED });
      h.actor.start();
      expect(isCheckingSession(h.actor.getSnapshot())).toBe(true);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.calls).toEqual(['loadTokens', 'ping']);
      expect(isSignedIn(h.actor.getSnapshot())).toBe(true);
      expect(h.emitted).toEqual([]);
    });

    it('clears the stored session and signs out when no access token is stored', async () => {
      const h = harness({ stored: { accessToken: '', refreshToken: 'refresh-1' } });
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['loadTokens', 'clearSession']);
      expect(h.state.stored).toBeNull();
    });

    it('clears the tokens and signs out when ping answers false', async () => {
      const h = harness({ stored: STORED });
      h.answers.ping = false;
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['loadTokens', 'ping', 'clearSession']);
      expect(h.state.stored).toBeNull();
      expect(isSignedIn(h.actor.getSnapshot())).toBe(false);
    });

    it('clears the tokens and signs out when ping fails', async () => {
      const h = harness({ stored: STORED });
      h.answers.ping = new Error('network down');
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['loadTokens', 'ping', 'clearSession']);
      expect(h.actor.getSnapshot().context.error).toBeNull();
    });
  });

  describe('sign-in', () => {
    async function signedOut() {
      const h = harness();
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      h.calls.length = 0;
      return h;
    }

    it('saves the tokens, then checks the sign-in state, then goes home', async () => {
      const h = await signedOut();
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      expect(h.actor.getSnapshot().matches('signingIn')).toBe(true);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.calls).toEqual(['signIn', 'saveTokens:access-2', 'loadTokens', 'ping']);
      expect(h.state.signInInput).toEqual(CREDENTIALS);
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });

    it('goes to the remembered return URL after signing in, once', async () => {
      const h = await signedOut();
      h.actor.send({ type: 'REQUIRE_SIGN_IN', returnUrl: '/alumni/find?page=2' });
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/auth/signin' }]);
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.emitted.at(-1)).toEqual({ type: 'navigate', to: '/alumni/find?page=2' });
      expect(h.actor.getSnapshot().context.returnUrl).toBeNull();
    });

    it('never returns to another site after sign-in (open redirect)', async () => {
      const h = await signedOut();
      h.actor.send({ type: 'REQUIRE_SIGN_IN', returnUrl: '//evil.example/phish' });
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.emitted.at(-1)).toEqual({ type: 'navigate', to: '/' });
    });

    it('sends a not-approved account to /auth/not-approved and saves no tokens', async () => {
      const h = await signedOut();
      h.answers.signIn = { tokens: null, message: NOT_APPROVED_MESSAGE };
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('notApproved'));
      expect(h.emitted).toEqual([{ type: 'navigate', to: NOT_APPROVED_PATH }]);
      expect(h.calls).toEqual(['signIn']);
      expect(h.state.stored).toBeNull();
      expect(isSignedIn(h.actor.getSnapshot())).toBe(false);
    });

    it('recognises the not-approved message even when tokens come with it', async () => {
      const h = await signedOut();
      h.answers.signIn = { tokens: ISSUED, message: NOT_APPROVED_MESSAGE };
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('notApproved'));
      expect(h.calls).toEqual(['signIn']);
    });

    it('lets a not-approved visitor try again later', async () => {
      const h = await signedOut();
      h.answers.signIn = { tokens: null, message: NOT_APPROVED_MESSAGE };
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('notApproved'));
      h.answers.signIn = { tokens: ISSUED, message: null };
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
    });

    it('clears the tokens when sign-in throws, and keeps its message for the form', async () => {
      const h = await signedOut();
      h.state.stored = STORED;
      h.answers.signIn = new Error('아이디 또는 비밀번호가 올바르지 않습니다.');
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['signIn', 'clearSession']);
      expect(h.state.stored).toBeNull();
      expect(h.actor.getSnapshot().context.error).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
      expect(h.emitted).toEqual([]);
    });

    it('uses a default Korean message when the failure has none', async () => {
      const h = await signedOut();
      h.answers.signIn = new Error('');
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.actor.getSnapshot().context.error).toBe(SIGN_IN_FAILED_MESSAGE);
    });

    it('treats an answer with neither tokens nor a known message as a failure', async () => {
      const h = await signedOut();
      h.answers.signIn = { tokens: null, message: '잠시 후 다시 시도해 주세요.' };
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['signIn', 'clearSession']);
      expect(h.actor.getSnapshot().context.error).toBe('잠시 후 다시 시도해 주세요.');
    });

    it('clears the tokens and stays signed out when the check after sign-in fails', async () => {
      const h = await signedOut();
      h.answers.ping = false;
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual([
        'signIn',
        'saveTokens:access-2',
        'loadTokens',
        'ping',
        'clearSession',
      ]);
      expect(h.state.stored).toBeNull();
      expect(h.actor.getSnapshot().context.error).toBe(SIGN_IN_FAILED_MESSAGE);
      expect(h.emitted).toEqual([]);
    });

    it('clears the error of a failed attempt when the member tries again', async () => {
      const h = await signedOut();
      h.answers.signIn = new Error('아이디 또는 비밀번호가 올바르지 않습니다.');
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      h.answers.signIn = { tokens: ISSUED, message: null };
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      expect(h.actor.getSnapshot().context.error).toBeNull();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
    });

    it('never keeps the password in its context', async () => {
      const h = await signedOut();
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      const during = JSON.stringify(h.actor.getSnapshot().context);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      const after = JSON.stringify(h.actor.getSnapshot().context);
      expect(during).not.toContain(CREDENTIALS.password);
      expect(after).not.toContain(CREDENTIALS.password);
    });

    it('cancels the request when the session actor stops mid sign-in', async () => {
      const h = await signedOut();
      h.answers.signIn = new Promise<never>(() => {}) as never;
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await h.settled();
      h.actor.stop();
      expect(h.signals.at(-1)?.aborted).toBe(true);
    });
  });

  describe('an administrator’s second factor', () => {
    async function challenged(enrolled: boolean) {
      const h = harness();
      h.answers.signIn = { tokens: null, message: null, secondFactor: { ticket: 't-1', enrolled } };
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      h.calls.length = 0;
      h.actor.send({ type: 'REQUIRE_SIGN_IN', returnUrl: '/admin/members' });
      h.emitted.length = 0;
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      return h;
    }

    it('saves no tokens after the password: it asks for the app’s code', async () => {
      const h = await challenged(true);
      await waitFor(h.actor, (snapshot) => snapshot.matches({ secondFactor: 'awaitingCode' }));
      expect(h.calls).toEqual(['signIn']);
      expect(h.state.stored).toBeNull();
      expect(h.actor.getSnapshot().context.tokens).toBeNull();
      expect(h.emitted).toEqual([]);
    });

    it('signs in with the right code and goes to the return URL', async () => {
      const h = await challenged(true);
      await waitFor(h.actor, (snapshot) => snapshot.matches({ secondFactor: 'awaitingCode' }));
      h.actor.send({ type: 'SUBMIT_SECOND_FACTOR', code: '123456' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.calls).toEqual([
        'signIn',
        'verify:t-1:123456',
        'saveTokens:access-2',
        'loadTokens',
        'ping',
      ]);
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/admin/members' }]);
      expect(h.actor.getSnapshot().context.challenge).toBeNull();
    });

    it('stays on the step with the server’s message after a wrong code, then takes another', async () => {
      const h = await challenged(true);
      await waitFor(h.actor, (snapshot) => snapshot.matches({ secondFactor: 'awaitingCode' }));
      h.answers.answerSecondFactor = new Error(SECOND_FACTOR_WRONG_CODE);
      h.actor.send({ type: 'SUBMIT_SECOND_FACTOR', code: '000000' });
      await waitFor(
        h.actor,
        (snapshot) =>
          snapshot.matches({ secondFactor: 'awaitingCode' }) && snapshot.context.error !== null,
      );
      expect(h.actor.getSnapshot().context.error).toBe(SECOND_FACTOR_WRONG_CODE);
      h.answers.answerSecondFactor = { tokens: ISSUED, recoveryCodes: null };
      h.actor.send({ type: 'SUBMIT_SECOND_FACTOR', code: 'abcd-efgh' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.actor.getSnapshot().context.error).toBeNull();
    });

    it('goes back to the password when the ticket is refused (expired or used)', async () => {
      const h = await challenged(true);
      await waitFor(h.actor, (snapshot) => snapshot.matches({ secondFactor: 'awaitingCode' }));
      h.answers.answerSecondFactor = new Error(SECOND_FACTOR_TICKET_REFUSED);
      h.actor.send({ type: 'SUBMIT_SECOND_FACTOR', code: '123456' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.actor.getSnapshot().context).toMatchObject({
        error: SECOND_FACTOR_TICKET_REFUSED,
        challenge: null,
        tokens: null,
      });
    });

    it('enrols the app first: QR code, first code, recovery codes kept, then signed in', async () => {
      const h = await challenged(false);
      h.answers.answerSecondFactor = { tokens: ISSUED, recoveryCodes: RECOVERY_CODES };
      await waitFor(
        h.actor,
        (snapshot) =>
          snapshot.matches({ secondFactor: 'awaitingCode' }) && !!snapshot.context.enrolment,
      );
      expect(h.actor.getSnapshot().context.enrolment).toEqual(ENROLMENT);
      h.actor.send({ type: 'SUBMIT_SECOND_FACTOR', code: '654321' });
      await waitFor(h.actor, (snapshot) =>
        snapshot.matches({ secondFactor: 'showingRecoveryCodes' }),
      );
      expect(h.actor.getSnapshot().context.recoveryCodes).toEqual(RECOVERY_CODES);
      // Nothing is stored until the administrator says the codes are kept.
      expect(h.state.stored).toBeNull();
      h.actor.send({ type: 'RECOVERY_CODES_KEPT' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.calls).toEqual([
        'signIn',
        'beginEnrolment:t-1',
        'confirmEnrolment:t-1:654321',
        'saveTokens:access-2',
        'loadTokens',
        'ping',
      ]);
      expect(h.actor.getSnapshot().context).toMatchObject({
        enrolment: null,
        recoveryCodes: null,
      });
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/admin/members' }]);
    });

    it('lands an administrator on the console’s home when no page sent them to sign in', async () => {
      const h = harness();
      const claims = Buffer.from(JSON.stringify({ sub: 'chief', role: 'admin' })).toString(
        'base64url',
      );
      const adminTokens = { accessToken: `e30.${claims}.sig`, refreshToken: 'refresh-2' };
      h.answers.signIn = {
        tokens: null,
        message: null,
        secondFactor: { ticket: 't-1', enrolled: true },
      };
      h.answers.answerSecondFactor = { tokens: adminTokens, recoveryCodes: null };
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches({ secondFactor: 'awaitingCode' }));
      h.actor.send({ type: 'SUBMIT_SECOND_FACTOR', code: '123456' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/admin' }]);
    });

    it('can be left for the password form, forgetting the ticket', async () => {
      const h = await challenged(true);
      await waitFor(h.actor, (snapshot) => snapshot.matches({ secondFactor: 'awaitingCode' }));
      h.actor.send({ type: 'CANCEL_SECOND_FACTOR' });
      expect(h.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(h.actor.getSnapshot().context.challenge).toBeNull();
      h.answers.signIn = { tokens: ISSUED, message: null };
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
    });

    it('goes back to the password with the reason when the enrolment cannot start', async () => {
      const h = await challenged(false);
      h.answers.beginEnrolment = new Error(SECOND_FACTOR_TICKET_REFUSED);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.actor.getSnapshot().context.error).toBe(SECOND_FACTOR_TICKET_REFUSED);
    });
  });

  describe('sign-out: clears the stored user and tokens whatever the server says, then home', () => {
    it('calls the server, clears the session and goes to /', async () => {
      const h = await signedInHarness();
      h.actor.send({ type: 'SIGN_OUT' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['signOut', 'clearSession']);
      expect(h.state.stored).toBeNull();
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });

    it('clears the session and goes to / even when the server call fails', async () => {
      const h = await signedInHarness();
      h.answers.signOut = new Error('server unreachable');
      h.actor.send({ type: 'SIGN_OUT' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['signOut', 'clearSession']);
      expect(h.state.stored).toBeNull();
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });
  });

  describe('withdrawal: the account is closed, so the session is cleared without a sign-out call', () => {
    it('clears the stored session and goes to / without calling the server', async () => {
      const h = await signedInHarness();
      h.actor.send({ type: 'ACCOUNT_CLOSED' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['clearSession']);
      expect(h.state.stored).toBeNull();
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });

    it('still goes to / when clearing the storage fails', async () => {
      const h = await signedInHarness();
      h.answers.clearSession = new Error('storage blocked');
      h.actor.send({ type: 'ACCOUNT_CLOSED' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });

    it('is ignored when nobody is signed in', async () => {
      const h = harness();
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      h.calls.length = 0;
      h.actor.send({ type: 'ACCOUNT_CLOSED' });
      await h.settled();
      expect(h.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(h.calls).toEqual([]);
    });
  });

  describe('token refresh every 50 minutes', () => {
    it('waits exactly 50 minutes: nothing at 49:59.999, a refresh at 50:00.000', async () => {
      const h = await signedInHarness();
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS - 1);
      expect(h.actor.getSnapshot().matches('signedIn')).toBe(true);
      expect(h.calls).toEqual([]);
      h.clock.increment(1);
      expect(h.actor.getSnapshot().matches('refreshing')).toBe(true);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.calls).toEqual(['loadTokens', 'refresh:refresh-1', 'saveTokens:access-3']);
      expect(h.state.stored).toEqual(REFRESHED);
    });

    it('refreshes again 50 minutes after the last refresh, with the newest tokens', async () => {
      const h = await signedInHarness();
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      h.calls.length = 0;
      h.answers.refresh = { accessToken: 'access-4', refreshToken: 'refresh-4' };
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS - 1);
      expect(h.calls).toEqual([]);
      h.clock.increment(1);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.calls).toEqual(['loadTokens', 'refresh:refresh-3', 'saveTokens:access-4']);
    });

    it('does not refresh when no refresh token is stored, and looks again 50 minutes later', async () => {
      const h = await signedInHarness();
      h.state.stored = { accessToken: 'access-1', refreshToken: '' };
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.calls).toEqual(['loadTokens']);
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedIn'));
      expect(h.calls).toEqual(['loadTokens', 'loadTokens']);
    });

    it('signs out and goes home when the refresh fails on a route that needs login', async () => {
      const h = await signedInHarness();
      h.actor.send({ type: 'ROUTE_CHANGED', requiresAuth: true });
      h.answers.refresh = new Error('refresh token expired');
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['loadTokens', 'refresh:refresh-1', 'clearSession']);
      expect(h.state.stored).toBeNull();
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });

    it('signs out and reloads the page when the refresh fails on a public route', async () => {
      const h = await signedInHarness();
      h.actor.send({ type: 'ROUTE_CHANGED', requiresAuth: false });
      h.answers.refresh = new Error('refresh token expired');
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.state.stored).toBeNull();
      expect(h.emitted).toEqual([{ type: 'reload' }]);
    });

    it('treats SESSION_EXPIRED from elsewhere like a failed refresh', async () => {
      const h = await signedInHarness();
      h.actor.send({ type: 'ROUTE_CHANGED', requiresAuth: true });
      h.actor.send({ type: 'SESSION_EXPIRED' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['clearSession']);
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });

    it('stops the refresh timer once signed out', async () => {
      const h = await signedInHarness();
      h.actor.send({ type: 'SIGN_OUT' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      h.calls.length = 0;
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS * 3);
      expect(h.calls).toEqual([]);
    });

    it('lets the member sign out during a refresh', async () => {
      const h = await signedInHarness();
      h.answers.refresh = new Promise<never>(() => {}) as never;
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS);
      await waitFor(h.actor, (snapshot) => snapshot.matches({ refreshing: 'exchanging' }));
      h.actor.send({ type: 'SIGN_OUT' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });
  });

  describe('when browser storage fails', () => {
    it('signs out when the stored session cannot be read at start-up', async () => {
      const h = harness({ stored: STORED });
      h.answers.loadTokens = new Error('storage blocked');
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['loadTokens', 'clearSession']);
    });

    it('ends signed out even when clearing fails', async () => {
      const h = harness({ stored: STORED });
      h.answers.ping = false;
      h.answers.clearSession = new Error('storage blocked');
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(isSignedIn(h.actor.getSnapshot())).toBe(false);
    });

    it('does not sign in when the tokens cannot be saved, and says why', async () => {
      const h = harness();
      h.actor.start();
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      h.calls.length = 0;
      h.answers.saveTokens = new Error('저장 공간이 부족합니다.');
      h.actor.send({ type: 'SIGN_IN', credentials: CREDENTIALS });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['signIn', 'saveTokens:access-2', 'clearSession']);
      expect(h.actor.getSnapshot().context.error).toBe('저장 공간이 부족합니다.');
      expect(h.emitted).toEqual([]);
    });

    it('treats a refresh whose tokens cannot be saved as a failed refresh', async () => {
      const h = await signedInHarness();
      h.actor.send({ type: 'ROUTE_CHANGED', requiresAuth: true });
      h.answers.saveTokens = new Error('storage full');
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual([
        'loadTokens',
        'refresh:refresh-1',
        'saveTokens:access-3',
        'clearSession',
      ]);
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });

    it('treats a refresh whose stored tokens cannot be read as a failed refresh', async () => {
      const h = await signedInHarness();
      h.answers.loadTokens = new Error('storage blocked');
      h.clock.increment(TOKEN_REFRESH_INTERVAL_MS);
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.calls).toEqual(['loadTokens', 'clearSession']);
      expect(h.emitted).toEqual([{ type: 'reload' }]);
    });

    it('goes home after sign-out even when clearing fails', async () => {
      const h = await signedInHarness();
      h.answers.clearSession = new Error('storage blocked');
      h.actor.send({ type: 'SIGN_OUT' });
      await waitFor(h.actor, (snapshot) => snapshot.matches('signedOut'));
      expect(h.emitted).toEqual([{ type: 'navigate', to: '/' }]);
    });
  });

  it('declares its actors and fails clearly when one is not provided', async () => {
    const placeholder = sessionMachine.implementations.actors.loadTokens;
    const actor = createActor(placeholder as PromiseActorLogic<Tokens | null>);
    const outcome = toPromise(actor);
    actor.start();
    await expect(outcome).rejects.toThrow('Session actor "loadTokens" was not provided');
  });
});
