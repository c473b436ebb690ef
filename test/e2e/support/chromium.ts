import fs from 'node:fs';

/** Debian's Chromium (see .ci/run); nothing downloads a browser of its own. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (see .ci/run)`);
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
