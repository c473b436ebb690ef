import { inject, injectable } from 'inversify';
import { ApiError } from '../../application/shared/errors/api-error';
import { REFUSAL_CODES } from '../../application/shared/errors/refusal-codes';
import type { MemberApi } from '../../application/my-info/member-api';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import {
  type AlumniCard,
  type AlumniSearchQuery,
  alumniCardOf,
  type DirectoryEntry,
} from '../../domain/directory/alumni-card';
import {
  type AlumniRegion,
  alumniRegionsOf,
  regionOfCodes,
} from '../../domain/directory/alumni-region';
import type {
  MemberProfile,
  MemberProfileUpdate,
  PasswordChange,
} from '../../domain/shared/member/member-profile';
import { matchesNameQuery, searchTextOf } from '../../domain/directory/name-search';
import { checkProfileFields } from '../../domain/shared/member/profile-fields';
import { clampPageRequest, type Page } from '../../domain/shared/paging/page';
import { validateEmail } from '../../domain/shared/validation/email';
import { validatePassword } from '../../domain/shared/validation/password';
import { type FakeAccount, FakeBackend } from './fake-backend';
import { FAKE_ERROR } from './fake-error';
import { requireValid } from './require-valid';

@injectable()
export class FakeMemberApi implements MemberApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async getMyInfo(): Promise<MemberProfile> {
    return this.backend.requireAccount().profile;
  }

  async updateMyInfo(update: MemberProfileUpdate): Promise<MemberProfile> {
    const account = this.backend.requireAccount();
    // As the server: the profile's fields first, by the same rule, then the e-mail.
    const fields = requireValid(
      checkProfileFields(update, calendarDateOf(this.backend.clock.now())),
    );
    const email = requireValid(validateEmail(update.email));
    const profile: MemberProfile = {
      ...account.profile,
      ...fields,
      email,
      profileImage: this.profileImageOf(update.profileImageMstId),
      privacy: update.privacy,
    };
    // The code is used up only when everything else is valid, so a typo elsewhere costs no code.
    if (email !== account.profile.email) {
      this.backend.consumeAuthCode(email, 'changeEmail', update.emailAuthCode ?? '');
    }
    account.profile = profile;
    return account.profile;
  }

  async changePassword(change: PasswordChange): Promise<void> {
    const account = this.backend.requireAccount();
    if (account.password !== change.currentPassword) {
      throw new ApiError('현재 비밀번호가 올바르지 않습니다.', REFUSAL_CODES.wrongPassword, 400);
    }
    requireValid(validatePassword(change.newPassword, { userId: account.profile.userId }));
    account.password = change.newPassword;
  }

  async searchAlumni(query: AlumniSearchQuery): Promise<Page<AlumniCard>> {
    const searcher = this.backend.requireAccount();
    const { page, size } = clampPageRequest(query);
    const cards = [...this.backend.accounts.values()]
      .filter((account) => account !== searcher && isListed(account) && matches(account, query))
      // As the server: most recent class first, then by name, then by id (as code points).
      .sort(
        ({ profile: a }, { profile: b }) =>
          b.graduationYear - a.graduationYear ||
          compareCodePoints(a.name, b.name) ||
          compareCodePoints(a.userId, b.userId),
      )
      .map((account) => alumniCardOf(directoryEntryOf(account)))
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

  private profileImageOf(atchFileMstId: string | null) {
    if (!atchFileMstId) return null;
    const newest = this.backend.files.get(atchFileMstId)?.at(-1);
    if (!newest) throw new ApiError('프로필 사진을 찾을 수 없습니다.', FAKE_ERROR.notFound, 404);
    return { atchFileMstId, atchFileId: newest.atchFileId };
  }
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

function directoryEntryOf({ profile }: FakeAccount): DirectoryEntry {
  const region = profile.address ? regionOfCodes(profile.address) : null;
  return {
    userId: profile.userId,
    name: profile.name,
    graduationYear: profile.graduationYear,
    classNumber: profile.classNumber,
    mobile: profile.mobile,
    email: profile.email,
    company: profile.company,
    jobTitle: profile.jobTitle,
    region,
    privacy: profile.privacy,
    status: profile.status,
  };
}
