import type { FeaturePages } from '../shared/routing/feature-pages';

/** The alumni directory's pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  findAlumni: 'FindAlumniPage',
};
