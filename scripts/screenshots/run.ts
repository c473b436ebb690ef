// `npm run screenshots`: every screen of the office's console and the member's receipt flow at
// 1280 and 360 px, as a person would see them after `npm start`: the SPA built as `npm start`
// builds it, the real server as its own process on a fresh DATA_DIR with the demo data, Debian's
// Chromium. The demo administrator enrols an authenticator app through the page (the script
// computes the codes from the secret shown, as the app would); the demo member signs in with the
// password `npm start` wrote. Files go to test-results/screenshots/<screen>-<width>.png, with
// index.md listing each screen's address and whether the page fits its width.
//
// Options: --only <text> (screens whose name contains it; repeatable). CHROME_PATH picks the
// browser (default /usr/bin/chromium). For looking at, not a test: nothing is asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { TOTP } from 'otpauth';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ensureSpaBuilt } from '../../server/spa-build';
import { DEMO_ADMINISTRATOR, DEMO_MEMBER } from '../../src/domain/shared/demo/demo-people';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
import { startServerProcess } from '../support/server-process';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const OUTPUT_DIR = path.join(projectRoot, 'test-results', 'screenshots');
const WIDTHS = [1280, 360] as const;

const { values: options } = parseArgs({
  options: { only: { type: 'string', multiple: true } },
});

interface Shot {
  readonly name: string;
  readonly address: string;
  readonly width: number;
  readonly fits: boolean;
}

/** A demo account and the password `npm start` wrote for it (DATA_DIR/demo-accounts.txt). */
function demoAccount(dataDir: string, userId: string): { userId: string; password: string } {
  const lines = fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8').split('\n');
  const found = lines.map((line) => line.split('\t')).find(([id]) => id === userId);
  if (!found?.[0] || !found[1]) throw new Error(`no demo account "${userId}"`);
  return { userId: found[0], password: found[1] };
}

/** The app's code for a time step not used yet (the server takes each step once). */
function authenticator(secret: string) {
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
  let lastStep = 0;
  return async (): Promise<string> => {
    for (;;) {
      const step = Math.floor(Date.now() / 30_000);
      if (step > lastStep) {
        lastStep = step;
        return totp.generate({ timestamp: step * 30_000 });
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };
}

async function typePassword(page: Page, account: { userId: string; password: string }) {
  await page.goto('/auth/signin');
  await page.getByLabel('아이디', { exact: true }).fill(account.userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The administrator signed in through the page: enrolment at the first sign-in, then codes. */
async function signInOffice(page: Page, account: { userId: string; password: string }) {
  await typePassword(page, account);
  const enrolment = page.getByRole('region', { name: '인증 앱 등록' });
  await enrolment.waitFor();
  const secret = (await enrolment.locator('code').innerText()).replace(/\s+/gu, '');
  const nextCode = authenticator(secret);
  await page.getByLabel('인증 앱에 표시된 6자리 코드').fill(await nextCode());
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await page.getByRole('region', { name: '복구 코드' }).waitFor();
  await page.getByLabel('복구 코드를 안전한 곳에 보관했습니다').check();
  await page.getByRole('button', { name: '로그인 계속하기' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/signin');
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

function wanted(name: string): boolean {
  return !options.only?.length || options.only.some((part) => name.includes(part));
}

async function shoot(page: Page, name: string, width: number, shots: Shot[]): Promise<void> {
  await settle(page);
  const fits = await page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}-${width}.png`), fullPage: true });
  shots.push({
    name,
    address: new URL(page.url()).pathname + new URL(page.url()).search,
    width,
    fits,
  });
}

/** A signed-in context's storage at another width. */
async function atWidth(browser: Browser, from: BrowserContext, width: number, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    storageState: await from.storageState(),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

async function main(): Promise<void> {
  fs.rmSync(OUTPUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  await ensureSpaBuilt(projectRoot, (message) => console.info(message));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-screenshots-'));
  const server = await startServerProcess({
    cwd: projectRoot,
    dataDir,
    env: { SERVE_SPA: 'true', SEED_DEMO_DATA: 'true' },
    timeoutMs: 300_000,
  });
  let browser: Browser | null = null;
  try {
    await server.ready;
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const baseURL = server.baseUrl;
    const shots: Shot[] = [];
    const first = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const signIn = await first.newPage();
    await signInOffice(signIn, demoAccount(dataDir, DEMO_ADMINISTRATOR.userId));
    const consoleRoutes = buildRouteTable().routes.filter(
      (route) => route.requiresRole === 'admin' && !route.path.includes(':'),
    );
    for (const width of WIDTHS) {
      const { context, page } = await atWidth(browser, first, width, baseURL);
      for (const route of consoleRoutes) {
        const name = `console-${route.path.replace(/^\//u, '').replaceAll('/', '-')}`;
        if (!wanted(name)) continue;
        // A member's page shows the demo member rather than an empty address.
        await page.goto(
          route.id === 'officeMemberDetail' ? `${route.path}?id=${DEMO_MEMBER.userId}` : route.path,
        );
        await shoot(page, name, width, shots);
      }
      await context.close();
    }

    const member = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const memberPage = await member.newPage();
    await typePassword(memberPage, demoAccount(dataDir, DEMO_MEMBER.userId));
    await memberPage.waitForURL((url) => url.pathname !== '/auth/signin');
    for (const width of WIDTHS) {
      const { context, page } = await atWidth(browser, member, width, baseURL);
      if (wanted('receipt-my-info')) {
        await page.goto('/me');
        await shoot(page, 'receipt-my-info', width, shots);
      }
      if (wanted('receipt-my-donations')) {
        await page.goto('/me/donations');
        await shoot(page, 'receipt-my-donations', width, shots);
        const receipt = page.getByRole('button', { name: /영수증/u }).first();
        if (await receipt.isVisible().catch(() => false)) {
          await receipt.click();
          await shoot(page, 'receipt-my-donations-opened', width, shots);
        }
      }
      await context.close();
    }

    const index = [
      '| screen | width | address | fits its width |',
      '|---|---|---|---|',
      ...shots.map(
        (shot) =>
          `| ${shot.name} | ${shot.width} | \`${shot.address}\` | ${shot.fits ? 'yes' : '**no**'} |`,
      ),
    ];
    fs.writeFileSync(path.join(OUTPUT_DIR, 'index.md'), `${index.join('\n')}\n`);
    console.info(`${shots.length} screenshots in ${path.relative(projectRoot, OUTPUT_DIR)}`);
    const overflowing = shots.filter((shot) => !shot.fits);
    for (const shot of overflowing) console.info(`wider than ${shot.width} px: ${shot.name}`);
  } finally {
    await browser?.close();
    server.child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
