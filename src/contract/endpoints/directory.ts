import { endpoint } from '../shared/endpoint';

/** The alumni directory. */
export const DIRECTORY_ENDPOINTS = {
  searchAlumni: endpoint({
    method: 'GET',
    path: '/api/user/alumni',
    access: 'member',
  }),
  alumniRegions: endpoint({
    method: 'GET',
    path: '/api/user/alumni/regions',
    access: 'member',
  }),
} as const;
