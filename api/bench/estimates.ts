/**
 * Times issuing a 20-line Good Faith Estimate through the API, PDF included
 * (validation, PDFKit, the GridFS and estimate writes, the mail to the outbox),
 * 1,000 times in one process on the embedded engine, and samples the heap every
 * 100 estimates, for a patient who asked in English, then in Spanish (the PDF and mail in it):
 * `node --expose-gc --import tsx api/bench/estimates.ts [en|es]` (root; no argument: both).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { isLocale, type Locale } from '@directpay/contracts';
import fp from 'fastify-plugin';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { SERVER_OPTIONS } from '../src/lib/protocol-errors';
import { newEstimateRequest, requestedServices } from '../src/estimates/new-request';

const ISSUES = 1000;
const WARM_UP = 50;
const LINES = 20;
const LOCALES: Locale[] = isLocale(process.argv[2]) ? [process.argv[2]] : ['en', 'es'];

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-estimates-bench-'));
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, OUTBOX_DIR: path.join(dataDir, 'outbox'), DEV_IDP: 'on', LOG_LEVEL: 'warn' });
  const server = Fastify({ pluginTimeout: 120_000, ...SERVER_OPTIONS });
  await server.register(fp(app), { config });
  await server.ready();
  try {
    const dev = await server.inject({ method: 'POST', url: '/auth/dev/token', payload: { email: 'bench@example.com' } });
    const login = (await server.inject({ method: 'POST', url: '/google_auth', payload: { token: dev.json().token } })).json();
    const headers = { authorization: `Bearer ${login.token}` };
    const services = Array.from({ length: LINES }, (_, i) => ({ description: `Service ${i + 1}`, price: `${100 + i}.50`, code: `${99201 + i}`, codeSystem: 'CPT' as const }));
    const clinic = await server.clinics.insert(new (await import('mongodb')).ObjectId(login.accountId), {
      categoryId: 3,
      detail: { name: 'Bench Family Medicine', website: 'https://bench.example.com', emailAddress: 'bench@example.com', phoneNumber: '8015550100', acceptingNewPatients: true, description: '' },
      address: { streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: 40.23, longitude: -111.66 },
      images: [],
      services,
      otherServices: [],
      insurances: [],
      specialties: [],
      hours: {} as never,
      npi: '1234567893',
      tin: '001234567',
      doctors: [],
    });
    const wanted = services.map((s) => ({ description: s.description, quantity: 1 }));
    const snapshot = requestedServices(clinic, wanted);
    if ('unknown' in snapshot) throw new Error('a service is not listed');
    const body = {
      primaryService: 'Annual physical with labs',
      scheduledFor: null,
      lines: services.map((s, i) => ({ description: s.description, code: s.code, codeSystem: 'CPT', quantity: 1 + (i % 3), unitPrice: s.price, diagnosisCodes: ['Z00.00', 'E11.9'] })),
      coProviders: [],
      separatelyScheduled: [{ description: 'Follow-up visit', note: 'Two weeks later' }],
    };

    for (const locale of LOCALES) {
      const times: number[] = [];
      const heap: string[] = [];
      for (let i = 0; i < WARM_UP + ISSUES; i++) {
        const patient = { patientName: `Patient ${i}`, dateOfBirth: '1980-01-01', email: `p${i}@example.com`, locale };
        const request = newEstimateRequest(clinic, patient, snapshot, new Date());
        await server.estimates.insertRequest(request);
        const started = performance.now();
        const res = await server.inject({ method: 'POST', url: `/account/estimate-requests/${request._id.toHexString()}/estimates`, headers, payload: body });
        const ms = performance.now() - started;
        if (res.statusCode !== 201) throw new Error(`issue: ${res.statusCode} ${res.body}`);
        if (i >= WARM_UP) times.push(ms);
        if (i >= WARM_UP && (i - WARM_UP) % 100 === 0) heap.push(heapMb().toFixed(1));
      }
      heap.push(heapMb().toFixed(1));
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
      console.log(`[${locale}] issue a ${LINES}-line estimate (PDF, GridFS, mail), ${ISSUES} issues after ${WARM_UP} warm-up: median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, best ${at(0)} ms`);
      console.log(`[${locale}] heap used after GC every 100 issues (MB)${gc ? '' : ' (no --expose-gc: without a GC first)'}: ${heap.join(', ')}`);
    }
    console.log(`RSS at the end: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
