import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/shared/errors/api-error';
import { REFUSAL_CODES } from '../../application/shared/errors/refusal-codes';
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
import { CONSENT_KINDS, CONSENT_VERSIONS } from '../../domain/accounts/consent-versions';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import { PRIVATE_BY_DEFAULT } from '../../domain/shared/member/directory-privacy';
import { checkProfileFields } from '../../domain/shared/member/profile-fields';
import {
  type Credentials,
  NOT_APPROVED_MESSAGE,
  type SignInResult,
  type Tokens,
} from '../../domain/session/tokens';
import { validateEmail } from '../../domain/shared/validation/email';
import { validatePassword } from '../../domain/shared/validation/password';
import { maskUserId, validateUserId } from '../../domain/shared/validation/user-id';
import { FakeBackend } from './fake-backend';
import { FAKE_ERROR } from './fake-error';
import { freeText, requireValid } from './require-valid';

export const WRONG_CREDENTIALS_MESSAGE = '아이디 또는 비밀번호가 올바르지 않습니다.';

@injectable()
export class FakeAuthApi implements AuthApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async signIn(credentials: Credentials): Promise<SignInResult> {
    const account = this.backend.accounts.get(credentials.userId.trim().toLowerCase());
    if (!account || account.password !== credentials.password) {
      throw new ApiError(WRONG_CREDENTIALS_MESSAGE, FAKE_ERROR.unauthorized, 401);
    }
    switch (account.profile.status) {
      case 'pending':
        return { tokens: null, message: NOT_APPROVED_MESSAGE };
      case 'approved':
        return { tokens: this.backend.issueTokens(account.profile.userId), message: null };
      default:
        throw new ApiError(
          '이용할 수 없는 계정입니다. 총동문회 사무국에 문의해 주세요.',
          FAKE_ERROR.forbidden,
          403,
        );
    }
  }

  async refresh(tokens: Tokens): Promise<Tokens> {
    return this.backend.rotate(tokens.refreshToken);
  }

  async ping(): Promise<boolean> {
    const userId = this.backend.currentUserId();
    return userId !== null && this.backend.accounts.get(userId)?.profile.status === 'approved';
  }

  async signOut(): Promise<void> {
    this.backend.revokeCurrentSession();
  }

  async sendAuthMail(request: SendAuthMailRequest): Promise<void> {
    this.backend.sendAuthCode(requireValid(validateEmail(request.email)), request.purpose);
  }

  async checkId(userId: string): Promise<IdAvailability> {
    const result = validateUserId(userId);
    if (!result.ok) return { available: false, message: result.message };
    const taken =
      this.backend.accounts.has(result.value) || this.backend.retiredUserIds.has(result.value);
    return taken
      ? { available: false, message: '이미 사용 중인 아이디입니다.' }
      : { available: true, message: '사용할 수 있는 아이디입니다.' };
  }

  async signUp(request: SignUpRequest): Promise<void> {
    if (!request.consents.terms || !request.consents.privacy) {
      throw new ApiError('필수 약관에 동의해 주세요.', FAKE_ERROR.badRequest, 400);
    }
    const availability = await this.checkId(request.userId);
    if (!availability.available) {
      // As the server: a badly formed or reserved id is bad input, a taken one a conflict.
      throw validateUserId(request.userId).ok
        ? new ApiError(availability.message, REFUSAL_CODES.userIdTaken, 409)
        : new ApiError(availability.message, REFUSAL_CODES.invalidInput, 400);
    }
    const userId = requireValid(validateUserId(request.userId));
    requireValid(validatePassword(request.password, { userId }));
    const email = requireValid(validateEmail(request.email));
    // The profile's fields by the same rule as the server's (domain/shared/member/profile-fields.ts).
    const fields = requireValid(
      checkProfileFields(request, calendarDateOf(this.backend.clock.now())),
    );
    // The code is used up last, so a mistake in another field costs no new mail.
    this.backend.consumeAuthCode(email, 'signUp', request.emailAuthCode);
    const recordedAt = this.backend.clock.now().toISOString();
    this.backend.consents.set(
      userId,
      CONSENT_KINDS.map((kind) => ({
        kind,
        version: CONSENT_VERSIONS[kind],
        agreed: request.consents[kind],
        recordedAt,
      })),
    );
    this.backend.addAccount({
      password: request.password,
      profile: {
        userId,
        ...fields,
        email,
        profileImage: this.claimableImage(request.profileImageMstId),
        privacy: PRIVATE_BY_DEFAULT,
        role: 'member',
        status: 'pending',
      },
    });
  }

  /** A profile image uploaded before sign-up, as the server takes it: anonymous images only. */
  private claimableImage(atchFileMstId: string | null) {
    if (!atchFileMstId) return null;
    const group = this.backend.files.get(atchFileMstId) ?? [];
    const newest = group.at(-1);
    const claimable =
      newest !== undefined &&
      group.every((file) => file.ownerId === null && file.mimeType.startsWith('image/'));
    if (!claimable) {
      throw new ApiError('프로필 사진을 다시 올려 주세요.', FAKE_ERROR.badRequest, 400);
    }
    return { atchFileMstId, atchFileId: newest.atchFileId };
  }

  async findId(request: FindIdRequest): Promise<FindIdResult> {
    const email = requireValid(validateEmail(request.email));
    this.backend.consumeAuthCode(email, 'findId', request.authCode);
    const maskedUserIds = [...this.backend.accounts.values()]
      .filter(({ profile }) => profile.email === email && profile.name === request.name.trim())
      .map(({ profile }) => maskUserId(profile.userId));
    return { maskedUserIds };
  }

  async findPassword(request: FindPasswordRequest): Promise<PasswordResetTicket> {
    const email = requireValid(validateEmail(request.email));
    this.backend.consumeAuthCode(email, 'findPassword', request.authCode);
    const account = this.backend.accounts.get(request.userId.trim().toLowerCase());
    const matches =
      account?.profile.email === email && account.profile.name === request.name.trim();
    // A ticket of one shape either way, so the answer does not tell whether the account exists.
    return {
      resetToken: this.backend.issueResetTicket(matches ? account.profile.userId : null),
    };
  }

  async resetPassword(request: ResetPasswordRequest): Promise<void> {
    this.backend.redeemResetTicket(request.resetToken, (account) => {
      requireValid(validatePassword(request.newPassword, { userId: account.profile.userId }));
      account.password = request.newPassword;
      this.backend.revokeSessionsOf(account.profile.userId);
    });
  }

  async withdraw(request: WithdrawRequest): Promise<void> {
    const account = this.backend.requireAccount();
    freeText(request.reason, 'reason', 'multiple');
    if (account.password !== request.password) {
      throw new ApiError('비밀번호가 올바르지 않습니다.', REFUSAL_CODES.wrongPassword, 400);
    }
    const { userId } = account.profile;
    this.backend.revokeSessionsOf(userId);
    this.backend.accounts.delete(userId);
    this.backend.retiredUserIds.add(userId);
    // Donation records stay for the tax retention period, detached from the person.
    const donations = this.backend.donations.get(userId);
    this.backend.donations.delete(userId);
    if (donations) this.backend.donations.set(this.backend.nextId('withdrawn'), donations);
  }
}
