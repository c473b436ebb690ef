// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  KAKAO_MAP_SCRIPT,
  type KakaoMaps,
  KakaoMapView,
} from '../../../src/adapters/maps/kakao-map-view';
import { StaticMapOnly } from '../../../src/adapters/maps/static-map-only';

const PLACE = { latitude: 37.5722, longitude: 126.9769, label: '총동문회 사무국' };

/** A stand-in for `kakao.maps` that records what the adapter made; its geocoder knows one road. */
function fakeMaps() {
  const made: string[] = [];
  const KNOWN = '서울특별시 종로구 세종대로 175';
  const maps: KakaoMaps = {
    load: (callback) => callback(),
    LatLng: class {
      constructor(latitude: number, longitude: number) {
        made.push(`LatLng ${latitude},${longitude}`);
      }
    },
    Map: class {
      constructor(_target: HTMLElement, options: { level: number }) {
        made.push(`Map level ${options.level}`);
      }
    },
    Marker: class {
      constructor(options: { title: string }) {
        made.push(`Marker ${options.title}`);
      }
    },
    services: {
      Geocoder: class {
        addressSearch(
          address: string,
          callback: (result: readonly { x: string; y: string }[], status: string) => void,
        ) {
          made.push(`Geocoder ${address}`);
          if (address === KNOWN) callback([{ x: '126.9769', y: '37.5722' }], 'OK');
          else callback([], 'ZERO_RESULT');
        }
      },
      Status: { OK: 'OK' },
    },
  };
  return { maps, made };
}

describe('KakaoMapView (issue 13 item 6)', () => {
  it('loads the loader once with the app key and autoload off, then draws the office with a marker', async () => {
    const { maps, made } = fakeMaps();
    const loaded: { maps?: KakaoMaps } = {};
    const view = new KakaoMapView('app key&1', { document, maps: () => loaded.maps });
    const shown = view.show(document.createElement('div'), PLACE);
    const script = document.head.querySelector<HTMLScriptElement>(
      `script[src^="${KAKAO_MAP_SCRIPT}"]`,
    );
    expect(script?.src).toBe(
      `${KAKAO_MAP_SCRIPT}?appkey=app%20key%261&autoload=false&libraries=services`,
    );
    loaded.maps = maps;
    script?.onload?.(new Event('load'));
    await shown;
    expect(made).toEqual(['LatLng 37.5722,126.9769', 'Map level 3', 'Marker 총동문회 사무국']);
    await view.show(document.createElement('div'), PLACE);
    expect(document.head.querySelectorAll(`script[src^="${KAKAO_MAP_SCRIPT}"]`)).toHaveLength(1);
    script?.remove();
  });

  it('finds an event’s road address with the geocoder and marks it; an unknown address rejects (issue 33 item 1)', async () => {
    const { maps, made } = fakeMaps();
    const view = new KakaoMapView('key', { document, maps: () => maps });
    await view.show(document.createElement('div'), {
      address: '서울특별시 종로구 세종대로 175',
      label: '세종문화회관',
    });
    expect(made).toEqual([
      'Geocoder 서울특별시 종로구 세종대로 175',
      'LatLng 37.5722,126.9769',
      'Map level 3',
      'Marker 세종문화회관',
    ]);
    made.length = 0;
    await expect(
      view.show(document.createElement('div'), { address: '없는 주소 1', label: '어딘가' }),
    ).rejects.toThrow(/ZERO_RESULT/u);
    expect(made).toEqual(['Geocoder 없는 주소 1']);
  });

  it('rejects when the script is blocked or never comes, so that the page shows its static map', async () => {
    const blocked = new KakaoMapView('key', { document, maps: () => undefined });
    const shown = blocked.show(document.createElement('div'), PLACE);
    const script = document.head.querySelector<HTMLScriptElement>('script:last-of-type');
    script?.onerror?.(new Event('error'));
    await expect(shown).rejects.toThrow();
    script?.remove();

    const slow = new KakaoMapView('key', { document, maps: () => undefined }, 10);
    await expect(slow.show(document.createElement('div'), PLACE)).rejects.toThrow();
    document.head.querySelector('script:last-of-type')?.remove();
  });

  it('without a key there is no map service at all', async () => {
    const none = new StaticMapOnly();
    expect(none.interactive).toBe(false);
    await expect(none.show()).rejects.toThrow();
  });
});
