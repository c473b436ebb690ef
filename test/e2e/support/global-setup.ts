import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildSpa } from './build-spa';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { demoDataTemplate } from './demo-data-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The SPA built for the browser tests. */
    spaDir: string;
    /** A data folder with `npm start`'s demo data, to copy (demo-data-template.ts). */
    demoDataDir: string;
    /** The run's one Chromium, which every file connects to (site.ts). */
    browserEndpoint: string;
  }
}

/**
 * What the browser suite makes once per run, at once (two cores: the build and the seeding
 * overlap, the browser starts meanwhile): the SPA's build, the demo data's template and one
 * headless Chromium. Each test file then opens its own server and browser contexts.
 */
export default async function setup(project: TestProject) {
  const [spaDir, demo, browser] = await Promise.all([
    buildSpa(),
    demoDataTemplate(),
    chromium.launchServer({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] }),
  ]);
  project.provide('spaDir', spaDir);
  project.provide('demoDataDir', demo.dir);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    demo.remove();
  };
}
