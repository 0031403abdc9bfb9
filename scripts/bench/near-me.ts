/**
 * `npm run bench:near-me [-- http://localhost:3000]`: times the task "how much, near me" on a
 * phone throttled as Lighthouse's mobile profile (150 ms round trip, 1.6 Mbps down, the CPU
 * slowed 4×; Chrome DevTools Protocol's Network.emulateNetworkConditions and
 * Emulation.setCPUThrottlingRate): on the home page, with a ZIP code typed, from the tap on
 * Find clinics to a list whose cards show prices (`[data-testid="card-price"]`). It also counts
 * the requests and bytes (as transferred) the tap causes, map tiles and favicons aside, which do
 * not vary with the machine: those until the priced list is shown, and all of them until the
 * network is quiet.
 *
 * Each run is a new browser context (nothing cached): the home page is loaded and left to settle,
 * as a visitor reads it before typing; the ZIP is then typed a key at a time, as on a phone. Against a site that is already up with its demo data
 * (`npm start`, or the browser tests' stack: docs/performance.md).
 *
 * Chromium: CHROME_PATH, else CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 * NEAR_ME_ZIP (84101) is the ZIP typed; BENCH_RUNS (3) the runs, after BENCH_WARMUP (1) discarded
 * ones; NEAR_ME_WAIT_MS (15000) how long a run waits for the list before it gives up.
 */
import { chromium, type CDPSession, type Page } from '@playwright/test';

const site = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const ZIP = process.env.NEAR_ME_ZIP ?? '84101';
const WAIT_MS = Number(process.env.NEAR_ME_WAIT_MS ?? 15_000);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's mobile profile (its "slow 4G" and a mid-range phone's processor). */
const THROTTLE = { rttMs: 150, downKbps: 1638.4, upKbps: 675, cpu: 4 };
/** Lighthouse's phone: a Moto G Power's screen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long after the first card a run waits for a price before it says "no priced card". */
const PRICE_GRACE_MS = 3_000;
/** A phone's typing pace, a key every this many ms. */
const TYPE_DELAY_MS = 200;
/** After the priced list, the network counts as quiet once nothing was asked for this long. */
const QUIET_MS = 1_500;

const PRICE = '[data-testid="card-price"]';
const CARD = '[data-testid="clinic-card"]';

/** Map tiles and favicons are not the task's. */
const counted = (url: string) => !/\/tiles\/|tile\.openstreetmap|favicon/i.test(url);

interface Seen {
  url: string;
  at: number;
  bytes: number;
}

interface Run {
  /** Tap to priced list, ms; null when no card showed a price. */
  pricedMs: number | null;
  /** Tap to the first card, ms; null when no card showed. */
  listMs: number | null;
  untilPriced: { requests: number; bytes: number };
  all: { requests: number; bytes: number };
  /** Requests to /places, and how many asked for the same text. */
  placeLookups: number;
  repeatedLookups: number;
  urls: string[];
}

/** Every request the page makes, with its bytes on the wire, from the protocol's own events. */
function recordRequests(cdp: CDPSession, now: () => number): Map<string, Seen> {
  const seen = new Map<string, Seen>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('data:')) seen.set(e.requestId, { url: e.request.url, at: now(), bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = seen.get(e.requestId);
    if (entry) entry.bytes = e.encodedDataLength;
  });
  return seen;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.rttMs,
    downloadThroughput: (THROTTLE.downKbps * 1024) / 8,
    uploadThroughput: (THROTTLE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
}

/** Resolves with the time a selector first shows, or null after the wait. */
const shows = (page: Page, selector: string, timeout: number, start: number) =>
  page
    .waitForSelector(selector, { state: 'visible', timeout })
    .then(() => performance.now() - start)
    .catch(() => null);

