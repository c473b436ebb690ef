import { inject, injectable } from 'inversify';
import { AUTH_API, type AuthApi, type WithdrawRequest } from './auth-api';

/** What the session does once the account is gone. */
export interface ClosedAccountSession {
  /** Forgets the stored session: the server ended it with the account, so no sign-out call. */
  accountClosed(): void;
}

/**
 * 회원 탈퇴: the server erases the account (and ends its sessions) when the password is right;
 * only then is the session here forgotten. A refusal (a wrong password) leaves the member
 * signed in, with the error for the form.
 */
@injectable()
export class WithdrawAccount {
  constructor(@inject(AUTH_API) private readonly authApi: AuthApi) {}

  async execute(request: WithdrawRequest, session: ClosedAccountSession): Promise<void> {
    await this.authApi.withdraw(request);
    session.accountClosed();
  }
}
