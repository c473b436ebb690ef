import { ContainerModule } from 'inversify';
import { DeferredDemoContentApi } from '../../adapters/fake/deferred-demo-content-api';
import { CONTENT_API } from '../../application/content/content-api';
import { FILE_API } from '../../application/files/file-api';
import { type FeatureComposition, resolve } from '../feature-composition';

/**
 * Public content (notices, photos, donation statistics). Until the server publishes content,
 * it comes from demo data loaded after the first screen, even with the real server.
 */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    bind(CONTENT_API).to(DeferredDemoContentApi);
  }),
  services(container) {
    const content = resolve(container, CONTENT_API);
    const files = resolve(container, FILE_API);
    return {
      content,
      // Until the server publishes content, its photos are the demo data's own images.
      mediaUrl:
        content instanceof DeferredDemoContentApi
          ? (id) => content.mediaUrl(id) || files.mediaUrl(id)
          : (id) => files.mediaUrl(id),
    };
  },
};
