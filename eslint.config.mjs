// @ts-check
// Lint rules that explain the architecture: who may import whom.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The product's workspaces: each is built, versioned and deployed as one folder. */
const WORKSPACES = ['contracts', 'shared-ui', 'embedded-mongo', 'api', 'host', ...REMOTES, 'embed'];
/** Test harnesses, which product code never reaches into either. */
const HARNESSES = ['e2e', 'test'];

/**
 * Inside a workspace, a file more than one folder away is reached through the
 * workspace's own alias (`#src/...`, `#support/...` in e2e: package.json
 * "imports"), never by climbing (`../../../../components/form-controls`), so
 * moving a file does not break every path that climbs to it.
 */
const noDeepRelative = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { climbs: "Import '{{spec}}' through the workspace alias (#src/..., #test/... in the API, #support/... in e2e) instead of climbing more than one folder." },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = path.relative(ROOT, filename).split(path.sep)[0];
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('../../')) return;
      // Reaching another folder of the repository (build tooling, a harness) is the boundary rule's business.
      const target = path.relative(ROOT, path.resolve(path.dirname(filename), node.value)).split(path.sep)[0];
      if (target === from) context.report({ node, messageId: 'climbs', data: { spec: node.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * A relative path is the back door round the package-name rules below
 * (`../../../api/src/config` from a remote compiles just the same). This rule
 * resolves every relative specifier against the importing file and refuses it
 * when it lands in another workspace or a test harness; a test may still use
 * another workspace's test/fixtures, and build tooling at the root (scripts/)
 * stays reachable, which is how each webpack config shares one configuration.
 */
const noRelativeCrossWorkspace = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      leaves:
        'A relative import may not leave the {{from}} workspace (this one reaches into {{to}}): workspaces import each other by package name (@directpay/...), and only where the boundaries allow.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = path.relative(ROOT, filename).split(path.sep)[0];
    if (!WORKSPACES.includes(from)) return {};
    const isTest = /\.test\.tsx?$/.test(filename) || filename.split(path.sep).includes('test');
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const resolved = path.relative(ROOT, path.resolve(path.dirname(filename), node.value)).split(path.sep);
      const target = resolved[0];
      // One exception: a test may use another workspace's test fixtures (fault injection of the engine).
      if (isTest && resolved[1] === 'test' && resolved[2] === 'fixtures') return;
      if (target === '..') context.report({ node, messageId: 'leaves', data: { from, to: 'a folder outside the repository' } });
      else if (target !== from && (WORKSPACES.includes(target) || HARNESSES.includes(target))) {
        context.report({ node, messageId: 'leaves', data: { from, to: target } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

/**
 * Every amount on a page, in a mail or a PDF is written by the contracts' formatters: formatPrice
 * for a listed price ('$' and a no-break space, spec section 3), formatDollars or formatCents for a
 * computed amount. A '$' written by hand before an amount (`$${price}`, '$ ' + price, `$ {price}` in
 * JSX) drifts from them, and a plain space after it lets the line break between '$' and the amount.
 * The formatters themselves say so with a disable comment.
 */
const HAND_WRITTEN_PRICE =
  "Write amounts with the contracts' formatters (formatPrice for a listed price: '$' and a no-break space; formatDollars or formatCents for a computed amount, from @directpay/contracts or @directpay/shared-ui), so '$' never wraps away from its amount.";
// A '$' (unescaped) with nothing after it but spaces: a prefix waiting for its amount.
const DOLLAR_PREFIX = /(^|[^\\])\$[\s\u00a0]*$/;
// '$', a breaking space, then a figure: a line may break between them.
const DOLLAR_SPACE_FIGURE = /\$[ \t\n]+\d/;
const noHandWrittenPrice = {
  meta: { type: 'problem', schema: [], messages: { price: HAND_WRITTEN_PRICE } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'price' });
    return {
      TemplateLiteral(node) {
        node.quasis.forEach((quasi, i) => {
          const text = quasi.value.cooked ?? quasi.value.raw;
          if ((i < node.expressions.length && DOLLAR_PREFIX.test(text)) || DOLLAR_SPACE_FIGURE.test(text)) report(quasi);
        });
      },
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const joined = node.parent?.type === 'BinaryExpression' && node.parent.operator === '+' && node.parent.left === node;
        if ((joined && DOLLAR_PREFIX.test(node.value)) || DOLLAR_SPACE_FIGURE.test(node.value)) report(node);
      },
      JSXText(node) {
        const siblings = node.parent?.children ?? [];
        const next = siblings[siblings.indexOf(node) + 1];
        if ((next?.type === 'JSXExpressionContainer' && DOLLAR_PREFIX.test(node.value)) || DOLLAR_SPACE_FIGURE.test(node.value)) report(node);
      },
    };
  },
};


// Every word a visitor reads or hears passes through the i18n layer (shared-ui/i18n's
// defineMessages): text in JSX and the attributes read out (labels, placeholders, alt text)
// come from message catalogs, never literals. Data (names, addresses) arrives in variables.
const USER_FACING_ATTRIBUTES = new Set([
  'aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext',
  'placeholder', 'alt', 'title', 'label', 'description', 'heading', 'hint', 'message', 'emptyText', 'confirmLabel', 'cancelLabel', 'caption',
]);
const HAS_WORD = /\p{L}{2,}/u;
const BARE_TEXT =
  'User-facing text comes from a message catalog: add it to the messages/en.json (and es.json) beside this code and show it with useMessages() (shared-ui/i18n), so it is translated.';
const wordsIn = (node) => {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && HAS_WORD.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((quasi) => HAS_WORD.test(quasi.value.cooked ?? ''));
  if (node.type === 'ConditionalExpression') return wordsIn(node.consequent) || wordsIn(node.alternate);
  if (node.type === 'LogicalExpression') return wordsIn(node.right) || (node.operator !== '&&' && wordsIn(node.left));
  return false;
};
const noBareText = {
  meta: { type: 'problem', schema: [], messages: { bare: BARE_TEXT } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'bare' });
    return {
      JSXText(node) {
        if (HAS_WORD.test(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') {
          if (wordsIn(node.expression)) report(node);
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!USER_FACING_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal' ? wordsIn(node.value) : node.value.type === 'JSXExpressionContainer' && wordsIn(node.value.expression)) report(node);
      },
    };
  },
};

/** CSV cells from owners can hold formulas: one writer neutralizes them. */
const CSV_THROUGH_ONE_WRITER =
  "Write CSV with csvText or csvStream from api/src/lib/csv.ts: it neutralizes cells a spreadsheet would run as formulas (=, +, -, @), in every CSV the API writes.";

/** Forbid importing these workspaces (by package name or by relative path) with a message. */
/** The API is a MongoDB app: only the code that starts the embedded engine knows it exists. */
const EMBEDDED_FENCE =
  'The API talks to MongoDB through the driver only: the embedded engine is started by plugins/external/mongodb.ts and the seed script (startEmbeddedMongo), and nothing else imports it.';

function forbid(targets, message, extraPatterns = [], paths = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        // Workspaces import each other by package name only.
        patterns: [...targets.map((t) => ({ group: [pkg(t), `${pkg(t)}/*`], message })), ...extraPatterns],
        paths,
      },
    ],
  };
}

