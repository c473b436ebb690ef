import { inject, injectable } from 'inversify';
import type {
  AuthApi,
  FindIdRequest,
  FindIdResult,
  FindPasswordRequest,
  IdAvailability,
  PasswordResetTicket,
  ResetPasswordRequest,
  SendAuthMailRequest,
  SignUpRequest,
  WithdrawRequest,
} from '../../application/accounts/auth-api';
import type { Credentials, SignInResult, Tokens } from '../../domain/session/tokens';
import type { BodyOf } from '../../contract/endpoint-types';
import type { CredentialsBody, TokensBody } from '../../contract/session';
import { ApiClient } from './api-client';

/** Accounts and sessions over HTTP (/api/user/auth/…). */
@injectable()
export class HttpAuthApi implements AuthApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  async signIn(credentials: Credentials, signal?: AbortSignal): Promise<SignInResult> {
    const body: CredentialsBody = { userId: credentials.userId, password: credentials.password };
    const envelope = await this.client.callForEnvelope('signIn', { body, signal });
    // An administrator: no tokens yet, the second step's challenge.
    if (envelope.data !== null && 'secondFactor' in envelope.data) {
      return { tokens: null, message: envelope.message, secondFactor: envelope.data.secondFactor };
    }
    return { tokens: envelope.data, message: envelope.message };
  }

  refresh(tokens: Tokens, signal?: AbortSignal): Promise<Tokens> {
    const body: TokensBody = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    return this.client.call('refresh', { body, signal });
  }

  async ping(signal?: AbortSignal): Promise<boolean> {
    return (await this.client.call('ping', { signal, quiet: true })) === true;
  }

  async signOut(signal?: AbortSignal): Promise<void> {
    await this.client.call('signOut', { signal, quiet: true });
  }

  async sendAuthMail(request: SendAuthMailRequest, signal?: AbortSignal): Promise<void> {
    const body: BodyOf<'sendAuthMail'> = { email: request.email, purpose: request.purpose };
    await this.client.call('sendAuthMail', { body, signal });
  }

  checkId(userId: string, signal?: AbortSignal): Promise<IdAvailability> {
    return this.client.call('checkId', { query: { id: userId }, signal });
  }

  async signUp(request: SignUpRequest, signal?: AbortSignal): Promise<void> {
    // The port's request is the contract's body: the call's type checks it.
    await this.client.call('signUp', { body: request, signal });
  }

  findId(request: FindIdRequest, signal?: AbortSignal): Promise<FindIdResult> {
    return this.client.call('findId', { body: request, signal });
  }

  findPassword(request: FindPasswordRequest, signal?: AbortSignal): Promise<PasswordResetTicket> {
    return this.client.call('findPassword', { body: request, signal });
  }

  async resetPassword(request: ResetPasswordRequest, signal?: AbortSignal): Promise<void> {
    await this.client.call('resetPassword', { body: request, signal });
  }

  async withdraw(request: WithdrawRequest, signal?: AbortSignal): Promise<void> {
    await this.client.call('withdraw', { body: request, signal });
  }
}
