import type { ProfileFields } from '../../domain/shared/member/profile-fields';
import type { Credentials, SignInResult, Tokens } from '../../domain/session';
import { token } from '../shared/tokens';

import type { AuthMailPurpose } from '../../domain/accounts/auth-mail-purpose';

export type { AuthMailPurpose };

export interface SendAuthMailRequest {
  readonly email: string;
  readonly purpose: AuthMailPurpose;
}

export interface IdAvailability {
  readonly available: boolean;
  /** Why not, or a confirmation, in Korean. */
  readonly message: string;
}

export interface Consents {
  /** 이용약관 동의 (required). */
  readonly terms: boolean;
  /** 개인정보 수집·이용 동의 (required). */
  readonly privacy: boolean;
  /** 마케팅 정보 수신 동의 (optional). */
  readonly marketing: boolean;
}

export interface SignUpRequest extends ProfileFields {
  readonly userId: string;
  readonly password: string;
  readonly email: string;
  readonly emailAuthCode: string;
  readonly profileImageMstId: string | null;
  readonly consents: Consents;
}

export interface FindIdRequest {
  readonly name: string;
  readonly email: string;
  readonly authCode: string;
}

export interface FindIdResult {
  /** Partly hidden ids (ho***23); empty when nothing matched, which is not revealed otherwise. */
  readonly maskedUserIds: readonly string[];
}

export interface FindPasswordRequest {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly authCode: string;
}

export interface PasswordResetTicket {
  /** One-time token for `resetPassword`. */
  readonly resetToken: string;
}

export interface ResetPasswordRequest {
  readonly resetToken: string;
  readonly newPassword: string;
}

export interface WithdrawRequest {
  readonly password: string;
  readonly reason: string;
}

/** Accounts and sessions (spec section 7, /api/user/auth/…). */
export interface AuthApi {
  signIn(credentials: Credentials, signal?: AbortSignal): Promise<SignInResult>;
  refresh(tokens: Tokens, signal?: AbortSignal): Promise<Tokens>;
  /** True while the current access token is good for an active account. */
  ping(signal?: AbortSignal): Promise<boolean>;
  signOut(signal?: AbortSignal): Promise<void>;
  sendAuthMail(request: SendAuthMailRequest, signal?: AbortSignal): Promise<void>;
  checkId(userId: string, signal?: AbortSignal): Promise<IdAvailability>;
  signUp(request: SignUpRequest, signal?: AbortSignal): Promise<void>;
  findId(request: FindIdRequest, signal?: AbortSignal): Promise<FindIdResult>;
  findPassword(request: FindPasswordRequest, signal?: AbortSignal): Promise<PasswordResetTicket>;
  /** Sets a new password with a reset ticket (PUT /api/user/auth/changePassword). */
  resetPassword(request: ResetPasswordRequest, signal?: AbortSignal): Promise<void>;
  withdraw(request: WithdrawRequest, signal?: AbortSignal): Promise<void>;
}

export const AUTH_API = token<AuthApi>('AuthApi');
