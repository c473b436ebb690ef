import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';

/**
 * One action, one name: the SPA's port method, the endpoint it calls and the server's use case
 * share it. This test reads the HTTP adapters' source (`src/adapters/http/http-*.ts`) and, for
 * every public method of their classes, the endpoint names it mentions (as `client.call('…')`,
 * `client.upload('…')` or a private helper's `this.send('…')`): a method that calls one
 * endpoint is named after it.
 */

/** `Class.method` → why its name differs from its endpoint's. Keep it short. */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  'HttpFileApi.mediaUrl':
    'makes the address of `media` for an <img>, calls nothing: the address is the action',
};

const HTTP_ADAPTERS = join(import.meta.dirname, '../../../src/adapters/http');

interface AdapterMethod {
  /** `Class.method`. */
  readonly name: string;
  readonly method: string;
  /** The endpoints the method's body names, in order, each once. */
  readonly endpoints: readonly string[];
}

function adapterMethods(): AdapterMethod[] {
  const endpointNames = new Set(Object.keys(ENDPOINTS));
  const methods: AdapterMethod[] = [];
  for (const file of readdirSync(HTTP_ADAPTERS).filter((name) => /^http-.*\.ts$/.test(name))) {
    const text = readFileSync(join(HTTP_ADAPTERS, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      const className = statement.name.text;
      for (const member of statement.members) {
        if (!ts.isMethodDeclaration(member) || !member.body || !ts.isIdentifier(member.name)) {
          continue;
        }
        const modifiers = ts.getModifiers(member) ?? [];
        if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword)) continue;
        const endpoints: string[] = [];
        const visit = (node: ts.Node): void => {
          if (ts.isStringLiteralLike(node) && endpointNames.has(node.text)) {
            if (!endpoints.includes(node.text)) endpoints.push(node.text);
          }
          ts.forEachChild(node, visit);
        };
        visit(member.body);
        methods.push({
          name: `${className}.${member.name.text}`,
          method: member.name.text,
          endpoints,
        });
      }
    }
  }
  return methods;
}

describe('the HTTP adapters’ method names', () => {
  const methods = adapterMethods();

  it('are found (the reading of the adapters still works)', () => {
    expect(methods.length).toBeGreaterThan(100);
    expect(methods.filter((method) => method.endpoints.length > 0).length).toBeGreaterThan(100);
  });

  it('are the names of the endpoints they call, but for the listed exceptions', () => {
    const differing = methods
      .filter((method) => method.endpoints.length > 0 && !(method.name in EXCEPTIONS))
      .filter((method) => method.endpoints.length !== 1 || method.endpoints[0] !== method.method)
      .map((method) => `${method.name} → ${method.endpoints.join(', ')}`);
    expect(differing).toEqual([]);
  });

  it('list no exception that is no longer needed', () => {
    const byName = new Map(methods.map((method) => [method.name, method]));
    const stale = Object.keys(EXCEPTIONS).filter((name) => {
      const method = byName.get(name);
      return !method || (method.endpoints.length === 1 && method.endpoints[0] === method.method);
    });
    expect(stale).toEqual([]);
  });
});
