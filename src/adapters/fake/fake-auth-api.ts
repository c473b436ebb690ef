import { inject, injectable } from 'inversify';
import type * as port from '../../application/accounts/auth-api';
import { CONSENT_KINDS, CONSENT_VERSIONS } from '../../domain/accounts/consent-versions';
import { calendarDateOf, formatClockTime } from '../../domain/shared/format/date-format';
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
import { API_ERRORS } from '../../contract/shared/error-codes';
import { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { WRONG_PASSWORDS } from './fake-throttles';
import { freeText, requireValid } from './require-valid';

export const WRONG_CREDENTIALS_MESSAGE = API_ERRORS.wrongCredentials.message;

/** A profile image uploaded before sign-up can be claimed for a day (the server's rule). */
const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const PROFILE_IMAGE_AGAIN = '프로필 사진을 다시 올려 주세요.';

@injectable()
export class FakeAuthApi implements port.AuthApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  /**
   * As the server: every attempt counts towards the id's throttle before the password is
   * checked (five, then growing waits); an unknown id and a wrong password answer the same.
   */
  async signIn(credentials: Credentials): Promise<SignInResult> {
    const userId = credentials.userId.trim().toLowerCase();
    const throttle = `sign-in:${userId}`;
    this.backend.throttles.take(throttle, WRONG_PASSWORDS, (retryAt) =>
      refusal(
        'tooManyAttempts',
        `로그인에 여러 번 실패하여 잠시 로그인할 수 없습니다. ` +
          `${formatClockTime(retryAt)} 이후에 다시 시도해 주세요.`,
      ),
    );
    const account = this.backend.accounts.get(userId);
    if (!account || account.password !== credentials.password) {
      throw refusal('wrongCredentials');
    }
    this.backend.throttles.clear(throttle);
    switch (account.profile.status) {
      case 'pending':
        return { tokens: null, message: NOT_APPROVED_MESSAGE };
      case 'approved':
        if (account.lock) throw refusal('accountLocked');
        return { tokens: this.backend.issueTokens(account.profile.userId), message: null };
      case 'rejected':
        throw refusal(
          'accountRejected',
          account.statusReason
            ? `가입이 승인되지 않은 계정입니다. 사유: ${account.statusReason}`
            : undefined,
        );
      case 'withdrawn':
        throw refusal('wrongCredentials');
    }
  }

  async refresh(tokens: Tokens): Promise<Tokens> {
    return this.backend.rotate(tokens);
  }

  /** True for a good session; an expired access token is refreshed first, as over HTTP. */
  async ping(): Promise<boolean> {
    return this.backend.callerId() !== null;
  }

  async signOut(): Promise<void> {
    this.backend.revokeCurrentSession();
  }

  /** Only a signed-in member asks for a code to change their e-mail address. */
  async sendAuthMail(request: port.SendAuthMailRequest): Promise<void> {
    if (request.purpose === 'changeEmail' && this.backend.callerId() === null) {
      throw refusal('unauthenticated');
    }
    this.backend.sendAuthCode(requireValid(validateEmail(request.email)), request.purpose);
  }

  async checkId(userId: string): Promise<port.IdAvailability> {
    const result = validateUserId(userId);
    if (!result.ok) return { available: false, message: result.message };
    const taken =
      this.backend.accounts.has(result.value) || this.backend.retiredUserIds.has(result.value);
    return taken
      ? { available: false, message: '이미 사용 중인 아이디입니다.' }
      : { available: true, message: '사용할 수 있는 아이디입니다.' };
  }

  async signUp(request: port.SignUpRequest): Promise<void> {
    // In the server's order: consents, the id, the password, the e-mail, the profile's fields,
    // the profile image.
    if (!request.consents.terms || !request.consents.privacy) throw refusal('consentRequired');
    const userId = requireValid(validateUserId(request.userId));
    if (this.backend.accounts.has(userId) || this.backend.retiredUserIds.has(userId)) {
      throw refusal('userIdTaken');
    }
    requireValid(validatePassword(request.password, { userId }));
    const email = requireValid(validateEmail(request.email));
    // The profile's fields by the same rule as the server's (domain/shared/member/profile-fields.ts).
    const fields = requireValid(
      checkProfileFields(request, calendarDateOf(this.backend.clock.now())),
    );
    const image = this.claimableImage(request.profileImageMstId);
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
    if (image) {
      const group = this.backend.files.get(image.atchFileMstId) ?? [];
      this.backend.files.set(
        image.atchFileMstId,
        group.map((file) => ({ ...file, ownerId: userId })),
      );
    }
    this.backend.addAccount({
      password: request.password,
      profile: {
        userId,
        ...fields,
        email,
        profileImage: image,
        privacy: PRIVATE_BY_DEFAULT,
        role: 'member',
        status: 'pending',
      },
    });
  }

  /**
   * A profile image uploaded before sign-up, as the server takes it: a group of private images
   * without an owner, less than a day old; the sign-up makes them the new member's.
   */
  private claimableImage(atchFileMstId: string | null) {
    if (!atchFileMstId) return null;
    const group = this.backend.files.get(atchFileMstId) ?? [];
    const oldest = this.backend.clock.now().getTime() - UNCLAIMED_UPLOAD_TTL_MS;
    const newest = group.at(-1);
    const claimable =
      newest !== undefined &&
      group.every(
        (file) =>
          file.ownerId === null &&
          !file.public &&
          file.mimeType.startsWith('image/') &&
          Date.parse(file.uploadedAt) >= oldest,
      );
    if (!claimable) throw refusal('invalidInput', PROFILE_IMAGE_AGAIN);
    return { atchFileMstId, atchFileId: newest.atchFileId };
  }

  async findId(request: port.FindIdRequest): Promise<port.FindIdResult> {
    const email = requireValid(validateEmail(request.email));
    this.backend.consumeAuthCode(email, 'findId', request.authCode);
    const name = request.name.normalize('NFC').trim();
    const maskedUserIds = [...this.backend.accounts.values()]
      .filter(({ profile }) => profile.email === email && profile.name === name)
      .map(({ profile }) => maskUserId(profile.userId));
    return { maskedUserIds };
  }

  async findPassword(request: port.FindPasswordRequest): Promise<port.PasswordResetTicket> {
    const email = requireValid(validateEmail(request.email));
    this.backend.consumeAuthCode(email, 'findPassword', request.authCode);
    const account = this.backend.accounts.get(request.userId.trim().toLowerCase());
    const matches =
      account?.profile.email === email &&
      account.profile.name === request.name.normalize('NFC').trim();
    // A ticket of one shape either way, so the answer does not tell whether the account exists.
    return {
      resetToken: this.backend.issueResetTicket(matches ? account.profile.userId : null),
    };
  }

  async resetPassword(request: port.ResetPasswordRequest): Promise<void> {
    this.backend.redeemResetTicket(request.resetToken, (account) => {
      const { userId } = account.profile;
      requireValid(validatePassword(request.newPassword, { userId }));
      account.password = request.newPassword;
      this.backend.revokeSessionsOf(userId);
      // The owner proved the mailbox: the waits strangers' guesses put on the id end.
      this.backend.throttles.clear(`sign-in:${userId}`);
    });
  }

  /** As the server: the member's sessions end, their files go, the id is never free again. */
  async withdraw(request: port.WithdrawRequest): Promise<void> {
    const account = this.backend.requireAccount();
    freeText(request.reason, 'reason', 'multiple');
    this.backend.verifyCurrentPassword(account, request.password);
    const { userId } = account.profile;
    this.backend.revokeSessionsOf(userId);
    this.backend.accounts.delete(userId);
    this.backend.retiredUserIds.add(userId);
    for (const [group, files] of this.backend.files) {
      const kept = files.filter((file) => file.ownerId !== userId);
      if (kept.length === 0) this.backend.files.delete(group);
      else this.backend.files.set(group, kept);
    }
    // Donation records stay for the tax retention period, detached from the person.
    const records = this.backend.donationRecords;
    records.donors = records.donors.map((donor) =>
      donor.memberId === userId ? { ...donor, memberId: null } : donor,
    );
  }
}
