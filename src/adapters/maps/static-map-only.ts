import type { MapView } from '../../application/shared/ports/map-view';

/** No map service (no app key): the page shows its static map image. */
export class StaticMapOnly implements MapView {
  readonly interactive = false;

  show(): Promise<void> {
    return Promise.reject(new Error('No map service is configured'));
  }
}
