import { inject, injectable } from 'inversify';
import {
  type Credentials,
  readTokenSubject,
  type SignInResult,
  type Tokens,
} from '../../domain/session/tokens';
import type {
  SecondFactorAnswer,
  SecondFactorEnrolment,
  SecondFactorOutcome,
} from '../../domain/session/second-factor';
import { AUTH_API, type AuthApi } from '../accounts';
import { SECOND_FACTOR_API, type SecondFactorApi } from './second-factor-api';
import { TOKEN_STORE, type TokenStore } from './token-store';

/**
 * The session's work with the outside world: the server calls and the stored session. The
 * session machine (domain) decides when each step runs; this class only performs them, and is
 * what the machine's actors call.
 */
@injectable()
export class SessionService {
  constructor(
    @inject(AUTH_API) private readonly authApi: AuthApi,
    @inject(TOKEN_STORE) private readonly tokenStore: TokenStore,
    @inject(SECOND_FACTOR_API) private readonly secondFactor: SecondFactorApi,
  ) {}

  async loadTokens(): Promise<Tokens | null> {
    return this.tokenStore.readTokens();
  }

  ping(signal?: AbortSignal): Promise<boolean> {
    return this.authApi.ping(signal);
  }

  signIn(credentials: Credentials, signal?: AbortSignal): Promise<SignInResult> {
    return this.authApi.signIn(credentials, signal);
  }

  /** Stores the tokens and, beside them, the user they belong to (the token's subject). */
  async saveTokens(tokens: Tokens): Promise<void> {
    this.tokenStore.saveTokens(tokens);
    const userId = readTokenSubject(tokens.accessToken);
    if (userId) this.tokenStore.saveUserId(userId);
    else this.tokenStore.clearUserId();
  }

  /** Forgets the stored user and tokens; the remembered id of the sign-in form stays. */
  async clearSession(): Promise<void> {
    this.tokenStore.clearTokens();
    this.tokenStore.clearUserId();
  }

  refresh(tokens: Tokens, signal?: AbortSignal): Promise<Tokens> {
    return this.authApi.refresh(tokens, signal);
  }

  signOut(signal?: AbortSignal): Promise<void> {
    return this.authApi.signOut(signal);
  }

  beginEnrolment(ticket: string, signal?: AbortSignal): Promise<SecondFactorEnrolment> {
    return this.secondFactor.beginSecondFactorEnrolment(ticket, signal);
  }

  /** The enrolment's first code confirms the app (and gives recovery codes); later, a sign-in's. */
  async answerSecondFactor(
    { enrolling, ...answer }: SecondFactorAnswer,
    signal?: AbortSignal,
  ): Promise<SecondFactorOutcome> {
    if (enrolling) return this.secondFactor.confirmSecondFactorEnrolment(answer, signal);
    return {
      tokens: await this.secondFactor.verifySecondFactor(answer, signal),
      recoveryCodes: null,
    };
  }
}
