import type {
  MemberProfileData,
  MemberProfileUpdateBody,
  PasswordChangeBody,
} from '../../../src/contract/shared/member-schemas';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import type { AccountProfile, AccountRecord } from '../../domain/shared/account';
import type { AuthCodes } from '../accounts';
import type { FileGroups } from '../files';
import type { SessionTokens } from '../session';
import { AppError, requireValid } from '../shared/app-error';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import { type MailSettings, passwordChangedMail } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  PasswordHasher,
  Transactions,
} from '../shared/ports';
import type { Principal } from '../shared/principal';
import { validatedProfileFields } from '../shared/profile-fields';

export interface MyInfoDependencies {
  readonly accounts: AccountRepository;
  readonly authCodes: AuthCodes;
  readonly throttles: AttemptThrottles;
  readonly sessions: Pick<SessionTokens, 'revokeSignInsOf'>;
  readonly fileGroups: Pick<FileGroups, 'listGroup'>;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/** The member's own information (/me): read, change, and the password change. */
export class MyInfo {
  constructor(private readonly deps: MyInfoDependencies) {}

  async getMyInfo(principal: Principal): Promise<MemberProfileData> {
    const profile = await this.deps.accounts.findProfile(principal.userId);
    if (profile?.status !== 'approved') throw new AppError('unauthenticated');
    return this.profileOf(profile);
  }

  async updateMyInfo(
    principal: Principal,
    update: MemberProfileUpdateBody,
  ): Promise<MemberProfileData> {
    const { accounts, authCodes, clock } = this.deps;
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
      await authCodes.consume(email, 'changeEmail', update.emailAuthCode);
    }
    await accounts.update(account.userId, {
      ...fields,
      email,
      profileImageMstId: update.profileImageMstId,
      privacy: update.privacy,
      updatedAt: now.toISOString(),
    });
    return this.getMyInfo(principal);
  }

  /**
   * Current password (a wrong one counts towards the member's throttle), then the new one;
   * every other sign-in of the member ends.
   */
  async changeMyPassword(principal: Principal, body: PasswordChangeBody): Promise<void> {
    const {
      accounts,
      throttles,
      sessions,
      transactions,
      clock,
      hasher,
      mailer,
      mailSettings: settings,
      reportFailure,
    } = this.deps;
    const account = await this.account(principal);
    await throttles.verifyCurrentPassword(
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
    await transactions.run(async () => {
      await accounts.update(account.userId, { passwordHash, updatedAt: now.toISOString() });
      await sessions.revokeSignInsOf(
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
    const account = await this.deps.accounts.find(principal.userId);
    if (account?.status !== 'approved') throw new AppError('unauthenticated');
    return account;
  }

  private async requireOwnImageGroup(atchFileMstId: string, userId: string): Promise<void> {
    const group = await this.deps.fileGroups.listGroup(atchFileMstId);
    const ownImages =
      group.length > 0 &&
      group.every((file) => file.ownerId === userId && file.mimeType.startsWith('image/'));
    if (!ownImages) throw new AppError('invalidInput', '프로필 사진을 다시 올려 주세요.');
  }

  private async profileOf(account: AccountProfile): Promise<MemberProfileData> {
    const image = account.profileImageMstId
      ? (await this.deps.fileGroups.listGroup(account.profileImageMstId)).at(-1)
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
