import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The map cannot go stale (issue 28): every file or folder that docs/architecture.md, or a
 * feature's README under server/application/, names in backticks exists. A name with a folder
 * is a path from the project's root, or the end of one (`endpoints/pages/companies.ts` under the
 * folder the sentence is about); a bare file name is some tracked file's name; a migration's
 * name (`0008-content-pages`) is a migration file. Packages, placeholders (`<feature>`, `*`, `…`)
 * and the build's output (`dist/`) are not checked.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
const folders = new Set(
  tracked.flatMap((file) => {
    const parts = file.split('/');
    return parts.slice(1).map((_, index) => `${parts.slice(0, index + 1).join('/')}/`);
  }),
);
const everyPath = [...tracked, ...folders];
const fileNames = new Set(tracked.map((file) => path.basename(file)));

const SOURCE_FILE = /\.(?:ts|tsx|mjs|js|css|md|json|html|sql)$/u;
const MIGRATION_NAME = /^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*$/u;
const NOT_A_PATH = /[\s*<>{}()…|]|^[@/.]|^https?:|^dist\//u;

/** Whether a name in backticks is meant as a path to check, and if so whether it exists. */
function namedPathExists(name: string): boolean | null {
  if (NOT_A_PATH.test(name)) return null;
  if (MIGRATION_NAME.test(name)) return fileNames.has(`${name}.ts`);
  if (name.includes('/')) {
    const folder = name.endsWith('/') ? name : `${name}/`;
    return (
      everyPath.some(
        (each) =>
          each === name ||
          each === folder ||
          each.endsWith(`/${name}`) ||
          each.endsWith(`/${folder}`),
      ) || fs.existsSync(path.join(root, 'node_modules', name))
    );
  }
  if (!SOURCE_FILE.test(name)) return null;
  return fileNames.has(name) || fs.existsSync(path.join(root, 'node_modules', name));
}

function namedIn(document: string): string[] {
  const text = fs.readFileSync(path.join(root, document), 'utf8');
  return [...text.matchAll(/`([^`\n]+)`/gu)].map((match) => match[1] ?? '');
}

const maps = [
  'docs/architecture.md',
  ...tracked.filter((file) => /^server\/application\/[^/]+\/README\.md$/u.test(file)),
];

describe('the architecture map names only what exists', () => {
  it.each(maps)('%s', (document) => {
    const missing = namedIn(document).filter((name) => namedPathExists(name) === false);
    expect(missing).toEqual([]);
  });

  it('tells a stale name from a real one, and leaves what is not a path alone', () => {
    expect(namedPathExists('server/features.ts')).toBe(true);
    expect(namedPathExists('endpoints/pages/companies.ts')).toBe(true);
    expect(namedPathExists('src/ui/shared/forms/')).toBe(true);
    expect(namedPathExists('FieldFrame.tsx')).toBe(true);
    expect(namedPathExists('0008-content-pages')).toBe(true);
    expect(namedPathExists('src/contract/schemas/')).toBe(false);
    expect(namedPathExists('fields.tsx')).toBe(false);
    expect(namedPathExists('0004-content-pages')).toBe(false);
    expect(namedPathExists('@date-fns/tz')).toBeNull();
    expect(namedPathExists('adapters/db/<feature>/')).toBeNull();
    expect(namedPathExists('mayAddToFileGroup')).toBeNull();
  });
});
