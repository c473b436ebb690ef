/**
 * What a page's head tells a link preview (KakaoTalk, search engines) without running its
 * script: the title, the description, the canonical address and the Open Graph tags, written
 * into the HTML the server answers.
 */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** The page's absolute address. */
  readonly url: string;
  readonly siteName: string;
  /** `article` for a notice, `website` for the rest. */
  readonly type: 'website' | 'article';
  /** An absolute image address for the preview. */
  readonly image: string;
}

const TITLE = /<title>([\s\S]*?)<\/title>/u;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/u;

/** HTML text or attribute value: the five characters that could end or open markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;')
    .replace(/'/gu, '&#39;');
}

/** The page's own title and description, as the build wrote them. */
export function headOf(html: string): { title: string; description: string } {
  const normalised = html.replace(/\s*\n\s*/gu, ' ');
  return {
    title: decode(TITLE.exec(normalised)?.[1]?.trim() ?? ''),
    description: decode(DESCRIPTION.exec(normalised)?.[1] ?? ''),
  };
}

/** The page with the head's title, description, canonical address and Open Graph tags. */
export function withHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}" />`,
    `<meta property="og:locale" content="ko_KR" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  // Replacer functions, not strings: a title is text, and `$&`, `$'` or `$1` in it would
  // otherwise be read as replacement patterns (the matched text, the rest of the page).
  return html
    .replace(/<title>[\s\S]*?<\/title>/u, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/u,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

function decode(text: string): string {
  return text
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&quot;/gu, '"')
    .replace(/&#39;/gu, "'")
    .replace(/&amp;/gu, '&');
}
