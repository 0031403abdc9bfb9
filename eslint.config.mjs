// @ts-check
// Lint rules that explain the architecture: who may import whom.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-search', 'mf-profile', 'mf-account'];
const pkg = (name) => `@directpay/${name}`;

// An effect may return only a cleanup function. An expression-bodied arrow returns
// whatever its expression yields (a Promise from scrollTo, a number, a setter's
// undefined today and something else tomorrow), and React calls that as the cleanup
// on the next change or on unmount, where a TypeError can take the page down.
const EFFECT_HOOK = '/^use(Layout|Insertion)?Effect$/';
const EFFECT_RETURNS_VALUE = "ArrowFunctionExpression[expression=true][body.type!='ArrowFunctionExpression'][body.type!='FunctionExpression']";
const effectReturnsOnlyCleanup = [
  `CallExpression[callee.name=${EFFECT_HOOK}] > ${EFFECT_RETURNS_VALUE}.arguments:first-child`,
  `CallExpression[callee.property.name=${EFFECT_HOOK}] > ${EFFECT_RETURNS_VALUE}.arguments:first-child`,
].map((selector) => ({
  selector,
  message: 'An effect returns nothing or a cleanup function: wrap its body in braces, e.g. useEffect(() => { doThing(); }, deps).',
}));

const API_SCHEMAS = 'api/src declares no schema: define it in contracts (contracts/src/endpoints) and import it from @directpay/contracts.';

/** Forbid importing these workspaces (by package name or by relative path) with a message. */
function forbid(targets, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        // Workspaces import each other by package name only.
        patterns: targets.map((t) => ({ group: [pkg(t), `${pkg(t)}/*`], message })),
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'coverage/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-alert': 'error',
      'no-restricted-syntax': ['error', ...effectReturnsOnlyCleanup],
    },
  },
  {
    files: ['{host,shared-ui,mf-search,mf-profile,mf-account}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: forbid(
      [...REMOTES.filter((r) => r !== remote), 'host', 'api'],
      'A remote never imports another remote, the host or the API: share code through @directpay/shared-ui or @directpay/contracts.',
    ),
  })),
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: forbid([...REMOTES, 'api'], 'The host knows remotes only by name and URL (remotes.json) and talks to the API over HTTP.'),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: forbid([...REMOTES, 'host', 'api', 'embedded-mongo'], 'shared-ui is imported by apps; it may not import any app.'),
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      ...forbid([...REMOTES, 'host', 'api', 'shared-ui', 'embedded-mongo'], 'contracts is React-free and Node-free and imports no app.'),
    },
  },
  {
    // Issue 14: the wire format has one owner. api/src declares no schema (TypeBox
    // values come from contracts; type imports are fine) and writes no route generics.
    files: ['api/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@sinclair/typebox', '@fastify/type-provider-typebox'].map((name) => ({ name, allowTypeImports: true, message: API_SCHEMAS })),
          patterns: [{ group: ['@sinclair/typebox/*'], allowTypeImports: true, message: API_SCHEMAS }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(get|post|put|patch|delete|route)$/][typeArguments]",
          message: 'Register routes with route(fastify, endpoint, ...) from lib/route.ts: the definition in contracts types the handler.',
        },
      ],
    },
  },
  {
    files: ['embedded-mongo/**/*.ts'],
    rules: forbid([...REMOTES, 'host', 'api', 'shared-ui'], 'The embedded engine knows nothing of the product.'),
  },
  {
    // Plain CommonJS tool files (jest configuration and setup).
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
