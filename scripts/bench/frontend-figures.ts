/**
 * `npm run bench:web [-- http://localhost:3000]`: Lighthouse (npm `lighthouse`,
 * its default mobile preset: a mid-range phone on a slow 4G, simulated) three
 * times on each of `/`, `/search?category=Dental` and a clinic's profile, in English and
 * in Spanish (`/es/…`), against
 * a site that is already up (`npm start`). Prints the median performance score,
 * LCP, TBT and CLS per page, and the bytes on the wire: all of them and the
 * JavaScript alone (as transferred, so compressed when the server compresses).
 *
 * Each page is first loaded once by Lighthouse and that run discarded (BENCH_WARMUP=0 skips it):
 * a site just started answers its first requests for a page cold (Node compiling the API's and
 * the image route's first calls) on the cores the browser runs on, which inflates the first
 * run's blocking time; a phone does not share its processor with the server.
 *
 * Chromium: CHROME_PATH, else CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 * Figures taken while other work loads the machine are not representative:
 * Lighthouse's simulation scales with the CPU it finds.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { localizedPath } from '@directpay/contracts';

const site = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const apiUrl = (process.argv[3] ?? site.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1000}`)).replace(/\/$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseBin = path.join(__dirname, '../../node_modules/.bin/lighthouse');

interface Run {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

function lighthouse(url: string): Run {
  const json = execFileSync(
    lighthouseBin,
    [url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  ).toString();
  const report = JSON.parse(json) as Report;
  const audit = (name: string) => report.audits[name]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const sitemap = (await (await fetch(`${apiUrl}/sitemap/clinics`)).json()) as { results: { id: string }[] };
  const clinicId = sitemap.results[0]?.id;
  if (!clinicId) throw new Error(`The API at ${apiUrl} lists no clinic; start the site with its demo data`);
  const english = ['/', '/search?category=Dental', `/clinic/${clinicId}`];
  // Each page in both languages: the Spanish one loads its messages on top of the same code.
  const pages = [...english, ...english.map((page) => localizedPath(page, 'es'))];

  const rows: string[] = [];
  for (const page of pages) {
    for (let i = 0; i < WARMUP; i += 1) {
      console.error(`${page} warm-up ${i + 1}/${WARMUP}: performance ${lighthouse(`${site}${page}`).performance} (not counted)`);
    }
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(lighthouse(`${site}${page}`));
      console.error(`${page} run ${i + 1}/${RUNS}: performance ${runs[i].performance}`);
    }
    const m = (key: keyof Run) => median(runs.map((r) => r[key]));
    rows.push(
      `| ${page.startsWith('/clinic/') ? '/clinic/{id}' : page} | ${m('performance')} | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${(m('bytes') / 1024).toFixed(0)} KB | ${(m('scriptBytes') / 1024).toFixed(0)} KB |`,
    );
  }
  console.log(`Lighthouse mobile, median of ${RUNS} after ${WARMUP} warm-up run${WARMUP === 1 ? '' : 's'} per page, ${site}`);
  console.log('| page | performance | LCP | TBT | CLS | bytes on the wire | JavaScript on the wire |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
