import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's times as `npm run test:profile` reads them (profile.ts). */
export interface ModuleTiming {
  readonly project: string;
  readonly file: string;
  readonly tests: number;
  /** Its tests and hooks (what Vitest prints beside the file). */
  readonly durationMs: number;
  /** Importing the file and what it imports, and running its describe blocks. */
  readonly collectMs: number;
  /** The setup files and the test environment (jsdom). */
  readonly setupMs: number;
}

/**
 * A Vitest reporter that writes each test file's project and times (Vitest's own diagnostic)
 * to TEST_PROFILE_MODULES (profile.ts sets it), next to the JSON reporter's report, which names
 * neither the project nor the time spent importing.
 */
export default class ModuleTimingsReporter implements Reporter {
  private readonly timings: ModuleTiming[] = [];
  private readonly outputFile =
    process.env.TEST_PROFILE_MODULES ?? path.join('test-results', 'profile', 'modules.json');

  onTestModuleEnd(testModule: TestModule): void {
    const diagnostic = testModule.diagnostic();
    this.timings.push({
      project: testModule.project.name,
      file: path.relative(process.cwd(), testModule.moduleId),
      tests: [...testModule.children.allTests()].length,
      durationMs: Math.round(diagnostic.duration),
      collectMs: Math.round(diagnostic.collectDuration),
      setupMs: Math.round(diagnostic.setupDuration + diagnostic.environmentSetupDuration),
    });
  }

  onTestRunEnd(): void {
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, `${JSON.stringify(this.timings, null, 1)}\n`);
  }
}
