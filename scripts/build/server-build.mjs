// The server's build: `npm start` and `npm run admin` run JavaScript bundled once from
// server/ (and the contract and domain it imports), not TypeScript compiled on every start.
// Plain JavaScript so that Node runs it as it is (scripts/run-server.mjs); types in
// server-build.d.mts. Run as a script (`npm run build:server`), it builds at once.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

/** Where the build goes, beside server/: `import.meta.dirname` resolves the same from both. */
export const SERVER_BUILD_DIR = 'dist-server';

/**
 * Entries, written under dist-server/ at their place under server/ (main.js, cli/admin.js), so
 * that paths they work out from their own folder (the project root) hold for source and build.
 */
const ENTRIES = ['server/main.ts', 'server/cli/admin.ts'];

/**
 * Packages left to Node to load from node_modules at run time; everything else is bundled (one
 * file to read instead of hundreds of modules to resolve, and only what is used of date-fns,
 * typebox and the rest). Left out: native add-ons (better-sqlite3; pg-native, pg's optional
 * one), and packages that read their own files beside them (the OpenAPI plugins: Swagger UI's
 * pages, @fastify/swagger's package.json).
 */
const EXTERNAL = ['better-sqlite3', 'pg-native', '@fastify/swagger', '@fastify/swagger-ui'];

/** Files outside the bundle's inputs whose change means the build is stale. */
const ALSO_WATCHED = [
  'package.json',
  'package-lock.json',
  // npm rewrites it on every install: bundled packages changed.
  'node_modules/.package-lock.json',
  'tsconfig.json',
  'scripts/build/server-build.mjs',
];

const MANIFEST = 'build.json';

/**
 * Whether dist-server/ is missing, incomplete, or older than any file it was built from: every
 * source file the last build read (listed in dist-server/build.json; a file that another starts
 * to import is itself changed by that), the package files and this script.
 */
export function isServerBuildStale(projectRoot) {
  const manifest = readManifest(projectRoot);
  if (!manifest) return true;
  const outDir = path.join(projectRoot, SERVER_BUILD_DIR);
  if (!manifest.outputs.every((file) => fs.existsSync(path.join(outDir, file)))) return true;
  const changedSince = (file, ifMissing) =>
    changedAt(path.join(projectRoot, file), ifMissing) > manifest.builtAt;
  return (
    // A source deleted since the build counts as changed; a package file that is not there
    // (no install yet) as unchanged.
    manifest.inputs.some((file) => changedSince(file, Infinity)) ||
    ALSO_WATCHED.some((file) => changedSince(file, 0))
  );
}

/**
 * Bundles the server into dist-server/ (or outDir, which must be inside the project for the
 * packages left out to be found) with esbuild: ES modules for Node 20 with source maps, and a
 * chunk of its own for what only seeding loads (the demo data set). Built aside and then put in place, so
 * that a failed build leaves the last one whole.
 */
export async function buildServer(projectRoot, outDir = path.join(projectRoot, SERVER_BUILD_DIR)) {
  // To the fraction of a millisecond, as files' times are: a source written in the same
  // millisecond just before is not newer.
  const builtAt = performance.timeOrigin + performance.now();
  const { build, stop } = await import('esbuild');
  const staging = `${outDir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const result = await build({
      absWorkingDir: projectRoot,
      entryPoints: ENTRIES,
      outbase: 'server',
      outdir: staging,
      entryNames: '[dir]/[name]',
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      // Source maps point at the files in the project; their text is there to read.
      sourcesContent: false,
      external: EXTERNAL,
      // Bundled CommonJS packages require Node's own modules: give them a real require.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      metafile: true,
      logLevel: 'warning',
    });
    const inputs = Object.keys(result.metafile.inputs).filter(
      (file) => !file.startsWith('node_modules/') && !file.includes(':'),
    );
    const outputs = Object.keys(result.metafile.outputs).map((file) =>
      path.relative(staging, path.join(projectRoot, file)),
    );
    fs.writeFileSync(
      path.join(staging, MANIFEST),
      `${JSON.stringify({ builtAt, inputs, outputs }, null, 2)}\n`,
    );
    replaceDirectory(staging, outDir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    // esbuild's service process would otherwise live as long as the server.
    await stop();
  }
}

/** Builds the server when dist-server/ is missing or stale; answers whether it built. */
export async function ensureServerBuilt(projectRoot, log) {
  if (!isServerBuildStale(projectRoot)) return false;
  log('서버를 빌드하는 중입니다…');
  await buildServer(projectRoot);
  return true;
}

function readManifest(projectRoot) {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(projectRoot, SERVER_BUILD_DIR, MANIFEST), 'utf8'),
    );
    const valid =
      typeof manifest.builtAt === 'number' &&
      Array.isArray(manifest.inputs) &&
      Array.isArray(manifest.outputs);
    return valid ? manifest : null;
  } catch {
    return null;
  }
}

function changedAt(file, ifMissing) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return ifMissing;
  }
}

/** Puts the new build in place of the old, each step one rename. */
function replaceDirectory(from, to) {
  const old = `${to}.old-${process.pid}`;
  fs.rmSync(old, { recursive: true, force: true });
  try {
    fs.renameSync(to, old);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    fs.renameSync(from, to);
  } catch (error) {
    // Two starts built at once and the other put its build in place first: it is as new.
    if (!fs.existsSync(path.join(to, MANIFEST))) throw error;
  }
  fs.rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await buildServer(path.resolve(import.meta.dirname, '..', '..'));
}
