import { type ActorRefFrom, assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  HOME_PATH,
  landingPathOf,
  SIGN_IN_PATH,
  safeReturnUrl,
} from '../shared/routing/navigation-guard';
import {
  SECOND_FACTOR_TICKET_REFUSED,
  type SecondFactorAnswer,
  type SecondFactorChallenge,
  type SecondFactorEnrolment,
  type SecondFactorOutcome,
} from './second-factor';
import {
  type Credentials,
  hasAccessToken,
  hasRefreshToken,
  isNotApprovedMessage,
  readTokenRole,
  type SignInResult,
  type Tokens,
} from './tokens';

/**
 * The member's session, app-wide (spec section 4).
 *
 * States: `checking` (is the stored session still good?), `signedOut`, `signingIn`,
 * `notApproved`, `signedIn`, `refreshing`, `signingOut`.
 *
 * Rules it encodes:
 * - Signed in means a stored access token exists and `ping` answers true; otherwise the stored
 *   session is cleared and the member is signed out.
 * - Sign-in: the tokens are saved, then the sign-in state is checked as above; once signed in
 *   the member is sent to the remembered return URL, or else an administrator to the console's
 *   home and anyone else home.
 * - A sign-in answer whose message says the account awaits approval sends the member to
 *   /auth/not-approved and saves no tokens.
 * - A sign-in exception (refused credentials, network failure) clears the stored session.
 * - An administrator's right password answers a second-factor challenge instead of tokens
 *   (`secondFactor`): without an enrolled app, the app is enrolled first (QR code, then its
 *   first code, then the ten recovery codes shown once, the tokens kept in memory until the
 *   administrator says the codes are saved); otherwise the app's code or a recovery code. A wrong code stays on the step with
 *   the server's message; a refused ticket (expired, used) goes back to the password.
 * - Sign-out calls the server, then, whether that worked or not, clears the stored user and
 *   tokens and sends the member home. After a withdrawal (`ACCOUNT_CLOSED`) the server has
 *   already ended every session, so only the clearing and the way home remain.
 * - Every 50 minutes while signed in, if a refresh token is stored, the tokens are refreshed.
 *   A failed refresh (or `SESSION_EXPIRED` from elsewhere) signs the member out, then sends them
 *   home if the current route needs login, else reloads the current page.
 *
 * The machine touches nothing itself: storage and server calls are its actors, implemented
 * outside the domain and supplied with `.provide({ actors })`; navigation and reload are
 * emitted events (`navigate`, `reload`) for the UI to carry out.
 */

export const TOKEN_REFRESH_INTERVAL_MS = 50 * 60 * 1000;

export const NOT_APPROVED_PATH = '/auth/not-approved';

/** Shown when sign-in fails without a message of its own. */
export const SIGN_IN_FAILED_MESSAGE = '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.';

export interface SessionContext {
  /** Tokens last read from or written to storage. */
  readonly tokens: Tokens | null;
  /** Where to go after sign-in (already checked by `safeReturnUrl`). */
  readonly returnUrl: string | null;
  /** Whether the route now shown needs login; decides home or reload after a failed refresh. */
  readonly routeRequiresAuth: boolean;
  /** True from a sign-in until its check ends, so only that check navigates. */
  readonly signingInNow: boolean;
  /** Why the last sign-in failed, for the form; null otherwise. */
  readonly error: string | null;
  /** An administrator's second step: its ticket (in memory only, never stored). */
  readonly challenge: SecondFactorChallenge | null;
  /** The authenticator app's enrolment, while it is being confirmed. */
  readonly enrolment: SecondFactorEnrolment | null;
  /** Shown once after the enrolment, until the administrator has kept them. */
  readonly recoveryCodes: readonly string[] | null;
}

