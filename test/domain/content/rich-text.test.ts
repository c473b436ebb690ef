import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import {
  cleanRichText,
  RICH_TEXT_SANITIZER_OPTIONS,
  hasRichTextContent,
  isSiteMedia,
  siteMediaFileIdsIn,
  plainTextOf,
  spacedBlocks,
  withMediaAddresses,
} from '../../../src/domain/content/rich-text';
import { NOTICE_QUERY_MAX_LENGTH, noticeQueryOf } from '../../../src/domain/content/notices';

describe('the rich text allow-list (issue 13: notices’ bodies)', () => {
  it('keeps only the site’s own media as images', () => {
    expect(isSiteMedia('/api/atchFile/media/abc_123-X')).toBe(true);
    expect(isSiteMedia('/api/atchFile/media/abc?w=640&f=webp')).toBe(true);
    for (const src of [
      undefined,
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'data:image/png;base64,AAAA',
      '/api/atchFile/media/../../etc/passwd',
      '/api/user/file/downloadFile',
      'javascript:alert(1)',
    ]) {
      expect(isSiteMedia(src), String(src)).toBe(false);
    }
  });

  it('keeps words of two blocks apart in the text, and turns entities back into characters', () => {
    expect(plainTextOf(spacedBlocks('<p>하나</p><p>둘</p>').replace(/<[^>]*>/gu, ''))).toBe(
      '하나 둘',
    );
    expect(plainTextOf('a &lt;b&gt; &amp;lt; &quot;c&quot; &#39;d&#39;&nbsp;e')).toBe(
      'a <b> &lt; "c" \'d\' e',
    );
  });

  it('never lets a script, a handler or a foreign address through, whatever it is given (property)', () => {
    const piece = fc.constantFrom(
      '<p>',
      '</p>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<iframe src=//evil.example>',
      '<td style="color:red">',
      '<b onclick="x">굵게</b>',
      '한글',
      '&lt;script&gt;',
      '<img src="/api/atchFile/media/ok">',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const { html } = cleanRichText(pieces.join(''), sanitizeHtml);
        expect(html).not.toMatch(/<script|<svg|<iframe|\son\w+=|javascript:|style=/iu);
        for (const src of html.matchAll(/src="([^"]*)"/gu)) expect(isSiteMedia(src[1])).toBe(true);
      }),
    );
  });

  // Read from the sanitiser's own options, so that a tag or attribute added later is tried too.
  const ACTIVE_ATTRIBUTES = [
    'style',
    'onclick',
    'onerror',
    'onload',
    'onmouseover',
    'onfocus',
    'onanimationstart',
    'formaction',
    'srcdoc',
    'class',
    'id',
  ];

  it.each(RICH_TEXT_SANITIZER_OPTIONS.allowedTags)(
    'removes style and every event handler from <%s>, an allowed tag, and keeps the tag',
    (tag) => {
      const kept =
        tag === 'img' ? ' src="/api/atchFile/media/ok"' : tag === 'a' ? ' href="/x"' : '';
      // A style a CSS parser keeps (an unparsable one would be dropped for that reason alone).
      const active = ACTIVE_ATTRIBUTES.map((name) =>
        name === 'style'
          ? ' style="position:fixed;background-image:url(https://evil.example/x.png)"'
          : ` ${name}="alert(1)"`,
      ).join('');
      const { html } = cleanRichText(`<${tag}${kept}${active}>글</${tag}>`, sanitizeHtml);
      const transformed = RICH_TEXT_SANITIZER_OPTIONS.transformTags[tag as 'b' | 'i'];
      const shown = typeof transformed === 'string' ? transformed : tag;
      expect(html).toMatch(new RegExp(`<${shown}[\\s/>]`, 'u'));
      for (const name of ACTIVE_ATTRIBUTES) {
        expect(html, `${name} on <${tag}>`).not.toMatch(new RegExp(`\\s${name}=`, 'iu'));
      }
      expect(html).not.toMatch(/alert|evil\.example|position/u);
    },
  );

  it('says a body is empty when it has neither text nor an image', () => {
    expect(hasRichTextContent(cleanRichText('<p> </p><script>x</script>', sanitizeHtml))).toBe(
      false,
    );
    expect(
      hasRichTextContent(cleanRichText('<img src="/api/atchFile/media/a">', sanitizeHtml)),
    ).toBe(true);
    expect(hasRichTextContent(cleanRichText('<p>안내</p>', sanitizeHtml))).toBe(true);
  });
});

describe('a notice search’s words', () => {
  it('are trimmed, their spaces collapsed, blank read as none, and cut to the limit', () => {
    expect(noticeQueryOf('  정기   총회 ')).toBe('정기 총회');
    expect(noticeQueryOf('   ')).toBeNull();
    expect(noticeQueryOf(undefined)).toBeNull();
    expect(noticeQueryOf('가'.repeat(NOTICE_QUERY_MAX_LENGTH + 5))).toHaveLength(
      NOTICE_QUERY_MAX_LENGTH,
    );
  });
});

describe('a body’s photos at the media files’ own address (the API’s origin, the demo’s files)', () => {
  it('rewrites only the site’s media paths in images, escaping what the address holds', () => {
    const body =
      '<p>행사</p><p><img src="/api/atchFile/media/abc_123" alt="행사" width="400" height="300"></p>' +
      '<p><a href="/api/atchFile/media/abc_123">/api/atchFile/media/abc_123</a></p>';
    expect(
      withMediaAddresses(body, (id) => `https://api.example.org/api/atchFile/media/${id}`),
    ).toBe(
      '<p>행사</p><p><img src="https://api.example.org/api/atchFile/media/abc_123" alt="행사" width="400" height="300"></p>' +
        '<p><a href="/api/atchFile/media/abc_123">/api/atchFile/media/abc_123</a></p>',
    );
    expect(withMediaAddresses(body, () => 'blob:x" onerror="alert(1)')).toContain(
      'src="blob:x&#34; onerror=&#34;alert(1)"',
    );
  });

  it('leaves a body without the site’s photos as it was (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = `<p>${text.replace(/[<>"]/gu, '')}</p>`;
        expect(withMediaAddresses(html, () => 'changed')).toBe(html);
      }),
    );
  });
});

describe('the photos a body holds (issue 28: images know who holds them)', () => {
  it('names each file of the site’s media the body shows or links, once, in order', () => {
    const html =
      '<p><img src="/api/atchFile/media/jpeg_1024-A" alt="행사" width="400" height="300"></p>' +
      '<p><a href="/api/atchFile/media/webp_640">원본</a></p>' +
      '<p><img src="/api/atchFile/media/jpeg_1024-A?w=640&amp;f=webp" alt="다시"></p>';
    expect(siteMediaFileIdsIn(html)).toEqual(['jpeg_1024-A', 'webp_640']);
  });

  it('holds nothing for text alone or for addresses elsewhere', () => {
    expect(siteMediaFileIdsIn('<p>사진 없는 공지</p>')).toEqual([]);
    expect(siteMediaFileIdsIn('<p>/api/atchFile/download/abc 와 /api/atchFile/media/</p>')).toEqual(
      [],
    );
  });
});
