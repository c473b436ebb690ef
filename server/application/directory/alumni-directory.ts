import type {
  AlumniCardData,
  AlumniPageData,
  AlumniRegionsData,
  AlumniSearchQueryData,
} from '../../../src/contract/directory';
import { ALUMNI_DEFAULT_PAGE_SIZE, alumniCardOf } from '../../../src/domain/directory/alumni-card';
import { alumniRegionsOf } from '../../../src/domain/directory/alumni-region';
import {
  nameQueryKeyOf,
  type SearchKey,
  workQueryKeyOf,
} from '../../domain/directory/alumni-search-keys';
import type { Principal } from '../shared/principal';
import type { AlumniDirectoryRepository } from './ports';

/** The dues feature's entry: whose 회비 납부 badge shows (allowed by them, this year paid). */
export interface DuesBadges {
  badgeHoldersAmong(memberIds: readonly string[]): Promise<ReadonlySet<string>>;
}

export interface AlumniDirectoryDependencies {
  readonly alumniDirectory: AlumniDirectoryRepository;
  readonly duesBadges: DuesBadges;
}

/**
 * The alumni directory (/alumni/find), for signed-in members. The privacy rules are the
 * server's, not the screen's:
 *
 * - only approved members are listed (never pending, rejected or withdrawn accounts), and not
 *   the searcher;
 * - each card is the domain's `alumniCardOf`: name and class always, phone, e-mail, company and
 *   job title, region only when that member shares them;
 * - a filter never matches a field its member hides: region filters look only at members who
 *   share their region, and company and job titles are searchable only while shared (the search
 *   keys hold them only then), so a filter cannot reveal a hidden value;
 * - the regions offered as filters come only from members who share their region.
 */
export class AlumniDirectory {
  constructor(private readonly deps: AlumniDirectoryDependencies) {}

  async searchAlumni(principal: Principal, query: AlumniSearchQueryData): Promise<AlumniPageData> {
    const page = query.page ?? 1;
    const size = query.size ?? ALUMNI_DEFAULT_PAGE_SIZE;
    const keys = [
      query.name === undefined ? null : nameQueryKeyOf(query.name),
      query.work === undefined ? null : workQueryKeyOf(query.work),
    ].filter((key): key is SearchKey => key !== null);
    const result = await this.deps.alumniDirectory.search({
      searcherId: principal.userId,
      keys,
      graduationYear: query.graduationYear,
      classNumber: query.classNumber,
      city: query.city,
      sgg: query.sgg,
      page,
      size,
    });
    const badges = await this.deps.duesBadges.badgeHoldersAmong(
      result.items.map((entry) => entry.userId),
    );
    const items = result.items
      .map((entry) => alumniCardOf(entry, badges.has(entry.userId)))
      .filter((card): card is AlumniCardData => card !== null);
    return { items, page, size, total: result.total };
  }

  async alumniRegions(principal: Principal): Promise<AlumniRegionsData> {
    const places = await this.deps.alumniDirectory.places(principal.userId);
    return alumniRegionsOf(places).map((region) => ({
      ...region,
      districts: [...region.districts],
    }));
  }
}
