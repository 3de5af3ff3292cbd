/**
 * Reads the route table from src/app/router.tsx (and the path constants from src/config/paths.ts)
 * with the TypeScript parser, so that the bench measures exactly the routes the store has without
 * a second list to keep in step. Understands the router's own idioms: `route(path, loader, dialog?)`,
 * the index route `{ index: true, lazy: lazyRoute(queryClient, loader, dialog?) }`, loaders written
 * inline or as `const name = () => import('…')`, and paths as literals, `paths.x` or template
 * strings.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

function unwrap(expression) {
  let current = expression;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** `export const paths = { home: '/', … }` → { home: '/', … } (string members only). */
function readPathConstants(file) {
  const constants = {};
  walk(parse(file), (node) => {
    if (!ts.isVariableDeclaration(node) || node.name.getText() !== 'paths' || !node.initializer) return;
    const literal = unwrap(node.initializer);
    if (!ts.isObjectLiteralExpression(literal)) return;
    for (const property of literal.properties) {
      if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer)) {
        constants[property.name.getText()] = property.initializer.text;
      }
    }
  });
  return constants;
}

/** `() => import('../x')` → '../x', or undefined. */
function importedSpecifier(expression) {
  const node = unwrap(expression);
  if (!ts.isArrowFunction(node)) return undefined;
  const body = unwrap(node.body);
  if (!ts.isCallExpression(body) || body.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const [argument] = body.arguments;
  return argument && ts.isStringLiteralLike(argument) ? argument.text : undefined;
}

function resolveModule(routerFile, specifier, repoRoot) {
  const base = path.resolve(path.dirname(routerFile), specifier);
  const candidates = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'].map((ext) => base + ext);
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`router.tsx imports ${specifier}, which is not a file`);
  return path.relative(repoRoot, found).split(path.sep).join('/');
}

/** The lazily loaded routes: [{ path: '/conditions/:slug', module: 'src/features/…/x.tsx' }]. */
export function readRouteTable(repoRoot) {
  const routerFile = path.join(repoRoot, 'src/app/router.tsx');
  const constants = readPathConstants(path.join(repoRoot, 'src/config/paths.ts'));
  const source = parse(routerFile);

  const loaders = new Map();
  walk(source, (node) => {
    if (!ts.isVariableDeclaration(node) || !node.initializer) return;
    const specifier = importedSpecifier(node.initializer);
    if (specifier) loaders.set(node.name.getText(), specifier);
  });

  const pathOf = (expression) => {
    const node = unwrap(expression);
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'paths') {
      const value = constants[node.name.text];
      if (value === undefined) throw new Error(`paths.${node.name.text} is not a string path`);
      return value;
    }
    if (ts.isTemplateExpression(node)) {
      return node.templateSpans.reduce(
        (text, span) => text + pathOf(span.expression) + span.literal.text,
        node.head.text,
      );
    }
    throw new Error(`Cannot read the route path ${node.getText()}`);
  };
  const moduleOf = (expression) => {
    const node = unwrap(expression);
    const specifier = ts.isIdentifier(node) ? loaders.get(node.text) : importedSpecifier(node);
    if (!specifier) throw new Error(`Cannot read the route loader ${node.getText()}`);
    return resolveModule(routerFile, specifier, repoRoot);
  };

  const routes = [];
  walk(source, (node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'route' && node.arguments.length >= 2) {
      routes.push({ path: pathOf(node.arguments[0]), module: moduleOf(node.arguments[1]) });
    }
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name) =>
        node.properties.find((each) => ts.isPropertyAssignment(each) && each.name.getText() === name);
      const index = property('index');
      const lazy = property('lazy');
      if (index?.initializer.kind !== ts.SyntaxKind.TrueKeyword || !lazy) return;
      const call = unwrap(lazy.initializer);
      if (!ts.isCallExpression(call)) return;
      routes.push({ path: '/', module: moduleOf(call.arguments[1]) });
    }
  });
  if (routes.length === 0) throw new Error('Found no lazy route in src/app/router.tsx');
  return routes.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : 0));
}
