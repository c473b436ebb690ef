import type { StoredImageDependencies } from '../application/content/site-images';
import type { SeedPorts } from './seed-ports';

/** What the demo's photos are stored with: as SiteImages stores an upload's (storeProcessedImage). */
export function demoPhotoStorage(ports: SeedPorts): StoredImageDependencies {
  return {
    siteImages: ports.store.siteImages,
    fileGroups: ports.fileGroups,
    clock: ports.clock,
  };
}
