import fs from 'node:fs';
import path from 'node:path';
import { buildRouteTable, normalizePath } from '../../../../src/domain/shared/routing/route-table';
import { headOf, withHead } from './page-head';
import { type RenderPage, withRenderedContent } from './page-rendering';

/** A published notice's title and opening words, for its page's head; null when there is none. */
export type FindNotice = (
  noticeId: string,
) => Promise<{ title: string; description: string } | null>;

/** A published album's title, description and cover's file id, for its page's head. */
export type FindAlbum = (
  albumId: string,
) => Promise<{ title: string; description: string; imageFileId: string | null } | null>;

/** A public event's title and when and where, for its page's head; null for none or a draft. */
export type FindEvent = FindNotice;

export interface SitePagesOptions {
  readonly spaDir: string;
  readonly publicOrigin: string;
  readonly findNotice: FindNotice;
  readonly findAlbum: FindAlbum;
  /** Absent: event addresses get the calendar's head. */
  readonly findEvent?: FindEvent;
  /** Renders a public page with its content; null or absent: the build-time pages alone. */
  readonly renderPage?: RenderPage | null;
}

/** 행사 일정's path: an event's page is its `?id=` (the same whatever the product segment). */
const EVENTS_PATH = buildRouteTable().byId('events').path;

/** The HTML answer to a page's address: 404 for a path the site does not have. */
export interface PageAnswer {
  readonly status: 200 | 404;
  readonly html: string;
}

/**
 * The site's pages as the server answers them (issue 13, item 7): the page the build
 * pre-rendered for a public route, or the shell for any other route, each with its title,
 * description, canonical address and Open Graph tags in the head, so that a link pasted into
 * KakaoTalk or read by a search engine previews without running the script. A notice's address
 * (`?id=`) carries the notice's own title and opening words, an album's its title, description
 * and cover. A public page comes with its content, rendered for the visitor by the SPA's own
 * components (page-rendering.ts), so that it shows without the script. A path the site does not
 * have is answered 404 (the shell, whose router shows the not-found page).
 */
export class SitePages {
  private readonly files = new Map<string, string>();
  private readonly prerendered: ReadonlyMap<string, string>;
  /** Null when the build listed no routes (an older build): every page path is answered 200. */
  private readonly known: ReadonlySet<string> | null;
  private readonly noticePath: string | null;
  private readonly albumPaths: ReadonlySet<string>;
  readonly siteName: string;

  constructor(private readonly options: SitePagesOptions) {
    this.prerendered = readPrerenderedRoutes(options.spaDir);
    const site = readSite(options.spaDir);
    this.known =
      site.paths.length > 0 ? new Set([...site.paths, ...this.prerendered.keys()]) : null;
    this.noticePath = site.noticePath;
    this.albumPaths = new Set(site.albumPaths);
    this.siteName = headOf(this.file('index.html')).title;
  }

  /** The public routes a search engine may list (not the sign-in and account pages). */
  publicPaths(): string[] {
    return [...this.prerendered.keys()].filter((route) => !route.startsWith('/auth/'));
  }

  get noticeListPath(): string | null {
    return this.noticePath;
  }

  /** The page for an address, rendered with its content for a visitor at `visitorIp`. */
  async answer(url: string, visitorIp: string): Promise<PageAnswer> {
    const route = normalizePath(url);
    const file = this.prerendered.get(route);
    const built = this.file(file ?? 'index.html');
    const rendered =
      file && this.options.renderPage ? await this.options.renderPage(url, visitorIp) : null;
    const html = rendered ? withRenderedContent(built, rendered) : built;
    const own = headOf(html);
    const origin = this.options.publicOrigin;
    const base = {
      siteName: this.siteName,
      image: `${origin}/icons/icon-512.png`,
      type: 'website' as const,
    };
    const noticeId = route === this.noticePath ? new URL(url, origin).searchParams.get('id') : null;
    if (noticeId) {
      const notice = await this.options.findNotice(noticeId);
      const head = notice
        ? {
            ...base,
            type: 'article' as const,
            title: `${notice.title} | ${this.siteName}`,
            description: notice.description || own.description,
          }
        : { ...base, ...own };
      const address = `${origin}${route}?id=${encodeURIComponent(noticeId)}`;
      return { status: notice ? 200 : 404, html: withHead(html, { ...head, url: address }) };
    }
    const eventId =
      route === EVENTS_PATH && this.options.findEvent
        ? new URL(url, origin).searchParams.get('id')
        : null;
    if (eventId && this.options.findEvent) {
      const event = await this.options.findEvent(eventId);
      const head = event
        ? {
            ...base,
            title: `${event.title} | ${this.siteName}`,
            description: event.description || own.description,
          }
        : { ...base, ...own };
      const address = `${origin}${route}?id=${encodeURIComponent(eventId)}`;
      return { status: event ? 200 : 404, html: withHead(html, { ...head, url: address }) };
    }
    const albumId = this.albumPaths.has(route) ? new URL(url, origin).searchParams.get('id') : null;
    if (albumId) {
      const album = await this.options.findAlbum(albumId);
      const head = album
        ? {
            ...base,
            type: 'article' as const,
            title: `${album.title} | ${this.siteName}`,
            description: album.description || own.description,
            image: album.imageFileId
              ? `${origin}/api/atchFile/media/${encodeURIComponent(album.imageFileId)}`
              : base.image,
          }
        : { ...base, ...own };
      const address = `${origin}${route}?id=${encodeURIComponent(albumId)}`;
      return { status: album ? 200 : 404, html: withHead(html, { ...head, url: address }) };
    }
    const status = !this.known || this.known.has(route) ? 200 : 404;
    return { status, html: withHead(html, { ...base, ...own, url: `${origin}${route}` }) };
  }

  private file(name: string): string {
    let html = this.files.get(name);
    if (html === undefined) {
      html = fs.readFileSync(path.join(this.options.spaDir, name), 'utf8');
      this.files.set(name, html);
    }
    return html;
  }
}

/** Path → file of the pages the build pre-rendered; none when the build made none. */
function readPrerenderedRoutes(spaDir: string): Map<string, string> {
  const routes = readJson(spaDir, 'pages/routes.json') ?? {};
  return new Map(
    Object.entries(routes).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && /^pages\/[\w-]+\.html$/u.test(entry[1]),
    ),
  );
}

/** Every route's path, the notice list's and the galleries', as the build listed them. */
function readSite(spaDir: string): {
  paths: string[];
  noticePath: string | null;
  albumPaths: string[];
} {
  const site = readJson(spaDir, 'pages/site.json') ?? {};
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];
  return {
    paths: strings(site.paths),
    noticePath: typeof site.noticePath === 'string' ? site.noticePath : null,
    albumPaths: strings(site.albumPaths),
  };
}

function readJson(dir: string, file: string): Record<string, unknown> | null {
  const full = path.join(dir, file);
  return fs.existsSync(full)
    ? (JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown>)
    : null;
}
