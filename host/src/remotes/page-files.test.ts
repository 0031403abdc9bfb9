import type * as PageFiles from './page-files';

/** The module as a new page loads it: what a page has started is the page's own. */
let files: typeof PageFiles;
beforeEach(() => {
  document.head.replaceChildren();
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per test, as per page
    files = require('./page-files') as typeof PageFiles;
  });
});

/** What the page has started: stylesheets and scripts, in order. */
const started = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="stylesheet"], script')].map((e) =>
    e instanceof HTMLScriptElement ? `script ${e.src} ${e.getAttribute('fetchpriority') ?? 'auto'}` : `style ${e.href}`,
  );

const FIRST = { js: ['https://search.example.test/app/561.js', 'https://search.example.test/app/__federation_expose_SearchRoutes.js'], css: ['https://search.example.test/app/561.css'] };
const OTHER = { js: ['https://search.example.test/app/561.js', 'https://search.example.test/app/__federation_expose_CompareRoutes.js'], css: ['https://search.example.test/app/561.css'] };
const start = ({ js, css }: { js: string[]; css: string[] }) => {
  css.forEach(files.startStylesheet);
  js.forEach(files.startScript);
};

test('a module\'s first scripts start with a high priority and its stylesheets apply, each once', () => {
  start(FIRST);
  start(FIRST);
  expect(started()).toEqual([
    'style https://search.example.test/app/561.css',
    'script https://search.example.test/app/561.js high',
    'script https://search.example.test/app/__federation_expose_SearchRoutes.js high',
  ]);
});

test('a script the page is already loading is not started again', () => {
  const script = document.createElement('script');
  script.src = 'https://search.example.test/app/561.js';
  document.head.appendChild(script);
  start(FIRST);
  expect(started()).toEqual([
    'script https://search.example.test/app/561.js auto',
    'style https://search.example.test/app/561.css',
    'script https://search.example.test/app/__federation_expose_SearchRoutes.js high',
  ]);
});

test('a script that ran is not started again for another module that shares it; one that failed is, for a Retry', () => {
  start(FIRST);
  const [css, shared, own] = document.head.children;
  shared.dispatchEvent(new Event('load'));
  own.dispatchEvent(new Event('error'));
  expect(document.head.children).toHaveLength(1);

  // The visitor moves to the remote's other page: only its own chunk is new.
  start(OTHER);
  expect(started()).toEqual([`style ${(css as HTMLLinkElement).href}`, 'script https://search.example.test/app/__federation_expose_CompareRoutes.js high']);
  document.head.lastElementChild!.dispatchEvent(new Event('load'));

  // Retry on the first page: the chunk that failed is started again, the one that ran is not.
  start(FIRST);
  expect(started()).toEqual([`style ${(css as HTMLLinkElement).href}`, 'script https://search.example.test/app/__federation_expose_SearchRoutes.js high']);
});
