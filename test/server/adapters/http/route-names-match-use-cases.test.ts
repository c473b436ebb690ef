import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One action, one name: the SPA's port method, the endpoint it calls and the server's use case
 * share it (the SPA side: test/adapters/http/port-names-match-endpoints.test.ts). This test reads
 * every server file that registers routes (`routes.json('…', handler)`, `routes.binary('…',
 * handler)`) and, in each handler, the use cases it calls (`services.<key>.<method>(…)`, also
 * inside a function of the same file the handler calls): one of them is named after the endpoint.
 */

/** Endpoint → why no use case method carries its name. Keep it short. */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  ping: 'answers from the token the request carries (checked by the authentication hook): no use case',
  unsubscribePage:
    'a browser opening the one-click address is sent on to the choices page, where nothing changes unasked: no use case',
};

const SERVER = join(import.meta.dirname, '../../../../server');

interface Registration {
  /** The file, from `server/`. */
  readonly file: string;
  readonly endpoint: string;
  /** The use case methods the handler calls, as `key.method`. */
  readonly calls: readonly string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function isRouteRegistration(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const { expression, name } = node.expression;
  return (
    ts.isIdentifier(expression) &&
    expression.text === 'routes' &&
    (name.text === 'json' || name.text === 'binary')
  );
}

/**
 * The endpoints a registration's first argument stands for: a string, or the variable of a
 * `for (const name of ['a', 'b'] as const)` around it (routes made alike in a loop).
 */
function endpointsOf(argument: ts.Expression): { names: string[]; variable?: string } {
  if (ts.isStringLiteralLike(argument)) return { names: [argument.text] };
  if (!ts.isIdentifier(argument)) return { names: [] };
  for (let node: ts.Node | undefined = argument.parent; node; node = node.parent) {
    if (!ts.isForOfStatement(node) || !ts.isVariableDeclarationList(node.initializer)) continue;
    const declared = node.initializer.declarations[0]?.name;
    if (!declared || !ts.isIdentifier(declared) || declared.text !== argument.text) continue;
    let list = node.expression;
    while (ts.isAsExpression(list) || ts.isParenthesizedExpression(list)) list = list.expression;
    if (!ts.isArrayLiteralExpression(list)) return { names: [] };
    const names = list.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
    return { names, variable: argument.text };
  }
  return { names: [] };
}

/** `services.<key>` → key, else null. */
function serviceKeyOf(node: ts.Expression): string | null {
  if (!ts.isPropertyAccessExpression(node)) return null;
  return ts.isIdentifier(node.expression) && node.expression.text === 'services'
    ? node.name.text
    : null;
}

/**
 * The use case methods called in `handler`, as `key.method`, following calls of the file's own
 * functions; `services.<key>[variable]` calls the method named after the endpoint.
 */
function useCaseCalls(
  handler: ts.Node,
  localFunctions: ReadonlyMap<string, ts.Node>,
  endpoint: string,
  variable: string | undefined,
): string[] {
  const calls: string[] = [];
  const followed = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee)) {
        const key = serviceKeyOf(callee.expression);
        if (key) calls.push(`${key}.${callee.name.text}`);
      } else if (ts.isElementAccessExpression(callee)) {
        const key = serviceKeyOf(callee.expression);
        const index = callee.argumentExpression;
        if (key && ts.isIdentifier(index) && index.text === variable) {
          calls.push(`${key}.${endpoint}`);
        }
      } else if (ts.isIdentifier(callee) && !followed.has(callee.text)) {
        const helper = localFunctions.get(callee.text);
        if (helper) {
          followed.add(callee.text);
          visit(helper);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(handler);
  return calls;
}

/** The file's top-level functions (declared, or as `const name = (…) => …`), by name. */
function functionsOf(source: ts.SourceFile): Map<string, ts.Node> {
  const functions = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      functions.set(statement.name.text, statement.body);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          value &&
          (ts.isArrowFunction(value) || ts.isFunctionExpression(value))
        ) {
          functions.set(declaration.name.text, value.body);
        }
      }
    }
  }
  return functions;
}

function registrations(): Registration[] {
  const found: Registration[] = [];
  for (const path of sourceFiles(SERVER)) {
    const text = readFileSync(path, 'utf8');
    if (!/routes\.(json|binary)\(/u.test(text)) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const localFunctions = functionsOf(source);
    const visit = (node: ts.Node): void => {
      if (isRouteRegistration(node)) {
        const [name, handler] = node.arguments;
        const { names, variable } = name ? endpointsOf(name) : { names: [] };
        for (const endpoint of names) {
          found.push({
            file: relative(SERVER, path),
            endpoint,
            calls: handler ? useCaseCalls(handler, localFunctions, endpoint, variable) : [],
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const namedAfterIt = (registration: Registration): boolean =>
  registration.calls.some((call) => call.split('.')[1] === registration.endpoint);

describe('the server’s use case method names', () => {
  const found = registrations();

  it('are found (the reading of the routes still works)', () => {
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter((registration) => registration.calls.length > 0).length).toBeGreaterThan(
      100,
    );
    // The loop of the office's reasoned decisions on an account is read through.
    expect(found.find((registration) => registration.endpoint === 'lockMember')?.calls).toEqual([
      'officeActions.lockMember',
    ]);
  });

  it('are the names of the endpoints whose handlers call them, but for the listed exceptions', () => {
    const differing = found
      .filter((registration) => !(registration.endpoint in EXCEPTIONS))
      .filter((registration) => !namedAfterIt(registration))
      .map(
        (registration) =>
          `${registration.file}: ${registration.endpoint} → ${registration.calls.join(', ') || 'no use case'}`,
      );
    expect(differing).toEqual([]);
  });

  it('list no exception that is no longer needed', () => {
    const stale = Object.keys(EXCEPTIONS).filter((endpoint) => {
      const registration = found.find((each) => each.endpoint === endpoint);
      return !registration || namedAfterIt(registration);
    });
    expect(stale).toEqual([]);
  });
});
