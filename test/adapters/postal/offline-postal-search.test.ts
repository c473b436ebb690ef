// @vitest-environment jsdom
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_ADDRESSES } from '../../../src/adapters/postal/offline-addresses';
import {
  findOfflineAddresses,
  OFFLINE_SEARCH_LABEL,
  OfflinePostalSearch,
} from '../../../src/adapters/postal/offline-postal-search';
import { cityCodeOf, sggCodeOf } from '../../../src/domain/shared/address/address';
import { mapPostcodeResult } from '../../../src/domain/shared/address/postcode-result-mapper';
import { provinceByCode } from '../../../src/domain/shared/address/provinces';

function adapter(width = 1280) {
  return new OfflinePostalSearch({ document, innerWidth: () => width });
}

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!found) throw new Error('No dialog is open');
  return found;
}

function searchBox(): HTMLInputElement {
  const label = [...dialog().querySelectorAll('label')].find(
    (candidate) => candidate.textContent === OFFLINE_SEARCH_LABEL,
  );
  const input = label ? document.getElementById(label.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error('No search box');
  return input;
}

function type(text: string) {
  const input = searchBox();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function suggestions(): HTMLButtonElement[] {
  return [...dialog().querySelectorAll<HTMLButtonElement>('ul button')];
}

function press(key: string, options: KeyboardEventInit = {}) {
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...options }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the offline addresses', () => {
  it('are about twenty real addresses in several 시·도, apartments and others', () => {
    expect(OFFLINE_ADDRESSES.length).toBeGreaterThanOrEqual(18);
    const provinces = new Set(
      OFFLINE_ADDRESSES.map((record) => provinceByCode(cityCodeOf(record.sigunguCode ?? ''))?.name),
    );
    for (const name of [
      '서울특별시',
      '부산광역시',
      '대구광역시',
      '인천광역시',
      '광주광역시',
      '대전광역시',
      '경기도',
      '세종특별자치시',
      '제주특별자치도',
    ]) {
      expect(provinces, name).toContain(name);
    }
    expect(OFFLINE_ADDRESSES.filter(({ apartment }) => apartment === 'Y').length).toBeGreaterThan(
      2,
    );
    expect(OFFLINE_ADDRESSES.filter(({ apartment }) => apartment !== 'Y').length).toBeGreaterThan(
      10,
    );
  });

  it('each maps to a storable address, its codes agreeing with its bcode where one is given', () => {
    for (const record of OFFLINE_ADDRESSES) {
      const address = mapPostcodeResult(record);
      expect(address.zonecode, record.roadAddress).toMatch(/^\d{5}$/u);
      if (record.bcode)
        expect(record.bcode.slice(0, 5), record.roadAddress).toBe(record.sigunguCode);
      expect(record.roadAddress?.startsWith(record.sido ?? '?'), record.roadAddress).toBe(true);
    }
  });

  it('has the real district codes: 강남구 11680, 종로구 11110, 해운대구 26350, 세종 36110, 분당구 41135, 제주시 50110', () => {
    const codeOf = (road: string) =>
      OFFLINE_ADDRESSES.find(({ roadAddress }) => roadAddress?.includes(road))?.sigunguCode;
    expect(codeOf('테헤란로 152')).toBe('11680');
    expect(codeOf('세종대로 209')).toBe('11110');
    expect(codeOf('해운대로 265')).toBe('26350');
    expect(codeOf('한누리대로 2130')).toBe('36110');
    expect(codeOf('판교역로 166')).toBe('41135');
    expect(codeOf('문연로 6')).toBe('50110');
  });
});

describe('findOfflineAddresses', () => {
  it('matches part of the road address, the building name or the lot-number address', () => {
    expect(findOfflineAddresses('둔산로').map(({ zonecode }) => zonecode)).toEqual(['35242']);
    expect(findOfflineAddresses('광교아이파크').map(({ zonecode }) => zonecode)).toEqual(['16514']);
    expect(findOfflineAddresses('치평동 1200').map(({ zonecode }) => zonecode)).toEqual(['61945']);
  });

  it('ignores spaces and needs every word: "테헤란로152", "강남구 비엘"', () => {
    expect(findOfflineAddresses('테헤란로152').map(({ zonecode }) => zonecode)).toEqual(['06236']);
    expect(findOfflineAddresses('강남구 비엘').map(({ zonecode }) => zonecode)).toEqual(['06141']);
    expect(findOfflineAddresses('   ')).toEqual([]);
    expect(findOfflineAddresses('없는동네')).toEqual([]);
  });

  it('gives at most 5 suggestions (spec section 9)', () => {
    expect(findOfflineAddresses('서울').length).toBe(5);
    expect(findOfflineAddresses('서울', OFFLINE_ADDRESSES, Infinity).length).toBeGreaterThan(5);
  });
});

