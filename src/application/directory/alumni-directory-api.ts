import type { AlumniCard, AlumniRegion, AlumniSearchQuery } from '../../domain/directory';
import type { Page } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

/**
 * The alumni directory: other approved members, showing only what each allowed (the server
 * enforces it). Most recent class first, then by name.
 */
export interface AlumniDirectoryApi {
  searchAlumni(query: AlumniSearchQuery, signal?: AbortSignal): Promise<Page<AlumniCard>>;
  /** The 시·도 and 시·군·구 the search can filter by: where members who share their region live. */
  alumniRegions(signal?: AbortSignal): Promise<readonly AlumniRegion[]>;
}

export const ALUMNI_DIRECTORY_API = token<AlumniDirectoryApi>('AlumniDirectoryApi');
