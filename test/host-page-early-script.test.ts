/**
 * The host's server writes a remote's early script (its early-start.js) into the HTML of
 * the pages that remote serves, inline, so it runs during the parse. The script
 * is the remote's own build, fetched by the server: only JavaScript is taken, none when the
 * remote has none, answers with a page, is too large or does not answer, and nothing in it
 * can end the <script> element early.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EARLY_SCRIPT_MAX_BYTES, inlineScript, renderHostPage, type RuntimeFiles } from '../scripts/host-page';

const INDEX = '<!doctype html><html><head><title>DirectPay Clinics</title></head><body><div id="root"></div></body></html>';

/** What the remote's manifest declares: it serves /search. */
const MANIFEST = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    pages: [{ prefix: 'search', exposed: 'SearchRoutes', label: 'the clinic search', title: 'Search clinics', description: 'Clinics on a map.' }],
  },
  exposes: [],
};

/** A remote's static server: its manifest, and early-start.js as each test says. */
let answer: (res: import('node:http').ServerResponse) => void;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith('/early-start.js')) return answer(res);
    if (req.url?.endsWith('/mf-manifest.json')) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let remoteIndex = 0;
/** Each test its own remote URL: the server keeps what it fetched for a few seconds. */
function runtime(): RuntimeFiles {
  remoteIndex += 1;
  return { config: { apiUrl: 'http://api.test' }, remotes: { remotes: { mf_search: `${base}/r${remoteIndex}/mf-manifest.json` } } };
}
const page = (path: string, files = runtime()) => renderHostPage(INDEX, files, { url: path, origin: 'https://directpay.example' });
const js = (body: string) => (res: import('node:http').ServerResponse) => res.writeHead(200, { 'content-type': 'application/javascript' }).end(body);

test('a remote page gets its remote\'s early script inline, after the run-time configuration it reads', async () => {
  answer = js('window.early=1;');
  const { html } = await page('/search?category=Dental');
  const runtimeAt = html.indexOf('window.__DIRECTPAY_RUNTIME__=');
  const earlyAt = html.indexOf('<script>window.early=1;</script>');
  expect(runtimeAt).toBeGreaterThan(-1);
  expect(earlyAt).toBeGreaterThan(runtimeAt);
});

test('pages no remote serves get none', async () => {
  answer = js('window.early=1;');
  for (const path of ['/', '/about', '/constructor']) expect((await page(path)).html).not.toContain('window.early');
});

test('nothing in the script can close the element or open a comment', async () => {
  answer = js('var a="</script><script>alert(1)</script>";var b="<!--";');
  const { html } = await page('/search');
  expect(html).toContain('<script>var a="<\\/script><script>alert(1)<\\/script>";var b="<\\!--";</script>');
  expect(html.match(/<\/script>/gi)).toHaveLength(2); // the run-time configuration's and the early script's own
  // And what the browser then runs reads the same as the remote's code.
  expect(new Function(`${/<script>(var a=.*)<\/script>/.exec(html)![1]}; return [a, b];`)()).toEqual(['</script><script>alert(1)</script>', '<!--']);
  expect(inlineScript('x</SCRIPT>')).toBe('<script>x<\\/SCRIPT></script>');
});

test('a remote without one, answering a page, too large or not answering: the page is served without it', async () => {
  answer = (res) => res.writeHead(404).end();
  expect((await page('/search')).html).not.toMatch(/<script>(?!window\.__DIRECTPAY_RUNTIME__)/);
  answer = (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>not a script');
  expect((await page('/search')).html).not.toContain('not a script');
  answer = js(`/*${'x'.repeat(EARLY_SCRIPT_MAX_BYTES)}*/`);
  expect((await page('/search')).html).not.toContain('xxxx');
  answer = () => undefined; // never answers
  const started = Date.now();
  const { status, html } = await page('/search');
  expect(status).toBe(200);
  expect(html).toContain('window.__DIRECTPAY_RUNTIME__=');
  expect(Date.now() - started).toBeLessThan(5000);
}, 15_000);
