import { inject, injectable } from 'inversify';
import type { ConsentChange, MyInfoApi } from '../../application/my-info/my-info-api';
import { CONSENT_VERSIONS } from '../../domain/accounts/consent-versions';
import {
  type ConsentState,
  currentConsentsOf,
  NOT_A_CONSENT,
  OPTIONAL_CONSENTS,
  REQUIRED_CONSENT_REFUSAL,
} from '../../domain/accounts/consents';
import { CONSENT_KINDS } from '../../domain/accounts/consent-versions';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import {
  type AlumniCard,
  type AlumniSearchQuery,
  alumniCardOf,
  directoryEntryOfProfile,
} from '../../domain/directory/alumni-card';
import { type AlumniRegion, alumniRegionsOf } from '../../domain/directory/alumni-region';
import type {
  MemberProfile,
  MemberProfileUpdate,
  PasswordChange,
} from '../../domain/shared/member/member-profile';
import { matchesNameQuery, searchTextOf } from '../../domain/shared/text/name-search';
import { checkProfileFields } from '../../domain/shared/member/profile-fields';
import { MAX_PAGE_NUMBER, type Page } from '../../domain/shared/paging/page';
import { validateEmail } from '../../domain/shared/validation/email';
import { validatePassword } from '../../domain/shared/validation/password';
import { fieldLabelOf, UNLABELLED_FIELD } from '../../contract/shared/field-labels';
import { ALUMNI_MAX_PAGE_SIZE } from '../../domain/directory/alumni-card';
import { type FakeAccount, FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { requireValid } from './require-valid';

@injectable()
export class FakeMyInfoApi implements MyInfoApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async getMyInfo(): Promise<MemberProfile> {
    return this.backend.requireAccount().profile;
  }

  async updateMyInfo(update: MemberProfileUpdate): Promise<MemberProfile> {
    const account = this.backend.requireAccount();
    // As the server: the profile's fields first, by the same rule, then the e-mail, the image.
    const fields = requireValid(
      checkProfileFields(update, calendarDateOf(this.backend.clock.now())),
    );
    const email = requireValid(validateEmail(update.email));
    const profileImage = this.ownImage(update.profileImageMstId, account.profile.userId);
    // A new address needs its code; checked last, so a mistake elsewhere costs no code.
    if (email !== account.profile.email) {
      if (!update.emailAuthCode) {
        throw refusal('invalidInput', '새 이메일 주소로 받은 인증번호를 입력해 주세요.');
      }
      this.backend.consumeAuthCode(email, 'changeEmail', update.emailAuthCode);
    }
    account.profile = {
      ...account.profile,
      ...fields,
      email,
      profileImage,
      privacy: update.privacy,
    };
    return account.profile;
  }

  /**
   * As the server: the current password (five wrong ones, then waits), then the new one, which
   * must differ; every other sign-in of the member ends.
   */
  async changeMyPassword(change: PasswordChange): Promise<void> {
    const account = this.backend.requireAccount();
    this.backend.verifyCurrentPassword(
      account,
      change.currentPassword,
      '현재 비밀번호가 올바르지 않습니다.',
    );
    requireValid(validatePassword(change.newPassword, { userId: account.profile.userId }));
    if (change.newPassword === change.currentPassword) {
      throw refusal('invalidInput', '새 비밀번호는 현재 비밀번호와 달라야 합니다.');
    }
    account.password = change.newPassword;
    this.backend.revokeSessionsOf(account.profile.userId, true);
  }

  async getMyConsents(): Promise<readonly ConsentState[]> {
    const account = this.backend.requireAccount();
    return currentConsentsOf(this.backend.consents.get(account.profile.userId) ?? []);
  }

  /** As the server: only an optional consent; the same answer again keeps nothing new. */
  async changeMyConsent(change: ConsentChange): Promise<readonly ConsentState[]> {
    const { userId } = this.backend.requireAccount().profile;
    if (!CONSENT_KINDS.includes(change.kind)) throw refusal('invalidInput', NOT_A_CONSENT);
    if (!OPTIONAL_CONSENTS.includes(change.kind)) {
      throw refusal('invalidInput', REQUIRED_CONSENT_REFUSAL);
    }
    const history = this.backend.consents.get(userId) ?? [];
    const before = currentConsentsOf(history).find((consent) => consent.kind === change.kind);
    if (before?.agreed !== change.agreed) {
      this.backend.consents.set(userId, [
        ...history,
        {
          kind: change.kind,
          version: CONSENT_VERSIONS[change.kind],
          agreed: change.agreed,
          recordedAt: this.backend.clock.now().toISOString(),
        },
      ]);
    }
    return this.getMyConsents();
  }

  async searchAlumni(query: AlumniSearchQuery): Promise<Page<AlumniCard>> {
    const searcher = this.backend.requireAccount();
    const page = inRange(query.page, 'page', MAX_PAGE_NUMBER);
    const size = inRange(query.size, 'size', ALUMNI_MAX_PAGE_SIZE);
    const thisYear = calendarDateOf(this.backend.clock.now()).year;
    const cards = [...this.backend.accounts.values()]
      .filter((account) => account !== searcher && isListed(account) && matches(account, query))
      // As the server: most recent class first, then by name, then by id (as code points).
      .sort(
        ({ profile: a }, { profile: b }) =>
          b.graduationYear - a.graduationYear ||
          compareCodePoints(a.name, b.name) ||
          compareCodePoints(a.userId, b.userId),
      )
      .map((account) =>
        alumniCardOf(
          directoryEntryOfProfile(account.profile),
          this.backend.dues.showsBadge(account.profile.userId, thisYear),
        ),
      )
      .filter((card): card is AlumniCard => card !== null);
    return { items: cards.slice((page - 1) * size, page * size), page, size, total: cards.length };
  }

  /** Where the other approved members who share their region live. */
  async alumniRegions(): Promise<readonly AlumniRegion[]> {
    const searcher = this.backend.requireAccount();
    const places = [...this.backend.accounts.values()].flatMap(({ profile }) =>
      profile !== searcher.profile &&
      isListed({ profile }) &&
      profile.privacy.region &&
      profile.address
        ? [profile.address]
        : [],
    );
    return alumniRegionsOf(places);
  }

  /** As the server: a group of the member's own images, shown by its newest; or none. */
  private ownImage(atchFileMstId: string | null, userId: string) {
    if (!atchFileMstId) return null;
    const group = this.backend.files.get(atchFileMstId) ?? [];
    const newest = group.at(-1);
    const ownImages =
      newest !== undefined &&
      group.every((file) => file.ownerId === userId && file.mimeType.startsWith('image/'));
    if (!ownImages) throw refusal('invalidInput', '프로필 사진을 다시 올려 주세요.');
    return { atchFileMstId, atchFileId: newest.atchFileId };
  }
}

