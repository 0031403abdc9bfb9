/**
 * Frontend figures for the record: the host's initial JavaScript (gzip) on the
 * home page and how many React copies /search loads. Runs against a site that
 * is already up: `npm start`, then `npx tsx scripts/bench/frontend-figures.ts [http://localhost:3000]`.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const site = process.argv[2] ?? 'http://localhost:3000';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main() {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(site, { waitUntil: 'networkidle' });
    const hostScripts = scripts.filter((s) => s.url.startsWith(site));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`Host initial JavaScript on /: ${hostScripts.length} files, ${kb(sum(hostScripts, 'raw'))} raw, ${kb(sum(hostScripts, 'gzip'))} gzip`);

    scripts.length = 0;
    await page.goto(`${site}/search`, { waitUntil: 'networkidle' });
    const reactCopies = await page.evaluate(() => {
      type Info = { loaded?: boolean; from: string };
      const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> } }).__FEDERATION__.__SHARE__;
      const loaded = new Set<string>();
      for (const scopes of Object.values(share))
        for (const scope of Object.values(scopes))
          for (const [version, info] of Object.entries(scope.react ?? {})) if (info.loaded) loaded.add(`${info.from}@${version}`);
      return [...loaded];
    });
    console.log(`React copies loaded on /search: ${reactCopies.length} (${reactCopies.join(', ')})`);
    console.log(`JavaScript loaded on /search: ${scripts.length} files, ${kb(sum(scripts, 'gzip'))} gzip`);
  } finally {
    await browser.close();
  }
}

function sum(list: { raw: number; gzip: number }[], key: 'raw' | 'gzip'): number {
  return list.reduce((total, s) => total + s[key], 0);
}

void main();