/**
 * The host, shared-ui and the public remotes (the search and a profile, the pages
 * a phone opens first) name each endpoint they call. The `endpoints` object reaches
 * every endpoint of the API, accounts and sign-in included, so importing it
 * puts them all in the page's first chunks.
 */
const PUBLIC_REMOTES = ['mf-search', 'mf-profile'];
const ENDPOINTS_BY_NAME = [
  {
    name: '@directpay/contracts',
    importNames: ['endpoints'],
    message: "Import the endpoint by name (import { searchClinics } from '@directpay/contracts'): the endpoints object brings every endpoint of the API into this page's chunks.",
  },
];

/**
 * Apps reach the router, react-leaflet and styled-components only through
 * shared-ui's façades (`routing`, `map`, `styled`), each the page's one copy of
 * its library, which webpack tree-shakes (a library shared as a package ships
 * whole). A direct import would bundle a second copy.
 */
const ROUTER_THROUGH_FACADE = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: "Import routing from '@directpay/shared-ui/routing' (the page's one router, tree-shaken); add the export there if it is missing.",
};
const MAP_THROUGH_FACADE = {
  group: ['react-leaflet', 'react-leaflet/*', '@react-leaflet/*'],
  message: "Import react-leaflet from '@directpay/shared-ui/map' (the page's one copy, tree-shaken); add the export there if it is missing.",
};
const STYLED_THROUGH_FACADE = {
  group: ['styled-components', 'styled-components/*'],
  message: "Import styled-components from '@directpay/shared-ui/styled' (the page's one copy, tree-shaken); add the export there if it is missing.",
};
const LIBRARIES_ONLY_THROUGH_FACADES = [ROUTER_THROUGH_FACADE, MAP_THROUGH_FACADE, STYLED_THROUGH_FACADE];

