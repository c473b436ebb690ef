import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Forms that may keep a `<form>` of their own, each with why. Empty: every form can take the
 * kit's `useForm` (a form whose hook lives elsewhere gets its FormApi and spreads its props).
 */
const OWN_FORMS: Readonly<Record<string, string>> = {};

/** The source without its comments, so that a `<form>` named in a comment is not read as one. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//gu, '').replace(/^\s*\/\/.*$/gmu, '');
}

/** The opening tag of the element at `start` (`<form …>`), braces and quotes followed. */
function openingTagAt(source: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let at = start + 1; at < source.length; at += 1) {
    const char = source[at];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (char === '>' && depth === 0) return source.slice(start, at + 1);
  }
  return source.slice(start);
}

/**
 * The `<form>` elements of a component that the kit does not run: each must spread a FormApi's
 * `formProps` (`useForm`: submit, refusal, focus on the first invalid field, one submission at a
 * time), whether the component calls `useForm` or is handed its form by a hook.
 */
function handRolledForms(source: string): string[] {
  const code = withoutComments(source);
  return [...code.matchAll(/<form(?=[\s>])/gu)]
    .map((match) => openingTagAt(code, match.index))
    .filter((tag) => !/\{\s*\.\.\.\s*[\w.]*formProps\s*\}/u.test(tag));
}

function componentFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .sort();
}

const files = componentFiles('src/ui');
const allowed = new Set(Object.keys(OWN_FORMS));
const sourceOf = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('one form kit everywhere (issue 29, item 9)', () => {
  it('tells a hand-rolled form from one the kit runs', () => {
    const handRolled = `
      <form className="form" onSubmit={(event) => { event.preventDefault(); void save(); }} noValidate>
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </form>`;
    const kit = `
      // A <form> in a comment is no form.
      <form {...form.formProps} className="form" aria-label={\`\${name} > 고치기\`}>
        <TextField form={form} name="name" label="이름" />
      </form>`;
    expect(handRolledForms(handRolled)).toHaveLength(1);
    expect(handRolledForms(kit)).toEqual([]);
    expect(handRolledForms(`${kit}${handRolled}`)).toHaveLength(1);
  });

  it('finds the forms of the SPA', () => {
    const withForms = files.filter((file) => /<form[\s>]/u.test(withoutComments(sourceOf(file))));
    expect(withForms.length).toBeGreaterThan(30);
  });

  it('runs every <form> under src/ui with useForm', () => {
    const offenders = files
      .filter((file) => !allowed.has(file))
      .filter((file) => handRolledForms(sourceOf(file)).length > 0);
    expect(
      offenders,
      'these render a <form> that does not spread a FormApi’s formProps (useForm)',
    ).toEqual([]);
  });

  it('allows only files that still render a form of their own', () => {
    const stale = [...allowed].filter(
      (file) => !files.includes(file) || handRolledForms(sourceOf(file)).length === 0,
    );
    expect(stale, 'on the kit now, or gone: take them off the allow-lists').toEqual([]);
  });
});
