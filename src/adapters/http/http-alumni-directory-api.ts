import { inject, injectable } from 'inversify';
import type { AlumniDirectoryApi } from '../../application/directory/alumni-directory-api';
import type { AlumniCard, AlumniSearchQuery } from '../../domain/directory/alumni-card';
import type { AlumniRegion } from '../../domain/directory/alumni-region';
import type { Page } from '../../domain/shared/paging/page';
import { ApiClient } from './api-client';

/** The alumni directory (/api/user/alumni): the server applies every privacy rule. */
@injectable()
export class HttpAlumniDirectoryApi implements AlumniDirectoryApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  searchAlumni(query: AlumniSearchQuery, signal?: AbortSignal): Promise<Page<AlumniCard>> {
    return this.client.call('searchAlumni', { query: queryOf(query), signal });
  }

  alumniRegions(signal?: AbortSignal): Promise<readonly AlumniRegion[]> {
    return this.client.call('alumniRegions', { signal });
  }
}

/** The query string: filters left empty are not sent (the server reads an absent one as "any"). */
function queryOf(query: AlumniSearchQuery): Record<string, string> {
  const parameters: Record<string, string> = {
    page: String(query.page),
    size: String(query.size),
  };
  const text = (key: 'name' | 'work' | 'city' | 'sgg') => {
    const value = query[key]?.trim();
    if (value) parameters[key] = value;
  };
  const number = (key: 'graduationYear' | 'classNumber') => {
    const value = query[key];
    if (value !== undefined) parameters[key] = String(value);
  };
  text('name');
  number('graduationYear');
  number('classNumber');
  text('city');
  text('sgg');
  text('work');
  return parameters;
}
