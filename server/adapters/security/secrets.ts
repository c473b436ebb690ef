import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret from the environment, or else generated once into DATA_DIR/secrets/<name> with mode
 * 0600 and read from there afterwards. There is no built-in default. Several instances must
 * share it: set it in the environment, or share the file.
 */
export function loadOrCreateSecret(
  dataDir: string,
  name: string,
  fromEnvironment: string | null,
): string {
  if (fromEnvironment) return fromEnvironment;
  const directory = path.join(dataDir, 'secrets');
  const file = path.join(directory, name);
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new Error(`${file} holds a secret shorter than 32 characters`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then its secret is the one to use.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}
