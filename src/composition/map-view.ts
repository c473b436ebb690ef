import type { MapView } from '../application/shared/ports/map-view';
import { StaticMapOnly } from '../adapters/maps/static-map-only';
import type { Platform } from './platform';

/**
 * Kakao Maps when the site has its app key (its adapter loaded with the first map a page draws:
 * 오시는 길, an event's place), else none.
 */
export function mapViewFor(appKey: string | null, platform: Platform): MapView {
  if (!appKey) return new StaticMapOnly();
  let view: Promise<MapView> | null = null;
  return {
    interactive: true,
    async show(target, place, signal) {
      view ??= import('../adapters/maps/kakao-map-view').then(
        ({ KakaoMapView }) => new KakaoMapView(appKey, platform.mapHost),
      );
      return (await view).show(target, place, signal);
    },
  };
}
