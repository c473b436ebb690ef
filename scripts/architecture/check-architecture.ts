import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { checkFeatureImport, resolveModule } from './feature-boundaries';

/**
 * The layer rules of DESIGN section 2, checked on the source with the TypeScript compiler:
 *
 * - domain: imports only the domain and a few pure packages; uses no platform global (DOM,
 *   Node: window, document, fetch, localStorage, console, setTimeout, …) and reads no clock or
 *   randomness (Date.now(), new Date(), Math.random()).
 * - application: imports the domain, the application and pure packages plus inversify; never
 *   adapters, UI or the composition root.
 * - ui: never imports adapters, the composition root, inversify or fetch-retry, and never
 *   touches transport or storage globals (fetch, localStorage, sessionStorage, location, …).
 * - adapters: never import UI or the composition root.
 * - contract (src/contract, the wire contract): imports only the domain and typebox; shared by
 *   the server and the SPA's adapters, and by nothing else of the SPA.
 * - server (server/): imports the domain, the contract and itself, never the SPA's
 *   application, adapters, UI or composition root.
 * - composition (src/composition, src/main.tsx): may import anything; the only place that
 *   knows concrete adapter classes.
 * - inside the server, the same layers: server/domain imports only itself; server/application
 *   the server's domain and application (never an adapter, nor the composition root, which is
 *   where the ports are built and the features put together); server/adapters the domain, the
 *   application and adapters, never the composition root (it hands them the features list).
 *   The composition root is server/composition/ and the files beside it (runtime, features,
 *   services, main, maintenance, config), with the seed and the command line.
 *
 * Type-only imports count: a domain that imports React's types still depends on React.
 *
 * Inside the layers, features: a feature uses another only through its public entry
 * (feature-boundaries.ts).
 */

export type Layer =
  'domain' | 'application' | 'adapters' | 'ui' | 'contract' | 'composition' | 'server' | 'other';

export interface Violation {
  /** Path relative to the checked root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  readonly rule: string;
  readonly message: string;
}

interface LayerRule {
  readonly mayImportLayers: readonly Layer[];
  /** Allowed packages, or 'any' minus `forbiddenPackages`. */
  readonly packages: readonly string[] | 'any';
  readonly forbiddenPackages?: readonly string[];
}

const PURE_PACKAGES = ['xstate', 'date-fns', '@date-fns/tz', 'es-hangul'];

const RULES: Readonly<Record<Layer, LayerRule>> = {
  domain: { mayImportLayers: ['domain'], packages: PURE_PACKAGES },
  application: {
    mayImportLayers: ['domain', 'application'],
    packages: [...PURE_PACKAGES, 'inversify'],
  },
  adapters: {
    mayImportLayers: ['domain', 'application', 'adapters', 'contract'],
    packages: 'any',
  },
  contract: { mayImportLayers: ['domain', 'contract'], packages: ['typebox'] },
  server: { mayImportLayers: ['domain', 'contract', 'server'], packages: 'any' },
  ui: {
    mayImportLayers: ['domain', 'application', 'ui'],
    packages: 'any',
    forbiddenPackages: ['inversify', 'fetch-retry'],
  },
  composition: {
    mayImportLayers: ['domain', 'application', 'adapters', 'ui', 'contract', 'composition'],
    packages: 'any',
  },
  other: {
    mayImportLayers: [
      'domain',
      'application',
      'adapters',
      'ui',
      'contract',
      'composition',
      'server',
      'other',
    ],
    packages: 'any',
  },
};

type ServerLayer = 'domain' | 'application' | 'adapters' | 'composition';

/** What each of the server's layers may import of the server. */
const SERVER_RULES: Readonly<Record<ServerLayer, readonly ServerLayer[]>> = {
  domain: ['domain'],
  application: ['domain', 'application'],
  adapters: ['domain', 'application', 'adapters'],
  composition: ['domain', 'application', 'adapters', 'composition'],
};

/** The server's layer of a file under server/. */
export function serverLayerOf(rootDir: string, filePath: string): ServerLayer {
  const [, top] = path.relative(rootDir, filePath).split(path.sep);
  return top === 'domain' || top === 'application' || top === 'adapters' ? top : 'composition';
}

