/**
 * The docs are reference, and this keeps them so:
 * - the root README's configuration table names exactly the environment
 *   variables the code reads, no more and no fewer;
 * - READMEs, docs/architecture.md and the decision records stay short;
 * - no doc points outside the repository (`../shared/...`).
 *
 * Environment reads are found in the TypeScript syntax tree, not by a type
 * check: `process.env.X`, `process.env['X']`, `'X' in env`, destructuring
 * (`const { X } = process.env`), the same on a variable or parameter that holds
 * the environment (`env: NodeJS.ProcessEnv`, `env = process.env`), and
 * `env[name]` inside a local helper called with a literal name
 * (`onOff('DEV_IDP', false)`). Any other computed read fails the test, so no
 * variable can hide from the table.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The code a person runs or configures: the product's sources and build
 * configuration, the benchmarks, and the helpers and configuration of the test
 * runs (whose knobs a person sets). Files that are tests themselves
 * (`*.test.ts`) are left out; so is embedded-mongo/test, whose fault
 * injection a test sets for the child engine it starts.
 */
const SCANNED = [
  'api/src',
  'api/bench',
  'api/test',
  'embedded-mongo/src',
  'embedded-mongo/bench',
  'scripts',
  'contracts/src',
  'shared-ui/src',
  'host/src',
  'host/webpack.config.ts',
  'mf-search/src',
  'mf-search/webpack.config.ts',
  'mf-profile/src',
  'mf-profile/webpack.config.ts',
  'mf-account/src',
  'mf-account/webpack.config.ts',
  'embed/src',
  'embed/webpack.config.ts',
  'e2e/playwright.config.ts',
  'e2e/support',
  'e2e/tests',
  'e2e/fixtures',
];
/** Dependencies, build output and test results (and every dot-folder: .git, .data). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-standalone', 'dist-prerender', 'test-results']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST_FILE = /\.test\.(ts|tsx|js)$/;
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;
/** The operating system's own, which a test hands on to a child process: no knob of ours. */
const SYSTEM = new Set(['PATH', 'HOME']);

function filesUnder(start: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(start)) return [];
  if (statSync(start).isFile()) return keep(start) ? [start] : [];
  return readdirSync(start, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : filesUnder(path.join(start, entry.name), keep);
    const file = path.join(start, entry.name);
    return keep(file) ? [file] : [];
  });
}

interface EnvReads {
  names: Map<string, string[]>;
  /** Computed reads that could not be tied to a literal name, as `file:line`. */
  unresolved: string[];
}

const isProcessEnv = (node: ts.Node): boolean =>
  ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'process' && node.name.text === 'env';

