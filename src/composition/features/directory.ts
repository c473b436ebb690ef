import { ContainerModule } from 'inversify';
import { ALUMNI_DIRECTORY_API } from '../../application/directory/alumni-directory-api';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/** The alumni directory: members only, so its adapter loads with the page, not at start. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(ALUMNI_DIRECTORY_API).toDynamicValue(
      lazyHttpPort(
        () => import('../../adapters/http/http-alumni-directory-api'),
        'HttpAlumniDirectoryApi',
      ),
    );
  }),
  services: (container) => ({ directory: resolve(container, ALUMNI_DIRECTORY_API) }),
};
