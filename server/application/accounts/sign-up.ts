import type { SignUpBody } from '../../../src/contract/accounts';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { PRIVATE_BY_DEFAULT } from '../../../src/domain/shared/member/directory-privacy';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import { validateUserId } from '../../../src/domain/shared/validation/user-id';
import { type AccountRecord, NOT_LOCKED } from '../../domain/shared/account';
import { CONSENT_VERSIONS } from '../../domain/accounts';
import { UNCLAIMED_UPLOAD_TTL_MS } from '../../domain/files';
import { AppError, requireValid } from '../shared/app-error';
import type { FileGroups } from '../files';
import type { MailSettings } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  PasswordHasher,
  Random,
  Transactions,
} from '../shared/ports';
import { validatedProfileFields } from '../shared/profile-fields';
import type { AuthCodes } from './auth-codes';
import { newApplicationMail } from './mails';
import type { ConsentRecord, ConsentRepository } from './ports';

export interface CheckIdDependencies {
  readonly accounts: AccountRepository;
}

export interface SignUpDependencies {
  readonly accounts: AccountRepository;
  readonly consents: ConsentRepository;
  readonly authCodes: AuthCodes;
  readonly fileGroups: Pick<FileGroups, 'listGroup' | 'claimGroup'>;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly reportFailure: (what: string, error: unknown) => void;
}

const PROFILE_IMAGE_AGAIN = '프로필 사진을 다시 올려 주세요.';

export interface IdAvailability {
  readonly available: boolean;
  readonly message: string;
}

/** Whether an id can be taken: its format, the reserved list, and every id ever used. */
export class CheckId {
  constructor(private readonly deps: CheckIdDependencies) {}

  async checkId(rawId: string): Promise<IdAvailability> {
    const result = validateUserId(rawId);
    if (!result.ok) return { available: false, message: result.message };
    // Withdrawn accounts keep their row, so their ids are never free again.
    if (await this.deps.accounts.exists(result.value)) {
      return { available: false, message: '이미 사용 중인 아이디입니다.' };
    }
    return { available: true, message: '사용할 수 있는 아이디입니다.' };
  }
}

/**
 * Sign-up: every field checked with the shared rules, the e-mail proven by its code, consent to
 * the terms and to personal-data collection recorded with time and version. The account starts
 * pending, and the administrators are told.
 */
export class SignUp {
  constructor(private readonly deps: SignUpDependencies) {}

  async signUp(body: SignUpBody): Promise<{ userId: string; status: 'pending' }> {
    const {
      accounts,
      consents: consentRecords,
      fileGroups,
      transactions,
      clock,
      random,
      hasher,
    } = this.deps;
    if (!body.consents.terms || !body.consents.privacy) throw new AppError('consentRequired');

    const userId = requireValid(validateUserId(body.userId));
    if (await accounts.exists(userId)) throw new AppError('userIdTaken');
    requireValid(validatePassword(body.password, { userId }));
    const email = requireValid(validateEmail(body.email));
    const now = clock.now();
    const fields = validatedProfileFields(body, calendarDateOf(now));
    const profileImageMstId = await this.claimableImageGroup(body.profileImageMstId, now);

    // The code is used up last, so a mistake in another field costs no new mail.
    await this.deps.authCodes.consume(email, 'signUp', body.emailAuthCode);
    const passwordHash = await hasher.hash(body.password);
    const at = now.toISOString();
    const account: AccountRecord = {
      userId,
      passwordHash,
      role: 'member',
      status: 'pending',
      ...fields,
      email,
      profileImageMstId,
      privacy: PRIVATE_BY_DEFAULT,
      statusReason: null,
      createdAt: at,
      updatedAt: at,
      approvedAt: null,
      approvedBy: null,
      withdrawnAt: null,
      ...NOT_LOCKED,
    };
    const consents: ConsentRecord[] = (['terms', 'privacy', 'marketing'] as const).map((kind) => ({
      consentId: random.id(),
      userId,
      kind,
      version: CONSENT_VERSIONS[kind],
      agreed: body.consents[kind],
      recordedAt: at,
    }));

    await transactions.run(async () => {
      if (await accounts.exists(userId)) throw new AppError('userIdTaken');
      await accounts.insert(account);
      await consentRecords.insert(consents);
      // Claimed in the same transaction: if another sign-up or the clean-up came first, nothing
      // is created.
      if (profileImageMstId && (await fileGroups.claimGroup(profileImageMstId, userId)) === 0)
        throw new AppError('invalidInput', PROFILE_IMAGE_AGAIN);
      // The office's notices with the application they announce (the outbox, issue 32).
      await this.notifyAdministrators(account);
    });
    return { userId, status: 'pending' };
  }

  /**
   * A profile image uploaded before sign-up: a group of private images without an owner, less
   * than a day old (older ones are being deleted). Never a member's files nor the site's public
   * images.
   */
  private async claimableImageGroup(
    atchFileMstId: string | null,
    now: Date,
  ): Promise<string | null> {
    if (!atchFileMstId) return null;
    const group = await this.deps.fileGroups.listGroup(atchFileMstId);
    const oldest = now.getTime() - UNCLAIMED_UPLOAD_TTL_MS;
    const claimable =
      group.length > 0 &&
      group.every(
        (file) =>
          file.ownerId === null &&
          file.visibility === 'private' &&
          file.mimeType.startsWith('image/') &&
          Date.parse(file.createdAt) >= oldest,
      );
    if (!claimable) throw new AppError('invalidInput', PROFILE_IMAGE_AGAIN);
    return atchFileMstId;
  }

  private async notifyAdministrators(account: AccountRecord): Promise<void> {
    const { accounts, mailer, mailSettings: settings } = this.deps;
    // Every administrator, asked of the database directly: however many members there are.
    for (const admin of await accounts.listAdministratorContacts()) {
      await mailer.send(
        newApplicationMail(
          admin.email,
          {
            userId: account.userId,
            name: account.name ?? '',
            graduationYear: account.graduationYear ?? 0,
            classNumber: account.classNumber ?? 0,
          },
          settings,
        ),
      );
    }
  }
}
