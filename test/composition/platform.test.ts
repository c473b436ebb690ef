// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { KakaoPostcodeConstructor } from '../../src/adapters/postal/kakao-postal-search';
import { browserPlatform } from '../../src/composition/platform';

const withKakao = window as unknown as { kakao?: { Postcode?: KakaoPostcodeConstructor } };

afterEach(() => {
  delete withKakao.kakao;
});

describe('the browser platform’s postcode host', () => {
  it('finds the provider under its current namespace, kakao.Postcode', () => {
    const host = browserPlatform().postcodeHost;
    expect(host.postcode()).toBeUndefined();
    const Postcode = class {} as unknown as KakaoPostcodeConstructor;
    withKakao.kakao = { Postcode };
    expect(host.postcode()).toBe(Postcode);
  });

  it('measures the window for the 800 px rule', () => {
    expect(browserPlatform().postcodeHost.innerWidth()).toBe(window.innerWidth);
  });
});
