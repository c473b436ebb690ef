import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { StaticSite } from '../../src/composition/static-rendering';
import { manifestFor } from './web-manifest.ts';

/** Where the pre-rendered pages go in the build, and the map of their paths. */
export const PAGES_DIR = 'pages';
export const ROUTES_FILE = `${PAGES_DIR}/routes.json`;
/** Every route's path and the notice list's, for the server's 404s, sitemap and link previews. */
export const SITE_FILE = `${PAGES_DIR}/site.json`;
/**
 * Where the server's renderer of public pages goes (issue 13, item 7): `render/server-rendering.js`
 * and its chunks, ES modules that import the libraries from node_modules. The server loads it
 * and never serves the folder.
 */
export const RENDER_DIR = 'render';
const RENDER_ENTRY = 'src/composition/server-rendering.ts';

/**
 * Pre-renders the site at build time (issue 10, first paint without waiting): every public
 * route becomes `pages/<route id>.html`, with the header, menu, page and footer already in the
 * HTML, its own title, and a `modulepreload` of its page's chunk; `index.html` becomes the shell
 * (header, menu, footer, loading state) for every other path. `pages/routes.json` tells the
 * server which file answers which path. The app then renders the same page over it. The web app
 * manifest, which needs the association's name, is written here too.
 *
 * The pages are rendered by the app's own components, loaded through a Vite server in SSR mode
 * (`src/composition/static-rendering.ts`), with the build's configuration and `VITE_*` values.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'alumni:prerender',
    // Not in the build of the server's renderer, which this plugin starts itself.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const template = String(index.source);
      const site = await renderWithVite(config);
      index.source = fillTemplate(template, {
        title: site.shellTitle,
        root: site.shell,
        preloads: [],
        stylesheets: [],
      });
      const routes: Record<string, string> = {};
      for (const page of site.pages) {
        const file = `${PAGES_DIR}/${page.route.id}.html`;
        const needed = chunkPreloads(bundle, config, page.pageFile);
        const notInTemplate = (href: string) => !template.includes(`"${href}"`);
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: fillTemplate(template, {
            title: page.title,
            description: page.description,
            root: page.html,
            preloads: needed.scripts.filter(notInTemplate),
            stylesheets: needed.stylesheets.filter(notInTemplate),
          }),
        });
        routes[page.route.path] = file;
      }
      for (const file of await buildRenderer(config)) {
        this.emitFile({ type: 'asset', fileName: `${RENDER_DIR}/${file.name}`, source: file.code });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: manifestFor(site.shellTitle),
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTES_FILE,
        source: `${JSON.stringify(routes, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: SITE_FILE,
        source: `${JSON.stringify(
          { paths: site.paths, noticePath: site.noticePath, albumPaths: site.albumPaths },
          null,
          2,
        )}\n`,
      });
    },
  };
}

/**
 * Builds the server's renderer with the build's configuration and `VITE_*` values, so that it
 * renders exactly the pages the browser hydrates; in memory, emitted with the SPA's files.
 */
