// `npm start` (`node scripts/run-server.mjs main`) and `npm run admin -- …` (`… admin …`): builds
// the server into dist-server/ when it is missing or older than its sources
// (scripts/build/server-build.mjs), then runs the built entry in this process. The server
// itself builds the SPA when that is stale (server/spa-build.ts).
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, SERVER_BUILD_DIR } from './build/server-build.mjs';

const ENTRIES = { main: 'main.js', admin: 'cli/admin.js' };

const projectRoot = path.resolve(import.meta.dirname, '..');
const [entry = 'main'] = process.argv.splice(2, 1);
if (!Object.hasOwn(ENTRIES, entry)) {
  console.error(
    `usage: node scripts/run-server.mjs <${Object.keys(ENTRIES).join('|')}> [arguments]`,
  );
  process.exit(2);
}
// Said on standard error: what the admin commands print stays theirs alone.
await ensureServerBuilt(projectRoot, (message) => console.error(message));
// Stack traces name the bundle's lines, each module's code under a comment naming its source;
// NODE_OPTIONS=--enable-source-maps names the TypeScript files instead (the build's source
// maps), for about 0.1 s more at start and 12 MiB more memory.
await import(pathToFileURL(path.join(projectRoot, SERVER_BUILD_DIR, ENTRIES[entry])).href);
