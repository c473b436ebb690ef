import { describe, expect, it } from 'vitest';
import { manifestFor, shortName } from '../../../scripts/build/web-manifest';

describe('the web app manifest', () => {
  it('names the association, in Korean, with the app icons and the site colours', () => {
    const manifest = JSON.parse(manifestFor('한빛고등학교 총동문회')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '한빛고등학교 총동문회',
      short_name: '한빛고 총동문회',
      lang: 'ko-KR',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f4e79',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192' }),
        expect.objectContaining({ src: '/icons/icon-512.png', purpose: 'maskable' }),
      ]),
    );
  });

  it('keeps home-screen labels short', () => {
    expect(shortName('한빛고등학교 총동문회')).toBe('한빛고 총동문회');
    expect(shortName('동문회')).toBe('동문회');
    expect(shortName('아주 긴 이름을 가진 어느 학교의 총동창회입니다').length).toBeLessThanOrEqual(
      12,
    );
  });
});
