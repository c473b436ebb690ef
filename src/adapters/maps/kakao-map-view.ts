import type { MapView, PlaceOnMap } from '../../application/shared/ports/map-view';

/**
 * Kakao Maps' loader: the app key, `autoload=false` so that the script loads on demand, and the
 * services library for the geocoder (an event's place is a road address).
 */
export const KAKAO_MAP_SCRIPT = 'https://dapi.kakao.com/v2/maps/sdk.js';
/** How long the map's scripts may take before the page shows its static image instead. */
export const KAKAO_MAP_TIMEOUT_MS = 8000;

/** The part of `kakao.maps` this adapter uses. */
export interface KakaoMaps {
  load(callback: () => void): void;
  LatLng: new (latitude: number, longitude: number) => unknown;
  Map: new (target: HTMLElement, options: { center: unknown; level: number }) => unknown;
  Marker: new (options: { map: unknown; position: unknown; title: string }) => unknown;
  services: {
    Geocoder: new () => {
      addressSearch(
        address: string,
        callback: (result: readonly { x: string; y: string }[], status: string) => void,
      ): void;
    };
    Status: { OK: string };
  };
}

/** What the adapter needs of the page. */
export interface KakaoMapHost {
  readonly document: Document;
  /** `window.kakao.maps` once the loader has run. */
  maps(): KakaoMaps | undefined;
}

/**
 * Kakao Maps behind the MapView port: the loader script once (with the app key), then the map
 * centred on the place with a marker; a road address is first looked up by Kakao's geocoder (in
 * the browser: no coordinates are stored, nothing goes through our server). A blocked or slow
 * script, or an address not found, rejects, and the page shows its fallback. The site's CSP allows Kakao's map hosts only when the key is set
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
    const center =
      'address' in place
        ? await this.locate(maps, place.address)
        : new maps.LatLng(place.latitude, place.longitude);
    signal?.throwIfAborted();
    const map = new maps.Map(target, { center, level: 3 });
    new maps.Marker({ map, position: center, title: place.label });
  }

  private locate(maps: KakaoMaps, address: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The geocoder did not answer')),
        this.timeoutMs,
      );
      new maps.services.Geocoder().addressSearch(address, (result, status) => {
        clearTimeout(timer);
        const first = result[0];
        if (status === maps.services.Status.OK && first)
          resolve(new maps.LatLng(Number(first.y), Number(first.x)));
        else reject(new Error(`No place found for the address (${status})`));
      });
    });
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
      script.src = `${KAKAO_MAP_SCRIPT}?appkey=${encodeURIComponent(this.appKey)}&autoload=false&libraries=services`;
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
