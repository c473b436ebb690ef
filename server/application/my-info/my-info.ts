import type {
  MemberProfileData,
  MemberProfileUpdateBody,
  PasswordChangeBody,
} from '../../../src/contract/shared/member-schemas';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import type { AccountProfile, AccountRecord } from '../../domain/shared/account';
import { validatedProfileFields } from '../shared/profile-fields';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { AuthCodes } from '../accounts';
import { AppError, requireValid } from '../shared/app-error';
import type { UseCaseContext } from '../shared/context';
import type { Principal } from '../shared/principal';
import { passwordChangedMail } from '../shared/mail-messages';

/** The member's own information (/me): read, change, and the password change. */
export class MyInfo {
  constructor(
    private readonly context: UseCaseContext,
    private readonly authCodes: AuthCodes,
    private readonly throttles: AttemptThrottles,
  ) {}

  async get(principal: Principal): Promise<MemberProfileData> {
    const profile = await this.context.store.accounts.findProfile(principal.userId);
    if (profile?.status !== 'approved') throw new AppError('unauthenticated');
    return this.profileOf(profile);
  }

  async update(principal: Principal, update: MemberProfileUpdateBody): Promise<MemberProfileData> {
    const { store, clock } = this.context;
    const account = await this.account(principal);
    const now = clock.now();
    const fields = validatedProfileFields(update, calendarDateOf(now));
    const email = requireValid(validateEmail(update.email));
    if (update.profileImageMstId)
      await this.requireOwnImageGroup(update.profileImageMstId, principal.userId);

    // A new address needs its code; checked last, so a mistake elsewhere costs no code.
    if (email !== account.email) {
      if (!update.emailAuthCode) {
        throw new AppError('invalidInput', '새 이메일 주소로 받은 인증번호를 입력해 주세요.');
      }
      await this.authCodes.consume(email, 'changeEmail', update.emailAuthCode);
    }
    await store.accounts.update(account.userId, {
      ...fields,
      email,
      profileImageMstId: update.profileImageMstId,
      privacy: update.privacy,
      updatedAt: now.toISOString(),
    });
    return this.get(principal);
  }

  /**
   * Current password (a wrong one counts towards the member's throttle), then the new one;
   * every other sign-in of the member ends.
   */
  async changePassword(principal: Principal, body: PasswordChangeBody): Promise<void> {
    const { store, clock, hasher, mailer, settings, reportFailure } = this.context;
    const account = await this.account(principal);
    await this.throttles.verifyCurrentPassword(
      account.userId,
      body.currentPassword,
      account.passwordHash,
      '현재 비밀번호가 올바르지 않습니다.',
    );
    requireValid(validatePassword(body.newPassword, { userId: account.userId }));
    if (body.newPassword === body.currentPassword) {
      throw new AppError('invalidInput', '새 비밀번호는 현재 비밀번호와 달라야 합니다.');
    }
    const now = clock.now();
    const passwordHash = await hasher.hash(body.newPassword);
    await store.transaction(async (repositories) => {
      await repositories.accounts.update(account.userId, {
        passwordHash,
        updatedAt: now.toISOString(),
      });
      await repositories.sessions.revokeAllOf(
        account.userId,
        'password-change',
        now.toISOString(),
        principal.sessionId,
      );
    });
    if (account.email) {
      await mailer
        .send(passwordChangedMail(account.email, now, settings))
        .catch((error: unknown) => {
          reportFailure('password-changed mail', error);
        });
    }
  }

  private async account(principal: Principal): Promise<AccountRecord> {
    const account = await this.context.store.accounts.find(principal.userId);
    if (account?.status !== 'approved') throw new AppError('unauthenticated');
    return account;
  }

  private async requireOwnImageGroup(atchFileMstId: string, userId: string): Promise<void> {
    const group = await this.context.store.files.listGroup(atchFileMstId);
    const ownImages =
      group.length > 0 &&
      group.every((file) => file.ownerId === userId && file.mimeType.startsWith('image/'));
    if (!ownImages) throw new AppError('invalidInput', '프로필 사진을 다시 올려 주세요.');
  }

  private async profileOf(account: AccountProfile): Promise<MemberProfileData> {
    const image = account.profileImageMstId
      ? (await this.context.store.files.listGroup(account.profileImageMstId)).at(-1)
      : undefined;
    return {
      userId: account.userId,
      name: account.name ?? '',
      birthDate: account.birthDate ?? '',
      email: account.email ?? '',
      mobile: account.mobile ?? '',
      graduationYear: account.graduationYear ?? 0,
      classNumber: account.classNumber ?? 0,
      course: account.course ?? '',
      company: account.company,
      jobTitle: account.jobTitle,
      address: account.address,
      profileImage: image
        ? { atchFileMstId: image.atchFileMstId, atchFileId: image.atchFileId }
        : null,
      privacy: account.privacy,
      role: account.role,
      status: account.status,
    };
  }
}