const ROUTE_GENERICS = {
  selector: "CallExpression[callee.property.name=/^(get|post|put|patch|delete|route)$/][typeArguments]",
  message: 'Register routes with route(fastify, endpoint, ...) from lib/route.ts: the definition in contracts types the handler.',
};
// Search cards are cached by a clinic's version, so every write stamps both halves of it.
const CLINIC_VERSION = {
  selector: "ObjectExpression > Property[key.name='updatedAt'][value.type=/^(Identifier|NewExpression)$/]",
  message: "Stamp a write with ...revised(now) from stored-clinic.ts: it sets updatedAt with a new revision, which cached search cards are checked against.",
};

// Public reads see public clinics only: they go through the repository's `public` view (public-view.ts).
const CLINICS_COLLECTION_FENCE = {
  selector: "MemberExpression[property.name='collection']:matches([object.property.name='clinics'], [object.name='clinics'])",
  message: "Read clinics through fastify.clinics.public (or a ClinicsRepository method): the raw collection also holds unpublished clinics. Owner routes, imports and scripts may use it.",
};

// A browser test's route matches by URL pattern (glob or RegExp): Playwright checks a pattern in its
// server and lets other requests through, while a function sends every request of the page through
// the test process first, which can make a timed test flake on a busy machine.
const ROUTE_BY_PATTERN = {
  selector: "CallExpression[callee.property.name=/^(route|unroute)$/] > :matches(ArrowFunctionExpression, FunctionExpression).arguments:first-child",
  message: 'Match routes with a glob or a RegExp, not a function: a function makes every request of the page wait for the test process.',
};

// A collator per comparison makes sorting a profile's lists a long task on a phone.
const LOCALE_COMPARE = {
  selector: "CallExpression[callee.property.name='localeCompare']",
  message: 'Sort names with compareNames from @directpay/shared-ui: localeCompare with a locale builds a collator per comparison, and the first collator loads collation data (a long task on a phone).',
};

