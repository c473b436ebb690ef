import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import axeSource from 'axe-core/axe.min.js?raw';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { seedDemoDataIfEmpty } from '../../../server/seed/demo-data';
import { approve, registerMember, type TestMember } from '../../server/support/members';
import { startTestServer, type TestServer } from '../../server/support/test-server';
import { builtServerEntry } from '../../support/built-server';
import { timedPhase } from '../../support/profile-phases';

// The command as `npm run admin` runs it, built once per run (test/support/built-server.ts).
const ADMIN_SCRIPT = builtServerEntry('admin');
const runFile = promisify(execFile);

/** The office's administrator of the browser tests (made by the admin command, `officePage`). */
export const OFFICE_ADMINISTRATOR = { userId: 'office2026', password: 'Office!2026key' } as const;

export const ARTIFACTS = path.resolve(import.meta.dirname, '..', '..', '..', 'test-results', 'e2e');

export interface Site {
  readonly server: TestServer;
  readonly browser: Browser;
  /**
   * A fresh browser profile (empty storage) at the given viewport; `script: false` turns
   * JavaScript off, as a link preview or a search engine reads the page.
   */
  newPage(
    viewport?: { width: number; height: number },
    options?: { readonly script?: boolean },
  ): Promise<Page>;
  /**
   * The demo data `npm start` seeds on an empty database, seeded at the first call; answers the
   * approved demo member's account.
   */
  demoMember(): Promise<{ readonly userId: string; readonly password: string }>;
  /**
   * A page already signed in as that account: the session a finished sign-in leaves in storage
   * (the password and an administrator's second step are the sign-in tests' own concern).
   */
  signedInPage(userId: string, viewport?: { width: number; height: number }): Promise<Page>;
  /** A page signed in as OFFICE_ADMINISTRATOR, made by the admin command at its first use. */
  officePage(viewport?: { width: number; height: number }): Promise<Page>;
  /** Registered and approved through the API; signs in through the page. */
  approvedMember(): Promise<TestMember>;
  /** Registered, not approved. */
  pendingMember(): Promise<TestMember>;
  /**
   * Runs the administrators' command (`npm run admin -- …`) as its own process on the site's
   * data, as an administrator would; answers what it printed.
   */
  adminCommand(...args: string[]): Promise<string>;
  /** `npm run admin -- create-admin <id>`, the password given as ADMIN_PASSWORD. */
  createAdministrator(userId: string, password: string): Promise<string>;
  /** Rows of the access log, oldest first. */
  accessLog(): Promise<{ menuPath: string; accessDt: string; userId: string | null }[]>;
  close(): Promise<void>;
}

export interface SiteOptions {
  /**
   * Start from the demo data `npm start` seeds on an empty database (a copy of the run's
   * template, global-setup.ts) rather than from an empty one.
   */
  readonly demo?: boolean;
}

/**
 * The built SPA served by the real server (SQLite on a fresh DATA_DIR) on a loopback port, and
 * the run's headless Chromium (global-setup.ts) to drive it, in contexts of this file's own.
 */
