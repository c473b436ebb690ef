/**
 * What the office's rich text (a notice's body) may hold once saved: an allow-list that the
 * server's sanitiser applies (and the fake backend alike). Paragraphs, headings, emphasis,
 * lists, quotes, tables, code, links and the site's own images; nothing that runs (no script,
 * style, event attribute, iframe, object or SVG) and nothing loaded from elsewhere.
 */
export const RICH_TEXT_POLICY = {
  tags: (
    'p br strong b em i u s h2 h3 h4 ul ol li blockquote a img hr table thead tbody tr th td ' +
    'code pre'
  ).split(' '),
  attributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  } as Readonly<Record<string, readonly string[]>>,
  /** Where a link may go (besides the site's own paths). */
  linkSchemes: ['http', 'https', 'mailto'],
  /** Every link opens without handing the page or its address to the other site. */
  linkRel: 'noopener noreferrer nofollow',
} as const;

/**
 * The width of the photo a body shows (the editor's 사진, the demo's pictures): the processed
 * JPEG of 1024 px, or the widest under it; wide enough for the page's text column at 2×.
 */
export const BODY_IMAGE_WIDTH = 1024;

/** Where a processed photo's file is served: the address a body's image keeps. */
export function siteMediaPath(atchFileId: string): string {
  return `/api/atchFile/media/${encodeURIComponent(atchFileId)}`;
}

/**
 * The files of the site's photos a body names (`/api/atchFile/media/<id>`, in an image or a
 * link), each once, in their order: what the body holds, so that the photos are kept.
 */
export function siteMediaFileIdsIn(html: string): string[] {
  const ids = [...html.matchAll(/\/api\/atchFile\/media\/([A-Za-z0-9_-]+)/gu)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(ids)];
}

/**
 * A sanitised body with its photos' addresses made by `urlOf`: the API's own origin when it is
 * configured apart from the site's, and the fake backend's in-memory files in `npm run demo`.
 */
export function withMediaAddresses(html: string, urlOf: (atchFileId: string) => string): string {
  return html.replace(
    /(<img\b[^>]*?\ssrc=")\/api\/atchFile\/media\/([A-Za-z0-9_-]+)"/gu,
    (_, start: string, atchFileId: string) => `${start}${attributeText(urlOf(atchFileId))}"`,
  );
}

function attributeText(text: string): string {
  return text.replace(/[&"<>]/gu, (character) => `&#${character.charCodeAt(0)};`);
}

/** The site's processed images (`/api/atchFile/media/<id>`): the only images a body may show. */
export function isSiteMedia(src: string | undefined): boolean {
  return (
    src !== undefined && /^\/api\/atchFile\/media\/[A-Za-z0-9_-]+(\?[A-Za-z0-9=&_-]*)?$/u.test(src)
  );
}

/** Whether a sanitised body says anything: some text, or an image. */
export function hasRichTextContent(sanitised: { html: string; text: string }): boolean {
  return sanitised.text.trim() !== '' || /<img\s/iu.test(sanitised.html);
}

/**
 * The allow-list as an HTML sanitiser takes it (the options of sanitize-html, the one the server
 * and the fake backend use): `b`/`i` read as `strong`/`em`, every link given `linkRel`, images
 * kept only from the site's media path, no protocol-relative or `data:` address.
 */
export const RICH_TEXT_SANITIZER_OPTIONS = {
  allowedTags: [...RICH_TEXT_POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_POLICY.linkSchemes],
  allowedSchemesByTag: { img: [] as string[] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard' as const,
  exclusiveFilter: (frame: { tag: string; attribs: Record<string, string | undefined> }) =>
    frame.tag === 'img' && !isSiteMedia(frame.attribs.src),
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>) => ({
      tagName,
      attribs: { ...attribs, rel: RICH_TEXT_POLICY.linkRel },
    }),
    b: 'strong',
    i: 'em',
  },
};

/** A sanitiser's function: sanitize-html's own, given to `cleanRichText` by an adapter. */
export type SanitizeFunction = (
  html: string,
  options:
    | typeof RICH_TEXT_SANITIZER_OPTIONS
    | { allowedTags: string[]; allowedAttributes: Record<string, string[]> },
) => string;

/** The body kept by the allow-list, and its text alone (for search and the "is it empty" check). */
export function cleanRichText(
  html: string,
  sanitize: SanitizeFunction,
): { readonly html: string; readonly text: string } {
  const safe = sanitize(html, RICH_TEXT_SANITIZER_OPTIONS);
  const stripped = sanitize(spacedBlocks(safe), { allowedTags: [], allowedAttributes: {} });
  return { html: safe, text: plainTextOf(stripped) };
}

/** Where a block ends, the text gets a space, so that words of two paragraphs do not join. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|td|th|tr)>|<br\s*\/?>|<hr\s*\/?>/giu;

/** Marks the ends of blocks so that a tag stripper keeps words apart. */
export function spacedBlocks(html: string): string {
  return html.replace(BLOCK_END, (end) => `${end} `);
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
  '&amp;': '&',
};

/** Text with the few entities a stripper leaves turned back into characters, spaces collapsed. */
export function plainTextOf(stripped: string): string {
  return stripped
    .replace(/&(lt|gt|quot|#39|nbsp|amp);/gu, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/gu, ' ')
    .trim();
}