async function buildRenderer(
  config: ResolvedConfig,
): Promise<{ readonly name: string; readonly code: string }[]> {
  const result = await build({
    configFile: config.configFile ?? false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: RENDER_ENTRY, write: false, sourcemap: false, copyPublicDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output?: unknown }[];
  const files: { name: string; code: string }[] = [
    // The modules are ES modules wherever the build is copied to.
    { name: 'package.json', code: '{ "type": "module" }\n' },
  ];
  for (const { output } of outputs) {
    if (!Array.isArray(output)) throw new Error('The renderer build returned no output');
    for (const item of output as { type: string; fileName: string; code?: string }[]) {
      if (item.type === 'chunk' && item.code !== undefined)
        files.push({ name: item.fileName, code: item.code });
    }
  }
  if (!files.some((file) => file.name === 'server-rendering.js'))
    throw new Error('The renderer build made no server-rendering.js');
  return files;
}

async function renderWithVite(config: ResolvedConfig): Promise<StaticSite> {
  const server = await createServer({
    configFile: config.configFile ?? false,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await server.ssrLoadModule('/src/composition/static-rendering.ts')) as {
      renderStaticSite: (env: Record<string, unknown>) => Promise<StaticSite>;
    };
    return await module.renderStaticSite(config.env);
  } finally {
    await server.close();
  }
}

export interface TemplateFill {
  /** The document's title; null keeps the template's. */
  readonly title: string | null;
  /** The page's own description; absent or null keeps the template's (the site's). */
  readonly description?: string | null;
  /** The HTML that goes inside `<div id="root">`. */
  readonly root: string;
  /** Addresses of module scripts to preload. */
  readonly preloads: readonly string[];
  /**
   * Addresses of the page chunk's own stylesheets: linked in the HTML, since the pre-rendered
   * page is shown before its chunk could load them (it would appear unstyled, then shift).
   */
  readonly stylesheets: readonly string[];
}

/** Puts a rendered page into the built index.html. */
export function fillTemplate(template: string, fill: TemplateFill): string {
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('index.html has no empty <div id="root"></div> to fill');
  }
  let html = template.replace('<div id="root"></div>', () => `<div id="root">${fill.root}</div>`);
  if (fill.title !== null) {
    const title = escapeHtml(fill.title);
    html = html.replace(/<title>[^<]*<\/title>/u, () => `<title>${title}</title>`);
  }
  if (fill.description) {
    const description = escapeHtml(fill.description);
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/u,
      () => `<meta name="description" content="${description}" />`,
    );
  }
  const links = [
    ...fill.stylesheets.map(
      (href) => `    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}">\n`,
    ),
    ...fill.preloads.map(
      (href) => `    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n`,
    ),
  ].join('');
  if (links) html = html.replace('  </head>', () => `${links}  </head>`);
  return stylesheetsFirst(html);
}

/**
 * Moves the head's stylesheets before its scripts: they hold the first paint back, the scripts
 * do not (the page is already in the HTML). Over HTTP/1.1 a browser opens six connections to a
 * host, and a page's stylesheet listed after five scripts waited for one of them.
 */
export function stylesheetsFirst(html: string): string {
  const head = /<head>[\s\S]*?<\/head>/u.exec(html)?.[0];
  const firstScript = head?.search(/<script\b|<link rel="modulepreload"/u) ?? -1;
  if (!head || firstScript < 0) return html;
  const stylesheet = /[ \t]*<link rel="stylesheet"[^>]*>\n?/gu;
  const before = head.slice(0, firstScript);
  const after = head.slice(firstScript);
  const moved = after.match(stylesheet) ?? [];
  if (moved.length === 0) return html;
  const indent = /[ \t]*$/u.exec(before)?.[0] ?? '';
  const sheets = moved.map((link) => `${link.trim()}\n${indent}`).join('');
  return html.replace(head, () => `${before}${sheets}${after.replace(stylesheet, '')}`);
}

/** The page file's chunk and every chunk it imports statically, and their stylesheets. */
export function chunkPreloads(
  bundle: OutputBundle,
  config: Pick<ResolvedConfig, 'root' | 'base'>,
  pageFile: string,
): { readonly scripts: string[]; readonly stylesheets: string[] } {
  const pageModule = path.join(config.root, 'src', 'ui', `${pageFile}.tsx`);
  const chunks = Object.values(bundle).filter((each): each is OutputChunk => each.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId === pageModule);
  if (!page) throw new Error(`No chunk in the build for ${pageModule}`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
    // A chunk's own styles after those of what it imports, as Vite loads them in the browser: a
    // page's rule then wins over a shared component's rule of equal specificity in both.
    for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(css);
  };
  visit(page);
  const address = (file: string) => `${config.base}${file}`;
  return { scripts: [...files].map(address), stylesheets: [...stylesheets].map(address) };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