/** Records the environment variables one file reads. */
function readsOf(file: string, reads: EnvReads): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('env')) return;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const where = (node: ts.Node) => `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const record = (name: string, node: ts.Node) => {
    if (!ENV_NAME.test(name)) return;
    const at = reads.names.get(name) ?? [];
    if (!at.includes(where(node))) reads.names.set(name, [...at, where(node)]);
  };

  // Names that hold the environment in this file: `env: NodeJS.ProcessEnv`, `env = process.env`, `const { env } = process`.
  const holders = new Set<string>();
  const findHolders = (node: ts.Node): void => {
    if ((ts.isParameter(node) || ts.isVariableDeclaration(node)) && ts.isIdentifier(node.name)) {
      const typed = node.type !== undefined && node.type.getText(source).replace(/\s/g, '') === 'NodeJS.ProcessEnv';
      if (typed || (node.initializer !== undefined && isProcessEnv(node.initializer))) holders.add(node.name.text);
    }
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && ts.isIdentifier(node.initializer) && node.initializer.text === 'process') {
      for (const element of node.name.elements) {
        const property = element.propertyName ?? element.name;
        if (ts.isIdentifier(property) && property.text === 'env' && ts.isIdentifier(element.name)) holders.add(element.name.text);
      }
    }
    ts.forEachChild(node, findHolders);
  };
  findHolders(source);
  const isEnv = (node: ts.Node): boolean => isProcessEnv(node) || (ts.isIdentifier(node) && holders.has(node.text));

  // Local helpers that read `env[param]`: their name and which argument is the variable's name.
  const helpers = new Map<string, number>();
  const helperOf = (access: ts.ElementAccessExpression, name: string): boolean => {
    for (let node: ts.Node | undefined = access.parent; node; node = node.parent) {
      if (!ts.isFunctionDeclaration(node) && !ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) continue;
      const index = node.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (index === -1) continue;
      const helper = ts.isFunctionDeclaration(node) ? node.name : ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined;
      if (!helper || !ts.isIdentifier(helper)) return false;
      helpers.set(helper.text, index);
      return true;
    }
    return false;
  };

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && isEnv(node.expression)) {
      const assigned = ts.isBinaryExpression(node.parent) && node.parent.left === node && node.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken;
      if (!assigned) record(node.name.text, node);
    } else if (ts.isElementAccessExpression(node) && isEnv(node.expression)) {
      const key = node.argumentExpression;
      if (ts.isStringLiteralLike(key)) record(key.text, node);
      else if (!(ts.isIdentifier(key) && helperOf(node, key.text))) reads.unresolved.push(where(node));
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword && isEnv(node.right) && ts.isStringLiteralLike(node.left)) {
      record(node.left.text, node);
    } else if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && isEnv(node.initializer)) {
      for (const element of node.name.elements) {
        const property = element.propertyName ?? element.name;
        if (ts.isIdentifier(property) || ts.isStringLiteralLike(property)) record(property.text, element);
        else reads.unresolved.push(where(element));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  // Calls of those helpers name the variables.
  if (helpers.size === 0) return;
  const calls = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) {
      const argument = node.arguments[helpers.get(node.expression.text) ?? 0];
      if (argument && ts.isStringLiteralLike(argument)) record(argument.text, node);
      else reads.unresolved.push(where(node));
    }
    ts.forEachChild(node, calls);
  };
  calls(source);
}

function environmentReads(): EnvReads {
  const reads: EnvReads = { names: new Map(), unresolved: [] };
  const keep = (file: string) => SOURCE.test(file) && !TEST_FILE.test(file) && !file.endsWith('.d.ts');
  for (const start of SCANNED) for (const file of filesUnder(path.join(ROOT, start), keep)) readsOf(file, reads);
  return reads;
}

/** The variables named in the first column of the README's "Configuration" table. */
function configurationTable(): Set<string> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.search(/^## Configuration/m);
  if (start === -1) throw new Error('README.md has no "## Configuration" section');
  const rest = readme.slice(start + 1);
  const end = rest.search(/^## /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([^`]+)`/g)) if (ENV_NAME.test(match[1])) names.add(match[1]);
  }
  return names;
}

const lineCount = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
const relative = (file: string) => path.relative(ROOT, file);
const markdown = filesUnder(ROOT, (file) => file.endsWith('.md'));

describe('the configuration table in README.md', () => {
  const reads = environmentReads();
  const table = configurationTable();

  it('finds the variables the code reads', () => {
    // A guard on the scanner itself: these are read in three different ways.
    expect([...reads.names.keys()]).toEqual(expect.arrayContaining(['MONGODB_URI', 'SEED_DEMO', 'HOST_PORT', 'E2E_BASE_PORT', 'DEV_PORT']));
  });

  it('can tell which variable every computed read names', () => {
    expect(reads.unresolved).toEqual([]);
  });

  it('lists every variable the code reads', () => {
    const missing = [...reads.names].filter(([name]) => !table.has(name) && !SYSTEM.has(name)).map(([name, at]) => `${name} (read at ${at.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('lists no variable the code never reads', () => {
    expect([...table].filter((name) => !reads.names.has(name))).toEqual([]);
  });
});

describe('the docs stay short', () => {
  const tooLong = (files: string[], limit: number) =>
    files.filter((file) => lineCount(file) > limit).map((file) => `${relative(file)}: ${lineCount(file)} lines (at most ${limit})`);

  it('keeps every README at 150 lines or fewer', () => {
    // The decisions' index is a list of one line per record, held to the README limit too.
    const readmes = markdown.filter((file) => path.basename(file) === 'README.md');
    expect(readmes.map(relative)).toEqual(expect.arrayContaining(['README.md', 'api/README.md', 'e2e/README.md']));
    expect(tooLong(readmes, 150)).toEqual([]);
  });

  it('keeps docs/architecture.md at 250 lines or fewer', () => {
    expect(tooLong([path.join(ROOT, 'docs/architecture.md')], 250)).toEqual([]);
  });

  it('keeps each decision record at 40 lines or fewer', () => {
    const decisions = markdown.filter((file) => relative(file).startsWith('docs/decisions/') && path.basename(file) !== 'README.md');
    expect(decisions.length).toBeGreaterThan(0);
    expect(tooLong(decisions, 40)).toEqual([]);
  });
});

describe('the docs point only inside the repository', () => {
  it('never mentions ../shared', () => {
    const outside = /\.\.\/shared(?![\w-])/;
    const offending = markdown.filter((file) => outside.test(readFileSync(file, 'utf8'))).map(relative);
    expect(offending).toEqual([]);
  });
});