export type SessionEvent =
  | { readonly type: 'SIGN_IN'; readonly credentials: Credentials }
  | { readonly type: 'SIGN_OUT' }
  /** The route guard found no access token for a route that needs one. */
  | { readonly type: 'REQUIRE_SIGN_IN'; readonly returnUrl: string }
  /** The visible route changed. */
  | { readonly type: 'ROUTE_CHANGED'; readonly requiresAuth: boolean }
  /** The server refused the tokens and they could not be refreshed (e.g. by the HTTP client). */
  | { readonly type: 'SESSION_EXPIRED' }
  /** The member withdrew: the account and its sessions are gone on the server. */
  | { readonly type: 'ACCOUNT_CLOSED' }
  /** The second step's code: the app's six digits, or a recovery code. */
  | { readonly type: 'SUBMIT_SECOND_FACTOR'; readonly code: string }
  /** The administrator has saved the recovery codes: the sign-in goes on. */
  | { readonly type: 'RECOVERY_CODES_KEPT' }
  /** Back to the password (another account, or a lost device without recovery codes). */
  | { readonly type: 'CANCEL_SECOND_FACTOR' };

export type SessionEmitted =
  { readonly type: 'navigate'; readonly to: string } | { readonly type: 'reload' };

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`Session actor "${name}" was not provided`));
}

/** The tokens in context, for the actors that take them. */
function tokensOf({ context }: { readonly context: SessionContext }): Tokens {
  if (!context.tokens) throw new Error('No tokens in the session context');
  return context.tokens;
}

const errorMessageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : SIGN_IN_FAILED_MESSAGE;

/**
 * A state that forgets the tokens (in memory, then in storage) and goes on to `target` whether
 * storage worked or not: a session is never kept because clearing failed.
 */
function forgettingThen<const Target extends string>(target: Target, then?: 'goHome') {
  const next = then ? { target, actions: then } : { target };
  return {
    entry: 'forgetTokens',
    invoke: { src: 'clearSession', onDone: next, onError: next },
  } as const;
}

/** The ticket can no longer be used: only a new sign-in helps. */
const ticketRefused = ({ event }: { readonly event: { readonly error: unknown } }): boolean =>
  event.error instanceof Error && event.error.message === SECOND_FACTOR_TICKET_REFUSED;

/** The code just typed, with the ticket it answers. */
function answerOf({
  context,
  event,
}: {
  readonly context: SessionContext;
  readonly event: SessionEvent;
}): SecondFactorAnswer {
  if (!context.challenge || event.type !== 'SUBMIT_SECOND_FACTOR') {
    throw new Error('A second-factor answer needs a challenge and a code');
  }
  return {
    ticket: context.challenge.ticket,
    code: event.code,
    enrolling: context.enrolment !== null,
  };
}

