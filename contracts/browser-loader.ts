/**
 * A loader for contracts' modules in browser builds. The contracts build TypeBox schemas
 * at load; a browser needs an endpoint's method and path, and a schema only where it
 * validates (forms, the search URL). In the source text, before TypeScript:
 * - `defineEndpoint({...})` keeps only `method`, `path`, `auth` and `bodyKind`
 *   (the API, not built by webpack, keeps the whole definitions);
 * - every call building a module-level constant is marked `#__PURE__`, so an unused
 *   schema is dropped with its constant, and TypeBox with it. Calls inside functions run
 *   when called and are left alone.
 */
import ts from 'typescript';

const ROUTE_KEYS = new Set(['method', 'path', 'auth', 'bodyKind']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

function isDefineEndpoint(node: ts.CallExpression): boolean {
  return ts.isIdentifier(node.expression) && node.expression.text === 'defineEndpoint';
}

/** `{ method, path, auth?, bodyKind? }` from a definition's object literal; undefined if it is not one. */
function routeOnly(source: ts.SourceFile, argument: ts.Expression | undefined): string | undefined {
  if (!argument || !ts.isObjectLiteralExpression(argument)) return undefined;
  const kept = argument.properties.filter(
    (p) => ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && ROUTE_KEYS.has(p.name.text),
  );
  return `{ ${kept.map((p) => p.getText(source)).join(', ')} }`;
}

/** Marks the calls in a module-level initializer pure, without entering functions. */
function markCalls(source: ts.SourceFile, node: ts.Node, edits: Edit[]): void {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
  if (ts.isCallExpression(node)) {
    edits.push({ start: node.getStart(source), end: node.getStart(source), text: '/*#__PURE__*/ ' });
    if (isDefineEndpoint(node)) {
      const route = routeOnly(source, node.arguments[0]);
      if (route !== undefined) {
        const argument = node.arguments[0];
        edits.push({ start: argument.getStart(source), end: argument.getEnd(), text: route });
        // The schema-free object holds no further calls.
        markCallsIn(source, node.expression, edits);
        return;
      }
    }
  }
  markCallsIn(source, node, edits);
}

function markCallsIn(source: ts.SourceFile, node: ts.Node, edits: Edit[]): void {
  ts.forEachChild(node, (child) => markCalls(source, child, edits));
}

export function transformContractsSource(text: string, fileName = 'module.ts'): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.initializer) markCalls(source, declaration.initializer, edits);
    }
  }
  // Apply from the end so earlier positions stay valid; an insertion at a replaced
  // range's start sorts before the replacement.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export default function contractsBrowserLoader(this: { resourcePath: string }, text: string): string {
  return transformContractsSource(text, this.resourcePath);
}
