import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../server/features';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');

/** The feature folders under one of the server's layers (every folder but `shared`). */
function featureFolders(layer: string): string[] {
  return fs
    .readdirSync(path.join(serverDir, layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name)
    .sort();
}

/** `access-log` → `AccessLog`. */
const pascalCase = (name: string) =>
  name.replace(/(?:^|-)([a-z])/gu, (_match, letter: string) => letter.toUpperCase());

const names = FEATURES.map((feature) => feature.name);

/**
 * server/features.ts is the one place a new server feature is registered, by hand (the server is
 * bundled by esbuild, which has no glob imports): these checks make sure it is not forgotten.
 */
describe('the server features list', () => {
  it('lists every feature of server/application/, once', () => {
    expect([...names].sort()).toEqual(featureFolders('application'));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(['adapters/http', 'adapters/db', 'domain'])(
    'knows every feature folder of server/%s',
    (layer) => {
      expect(names).toEqual(expect.arrayContaining(featureFolders(layer)));
    },
  );

  it.each(FEATURES.map((feature) => [feature.name, feature] as const))(
    '%s takes its parts from its own entries',
    async (name, feature) => {
      const entry = async (
        layer: string,
        inLayer = path.join(name, 'index.ts'),
      ): Promise<Record<string, unknown>> => {
        const file = path.join(serverDir, layer, inLayer);
        return fs.existsSync(file) ? ((await import(file)) as Record<string, unknown>) : {};
      };
      // Put together in its own file of the composition root, from the application's entry.
      expect(Object.values(await entry('composition', `${name}.ts`))).toContain(feature);
      expect(Object.keys(await entry('application'))).toContain(
        `create${pascalCase(name)}Services`,
      );
      expect(Object.values(await entry('adapters/http'))).toContain(feature.routes);
      const db = Object.entries(await entry('adapters/db'));
      const exportedAs = (suffix: string) =>
        db.filter(([exported]) => exported.endsWith(suffix)).map(([, value]) => value);
      expect(exportedAs('Repositories')).toEqual(
        'repositories' in feature ? [feature.repositories] : [],
      );
      expect(exportedAs('Migrations')).toEqual('migrations' in feature ? [feature.migrations] : []);
    },
  );
});