/** A page number or size within the contract's bounds, refused as the server refuses it. */
function inRange(value: number, field: 'page' | 'size', maximum: number): number {
  const label = fieldLabelOf([field]) ?? UNLABELLED_FIELD;
  if (!Number.isInteger(value))
    throw refusal('invalidInput', `${label}의 형식이 올바르지 않습니다.`);
  if (value < 1 || value > maximum) {
    throw refusal('invalidInput', `${label}의 값이 허용 범위를 벗어났습니다.`);
  }
  return value;
}

/** As the server: approved members only, and members only (administrators are not alumni). */
function isListed({ profile }: Pick<FakeAccount, 'profile'>): boolean {
  return profile.status === 'approved' && profile.role === 'member';
}

/** Text compared as the server compares it (binary on UTF-8, i.e. by code point). */
function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

function matches({ profile }: FakeAccount, query: AlumniSearchQuery): boolean {
  // Company and job title are compared as the server's search keys hold them (the domain's
  // search text: NFC, lower case, single spaces), so "HANBIT" finds "Hanbit".
  const work = searchTextOf(query.work ?? '');
  return (
    (!query.name?.trim() || matchesNameQuery(profile.name, query.name)) &&
    (query.graduationYear === undefined || profile.graduationYear === query.graduationYear) &&
    (query.classNumber === undefined || profile.classNumber === query.classNumber) &&
    (!query.city || (profile.privacy.region && profile.address?.city === query.city)) &&
    (!query.sgg || (profile.privacy.region && profile.address?.sgg === query.sgg)) &&
    (!work ||
      (profile.privacy.company &&
        [profile.company, profile.jobTitle].some(
          (field) => field && searchTextOf(field).includes(work),
        )))
  );
}
