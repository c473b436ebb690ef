import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  inProcessFetch,
  DEFAULT_RENDERING_LIMITS,
  loadPageRenderer,
  withRenderedContent,
} from '../../../../../server/adapters/http/shared/page-rendering';
import { SERVER_ANSWERS_ID } from '../../../../../src/contract/shared/server-answers';

const BUILT_PAGE =
  '<!doctype html><html><head><title>공지사항</title></head><body><div id="root"><div inert="">불러오는 중입니다…</div></div></body></html>';

/**
 * A stand-in for the build's renderer (dist/render/server-rendering.js): renders the page's
 * address and the first API answer, or waits, or fails, as the path says.
 */
const STAND_IN_RENDERER = `
export async function renderPublicPage({ path, search, fetch, signal }) {
  if (path === '/fails') throw new Error('렌더링 실패');
  if (path === '/slow') await new Promise((resolve) => signal.addEventListener('abort', resolve));
  const answer = await (await fetch('/api/public/echo?' + search, { headers: { accept: 'application/json' } })).json();
  return { html: '<main><h1>' + path + '</h1></main>', loads: { 'r1|': answer } };
}
`;

describe("the server's rendering of public pages (issue 13, item 7)", () => {
  let app: FastifyInstance;
  let spaDir: string;

  beforeEach(async () => {
    app = Fastify({ logger: false });
    app.get('/api/public/echo', async (request) => ({
      query: request.query,
      ip: request.ip,
      token: request.headers.authorization ?? null,
    }));
    app.get('/api/public/unchanged', async (_request, reply) => reply.code(304).send());
    await app.ready();
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-render-'));
  });

  afterEach(async () => {
    await app.close();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  function writeRenderer(source = STAND_IN_RENDERER) {
    fs.mkdirSync(path.join(spaDir, 'render'), { recursive: true });
    fs.writeFileSync(path.join(spaDir, 'render', 'package.json'), '{ "type": "module" }');
    fs.writeFileSync(path.join(spaDir, 'render', 'server-rendering.js'), source);
  }

  it('renders with the API read in process, as the visitor (their address, no token)', async () => {
    writeRenderer();
    const render = await loadPageRenderer(app, spaDir, pino({ level: 'silent' }));
    const page = await render?.('/association/notice?page=2', '203.0.113.7');
    expect(page).toEqual({
      html: '<main><h1>/association/notice</h1></main>',
      loads: { 'r1|': { query: { page: '2' }, ip: '203.0.113.7', token: null } },
    });
  });

  it('loads the renderer at the first page it renders, not at start (issue 30: memory), once', async () => {
    writeRenderer(
      `globalThis.rendererLoads = (globalThis.rendererLoads ?? 0) + 1;\n${STAND_IN_RENDERER}`,
    );
    const loads = () => (globalThis as { rendererLoads?: number }).rendererLoads ?? 0;
    const render = await loadPageRenderer(app, spaDir, pino({ level: 'silent' }));
    expect(render).not.toBeNull();
    expect(loads()).toBe(0);
    const pages = await Promise.all([
      render?.('/association/notice', '127.0.0.1'),
      render?.('/privacy', '127.0.0.1'),
    ]);
    expect(pages.map((page) => page?.html)).toEqual([
      '<main><h1>/association/notice</h1></main>',
      '<main><h1>/privacy</h1></main>',
    ]);
    await render?.('/', '127.0.0.1');
    expect(loads()).toBe(1);
  });

  it('loads the renderer once the server listens, so that the first page is not held up by it', async () => {
    writeRenderer(
      `globalThis.listenLoads = (globalThis.listenLoads ?? 0) + 1;\n${STAND_IN_RENDERER}`,
    );
    const loads = () => (globalThis as { listenLoads?: number }).listenLoads ?? 0;
    const render = await loadPageRenderer(app, spaDir, pino({ level: 'silent' }), {
      ...DEFAULT_RENDERING_LIMITS,
      loadAfterListenMs: 0,
    });
    expect(loads()).toBe(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(() => expect(loads()).toBe(1));
    expect((await render?.('/privacy', '127.0.0.1'))?.html).toBe('<main><h1>/privacy</h1></main>');
    expect(loads()).toBe(1);
  });

  it('a renderer that cannot load gives way to the built page, and is logged', async () => {
    writeRenderer('export const renderPublicPage = ;');
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const render = await loadPageRenderer(app, spaDir, log);
    expect(await render?.('/association/notice', '127.0.0.1')).toBeNull();
    expect(lines.join('')).toContain('page rendering failed');
  });

  it('without a renderer in the build there is nothing to load: the built pages serve', async () => {
    expect(await loadPageRenderer(app, spaDir, pino({ level: 'silent' }))).toBeNull();
  });

  it('a failing or slow rendering gives way to the built page, and is logged', async () => {
    writeRenderer();
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const render = await loadPageRenderer(app, spaDir, log, {
      ...DEFAULT_RENDERING_LIMITS,
      timeoutMs: 50,
    });
    expect(await render?.('/fails', '127.0.0.1')).toBeNull();
    expect(lines.join('')).toContain('page rendering failed');
    expect(await render?.('/slow', '127.0.0.1')).toBeNull();
  });

  it('past the concurrent limit a visitor gets the built page at once', async () => {
    writeRenderer();
    const render = await loadPageRenderer(app, spaDir, pino({ level: 'silent' }), {
      ...DEFAULT_RENDERING_LIMITS,
      concurrent: 1,
      timeoutMs: 200,
    });
    const slow = render?.('/slow', '127.0.0.1');
    expect(await render?.('/association/notice', '127.0.0.1')).toBeNull();
    expect(await slow).toBeNull();
    // Once the slow one has ended (it runs on a little after the timeout), pages render again.
    await expect.poll(() => render?.('/association/notice', '127.0.0.1')).not.toBeNull();
  });

  it('answers a 304 without a body, as fetch would', async () => {
    const answer = await inProcessFetch(app, '127.0.0.1')('/api/public/unchanged');
    expect(answer.status).toBe(304);
    expect(answer.body).toBeNull();
  });

  it('puts the content in #root and the answers beside it, where no text can close the element', () => {
    const loads = { 'r1|': { title: '</script><script>alert(1)</script>', note: 'a\u2028b' } };
    const html = withRenderedContent(BUILT_PAGE, { html: '<main>본문</main>', loads });
    expect(html).toContain('<div id="root"><main>본문</main></div>');
    expect(html).not.toContain('inert');
    expect(html.match(/<script/gu)).toHaveLength(1);
    const block = new RegExp(
      `<script type="application/json" id="${SERVER_ANSWERS_ID}">(.*)</script></body>`,
      'u',
    ).exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(loads);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('leaves a page without #root as it is', () => {
    const page = '<!doctype html><body><p>점검 중</p></body>';
    expect(withRenderedContent(page, { html: '<main/>', loads: {} })).toBe(page);
  });
});
