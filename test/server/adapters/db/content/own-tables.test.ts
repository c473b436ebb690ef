import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DB = path.join(process.cwd(), 'server/adapters/db');
const CONTENT = path.join(DB, 'content');

/** The source without its comments (a comment may name what the code does not read). */
function codeOf(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//gu, '')
    .replace(/^\s*\/\/.*$/gmu, '');
}

/** The tables each feature declares in its `tables.ts` (snake_case, as the database names them). */
function tablesOf(feature: string): string[] {
  const file = path.join(DB, feature, 'tables.ts');
  return [...fs.readFileSync(file, 'utf8').matchAll(/^\s+(\w+): \w+Table;$/gmu)].map(
    (match) => match[1] ?? '',
  );
}

const camelCase = (name: string) =>
  name.replace(/_(\w)/gu, (_, letter: string) => letter.toUpperCase());

/**
 * Issue 28: the content's repositories read and write the content's tables alone; what holds a
 * photo is the content's own record (site_image_holders), not a scan of other features' tables.
 */
describe('the content’s repositories', () => {
  const repositories = fs
    .readdirSync(CONTENT)
    .filter((name) => name.endsWith('-repository.ts'))
    .map((name) => path.join(CONTENT, name));
  const othersTables = fs
    .readdirSync(DB, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'content')
    .filter((entry) => fs.existsSync(path.join(DB, entry.name, 'tables.ts')))
    .flatMap((entry) => tablesOf(entry.name));

  it('name no other feature’s table', () => {
    expect(repositories.length).toBeGreaterThan(3);
    expect(othersTables).toContain('companies');
    const named = repositories.flatMap((file) => {
      const code = codeOf(file);
      return othersTables
        .filter((table) =>
          [table, camelCase(table)].some((name) => new RegExp(`\\b${name}\\b`, 'u').test(code)),
        )
        .map((table) => `${path.basename(file)}: ${table}`);
    });
    expect(named).toEqual([]);
  });

  it('let photos go by their holders, not by searching the bodies', () => {
    const images = codeOf(path.join(CONTENT, 'album-repository.ts'));
    expect(images).not.toMatch(/\blike\b|body_?html|logo_?image/iu);
    expect(images).toMatch(/site_image_holders/u);
  });
});
