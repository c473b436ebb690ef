import type { MapView, PlaceOnMap } from '../../application/content/map-view';

/** Kakao Maps' loader: the app key and `autoload=false`, so that the script loads on demand. */
export const KAKAO_MAP_SCRIPT = 'https://dapi.kakao.com/v2/maps/sdk.js';
/** How long the map's scripts may take before the page shows its static image instead. */
export const KAKAO_MAP_TIMEOUT_MS = 8000;

/** The part of `kakao.maps` this adapter uses. */
export interface KakaoMaps {
  load(callback: () => void): void;
  LatLng: new (latitude: number, longitude: number) => unknown;
  Map: new (target: HTMLElement, options: { center: unknown; level: number }) => unknown;
  Marker: new (options: { map: unknown; position: unknown; title: string }) => unknown;
}

/** What the adapter needs of the page. */
export interface KakaoMapHost {
  readonly document: Document;
  /** `window.kakao.maps` once the loader has run. */
  maps(): KakaoMaps | undefined;
}

/**
 * Kakao Maps behind the MapView port: the loader script once (with the app key), then the map
 * centred on the office with a marker. A blocked or slow script rejects, and the page shows its
 * static map image. The site's CSP allows Kakao's map hosts only when the key is set
 * (server/adapters/http/shared/security-headers.ts).
 */
export class KakaoMapView implements MapView {
  readonly interactive = true;
  private loading: Promise<KakaoMaps> | null = null;

  constructor(
    private readonly appKey: string,
    private readonly host: KakaoMapHost,
    private readonly timeoutMs = KAKAO_MAP_TIMEOUT_MS,
  ) {}

  async show(target: HTMLElement, place: PlaceOnMap, signal?: AbortSignal): Promise<void> {
    const maps = await this.load();
    signal?.throwIfAborted();
    const center = new maps.LatLng(place.latitude, place.longitude);
    const map = new maps.Map(target, { center, level: 3 });
    new maps.Marker({ map, position: center, title: place.label });
  }

  private load(): Promise<KakaoMaps> {
    this.loading ??= new Promise<KakaoMaps>((resolve, reject) => {
      const fail = () => {
        this.loading = null;
        reject(new Error('Kakao Maps could not be loaded'));
      };
      const timer = setTimeout(fail, this.timeoutMs);
      const ready = (maps: KakaoMaps) =>
        maps.load(() => {
          clearTimeout(timer);
          resolve(maps);
        });
      const loaded = this.host.maps();
      if (loaded) return ready(loaded);
      const script = this.host.document.createElement('script');
      script.src = `${KAKAO_MAP_SCRIPT}?appkey=${encodeURIComponent(this.appKey)}&autoload=false`;
      script.async = true;
      script.onload = () => {
        const maps = this.host.maps();
        if (maps) ready(maps);
        else {
          clearTimeout(timer);
          fail();
        }
      };
      script.onerror = () => {
        clearTimeout(timer);
        fail();
      };
      this.host.document.head.append(script);
    });
    return this.loading;
  }
}
