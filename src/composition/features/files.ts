import { ContainerModule } from 'inversify';
import { HttpFileApi } from '../../adapters/http/http-file-api';
import { FILE_API } from '../../application/files/file-api';
import { FILE_SAVER } from '../../application/files/file-saver';
import { type FeatureComposition, resolve } from '../feature-composition';

/** Uploads, profile images and downloads; the file saver is the browser's (container.ts). */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(FILE_API).to(HttpFileApi);
  }),
  services: (container) => ({
    files: resolve(container, FILE_API),
    fileSaver: resolve(container, FILE_SAVER),
  }),
};