// The type scale (shared-ui/src/theme/global-style.tsx says why): a style names only its sizes and weights.
const TYPE_SCALE = [
  {
    selector: 'TemplateElement[value.raw=/font-size:(?!\\s*((0\\.75|0\\.875|1|1\\.125|1\\.25|1\\.5|1\\.75|2|2\\.5)rem\\b|100%|inherit))/]',
    message: 'Use a size of the type scale (0.75, 0.875, 1, 1.125, 1.25, 1.5, 1.75, 2 or 2.5rem, or 100% of the parent\'s): each other size is one more font for the browser to set up before its first layout.',
  },
  {
    selector: 'TemplateElement[value.raw=/font-weight:(?!\\s*(400|700|inherit)\\b)/]',
    message: 'Use font-weight 400 or 700: each other weight is one more font for the browser to set up before its first layout.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-prerender/**', '**/dist-standalone/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'coverage/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: {
      'import-x': importX,
      'check-file': checkFile,
      boundaries: { rules: { 'no-relative-cross-workspace': noRelativeCrossWorkspace, 'no-deep-relative': noDeepRelative } },
      money: { rules: { 'no-hand-written-price': noHandWrittenPrice } },
      i18n: { rules: { 'no-bare-text': noBareText } },
    },
    // The node resolver of import-x reads package.json "imports", so no-cycle follows the #src aliases too.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-alert': 'error',
      'boundaries/no-relative-cross-workspace': 'error',
      'boundaries/no-deep-relative': 'error',
      // One file-naming convention: kebab-case files (components keep PascalCase names inside).
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'no-restricted-syntax': ['error', ...effectReturnsOnlyCleanup],
    },
  },
  {
    // What visitors, patients and owners read: the pages, the price card, the API's mails and PDFs.
    files: ['{host,shared-ui,mf-search,mf-profile,mf-account,embed,contracts,api}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'money/no-hand-written-price': 'error' },
  },
  {
    files: ['{host,shared-ui,mf-search,mf-profile,mf-account,embed}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'i18n/no-bare-text': 'error' },
  },
  {
    files: ['{host,shared-ui,mf-search,mf-profile,mf-account}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', ...effectReturnsOnlyCleanup, LOCALE_COMPARE, ...TYPE_SCALE],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: forbid(
      [...REMOTES.filter((r) => r !== remote), 'host', 'api', 'embed'],
      'A remote never imports another remote, the host or the API: share code through @directpay/shared-ui or @directpay/contracts.',
      LIBRARIES_ONLY_THROUGH_FACADES,
      PUBLIC_REMOTES.includes(remote) ? ENDPOINTS_BY_NAME : [],
    ),
  })),
  {
    // The host's main runs on every page: it names each endpoint it calls too.
    files: ['host/**/*.{ts,tsx}'],
    rules: forbid([...REMOTES, 'api', 'embed'], 'The host knows remotes only by name and URL (remotes.json) and talks to the API over HTTP.', LIBRARIES_ONLY_THROUGH_FACADES, ENDPOINTS_BY_NAME),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: forbid([...REMOTES, 'host', 'api', 'embedded-mongo', 'embed'], 'shared-ui is imported by apps; it may not import any app.', LIBRARIES_ONLY_THROUGH_FACADES, ENDPOINTS_BY_NAME),
  },
  {
    // The façades themselves: the one module that imports each library.
    files: ['shared-ui/src/entry-points/routing.ts'],
    rules: forbid([...REMOTES, 'host', 'api', 'embedded-mongo'], 'shared-ui is imported by apps; it may not import any app.', [MAP_THROUGH_FACADE, STYLED_THROUGH_FACADE]),
  },
  {
    files: ['shared-ui/src/entry-points/map.ts'],
    rules: forbid([...REMOTES, 'host', 'api', 'embedded-mongo'], 'shared-ui is imported by apps; it may not import any app.', [ROUTER_THROUGH_FACADE, STYLED_THROUGH_FACADE]),
  },
  {
    files: ['shared-ui/src/entry-points/styled.ts'],
    rules: forbid([...REMOTES, 'host', 'api', 'embedded-mongo'], 'shared-ui is imported by apps; it may not import any app.', [ROUTER_THROUGH_FACADE, MAP_THROUGH_FACADE]),
  },
  {
    // The home page's build-time render runs in Node, outside federation, and needs the server style sheet.
    files: ['host/src/prerender/render-home.tsx'],
    rules: forbid([...REMOTES, 'api'], 'The host knows remotes only by name and URL (remotes.json) and talks to the API over HTTP.', [ROUTER_THROUGH_FACADE, MAP_THROUGH_FACADE]),
  },
  {
    // Remote variants the browser tests build (e2e/fixtures/remotes) run inside the page like a remote.
    files: ['e2e/fixtures/remotes/**/*.{ts,tsx}'],
    rules: forbid([], '', LIBRARIES_ONLY_THROUGH_FACADES),
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      ...forbid([...REMOTES, 'host', 'api', 'shared-ui', 'embedded-mongo', 'embed'], 'contracts is React-free and Node-free and imports no app.'),
    },
  },
  {
    // The wire format has one owner. api/src declares no schema (TypeBox values
    // come from contracts; type imports are fine) and writes no route generics.
    files: ['api/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['@sinclair/typebox', '@fastify/type-provider-typebox'].map((name) => ({ name, allowTypeImports: true, message: API_SCHEMAS })),
            { name: '@directpay/embedded-mongo', allowTypeImports: true, message: EMBEDDED_FENCE },
          ],
          patterns: [
            { group: ['@sinclair/typebox/*'], allowTypeImports: true, message: API_SCHEMAS },
            { group: ['@directpay/embedded-mongo/*'], message: EMBEDDED_FENCE },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ROUTE_GENERICS, CLINIC_VERSION, CLINICS_COLLECTION_FENCE],
    },
  },
  {
    // Owner-scoped and maintenance code, which reads and writes every clinic of an account or of the seed.
    files: ['api/src/routes/account/**/*.ts', 'api/src/repositories/clinic-imports/**/*.ts', 'api/src/scripts/**/*.ts', 'api/src/demo/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ROUTE_GENERICS, CLINIC_VERSION] },
  },
  {
    // The code that starts the engine: the API's MongoDB plugin and the seed script, its start function only.
    files: ['api/src/plugins/external/mongodb.ts', 'api/src/scripts/seed.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['@sinclair/typebox', '@fastify/type-provider-typebox'].map((name) => ({ name, allowTypeImports: true, message: API_SCHEMAS })),
            { name: '@directpay/embedded-mongo', importNames: ['Codes', 'StartupError', 'socketPathFor', 'socketUri'], message: EMBEDDED_FENCE },
          ],
          patterns: [
            { group: ['@sinclair/typebox/*'], allowTypeImports: true, message: API_SCHEMAS },
            { group: ['@directpay/embedded-mongo/*'], message: EMBEDDED_FENCE },
          ],
        },
      ],
    },
  },
  {
    // Every CSV the API writes goes through lib/csv.ts, which neutralizes spreadsheet formulas in every cell.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['csv-stringify', 'csv-stringify/*'], message: CSV_THROUGH_ONE_WRITER }] },
      ],
    },
  },
  { files: ['api/src/lib/csv.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The one place that stamps a clinic's version, and tests that build versions to check them.
    files: ['api/src/repositories/clinics/stored-clinic.ts', 'api/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ROUTE_GENERICS] },
  },
  {
    // The price card runs inside other people's pages: no framework, no shared singleton, only the contracts' plain rules.
    files: ['embed/**/*.ts'],
    rules: forbid(
      [...REMOTES, 'host', 'api', 'shared-ui', 'embedded-mongo'],
      'The price card runs on clinics\' own websites: it imports only @directpay/contracts (its script must stay small and framework-free).',
      [{ group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'styled-components', '@sinclair/typebox', '@sinclair/typebox/*'], message: 'The price card draws with DOM calls and checks nothing with schemas: its script must stay under 8 KB compressed.' }],
    ),
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
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...effectReturnsOnlyCleanup, ROUTE_BY_PATTERN] },
  },
  {
    // A spec's own servers take ports from test-ports.ts, whose blocks never overlap.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...effectReturnsOnlyCleanup,
        ROUTE_BY_PATTERN,
        { selector: "ImportSpecifier[imported.name='BASE_PORT']", message: 'Take a port from #support/test-ports (testServerPort), so no two servers share one.' },
      ],
    },
  },
);
