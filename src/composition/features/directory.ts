import { ContainerModule } from 'inversify';
import { HttpAlumniDirectoryApi } from '../../adapters/http/http-alumni-directory-api';
import { ALUMNI_DIRECTORY_API } from '../../application/directory/alumni-directory-api';
import { type FeatureComposition, resolve } from '../feature-composition';

/** The alumni directory. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(ALUMNI_DIRECTORY_API).to(HttpAlumniDirectoryApi);
  }),
  services: (container) => ({ directory: resolve(container, ALUMNI_DIRECTORY_API) }),
};
