import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A folder standing for the SPA's build (SPA_DIR), with the given files (paths relative to it,
 * folders made as needed): what a test of the server's serving of the build needs of it.
 */
export function builtSpaDir(files: Readonly<Record<string, string>>): string {
  const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-spa-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(spaDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return spaDir;
}