export const sessionMachine = setup({
  // xstate's documented way to declare the machine's types.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  types: {} as {
    context: SessionContext;
    events: SessionEvent;
    emitted: SessionEmitted;
  },
  actors: {
    /** Reads the stored tokens; null when there are none. */
    loadTokens: fromPromise<Tokens | null>(notProvided('loadTokens')),
    /** Asks the server whether the stored access token is still good. */
    ping: fromPromise<boolean>(notProvided('ping')),
    signIn: fromPromise<SignInResult, Credentials>(notProvided('signIn')),
    /** Stores the tokens (and the user they belong to). */
    saveTokens: fromPromise<void, Tokens>(notProvided('saveTokens')),
    /** Clears the stored user and tokens. */
    clearSession: fromPromise<void>(notProvided('clearSession')),
    refresh: fromPromise<Tokens, Tokens>(notProvided('refresh')),
    signOut: fromPromise<void>(notProvided('signOut')),
    /** A new authenticator app's secret and QR code, for the challenge's ticket. */
    beginEnrolment: fromPromise<SecondFactorEnrolment, string>(notProvided('beginEnrolment')),
    /** The code for the ticket: the enrolment's first code, or a later sign-in's. */
    answerSecondFactor: fromPromise<SecondFactorOutcome, SecondFactorAnswer>(
      notProvided('answerSecondFactor'),
    ),
  },
  delays: {
    tokenRefreshInterval: TOKEN_REFRESH_INTERVAL_MS,
  },
  actions: {
    forgetTokens: assign({ tokens: null }),
    forgetSecondFactor: assign({ challenge: null, enrolment: null, recoveryCodes: null }),
    goHome: emit({ type: 'navigate', to: HOME_PATH }),
  },
}).createMachine({
  id: 'session',
  initial: 'checking',
  context: {
    tokens: null,
    returnUrl: null,
    routeRequiresAuth: false,
    signingInNow: false,
    error: null,
    challenge: null,
    enrolment: null,
    recoveryCodes: null,
  },
  on: {
    REQUIRE_SIGN_IN: {
      actions: [
        assign({ returnUrl: ({ event }) => safeReturnUrl(event.returnUrl) }),
        emit({ type: 'navigate', to: SIGN_IN_PATH }),
      ],
    },
    ROUTE_CHANGED: {
      actions: assign({ routeRequiresAuth: ({ event }) => event.requiresAuth }),
    },
  },
  states: {
    checking: {
      initial: 'loadingTokens',
      states: {
        loadingTokens: {
          invoke: {
            src: 'loadTokens',
            onDone: [
              {
                guard: ({ event }) => hasAccessToken(event.output),
                target: 'pinging',
                actions: assign({ tokens: ({ event }) => event.output }),
              },
              { target: 'clearing' },
            ],
            onError: { target: 'clearing' },
          },
        },
        pinging: {
          invoke: {
            src: 'ping',
            onDone: [
              {
                guard: ({ event, context }) => event.output === true && context.signingInNow,
                target: '#session.signedIn',
                actions: [
                  emit(({ context }) => ({
                    type: 'navigate' as const,
                    to:
                      context.returnUrl ??
                      landingPathOf(context.tokens && readTokenRole(context.tokens.accessToken)),
                  })),
                  assign({ returnUrl: null, signingInNow: false }),
                ],
              },
              { guard: ({ event }) => event.output === true, target: '#session.signedIn' },
              { target: 'clearing' },
            ],
            onError: { target: 'clearing' },
          },
        },
        clearing: {
          ...forgettingThen('#session.signedOut'),
          exit: assign({
            signingInNow: false,
            error: ({ context }) => (context.signingInNow ? SIGN_IN_FAILED_MESSAGE : context.error),
          }),
        },
      },
    },

    signedOut: {
      on: {
        SIGN_IN: { target: 'signingIn' },
      },
    },

    signingIn: {
      initial: 'authenticating',
      entry: assign({ error: null, signingInNow: true }),
      states: {
        authenticating: {
          invoke: {
            src: 'signIn',
            // The password travels only in the event that started this state, never in context.
            input: ({ event }) => {
              if (event.type !== 'SIGN_IN') throw new Error('signingIn entered without SIGN_IN');
              return event.credentials;
            },
            onDone: [
              {
                guard: ({ event }) => isNotApprovedMessage(event.output.message),
                target: '#session.notApproved',
              },
              {
                guard: ({ event }) => event.output.secondFactor !== undefined,
                target: '#session.secondFactor',
                actions: assign({ challenge: ({ event }) => event.output.secondFactor ?? null }),
              },
              {
                guard: ({ event }) => hasAccessToken(event.output.tokens),
                target: 'savingTokens',
                actions: assign({ tokens: ({ event }) => event.output.tokens }),
              },
              {
                // Answered without tokens or a known message: treated as a failed sign-in.
                target: 'clearing',
                actions: assign({
                  error: ({ event }) => event.output.message ?? SIGN_IN_FAILED_MESSAGE,
                }),
              },
            ],
            onError: {
              target: 'clearing',
              actions: assign({ error: ({ event }) => errorMessageOf(event.error) }),
            },
          },
        },
        savingTokens: {
          invoke: {
            src: 'saveTokens',
            input: tokensOf,
            onDone: { target: '#session.checking' },
            onError: {
              target: 'clearing',
              actions: assign({ error: ({ event }) => errorMessageOf(event.error) }),
            },
          },
        },
        clearing: {
          ...forgettingThen('#session.signedOut'),
          exit: assign({ signingInNow: false }),
        },
      },
    },

    secondFactor: {
      initial: 'choosing',
      entry: assign({ signingInNow: false }),
      exit: 'forgetSecondFactor',
      on: {
        CANCEL_SECOND_FACTOR: {
          target: 'signedOut',
          actions: assign({ error: null }),
        },
      },
      states: {
        choosing: {
          always: [
            {
              guard: ({ context }) => context.challenge?.enrolled === true,
              target: 'awaitingCode',
            },
            { target: 'enrolling' },
          ],
        },
        enrolling: {
          invoke: {
            src: 'beginEnrolment',
            input: ({ context }) => context.challenge?.ticket ?? '',
            onDone: {
              target: 'awaitingCode',
              actions: assign({ enrolment: ({ event }) => event.output }),
            },
            onError: {
              target: '#session.signedOut',
              actions: assign({ error: ({ event }) => errorMessageOf(event.error) }),
            },
          },
        },
        awaitingCode: {
          on: {
            SUBMIT_SECOND_FACTOR: { target: 'checkingCode', actions: assign({ error: null }) },
          },
        },
        checkingCode: {
          invoke: {
            src: 'answerSecondFactor',
            input: answerOf,
            onDone: [
              {
                guard: ({ event }) => event.output.recoveryCodes !== null,
                target: 'showingRecoveryCodes',
                actions: assign({
                  tokens: ({ event }) => event.output.tokens,
                  recoveryCodes: ({ event }) => event.output.recoveryCodes,
                }),
              },
              {
                target: '#session.signingIn.savingTokens',
                actions: assign({ tokens: ({ event }) => event.output.tokens }),
              },
            ],
            onError: [
              {
                guard: ticketRefused,
                target: '#session.signedOut',
                actions: assign({ error: ({ event }) => errorMessageOf(event.error) }),
              },
              {
                target: 'awaitingCode',
                actions: assign({ error: ({ event }) => errorMessageOf(event.error) }),
              },
            ],
          },
        },
        showingRecoveryCodes: {
          on: { RECOVERY_CODES_KEPT: { target: '#session.signingIn.savingTokens' } },
        },
      },
    },

    notApproved: {
      entry: [assign({ signingInNow: false }), emit({ type: 'navigate', to: NOT_APPROVED_PATH })],
      on: {
        SIGN_IN: { target: 'signingIn' },
      },
    },

    signedIn: {
      after: {
        tokenRefreshInterval: { target: 'refreshing' },
      },
      on: {
        SIGN_OUT: { target: 'signingOut' },
        SESSION_EXPIRED: { target: 'refreshing.failed' },
        ACCOUNT_CLOSED: { target: 'signingOut.clearing' },
      },
    },

    refreshing: {
      initial: 'loadingTokens',
      on: {
        SIGN_OUT: { target: 'signingOut' },
        ACCOUNT_CLOSED: { target: 'signingOut.clearing' },
      },
      states: {
        loadingTokens: {
          invoke: {
            src: 'loadTokens',
            onDone: [
              {
                guard: ({ event }) => hasRefreshToken(event.output),
                target: 'exchanging',
                actions: assign({ tokens: ({ event }) => event.output }),
              },
              // No refresh token stored: nothing to refresh; check again in 50 minutes.
              { target: '#session.signedIn' },
            ],
            onError: { target: 'failed' },
          },
        },
        exchanging: {
          invoke: {
            src: 'refresh',
            input: tokensOf,
            onDone: {
              target: 'savingTokens',
              actions: assign({ tokens: ({ event }) => event.output }),
            },
            onError: { target: 'failed' },
          },
        },
        savingTokens: {
          invoke: {
            src: 'saveTokens',
            input: tokensOf,
            onDone: { target: '#session.signedIn' },
            onError: { target: 'failed' },
          },
        },
        failed: forgettingThen('leaving'),
        leaving: {
          always: [
            {
              guard: ({ context }) => context.routeRequiresAuth,
              target: '#session.signedOut',
              actions: 'goHome',
            },
            { target: '#session.signedOut', actions: emit({ type: 'reload' }) },
          ],
        },
      },
    },

    signingOut: {
      initial: 'callingServer',
      states: {
        callingServer: {
          invoke: {
            src: 'signOut',
            onDone: { target: 'clearing' },
            onError: { target: 'clearing' },
          },
        },
        clearing: forgettingThen('#session.signedOut', 'goHome'),
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionActorRef = ActorRefFrom<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** Signed in, including while the tokens are being refreshed. */
export function isSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('signedIn') || snapshot.matches('refreshing');
}

/** Still finding out at start-up whether the stored session is good. */
export function isCheckingSession(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('checking') && !snapshot.context.signingInNow;
}
