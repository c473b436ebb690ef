// Checks the layer rules (DESIGN section 2) on ./src and fails on any violation.
import process from 'node:process';
import { checkArchitecture } from './architecture/check-architecture';

const violations = checkArchitecture({ rootDir: process.cwd() });
for (const violation of violations) {
  console.error(`${violation.file}:${violation.line}  ${violation.message}  [${violation.rule}]`);
}
if (violations.length > 0) {
  console.error(`\nArchitecture check failed: ${violations.length} violation(s).`);
  process.exit(1);
}
console.info('Architecture check passed: every layer imports only what it may.');
