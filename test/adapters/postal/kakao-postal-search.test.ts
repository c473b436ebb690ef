// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  KAKAO_POSTCODE_SCRIPT,
  type KakaoPostcodeConstructor,
  type KakaoPostcodeOptions,
  KakaoPostalSearch,
  PostalSearchUnavailableError,
} from '../../../src/adapters/postal/kakao-postal-search';
import type { PostcodeResult } from '../../../src/domain/shared/address/postcode-result-mapper';

/** A stand-in of `kakao.Postcode` that records what it was given and how it was shown. */
function standIn() {
  const made: {
    options: KakaoPostcodeOptions;
    shown: 'popup' | 'embed' | null;
    into: HTMLElement | null;
  }[] = [];
  const Postcode = class {
    private readonly record;
    constructor(options: KakaoPostcodeOptions) {
      this.record = {
        options,
        shown: null as 'popup' | 'embed' | null,
        into: null as HTMLElement | null,
      };
      made.push(this.record);
    }
    open() {
      this.record.shown = 'popup';
    }
    embed(element: HTMLElement) {
      this.record.shown = 'embed';
      this.record.into = element;
    }
  } as unknown as KakaoPostcodeConstructor;
  return { Postcode, made };
}

function adapter(width: number, Postcode: KakaoPostcodeConstructor | undefined) {
  let provider = Postcode;
  const search = new KakaoPostalSearch({
    document,
    innerWidth: () => width,
    postcode: () => provider,
  });
  return { search, provide: (next: KakaoPostcodeConstructor) => (provider = next) };
}

const APARTMENT: PostcodeResult = {
  zonecode: '06270',
  roadAddress: '서울 강남구 도곡로 21',
  jibunAddress: '서울 강남구 도곡동 467',
  userSelectedType: 'R',
  bname: '도곡동',
  buildingName: '도곡렉슬',
  apartment: 'Y',
  sido: '서울',
  sigungu: '강남구',
  sigunguCode: '11680',
  bcode: '1168011800',
};

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('KakaoPostalSearch (spec section 9: postal search)', () => {
  it('on a wide window opens a 500×600 popup with at most 5 suggestions', async () => {
    const { Postcode, made } = standIn();
    const { search } = adapter(1280, Postcode);
    const result = search.search();
    await Promise.resolve();
    expect(made[0]?.options).toMatchObject({ width: 500, height: 600, maxSuggestItems: 5 });
    expect(made[0]?.shown).toBe('popup');
    made[0]?.options.oncomplete(APARTMENT);
    await expect(result).resolves.toBeDefined();
  });

  it('below 800 px embeds the search full screen, and removes it when done', async () => {
    const { Postcode, made } = standIn();
    const { search } = adapter(799, Postcode);
    const result = search.search();
    await Promise.resolve();
    expect(made[0]?.options).toMatchObject({ width: '100%', height: '100%', maxSuggestItems: 5 });
    expect(made[0]?.shown).toBe('embed');
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-label')).toBe('우편번호 검색');
    expect(made[0]?.into && dialog?.contains(made[0].into)).toBe(true);
    made[0]?.options.oncomplete(APARTMENT);
    await result;
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('maps the choice through the domain: building name for apartments, 10-digit codes, empty detail', async () => {
    const { Postcode, made } = standIn();
    const { search } = adapter(1280, Postcode);
    const result = search.search();
    await Promise.resolve();
    made[0]?.options.oncomplete(APARTMENT);
    await expect(result).resolves.toEqual({
      zonecode: '06270',
      addr: '서울 강남구 도곡로 21 (도곡렉슬)',
      daddr: '',
      city: '1100000000',
      sgg: '1168000000',
      sido: '서울',
      sigungu: '강남구',
    });
  });

  it('refuses a choice the mapper cannot store, with its Korean reason', async () => {
    const { Postcode, made } = standIn();
    const { search } = adapter(1280, Postcode);
    const result = search.search();
    await Promise.resolve();
    made[0]?.options.oncomplete({ ...APARTMENT, zonecode: '' });
    await expect(result).rejects.toThrow(/우편번호/u);
  });

  it('at exactly 800 px the window counts as wide: a popup, not embedded', async () => {
    const { Postcode, made } = standIn();
    const { search } = adapter(800, Postcode);
    void search.search();
    await Promise.resolve();
    expect(made[0]?.options).toMatchObject({ width: 500, height: 600, maxSuggestItems: 5 });
    expect(made[0]?.shown).toBe('popup');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('answers null when the member closes the search', async () => {
    const { Postcode, made } = standIn();
    const { search } = adapter(360, Postcode);
    const result = search.search();
    await Promise.resolve();
    made[0]?.options.onclose?.('FORCE_CLOSE');
    await expect(result).resolves.toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('the full-screen layer has its own close button', async () => {
    const { Postcode } = standIn();
    const { search } = adapter(360, Postcode);
    const result = search.search();
    await Promise.resolve();
    document.querySelector<HTMLButtonElement>('[role="dialog"] button')?.click();
    await expect(result).resolves.toBeNull();
  });

  it('loads the provider’s current script once, from t1.kakaocdn.net', async () => {
    const { Postcode, made } = standIn();
    const { search, provide } = adapter(1280, undefined);
    const result = search.search();
    // A second search while the script loads waits for the same script.
    const second = search.search();
    const scripts = document.head.querySelectorAll('script');
    expect([...scripts].map((script) => script.src)).toEqual([KAKAO_POSTCODE_SCRIPT]);
    expect(KAKAO_POSTCODE_SCRIPT).toBe(
      'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js',
    );
    provide(Postcode);
    scripts[0]?.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    made[0]?.options.oncomplete(APARTMENT);
    await expect(result).resolves.toMatchObject({ zonecode: '06270' });
    made[1]?.options.onclose?.('FORCE_CLOSE');
    await expect(second).resolves.toBeNull();
  });

  it('tells the member clearly when the provider cannot be loaded, and tries again next time', async () => {
    const { search } = adapter(1280, undefined);
    const result = search.search();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(result).rejects.toBeInstanceOf(PostalSearchUnavailableError);
    await expect(result).rejects.toThrow('주소를 직접 입력해 주세요');
    void search.search().catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });
});
