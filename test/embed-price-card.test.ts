/**
 * The embeddable price card as the host's server serves it (scripts/serve-embed.ts): its script,
 * built by the embed workspace's own build and held to 8 KB compressed, and its iframe page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PRICE_CARD_SCRIPT_PATH, PRICE_CARD_UNAVAILABLE, priceCardPagePath, type PriceCard } from '@directpay/contracts';
import { serveHost } from '../scripts/serve-host';
import { CARD_HEIGHT_SCRIPT } from '@directpay/embed';

const ROOT = path.resolve(__dirname, '..');
/** The budget for the card's script, as it travels compressed. */
const MAX_COMPRESSED_BYTES = 8 * 1024;
const NOBODY = 'http://127.0.0.1:9/mf-manifest.json';
const CLINIC_ID = '665f1c2e8b3a4d0012ab34cd';
const CARD: PriceCard = {
  id: CLINIC_ID,
  name: 'Bright <Smiles> & "Co"',
  cityTown: 'Provo',
  state: 'UT',
  services: [{ description: 'Exam', price: '120', code: 'D0150', codeSystem: 'CDT', confirmedAt: '2026-06-02T15:04:05.000Z' }],
  pricesConfirmedAt: '2026-06-02T15:04:05.000Z',
};

/** The raw answer, bytes as sent (Node's fetch would undo the compression). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

let work: string;
let api: Server;
let apiPaths: string[];
let host: FastifyInstance;
let base: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'embed-'));
  // The workspace's own build, into a folder of the test's.
  execFileSync('npx', ['webpack', '--mode', 'production', '--env', `outputPath=${path.join(work, 'embed')}`], {
    cwd: path.join(ROOT, 'embed'),
    env: { ...process.env, NODE_OPTIONS: '--import=tsx' },
    stdio: 'pipe',
  });
  writeFileSync(path.join(work, 'index.html'), '<!doctype html><html><head><title>DirectPay Clinics</title></head><body></body></html>');
  apiPaths = [];
  // A stand-in API: one clinic's card, 404 for any other, 500 for the "broken" one.
  api = createServer((request, response) => {
    apiPaths.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url === `/clinics/${CLINIC_ID}/price-card`) return void response.end(JSON.stringify({ result: CARD }));
    response.statusCode = request.url?.startsWith('/clinics/000000000000000000000bad') ? 500 : 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  host = await serveHost(
    { HOST_PORT: '0', API_URL: 'https://api.example.test', API_INTERNAL_URL: apiUrl, SITE_URL: 'https://directpay.example.test', MF_SEARCH_URL: NOBODY, MF_PROFILE_URL: NOBODY, MF_ACCOUNT_URL: NOBODY },
    work,
    path.join(work, 'embed'),
  );
  base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await host?.close();
  api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("the card's script", () => {
  it.each(['gzip', 'br'])('is sent %s-compressed in at most 8 KB, cached for minutes, with no cookie', async (encoding) => {
    const answer = await rawGet(`${base}${PRICE_CARD_SCRIPT_PATH}`, { 'accept-encoding': encoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body.length).toBeLessThanOrEqual(MAX_COMPRESSED_BYTES);
    // Its name is fixed in every snippet, so it is revalidated within minutes, never kept for a year.
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.headers.etag).toBeTruthy();
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('is one classic script that reads nothing of the page but its own tag', async () => {
    const code = (await rawGet(`${base}${PRICE_CARD_SCRIPT_PATH}`)).body.toString('utf8');
    expect(code).toContain('document.currentScript');
    expect(code).not.toMatch(/document\.cookie|localStorage|sessionStorage|location\.href|import\(|TypeBox/);
  });
});

describe("the iframe's page", () => {
  it("shows the clinic's card, framed by any site, with only its height script and no cookie", async () => {
    const answer = await rawGet(`${base}${priceCardPagePath(CLINIC_ID)}`);
    expect(answer.status).toBe(200);
    const html = answer.body.toString('utf8');
    expect(html).toContain('Bright &lt;Smiles&gt; &amp; &quot;Co&quot;');
    expect(html).toContain(`href="https://directpay.example.test/clinic/${CLINIC_ID}" target="_top"`);
    // One script, the card's height for the framing page, which the policy names by hash.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`<script>${CARD_HEIGHT_SCRIPT}</script>`);
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors \*/);
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
  });

  it('speaks Spanish with ?lang=es: lang, title, words, price and date, and the Spanish profile', async () => {
    const html = (await rawGet(`${base}${priceCardPagePath(CLINIC_ID)}?lang=es`)).body.toString('utf8');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Precios en efectivo de Bright &lt;Smiles&gt; &amp; "Co" | DirectPay Clinics</title>');
    expect(html).toContain('Precios confirmados el 2 de junio de 2026');
    expect(html).toContain(`href="https://directpay.example.test/es/clinic/${CLINIC_ID}" target="_top"`);
    expect(html).not.toContain('Cash prices');
    // Without it, or with a language the site does not have, the card is English.
    for (const query of ['', '?lang=fr', '?lang=es&lang=en']) {
      const english = (await rawGet(`${base}${priceCardPagePath(CLINIC_ID)}${query}`)).body.toString('utf8');
      expect(english).toContain('<html lang="en">');
      expect(english).toContain('Prices confirmed June 2, 2026');
    }
    const unknown = await rawGet(`${base}${priceCardPagePath('f'.repeat(24))}?lang=es`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString('utf8')).toContain('Los precios en efectivo no están disponibles en este momento.');
  });

  it('answers 404 with the quiet message for an unknown clinic, and never asks the API about an id that is not one', async () => {
    const unknown = await rawGet(`${base}${priceCardPagePath('f'.repeat(24))}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString('utf8')).toContain(PRICE_CARD_UNAVAILABLE);
    apiPaths.length = 0;
    for (const id of ['not-an-id', '%3Cscript%3E', '..%2F..%2Faccount%2Fclinics', '%7B%22%24ne%22%3A1%7D']) {
      const answer = await rawGet(`${base}/embed/clinics/${id}/price-card`);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect(apiPaths).toEqual([]);
  });

  it('answers 503 with the quiet message while the API fails', async () => {
    const answer = await rawGet(`${base}${priceCardPagePath('000000000000000000000bad')}`);
    expect(answer.status).toBe(503);
    expect(answer.body.toString('utf8')).toContain(PRICE_CARD_UNAVAILABLE);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});
