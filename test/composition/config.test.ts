import { describe, expect, it } from 'vitest';
import {
  ConfigurationError,
  DEFAULT_ASSOCIATION_NAME,
  readAppConfig,
} from '../../src/composition/config';

describe('readAppConfig', () => {
  it('defaults: the association name, product segment "association", same-origin API server', () => {
    expect(readAppConfig({})).toMatchObject({
      associationName: DEFAULT_ASSOCIATION_NAME,
      productSegment: 'association',
      apiBaseUrl: '',
      backend: 'http',
    });
  });

  it('has the office details for the footer and the privacy policy, each configurable', () => {
    const { association } = readAppConfig({
      VITE_ASSOCIATION_NAME: '새빛중학교 총동창회',
      VITE_ASSOCIATION_PHONE: '031-000-0000',
      VITE_PRIVACY_OFFICER_NAME: '박정보',
    });
    expect(association).toMatchObject({
      name: '새빛중학교 총동창회',
      schoolName: '새빛중학교',
      phone: '031-000-0000',
      privacyOfficer: { name: '박정보' },
    });
    expect(association.privacyPolicyEffectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
  });

  it('reads the VITE_ variables, trimming spaces and the API URL’s trailing slash', () => {
    expect(
      readAppConfig({
        VITE_ASSOCIATION_NAME: ' 새빛중학교 총동창회 ',
        VITE_PRODUCT_SEGMENT: 'saebit',
        VITE_API_BASE_URL: 'https://api.example.org/',
        VITE_BACKEND: 'fake',
      }),
    ).toMatchObject({
      associationName: '새빛중학교 총동창회',
      productSegment: 'saebit',
      apiBaseUrl: 'https://api.example.org',
      backend: 'fake',
    });
  });

  it('treats blank and non-text values as unset', () => {
    expect(readAppConfig({ VITE_ASSOCIATION_NAME: '  ', DEV: true }).associationName).toBe(
      DEFAULT_ASSOCIATION_NAME,
    );
  });

  it('refuses an unknown backend', () => {
    expect(() => readAppConfig({ VITE_BACKEND: 'soap' })).toThrow(ConfigurationError);
  });

  it('postal search: Kakao with the real server, the offline addresses with the fake backend', () => {
    expect(readAppConfig({}).postal).toBe('kakao');
    expect(readAppConfig({ VITE_BACKEND: 'http' }).postal).toBe('kakao');
    expect(readAppConfig({ VITE_BACKEND: 'fake' }).postal).toBe('offline');
  });

  it('VITE_POSTAL chooses the postal search whatever the backend (the browser tests: offline)', () => {
    expect(readAppConfig({ VITE_POSTAL: 'offline' }).postal).toBe('offline');
    expect(readAppConfig({ VITE_BACKEND: 'fake', VITE_POSTAL: ' kakao ' }).postal).toBe('kakao');
    expect(readAppConfig({ VITE_POSTAL: '' }).postal).toBe('kakao');
  });

  it('refuses an unknown postal search', () => {
    expect(() => readAppConfig({ VITE_POSTAL: 'daum' })).toThrow(ConfigurationError);
  });

  it('the map: Kakao Maps only with its key; the office’s place and static map configurable (issue 13 item 6)', () => {
    const plain = readAppConfig({});
    expect(plain.kakaoMapKey).toBeNull();
    expect(plain.association.mapImage.src).toBe('/map/directions.svg');
    const configured = readAppConfig({
      VITE_KAKAO_MAP_KEY: ' abc123 ',
      VITE_ASSOCIATION_LATITUDE: '35.1796',
      VITE_ASSOCIATION_LONGITUDE: '129.0756',
      VITE_MAP_IMAGE: '/map/busan.png',
      VITE_MAP_IMAGE_ALT: '부산역에서 걸어서 5분',
    });
    expect(configured.kakaoMapKey).toBe('abc123');
    expect(configured.association.location).toEqual({ latitude: 35.1796, longitude: 129.0756 });
    expect(configured.association.mapImage).toEqual({
      src: '/map/busan.png',
      alt: '부산역에서 걸어서 5분',
    });
    expect(() => readAppConfig({ VITE_ASSOCIATION_LATITUDE: '서울' })).toThrow(ConfigurationError);
    expect(() => readAppConfig({ VITE_ASSOCIATION_LONGITUDE: '200' })).toThrow(ConfigurationError);
  });
});