describe('OfflinePostalSearch (spec section 9: postal search)', () => {
  it('on a wide window opens a centred 500×600 panel', () => {
    void adapter(1280).search();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().style.width).toBe('500px');
    expect(dialog().style.height).toBe('600px');
    expect(dialog().dataset.layout).toBe('popup');
  });

  it('below 800 px takes the full screen', () => {
    void adapter(799).search();
    expect(dialog().style.width).toBe('100%');
    expect(dialog().style.height).toBe('100%');
    expect(dialog().dataset.layout).toBe('full-screen');
  });

  it('is a labelled dialog with a labelled search box that has the focus', () => {
    void adapter().search();
    const title = document.getElementById(dialog().getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('우편번호 검색');
    expect(document.activeElement).toBe(searchBox());
  });

  it('shows at most 5 suggestions, each with the road address, building and postal code', () => {
    void adapter().search();
    type('서울');
    expect(suggestions()).toHaveLength(5);
    expect(dialog().querySelector('[role="status"]')?.textContent).toMatch(/5건을 보여 드립니다/u);
    type('해운대로 265');
    expect(suggestions()).toHaveLength(1);
    const text = suggestions()[0]?.textContent ?? '';
    expect(text).toContain('부산 해운대구 해운대로 265');
    expect(text).toContain('센텀 천일스카이원');
    expect(text).toContain('48057');
    type('없는동네');
    expect(suggestions()).toHaveLength(0);
    expect(dialog().querySelector('[role="status"]')?.textContent).toMatch(/검색 결과가 없습니다/u);
  });

  it('maps an apartment through the domain: building name kept, 10-digit city and sgg', async () => {
    const result = adapter().search();
    type('광교아이파크');
    suggestions()[0]?.click();
    await expect(result).resolves.toEqual({
      zonecode: '16514',
      addr: '경기 수원시 영통구 광교호수공원로 80 (광교아이파크)',
      daddr: '',
      city: '4100000000',
      sgg: sggCodeOf('41117'),
      sido: '경기',
      sigungu: '수원시 영통구',
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('drops the building name of a non-apartment, and keeps 세종’s empty 시·군·구', async () => {
    const search = adapter();
    const cityHall = search.search();
    type('세종대로 110');
    suggestions()[0]?.click();
    await expect(cityHall).resolves.toMatchObject({
      addr: '서울 중구 세종대로 110',
      city: '1100000000',
      sgg: '1114000000',
      sigungu: '중구',
    });

    const sejong = search.search();
    type('한누리대로');
    suggestions()[0]?.click();
    await expect(sejong).resolves.toMatchObject({
      zonecode: '30151',
      addr: '세종특별자치시 한누리대로 2130',
      city: '3600000000',
      sgg: '3611000000',
      sido: '세종특별자치시',
      sigungu: '',
    });
  });

  it('Escape closes it without a choice, and the focus goes back where it was', async () => {
    const opener = document.createElement('button');
    opener.textContent = '주소 검색';
    document.body.append(opener);
    opener.focus();
    const result = adapter().search();
    expect(document.activeElement).toBe(searchBox());
    press('Escape');
    await expect(result).resolves.toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('its close button closes it without a choice', async () => {
    const result = adapter(360).search();
    [...dialog().querySelectorAll('button')]
      .find((button) => button.textContent === '주소 검색 닫기')
      ?.click();
    await expect(result).resolves.toBeNull();
  });

  it('closes when the caller aborts, and answers null at once to an aborted signal', async () => {
    const controller = new AbortController();
    const result = adapter().search(controller.signal);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    controller.abort();
    await expect(result).resolves.toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await expect(adapter().search(controller.signal)).resolves.toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('by keyboard: Enter goes to the first suggestion, arrows move, Enter on one chooses it', async () => {
    const result = adapter().search();
    type('대전');
    searchBox().form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(suggestions()[0]);
    press('ArrowUp');
    expect(document.activeElement).toBe(searchBox());
    press('ArrowDown');
    expect(document.activeElement).toBe(suggestions()[0]);
    // A focused button is pressed with Enter as a click.
    (document.activeElement as HTMLButtonElement).click();
    await expect(result).resolves.toMatchObject({ zonecode: '35242', city: '3000000000' });
  });

  it('keeps Tab inside the dialog (aria-modal)', () => {
    void adapter().search();
    type('인천');
    const controls = [...dialog().querySelectorAll<HTMLElement>('input, button')];
    controls.at(-1)?.focus();
    press('Tab');
    expect(document.activeElement).toBe(controls[0]);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(controls.at(-1));
  });

  it('has no serious axe finding, in either layout, with suggestions shown', async () => {
    for (const width of [360, 1280]) {
      void adapter(width).search();
      type('서울');
      const result = await axe.run(document.body, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        rules: { 'color-contrast': { enabled: false } },
      });
      const serious = result.violations.filter(
        ({ impact }) => impact === 'serious' || impact === 'critical',
      );
      expect(serious.map(({ id }) => id)).toEqual([]);
      press('Escape');
    }
  });

  it('says how many it found, and nothing while the box is empty', () => {
    void adapter().search();
    const status = () => dialog().querySelector('[role="status"]')?.textContent;
    type('해운대로 265');
    expect(status()).toBe('검색 결과가 1건 있습니다.');
    type('  ');
    expect(status()).toBe('');
  });

  it('closes on a click beside the panel, not on one inside it', async () => {
    const result = adapter().search();
    const layer = dialog().parentElement;
    dialog().click();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    layer?.click();
    await expect(result).resolves.toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('keeps arrows and Tab where they are when there is nowhere to go', () => {
    void adapter().search();
    type('해운대로 265');
    press('ArrowUp');
    expect(document.activeElement).toBe(searchBox());
    press('Tab');
    expect(document.activeElement).toBe(searchBox());
  });

  it('a second search closes the first, which answers null', async () => {
    const search = adapter();
    const first = search.search();
    void search.search();
    await expect(first).resolves.toBeNull();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });
});
