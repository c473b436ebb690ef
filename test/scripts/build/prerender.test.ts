import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkPreloads, fillTemplate, stylesheetsFirst } from '../../../scripts/build/prerender';

const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <title>총동문회</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('fillTemplate', () => {
  it('puts the page’s own description in its meta description, escaped (issue 13)', () => {
    const html = fillTemplate(
      TEMPLATE.replace(
        '<title>',
        '<meta\n      name="description"\n      content="사이트 설명"\n    />\n    <title>',
      ),
      {
        title: '공지사항',
        description: '행사 & "모임" 소식',
        root: '',
        preloads: [],
        stylesheets: [],
      },
    );
    expect(html).toContain(
      '<meta name="description" content="행사 &amp; &quot;모임&quot; 소식" />',
    );
    expect(html).not.toContain('사이트 설명');
  });

  it('puts the page in #root, its title in <title>, and its preloads before </head>', () => {
    const html = fillTemplate(TEMPLATE, {
      title: '개인정보처리방침 | 한빛고등학교 총동문회',
      root: '<div class="site" inert="">본문</div>',
      preloads: ['/assets/PrivacyPage-b.js'],
      stylesheets: ['/assets/PrivacyPage-c.css'],
    });
    expect(html).toContain('<div id="root"><div class="site" inert="">본문</div></div>');
    expect(html).toContain('<title>개인정보처리방침 | 한빛고등학교 총동문회</title>');
    expect(html).toContain(
      '<title>개인정보처리방침 | 한빛고등학교 총동문회</title>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/PrivacyPage-c.css">\n' +
        '    <script type="module" crossorigin src="/assets/index-a.js"></script>\n',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/PrivacyPage-b.js">\n  </head>',
    );
  });

  it('lists the stylesheets before the scripts, in their own order (issue 13: first paint)', () => {
    const head = [
      '<html><head>',
      '    <title>t</title>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/app.css">',
      '    <link rel="stylesheet" crossorigin href="/assets/Page.css">',
      '    <link rel="modulepreload" crossorigin href="/assets/Page.js">',
      '  </head><body><link rel="stylesheet" href="/late.css"></body></html>',
    ].join('\n');
    const moved = stylesheetsFirst(head);
    const order = [...moved.matchAll(/(?:href|src)="([^"]+)"/gu)].map((match) => match[1]);
    expect(order).toEqual([
      '/assets/app.css',
      '/assets/Page.css',
      '/assets/index.js',
      '/assets/framework.js',
      '/assets/Page.js',
      '/late.css',
    ]);
    expect(stylesheetsFirst(moved)).toBe(moved);
    expect(moved.split('\n')).toHaveLength(head.split('\n').length);
  });

  it('escapes the title, and keeps "$" patterns in the page as they are', () => {
    const html = fillTemplate(TEMPLATE, {
      title: '<공지> & "안내"',
      root: '<p>$& $1 $$</p>',
      preloads: [],
      stylesheets: [],
    });
    expect(html).toContain('<title>&lt;공지&gt; &amp; &quot;안내&quot;</title>');
    expect(html).toContain('<p>$& $1 $$</p>');
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      fillTemplate('<html><body></body></html>', {
        title: null,
        root: '',
        preloads: [],
        stylesheets: [],
      }),
    ).toThrow(/root/u);
  });
});

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  css: string[] = [],
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

describe('chunkPreloads', () => {
  const bundle = {
    'assets/HomePage-1.js': chunk(
      'assets/HomePage-1.js',
      '/site/src/ui/content/HomePage.tsx',
      ['assets/use-load-2.js', 'assets/framework-3.js'],
      ['assets/HomePage-6.css'],
    ),
    'assets/use-load-2.js': chunk(
      'assets/use-load-2.js',
      null,
      ['assets/framework-3.js'],
      ['assets/use-load-5.css'],
    ),
    'assets/framework-3.js': chunk('assets/framework-3.js', null, []),
    'assets/SignUpPage-4.js': chunk(
      'assets/SignUpPage-4.js',
      '/site/src/ui/accounts/sign-up/SignUpPage.tsx',
      [],
    ),
    'index.html': { type: 'asset', fileName: 'index.html' },
  } as unknown as OutputBundle;

  it('lists the page chunk and everything it imports, once each, and their stylesheets', () => {
    expect(chunkPreloads(bundle, { root: '/site', base: '/' }, 'content/HomePage')).toEqual({
      scripts: ['/assets/HomePage-1.js', '/assets/use-load-2.js', '/assets/framework-3.js'],
      // What the page imports first, its own last: the order Vite loads them in the browser.
      stylesheets: ['/assets/use-load-5.css', '/assets/HomePage-6.css'],
    });
  });

  it('fails the build when a page has no chunk (a renamed page file)', () => {
    expect(() => chunkPreloads(bundle, { root: '/site', base: '/' }, 'GonePage')).toThrow(
      /GonePage/u,
    );
  });
});
