import sanitizeHtml from 'sanitize-html';
import type { HtmlSanitizer } from '../../application/shared/ports';

/**
 * The office's rich text, kept safe with sanitize-html (an allow-list, parsed by htmlparser2):
 * the tags a notice needs and nothing that runs — no script, style, iframe, object, SVG or
 * event attribute; links only to http(s), mail and the site's own paths; images only from the
 * site's own media path, so that a page loads nothing from elsewhere (and the CSP stays tight).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: (
    'p br strong b em i u s h2 h3 h4 ul ol li blockquote a img hr table thead tbody tr th td ' +
    'code pre'
  ).split(' '),
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnMedia(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
    b: 'strong',
    i: 'em',
  },
};

/** The site's processed images (/api/atchFile/media/<id>), and nothing else. */
function isOwnMedia(src: string | undefined): boolean {
  return (
    src !== undefined && /^\/api\/atchFile\/media\/[A-Za-z0-9_-]+(\?[A-Za-z0-9=&_-]*)?$/u.test(src)
  );
}

/** Where a block ends, the text gets a space, so that words of two paragraphs do not join. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|td|th|tr)>|<br\s*\/?>|<hr\s*\/?>/giu;

const ENTITIES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
  '&amp;': '&',
};

export class SanitizeHtmlSanitizer implements HtmlSanitizer {
  clean(html: string): { html: string; text: string } {
    const safe = sanitizeHtml(html, OPTIONS);
    const text = sanitizeHtml(
      safe.replace(BLOCK_END, (end) => `${end} `),
      {
        allowedTags: [],
        allowedAttributes: {},
      },
    )
      .replace(/&(lt|gt|quot|#39|nbsp|amp);/gu, (entity) => ENTITIES[entity] ?? entity)
      .replace(/\s+/gu, ' ')
      .trim();
    return { html: safe, text };
  }
}
