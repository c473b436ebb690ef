import type { StoredImageDependencies } from '../application/content/site-images';
import type { UseCaseContext } from '../application/shared/context';

/** What the demo's photos are stored with: as SiteImages stores an upload's (storeProcessedImage). */
export function demoPhotoStorage(context: UseCaseContext): StoredImageDependencies {
  return {
    siteImages: context.store.siteImages,
    fileGroups: context.fileGroups,
    clock: context.clock,
  };
}
