// `npx tsx scripts/build/app-icons.ts`: draws the app icons (PNG) from public/favicon.svg in
// Debian's Chromium. Run it again after changing the SVG, and commit the PNGs: the build copies
// public/ as it is, so neither `npm start` nor CI needs a browser for them.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const svg = fs.readFileSync(path.join(projectRoot, 'public', 'favicon.svg'), 'utf8');
const SIZES: readonly { file: string; size: number }[] = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  const page = await browser.newPage();
  for (const { file, size } of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.locator('svg').screenshot({
      path: path.join(projectRoot, 'public', 'icons', file),
      omitBackground: true,
    });
    console.info(`public/icons/${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