async function waitQuiet(seen: Map<string, Seen>, now: () => number, maxMs: number): Promise<void> {
  const until = now() + maxMs;
  while (now() < until) {
    const last = Math.max(0, ...[...seen.values()].map((s) => s.at));
    if (now() - last >= QUIET_MS) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function oneRun(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<Run> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const now = () => performance.now();
    const seen = recordRequests(cdp, now);
    await page.goto(`${site}/`, { waitUntil: 'load' });
    // The home page's own work (hydration, what it fetches ahead) is over before the visitor types.
    await page.waitForLoadState('networkidle');
    // Typed as a person types on a phone: a key every TYPE_DELAY_MS.
    const field = page.getByRole('textbox', { name: 'Address, city or ZIP code' });
    await field.tap();
    await field.pressSequentially(ZIP, { delay: TYPE_DELAY_MS });

    const tap = now();
    await page.getByRole('button', { name: 'Find clinics' }).tap();
    const listMs = await shows(page, CARD, WAIT_MS, tap);
    // Prices are drawn with the cards: a short grace for any drawn after them, then "no priced card".
    const pricedMs = listMs === null ? null : await shows(page, PRICE, PRICE_GRACE_MS, tap);
    const pricedAt = pricedMs === null ? now() : tap + pricedMs;
    await waitQuiet(seen, now, 10_000);

    const after = [...seen.values()].filter((s) => s.at >= tap && counted(s.url));
    const sum = (list: Seen[]) => ({ requests: list.length, bytes: list.reduce((n, s) => n + s.bytes, 0) });
    const lookups = after.filter((s) => new URL(s.url).pathname === '/places').map((s) => new URL(s.url).searchParams.get('q')?.trim().toLowerCase());
    return {
      pricedMs,
      listMs,
      untilPriced: sum(after.filter((s) => s.at <= pricedAt)),
      all: sum(after),
      placeLookups: lookups.length,
      repeatedLookups: lookups.length - new Set(lookups).size,
      urls: after.map((s) => `+${String(Math.round(s.at - tap)).padStart(5)} ms ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.url.replace(site, '')}`),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const runs: Run[] = [];
  try {
    // A site just started answers its first place lookup cold (the API reads its ZIP data on first use).
    for (let i = 0; i < WARMUP; i += 1) {
      const run = await oneRun(browser);
      console.error(`warm-up ${i + 1}/${WARMUP}: ${run.listMs === null ? 'no list' : `list at ${Math.round(run.listMs)} ms`} (not counted)`);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const run = await oneRun(browser);
      runs.push(run);
      const time = run.pricedMs === null ? (run.listMs === null ? 'no list' : `no priced card (list at ${Math.round(run.listMs)} ms)`) : `${Math.round(run.pricedMs)} ms`;
      console.error(`run ${i + 1}/${RUNS}: ${time}; ${run.all.requests} requests, ${kb(run.all.bytes)}`);
    }
  } finally {
    await browser.close();
  }
  const priced = runs.map((r) => r.pricedMs).filter((ms): ms is number => ms !== null);
  const lists = runs.map((r) => r.listMs).filter((ms): ms is number => ms !== null);
  const last = runs[runs.length - 1];
  console.log(`"How much, near me" on ${site}: ZIP ${ZIP} typed on the home page, tap on Find clinics (median of ${RUNS} runs after ${WARMUP} warm-up,`);
  console.log(`phone throttled to ${THROTTLE.rttMs} ms RTT, ${THROTTLE.downKbps} kbps down, CPU ${THROTTLE.cpu}x)`);
  console.log('| measure | figure | goal |');
  console.log('|---|---|---|');
  console.log(`| tap to a priced list | ${priced.length === runs.length ? `${(median(priced) / 1000).toFixed(2)} s` : `no priced card (${priced.length} of ${runs.length} runs)`} | 1.5 s |`);
  console.log(`| tap to the first card | ${lists.length ? `${(median(lists) / 1000).toFixed(2)} s` : 'no list'} | |`);
  console.log(`| requests until the priced list | ${median(runs.map((r) => r.untilPriced.requests))} | |`);
  console.log(`| requests after the tap, in all | ${median(runs.map((r) => r.all.requests))} | 6 |`);
  console.log(`| bytes after the tap, in all | ${kb(median(runs.map((r) => r.all.bytes)))} | 30 KB |`);
  console.log(`| place lookups (repeated) | ${last.placeLookups} (${last.repeatedLookups}) | 1 (0) |`);
  console.log('\nRequests of the last run (tiles and favicons aside):');
  for (const line of last.urls) console.log(line);
  if (priced.length < runs.length) process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