/** Globals the UI must leave to adapters: transport, storage and the address bar. */
const UI_FORBIDDEN_GLOBALS = new Set([
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'location',
]);

const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self', 'document']);

export function layerOf(rootDir: string, filePath: string): Layer {
  const fromRoot = path.relative(rootDir, filePath).split(path.sep);
  if (fromRoot[0] === 'server' && fromRoot.length > 1) return 'server';
  const relative = path.relative(path.join(rootDir, 'src'), filePath).split(path.sep);
  const [top] = relative;
  if (!top || top === '..') return 'other';
  if (relative.length === 1) return /^main\.tsx?$/u.test(top) ? 'composition' : 'other';
  const layers: readonly Layer[] = ['domain', 'application', 'adapters', 'ui', 'contract'];
  const layer = layers.find((candidate) => candidate === top);
  if (layer) return layer;
  return top === 'composition' ? 'composition' : 'other';
}

export interface CheckOptions {
  /** The project root, holding `src/`. */
  readonly rootDir: string;
  /** Compiler options; default: the root's tsconfig.json, else browser + Node typings. */
  readonly compilerOptions?: ts.CompilerOptions;
}

export function checkArchitecture(options: CheckOptions): Violation[] {
  const rootDir = path.resolve(options.rootDir);
  const sourceFiles = [
    ...listSourceFiles(path.join(rootDir, 'src')),
    ...listSourceFiles(path.join(rootDir, 'server')),
  ];
  const program = ts.createProgram(
    sourceFiles,
    options.compilerOptions ?? compilerOptionsFor(rootDir),
  );
  const checker = program.getTypeChecker();
  const violations: Violation[] = [];

  for (const fileName of sourceFiles) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) continue;
    const layer = layerOf(rootDir, fileName);
    const report = (node: ts.Node, rule: string, message: string) => {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      const file = path.relative(rootDir, fileName).split(path.sep).join('/');
      violations.push({ file, line: line + 1, rule, message });
    };

    for (const { specifier, node } of importsOf(sourceFile)) {
      checkImport(rootDir, fileName, layer, specifier, node, report);
    }
    if (layer === 'domain' || layer === 'contract') {
      checkPurity(layer, sourceFile, program, checker, report);
    }
    if (layer === 'ui') checkUiGlobals(sourceFile, program, checker, report);
  }
  return violations;
}

type Report = (node: ts.Node, rule: string, message: string) => void;

function checkImport(
  rootDir: string,
  fileName: string,
  layer: Layer,
  specifier: string,
  node: ts.Node,
  report: Report,
): void {
  const rule = RULES[layer];
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = path.resolve(path.dirname(fileName), specifier);
    const targetLayer = layerOf(rootDir, target);
    if (!rule.mayImportLayers.includes(targetLayer)) {
      report(
        node,
        `${layer}-imports-${targetLayer}`,
        `${layer} must not import ${targetLayer} ('${specifier}')`,
      );
    }
    if (layer === 'server' && targetLayer === 'server') {
      const from = serverLayerOf(rootDir, fileName);
      const to = serverLayerOf(rootDir, target);
      if (!SERVER_RULES[from].includes(to)) {
        report(
          node,
          `server-${from}-imports-server-${to}`,
          `server/${from} must not import the server's ${to} ('${specifier}')`,
        );
      }
    }
    const crossing = checkFeatureImport(
      rootDir,
      fileName,
      resolveModule(target),
      ts.isExportDeclaration(node),
    );
    if (crossing) report(node, crossing.rule, crossing.message);
    return;
  }
  const packageName = packageNameOf(specifier);
  const allowed =
    rule.packages === 'any'
      ? !(rule.forbiddenPackages ?? []).includes(packageName)
      : rule.packages.includes(packageName);
  if (!allowed) {
    report(node, `${layer}-imports-package`, `${layer} must not import the package '${specifier}'`);
  }
}

