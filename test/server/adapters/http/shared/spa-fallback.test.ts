import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compressBeside } from '../../../../../scripts/build/precompress';
import { useTestServer } from '../../../support/use-test-server';
import { builtSpaDir } from '../../../support/built-spa';
import { Readable } from 'node:stream';
import { cameraJpeg } from '../../../support/photos';

const MANIFEST = JSON.stringify({ name: '총동문회', description: '동문 소식'.repeat(300) });
const APP_SCRIPT = `export const 인사말 = ${JSON.stringify('총동문회에 오신 것을 환영합니다. '.repeat(200))};\n`;

describe('serving the built SPA (history fallback)', () => {
  const server = useTestServer('sqlite', {
    env: () => {
      const spaDir = builtSpaDir({
        'index.html': '<!doctype html><title>총동문회</title>',
        'assets/index-abc123.js': 'console.log(1)',
        'assets/app-def456.js': APP_SCRIPT,
        'assets/fonts/pretendard-abc123.woff2': 'wOF2',
        'manifest.webmanifest': MANIFEST,
        'render/server-rendering.js': 'export async function renderPublicPage() { return null; }',
      });
      // As the build leaves a larger script: the Brotli and gzip copies beside it.
      compressBeside(path.join(spaDir, 'assets', 'app-def456.js'));
      compressBeside(path.join(spaDir, 'manifest.webmanifest'));
      return { SERVE_SPA: 'true', SPA_DIR: spaDir };
    },
  });

  async function get(target: string, accept?: string) {
    const response = await server.fetch(target, accept ? { headers: { accept } } : {});
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  it.each([
    ['/', 'text/html,application/xhtml+xml'],
    ['/privacy', 'text/html'],
    ['/association/greeting?x=1', 'text/html'],
    ['/', '*/*'],
  ])('answers the page %s (Accept: %s) with index.html, never cached', async (target, accept) => {
    const page = await get(target, accept);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>총동문회</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets cached for a year', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])(
    'sends the copy compressed at build when the browser accepts it (%s → %s), varying by encoding',
    async (acceptEncoding, encoding) => {
      const response = await server.fetch('/assets/app-def456.js', {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/iu);
      expect(response.headers.get('content-type')).toMatch(/javascript/u);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch decodes it: the same script arrives.
      expect(await response.text()).toBe(APP_SCRIPT);
    },
  );

  it('serves an asset in a folder of the assets, and a file beside index.html revalidated, compressed too', async () => {
    const font = await get('/assets/fonts/pretendard-abc123.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await server.fetch('/manifest.webmanifest', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-encoding')).toBe('br');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.text()).toBe(MANIFEST);
  });

  it.each([
    '/render/server-rendering.js',
    '/assets/../render/server-rendering.js',
    '/assets/%2e%2e/render/server-rendering.js',
    '/assets/..%2frender/server-rendering.js',
  ])('never serves the server’s renderer nor anything outside the assets: %s', async (target) => {
    // Not fetch: it resolves the dots before sending.
    const { hostname, port } = new URL(server.baseUrl);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      http
        .get({ hostname, port, path: target }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        })
        .on('error', reject);
    });
    // A refused path (400) or one that is not there (404), in the API's envelope.
    expect([400, 404], target).toContain(answer.status);
    expect(JSON.parse(answer.text)).toMatchObject({ data: null });
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await server.fetch('/assets/app-def456.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(APP_SCRIPT);
  });

  it('lets the browser revalidate index.html: the same page answers 304 to its ETag', async () => {
    const first = await server.fetch('/', { headers: { accept: 'text/html' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBeTruthy();
    // Not fetch: it adds "Cache-Control: no-cache" to a conditional request, as browsers do
    // only on a forced reload.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(
          new URL('/', server.baseUrl),
          { headers: { accept: 'text/html', 'if-none-match': etag } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        )
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('answers a missing asset and an unknown API path with the JSON 404, not the page', async () => {
    for (const target of ['/assets/missing.js', '/favicon.ico', '/api/user/nothing']) {
      const answer = await get(target, 'text/html');
      expect(answer.status, target).toBe(404);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 4040, data: null });
    }
  });
});

describe('serving the pages the build pre-rendered (issue 10)', () => {
  const server = useTestServer('sqlite', {
    env: () => ({
      SERVE_SPA: 'true',
      SPA_DIR: builtSpaDir({
        'index.html': '<!doctype html><title>셸</title>',
        'pages/home.html': '<!doctype html><title>홈</title>',
        'pages/privacy.html': '<!doctype html><title>개인정보처리방침</title>',
        'pages/routes.json': JSON.stringify({
          '/': 'pages/home.html',
          '/privacy': 'pages/privacy.html',
          // Never served: a map entry outside pages/ is ignored.
          '/secret': '../package.json',
        }),
      }),
    }),
  });

  it.each([
    ['/', '<title>홈</title>'],
    ['/?from=mail', '<title>홈</title>'],
    ['/privacy', '<title>개인정보처리방침</title>'],
    ['/privacy/', '<title>개인정보처리방침</title>'],
    ['/me', '<title>셸</title>'],
    ['/no/such/page', '<title>셸</title>'],
    ['/secret', '<title>셸</title>'],
  ])('answers %s with its pre-rendered page, or the shell', async (target, title) => {
    const response = await server.fetch(target, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(title);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('link previews, 404s, sitemap and robots.txt (issue 13, item 7)', () => {
  const HEAD = (title: string) =>
    `<!doctype html><html lang="ko"><head><meta\n  name="description"\n  content="총동문회 공식 웹사이트"\n/><title>${title}</title></head><body></body></html>`;

  const server = useTestServer('sqlite', {
    env: () => ({
      SERVE_SPA: 'true',
      SPA_DIR: builtSpaDir({
        'index.html': HEAD('한빛고등학교 총동문회'),
        'pages/notice.html': HEAD('공지사항 | 한빛고등학교 총동문회'),
        'pages/signIn.html': HEAD('로그인 | 한빛고등학교 총동문회'),
        'pages/routes.json': JSON.stringify({
          '/association/notice': 'pages/notice.html',
          '/auth/signin': 'pages/signIn.html',
        }),
        'pages/site.json': JSON.stringify({
          paths: ['/', '/association/notice', '/introduce/view', '/auth/signin', '/me', '/admin'],
          noticePath: '/association/notice',
          albumPaths: ['/introduce/view', '/introduce/historyGallery', '/contribution/gallery'],
        }),
      }),
      PUBLIC_ORIGIN: 'https://alumni.example.kr',
    }),
  });

  async function page(target: string) {
    // As a bot asks: no script runs, only the HTML is read.
    const response = await server.fetch(target, {
      headers: { accept: 'text/html', 'user-agent': 'kakaotalk-scrap/1.0' },
    });
    return { status: response.status, html: await response.text() };
  }

  async function publish(title: string, bodyHtml: string): Promise<string> {
    await server.runtime.services.administration.createAdministrator({
      userId: 'office1',
      password: 'Office!2026pass',
      name: '사무국',
      email: 'office@example.com',
    });
    const created = await server.runtime.services.noticeEditing.createNotice(
      { id: 'office1', ip: null },
      { title, bodyHtml, pinned: false, published: true, attachmentsMstId: null },
    );
    return created.noticeId;
  }

  it('gives a notice’s address its own title, description, canonical address and Open Graph tags', async () => {
    const noticeId = await publish(
      '정기총회 <안내> & 일정',
      '<p>12월 5일 토요일 오후 5시, 모교 강당에서 정기총회를 엽니다.</p><p>많은 참석 바랍니다.</p>',
    );
    const { status, html } = await page(`/association/notice?id=${noticeId}`);
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>정기총회 &lt;안내&gt; &amp; 일정 | 한빛고등학교 총동문회</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="정기총회 &lt;안내&gt; &amp; 일정 | 한빛고등학교 총동문회" />',
    );
    expect(html).toContain(
      '<meta name="description" content="12월 5일 토요일 오후 5시, 모교 강당에서 정기총회를 엽니다. 많은 참석 바랍니다." />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      `<link rel="canonical" href="https://alumni.example.kr/association/notice?id=${noticeId}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://alumni.example.kr/icons/icon-512.png" />',
    );
  });

  it('gives an album’s address its title, description and cover as the preview image', async () => {
    await server.runtime.services.administration.createAdministrator({
      userId: 'office1',
      password: 'Office!2026pass',
      name: '사무국',
      email: 'office@example.com',
    });
    const office = { id: 'office1', ip: null };
    const image = await server.runtime.services.siteImages.uploadSiteImage(office, {
      fileName: '교정.jpg',
      stream: Readable.from([await cameraJpeg(2000, 1400)]),
    });
    const { albumId } = await server.runtime.services.albums.createAlbum(office, {
      kind: 'school',
      title: '봄의 교정',
      description: '벚꽃이 핀 4월의 본관입니다.',
      takenOn: null,
      published: true,
      photos: [{ imageId: image.imageId, alt: '벚꽃이 핀 본관', caption: '' }],
    });
    const { status, html } = await page(`/introduce/view?id=${albumId}`);
    expect(status).toBe(200);
    expect(html).toContain(
      '<meta property="og:title" content="봄의 교정 | 한빛고등학교 총동문회" />',
    );
    expect(html).toContain('<meta name="description" content="벚꽃이 핀 4월의 본관입니다." />');
    const preview = image.variants.find((variant) => variant.width === 1024);
    expect(html).toContain(
      `<meta property="og:image" content="https://alumni.example.kr/api/atchFile/media/${preview?.jpeg ?? ''}" />`,
    );
    expect((await page('/introduce/view?id=nothing')).status).toBe(404);
  });

  it('gives an event’s address its title and when and where; a draft or unknown event is a 404 page (issue 33)', async () => {
    const services = server.runtime.services;
    const office = { id: 'office1', ip: null };
    const draft = {
      kind: 'sportsDay' as const,
      title: '제44회 동문 체육대회',
      description: '',
      programme: '',
      startsAt: '2027-05-15T10:00',
      endsAt: '2027-05-15T16:00',
      registrationDeadline: '2027-05-10T18:00',
      refundDeadline: '',
      placeName: '모교 운동장',
      placeAddress: '',
      capacity: 100,
      fees: { member: 0, companion: 0, visitor: 0 },
      visitorsAllowed: true,
      maxCompanions: 2,
      payAtDoor: false,
      contactName: '사무국',
      contactPhone: '02-123-4567',
      contactEmail: '',
    };
    const { eventId } = await services.events.createEvent(office, draft);
    expect((await page(`/alumni/events?id=${eventId}`)).status).toBe(404);
    await services.events.publishEvent(office, eventId);
    const { status, html } = await page(`/alumni/events?id=${eventId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>제44회 동문 체육대회 | 한빛고등학교 총동문회</title>');
    expect(html).toContain(
      '<meta name="description" content="2027.05.15 10:00 · 모교 운동장 · 신청 중',
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://alumni.example.kr/alumni/events?id=${eventId}" />`,
    );
    expect((await page('/alumni/events?id=nothing')).status).toBe(404);
  });

  // String.replace reads `$&`, `$'`, `` $` `` and `$1` in a replacement string as patterns.
  const PATTERN_TITLE = "총회 $' 안내 $` 일정 $& 끝 $1";
  const PATTERN_TITLE_HTML = '총회 $&#39; 안내 $` 일정 $&amp; 끝 $1';

  function expectOneHeadWithTitle(html: string): void {
    expect(html.match(/<title>/gu)).toHaveLength(1);
    expect(html.match(/<\/head>/gu)).toHaveLength(1);
    expect(html.match(/<meta property="og:title"/gu)).toHaveLength(1);
    expect(html).toContain(`<title>${PATTERN_TITLE_HTML} | 한빛고등학교 총동문회</title>`);
    expect(html).toContain(
      `<meta property="og:title" content="${PATTERN_TITLE_HTML} | 한빛고등학교 총동문회" />`,
    );
  }

  it('writes a notice title and description holding $-patterns into the head as text, once', async () => {
    const noticeId = await publish(PATTERN_TITLE, `<p>본문 $' 그리고 $& 그리고 $\` 끝</p>`);
    const { status, html } = await page(`/association/notice?id=${noticeId}`);
    expect(status).toBe(200);
    expectOneHeadWithTitle(html);
    expect(html).toContain(
      '<meta name="description" content="본문 $&#39; 그리고 $&amp; 그리고 $` 끝" />',
    );
  });

  it('writes an album title holding $-patterns into the head as text, once', async () => {
    await server.runtime.services.administration.createAdministrator({
      userId: 'office1',
      password: 'Office!2026pass',
      name: '사무국',
      email: 'office@example.com',
    });
    const office = { id: 'office1', ip: null };
    const image = await server.runtime.services.siteImages.uploadSiteImage(office, {
      fileName: '교정.jpg',
      stream: Readable.from([await cameraJpeg(400, 300)]),
    });
    const { albumId } = await server.runtime.services.albums.createAlbum(office, {
      kind: 'school',
      title: PATTERN_TITLE,
      description: '',
      takenOn: null,
      published: true,
      photos: [{ imageId: image.imageId, alt: '본관', caption: '' }],
    });
    const { status, html } = await page(`/introduce/view?id=${albumId}`);
    expect(status).toBe(200);
    expectOneHeadWithTitle(html);
  });

  it('gives every page its own head; an unknown path or notice is a 404 page', async () => {
    const list = await page('/association/notice');
    expect(list.status).toBe(200);
    expect(list.html).toContain(
      '<meta property="og:title" content="공지사항 | 한빛고등학교 총동문회" />',
    );
    expect(list.html).toContain(
      '<link rel="canonical" href="https://alumni.example.kr/association/notice" />',
    );
    expect((await page('/me')).status).toBe(200);
    expect((await page('/admin')).status).toBe(200);
    for (const target of ['/no/such/page', '/association/notice?id=nothing']) {
      const missing = await page(target);
      expect(missing.status, target).toBe(404);
      expect(missing.html).toContain('<!doctype html>');
    }
  });

  it('lists the public pages and every published notice in /sitemap.xml, and the rules in /robots.txt', async () => {
    const noticeId = await publish('송년회 안내', '<p>송년회를 엽니다.</p>');
    const sitemap = await server.fetch('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/u);
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://alumni.example.kr/association/notice</loc>');
    expect(xml).toContain(`<loc>https://alumni.example.kr/association/notice?id=${noticeId}</loc>`);
    expect(xml).not.toContain('/auth/signin');
    const robots = await (await server.fetch('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /messages/');
    expect(robots).toContain('Sitemap: https://alumni.example.kr/sitemap.xml');
  });
});
