import type { FetchFunction } from '../adapters/http/api-client';
import type { Platform } from './platform';

/**
 * A platform for rendering to HTML (at build time, or by the server for a visitor): the given
 * fetch, no storage (nobody is signed in), no native app around it, and every other browser
 * facility refusing to be used.
 */
export function platformWithoutBrowser(fetch: FetchFunction): Platform {
  const unavailable = (what: string) => () => {
    throw new Error(`${what} is not available while rendering to HTML`);
  };
  return {
    fetch,
    xhr: unavailable('XMLHttpRequest'),
    storage: null,
    bridgeHost: {},
    downloads: {
      get document(): never {
        return unavailable('document')();
      },
      get URL(): never {
        return unavailable('URL')();
      },
    },
    reload: unavailable('reload'),
    postcodeHost: {
      get document(): never {
        return unavailable('document')();
      },
      innerWidth: () => 0,
      postcode: () => undefined,
    },
    mapHost: {
      get document(): never {
        return unavailable('document')();
      },
      maps: () => undefined,
    },
  };
}