/** Platform globals, the clock and randomness are off limits in the domain and the contract. */
function checkPurity(
  layer: Layer,
  sourceFile: ts.SourceFile,
  program: ts.Program,
  checker: ts.TypeChecker,
  report: Report,
): void {
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isReference(node) && isPlatformGlobal(node, program, checker)) {
      report(
        node,
        `${layer}-uses-platform-global`,
        `${layer} must not use the platform global '${node.text}'`,
      );
    }
    // `globalThis.fetch`: the object is the language's, the member the platform's.
    const viaLanguageGlobal =
      isGlobalObjectMember(node) && !isPlatformGlobal(node.expression, program, checker);
    if (viaLanguageGlobal && isPlatformGlobal(node.name, program, checker)) {
      report(
        node,
        `${layer}-uses-platform-global`,
        `${layer} must not use '${node.getText(sourceFile)}'`,
      );
    }
    if (readsClockOrRandomness(node)) {
      report(
        node,
        `${layer}-reads-clock`,
        `${layer} must not read the clock or randomness ('${node.getText(sourceFile)}'); pass the value in`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

/** Transport and storage globals belong to adapters, not to components. */
function checkUiGlobals(
  sourceFile: ts.SourceFile,
  program: ts.Program,
  checker: ts.TypeChecker,
  report: Report,
): void {
  const visit = (node: ts.Node): void => {
    const name =
      ts.isIdentifier(node) && isReference(node)
        ? node
        : isGlobalObjectMember(node)
          ? node.name
          : null;
    if (name && UI_FORBIDDEN_GLOBALS.has(name.text) && isPlatformGlobal(name, program, checker)) {
      report(
        node,
        'ui-uses-transport',
        `ui must not use '${node.getText(sourceFile)}'; go through a port`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

interface ImportReference {
  readonly specifier: string;
  readonly node: ts.Node;
}

function importsOf(sourceFile: ts.SourceFile): ImportReference[] {
  const found: ImportReference[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, node });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, node });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** An identifier that refers to something, rather than naming a member or a declaration. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isEnumMember(parent) ||
      ts.isBindingElement(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isInterfaceDeclaration(parent) ||
      ts.isTypeAliasDeclaration(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isExportSpecifier(parent) ||
      ts.isImportClause(parent) ||
      ts.isNamespaceImport(parent) ||
      ts.isLabeledStatement(parent)) &&
    (parent as ts.NamedDeclaration).name === node
  ) {
    return false;
  }
  return true;
}

type GlobalObjectMember = ts.PropertyAccessExpression & {
  readonly expression: ts.Identifier;
  readonly name: ts.Identifier;
};

function isGlobalObjectMember(node: ts.Node): node is GlobalObjectMember {
  return (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    ts.isIdentifier(node.name) &&
    GLOBAL_OBJECTS.has(node.expression.text)
  );
}

/** Declared only by the DOM, web-worker or Node typings: a platform global, not the language. */
function isPlatformGlobal(
  node: ts.Identifier,
  program: ts.Program,
  checker: ts.TypeChecker,
): boolean {
  const symbol = checker.getSymbolAtLocation(node);
  const declarations = symbol?.getDeclarations() ?? [];
  if (declarations.length === 0) return false;
  return declarations.every((declaration) => {
    const file = declaration.getSourceFile();
    const base = path.basename(file.fileName);
    const isPlatformLib =
      program.isSourceFileDefaultLibrary(file) && /^lib\.(dom|webworker|scripthost)/u.test(base);
    const isNodeTypes = file.fileName.split(path.sep).join('/').includes('/@types/node/');
    return isPlatformLib || isNodeTypes;
  });
}

function readsClockOrRandomness(node: ts.Node): boolean {
  if (ts.isNewExpression(node)) {
    return (
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      (node.arguments?.length ?? 0) === 0
    );
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const { expression: object, name } = node.expression;
    if (!ts.isIdentifier(object)) return false;
    return (
      (object.text === 'Date' && name.text === 'now') ||
      (object.text === 'Math' && name.text === 'random') ||
      (object.text === 'performance' && name.text === 'now')
    );
  }
  return false;
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function listSourceFiles(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|tsx)$/u.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function compilerOptionsFor(rootDir: string): ts.CompilerOptions {
  const configPath = path.join(rootDir, 'tsconfig.json');
  if (fs.existsSync(configPath)) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (parsed) return { ...parsed.options, noEmit: true };
  }
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  };
}
