import type { AlumniPlace, DirectoryEntry } from '../../../src/domain/directory';
import type { SearchKey } from '../../domain/directory';

/** The directory's own repository: searches over the approved members. */

/**
 * Which members a directory search wants. Every condition must hold. The repository lists only
 * approved members (accounts with the member role: administrators' accounts are the office's),
 * never the searcher, and matches a region only among members who share it; `keys` are searched
 * as prefixes of the members' search keys (`server/domain/directory/alumni-search-keys.ts`), which hold
 * company and job title only while the member shares them.
 */
export interface DirectoryFilter {
  readonly searcherId: string;
  readonly keys: readonly SearchKey[];
  readonly graduationYear?: number | undefined;
  readonly classNumber?: number | undefined;
  /** 10-digit 시·도 code. */
  readonly city?: string | undefined;
  /** 10-digit 시·군·구 code. */
  readonly sgg?: string | undefined;
  readonly page: number;
  readonly size: number;
}

export interface DirectoryPage {
  /** Most recent class first, then by name, then by id. */
  readonly items: readonly DirectoryEntry[];
  readonly total: number;
}

export interface AlumniDirectoryRepository {
  search(filter: DirectoryFilter): Promise<DirectoryPage>;
  /** Each 시·군·구 where an approved member other than the searcher shares their region, once. */
  places(searcherId: string): Promise<readonly AlumniPlace[]>;
}
