import fs from 'node:fs';
import path from 'node:path';

/**
 * Features inside the layers (issue 11): each layer is cut into one folder per feature, with a
 * `shared` folder for what several use. A feature may use another only through that feature's
 * public entry in the layer (`<layer>/<feature>/index.ts`; in the contract, `src/contract/<x>.ts`
 * is the entry as a whole), never its internals; anything may import `shared`. An entry
 * re-exports only its own feature's files, so that it cannot become a back door.
 *
 * Files outside the feature folders (the technology adapters, the composition root, the
 * server's start-up and its composers: `app.ts`, `kysely-store.ts`, `services.ts`) belong to no
 * feature and are not held to this rule: they are where features are put together.
 */

/** Folders whose next level is the feature. */
const FEATURE_ROOTS = [
  'src/domain',
  'src/application',
  'src/ui',
  'server/domain',
  'server/application',
  'server/adapters/db',
  'server/adapters/http',
] as const;

export interface FeatureSpot {
  /** The folder holding the features (`src/ui`), or `src/contract`. */
  readonly root: string;
  readonly feature: string;
  /** The feature's public entry in its layer. */
  readonly entry: boolean;
}

/** The feature a file belongs to, or null for a file outside the feature folders. */
export function featureOf(rootDir: string, filePath: string): FeatureSpot | null {
  const relative = path.relative(rootDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('src/contract/')) {
    const rest = relative.slice('src/contract/'.length).split('/');
    if (rest[0] === 'shared') return { root: 'src/contract', feature: 'shared', entry: true };
    const [file = ''] = rest;
    if (rest.length !== 1 || file === 'endpoints.ts' || file === 'endpoint-schemas.ts') return null;
    return { root: 'src/contract', feature: file.replace(/\.tsx?$/u, ''), entry: true };
  }
  for (const root of FEATURE_ROOTS) {
    if (!relative.startsWith(`${root}/`)) continue;
    const rest = relative.slice(root.length + 1).split('/');
    const [feature = '', file = ''] = rest;
    // A file at the root itself (http/app.ts) belongs to no feature.
    if (rest.length < 2) return null;
    return { root, feature, entry: rest.length === 2 && /^index\.tsx?$/u.test(file) };
  }
  return null;
}

/** The file a relative import names, as the compiler finds it (or the path itself). */
export function resolveModule(target: string): string {
  const withoutJs = target.replace(/\.js$/u, '');
  const candidates = [
    target,
    `${withoutJs}.ts`,
    `${withoutJs}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ];
  return candidates.find((candidate) => isFile(candidate)) ?? target;
}

function isFile(candidate: string): boolean {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

export interface FeatureViolation {
  readonly rule: 'feature-imports-internals' | 'entry-exports-other-feature';
  readonly message: string;
}

/**
 * Checks one relative import of `fileName` that names `target` (resolved to a file).
 * `reExport` is true for `export … from`.
 */
export function checkFeatureImport(
  rootDir: string,
  fileName: string,
  target: string,
  reExport: boolean,
): FeatureViolation | null {
  const from = featureOf(rootDir, fileName);
  const to = featureOf(rootDir, target);
  if (!from || !to) return null;
  if (from.entry && reExport && (to.feature !== from.feature || to.root !== from.root)) {
    return {
      rule: 'entry-exports-other-feature',
      message: `${from.root}/${from.feature}'s entry re-exports another folder's file (${relativeTo(rootDir, target)})`,
    };
  }
  if (to.feature === 'shared' || to.feature === from.feature || to.entry) return null;
  return {
    rule: 'feature-imports-internals',
    message:
      `${from.feature} must use ${to.feature} through ${to.root}/${to.feature}/index.ts, ` +
      `not ${relativeTo(rootDir, target)}`,
  };
}

function relativeTo(rootDir: string, target: string): string {
  return path.relative(rootDir, target).split(path.sep).join('/');
}