export async function openSite({ demo: withDemo = false }: SiteOptions = {}): Promise<Site> {
  const demoDataDir = withDemo ? copyOfDemoData() : null;
  const server = await timedPhase('server start', () =>
    startTestServer('sqlite', {
      SERVE_SPA: 'true',
      SPA_DIR: inject('spaDir'),
      ...(demoDataDir ? { DATA_DIR: demoDataDir } : {}),
    }),
  );
  const browser = await timedPhase('browser connection', () =>
    chromium.connect(inject('browserEndpoint')),
  );
  const contexts: BrowserContext[] = [];
  async function newPage(
    viewport = { width: 1280, height: 900 },
    { script = true }: { readonly script?: boolean } = {},
  ): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      javaScriptEnabled: script,
      viewport,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return page;
  }
  const createAdministrator = (userId: string, password: string) =>
    runAdminCommand(server, { ADMIN_PASSWORD: password }, [
      'create-admin',
      userId,
      '--name',
      '사무국',
      '--email',
      `${userId}@example.com`,
    ]);
  let office: Promise<string> | null = null;
  let demo: Promise<{ userId: string; password: string }> | null = null;
  // Seeded now unless the site started from the demo's template; read back as `npm start` wrote it.
  const seedDemo = async () => {
    if (!withDemo) await seedDemoDataIfEmpty(server.runtime.ports, server.dataDir);
    return approvedDemoMember(server.dataDir);
  };
  async function signedInPage(userId: string, viewport?: { width: number; height: number }) {
    const account = await server.runtime.ports.store.accounts.find(userId);
    if (!account) throw new Error(`no account ${userId}`);
    // An administrator's as after the second factor (its steps: the sign-in's own test).
    const tokens = await server.runtime.services.sessions.issue(account, {
      secondFactor: account.role === 'admin',
    });
    const page = await newPage(viewport);
    await page.addInitScript(
      ({ stored, id }) => {
        localStorage.setItem('tokens', JSON.stringify(stored));
        localStorage.setItem('userId', id);
      },
      { stored: tokens, id: userId },
    );
    return page;
  }
  return {
    server,
    browser,
    newPage,
    signedInPage,
    async officePage(viewport) {
      office ??= createAdministrator(OFFICE_ADMINISTRATOR.userId, OFFICE_ADMINISTRATOR.password);
      await office;
      return signedInPage(OFFICE_ADMINISTRATOR.userId, viewport);
    },
    demoMember: () => (demo ??= seedDemo()),
    async approvedMember() {
      const member = await registerMember(server);
      await approve(server, member.userId);
      return member;
    },
    pendingMember: () => registerMember(server),
    adminCommand: (...args) => runAdminCommand(server, {}, args),
    createAdministrator,
    async accessLog() {
      const rows = await server.runtime.database.db
        .selectFrom('access_logs')
        .select(['menu_path', 'access_dt', 'user_id'])
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        menuPath: row.menu_path,
        accessDt: row.access_dt,
        userId: row.user_id,
      }));
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      // Disconnects: the run's Chromium stays for the next file.
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The test file's own site: opened before its tests, closed after them. Answers a getter, as the
 * site exists only once the file's tests start.
 */
export function siteOfThisFile(options?: SiteOptions): () => Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await openSite(options);
  });
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error('the site opens before the file’s tests');
    return site;
  };
}

/** A folder of the demo data's template, for one site. */
function copyOfDemoData(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-e2e-site-'));
  fs.cpSync(inject('demoDataDir'), copy, { recursive: true });
  return copy;
}

/** The approved demo member, as `npm start` wrote it (demo-accounts.txt in DATA_DIR). */
function approvedDemoMember(dataDir: string): { userId: string; password: string } {
  const lines = fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8').split('\n');
  const member = lines
    .map((line) => line.split('\t'))
    .find(([, , description]) => description === '승인된 회원');
  if (!member?.[0] || !member[1]) throw new Error('no approved demo member was seeded');
  return { userId: member[0], password: member[1] };
}

/** The administrators' command as its own process on the site's data; answers what it printed. */
async function runAdminCommand(
  server: TestServer,
  env: Readonly<Record<string, string>>,
  args: readonly string[],
): Promise<string> {
  const { stdout } = await runFile(process.execPath, [ADMIN_SCRIPT, ...args], {
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '10',
      ...env,
    },
  });
  return stdout;
}

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now
 * (WCAG 2.2 A and AA rules).
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // The site's CSP allows no inline script, so axe is evaluated as a function body instead.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
}

/** Saves a screenshot under test-results/e2e/ (kept by CI as an artifact). */
/** axe finds nothing serious or critical on the page (each finding named by its rule and node). */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** Nothing on the page is wider than the window: no sideways scrolling (360 px). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * What a download saved: the run's one Chromium is reached over its connection, so the file is
 * copied here (`saveAs`) rather than read where the browser put it.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-e2e-download-'));
  try {
    const file = path.join(folder, 'download');
    await download.saveAs(file);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** YYYY-MM-DD HH:mm:ss */
export const ACCESS_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/u;
