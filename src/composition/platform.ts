import type { FetchFunction, UploadRequestFactory } from '../adapters/http/api-client';
import type { BridgeHost } from '../adapters/native/native-bridges';
import type {
  KakaoPostcodeConstructor,
  KakaoPostcodeHost,
} from '../adapters/postal/kakao-postal-search';
import type { BrowserDownloadHost } from '../adapters/native/native-or-browser-file-saver';
import type { KakaoMapHost, KakaoMaps } from '../adapters/maps/kakao-map-view';

/**
 * What the adapters take from the browser, gathered in one place so that the composition root
 * can be built in a test with stand-ins.
 */
export interface Platform {
  readonly fetch: FetchFunction;
  /** A new XMLHttpRequest, for uploads (fetch cannot report upload progress). */
  readonly xhr: UploadRequestFactory;
  /** null where storage is refused (some private modes). */
  readonly storage: Storage | null;
  readonly bridgeHost: BridgeHost;
  readonly downloads: BrowserDownloadHost;
  readonly reload: () => void;
  /** Where the Kakao postcode script runs. */
  readonly postcodeHost: KakaoPostcodeHost;
  /** Where Kakao Maps' script runs (오시는 길, with an app key). */
  readonly mapHost: KakaoMapHost;
}

/** The real browser. */
export function browserPlatform(): Platform {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    xhr: () => new XMLHttpRequest(),
    storage: availableLocalStorage(),
    bridgeHost: window as unknown as BridgeHost,
    downloads: { document, URL },
    reload: () => window.location.reload(),
    postcodeHost: {
      document,
      innerWidth: () => window.innerWidth,
      postcode: () =>
        (window as unknown as { kakao?: { Postcode?: KakaoPostcodeConstructor } }).kakao?.Postcode,
    },
    mapHost: {
      document,
      maps: () => (window as unknown as { kakao?: { maps?: KakaoMaps } }).kakao?.maps,
    },
  };
}

function availableLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
