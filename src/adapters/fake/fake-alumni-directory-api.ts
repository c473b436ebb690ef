import { inject, injectable } from 'inversify';
import type { AlumniDirectoryApi } from '../../application/directory/alumni-directory-api';
import type { AlumniCard, AlumniSearchQuery } from '../../domain/directory/alumni-card';
import type { AlumniRegion } from '../../domain/directory/alumni-region';
import type { Page } from '../../domain/shared/paging/page';
import { FakeMyInfoApi } from './fake-my-info-api';

/** The directory of the fake backend (the member API answers it, over the same accounts). */
@injectable()
export class FakeAlumniDirectoryApi implements AlumniDirectoryApi {
  constructor(@inject(FakeMyInfoApi) private readonly members: FakeMyInfoApi) {}

  searchAlumni(query: AlumniSearchQuery): Promise<Page<AlumniCard>> {
    return this.members.searchAlumni(query);
  }

  alumniRegions(): Promise<readonly AlumniRegion[]> {
    return this.members.alumniRegions();
  }
}
