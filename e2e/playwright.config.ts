import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { BASE_PORT, E2E_ADMIN_EMAIL, site } from './support/site';

const root = path.resolve(__dirname, '..');
// A fresh database and outbox per run: tests see the demo data and nothing left over.
const runDir = process.env.E2E_RUN_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'directpay-e2e-'));
process.env.E2E_RUN_DIR = runDir;

const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './tests',
  // One folder per port range, so two runs on one machine never wipe each other's results.
  outputDir: `./test-results/${BASE_PORT}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: site.host,
    // Recording a trace (a screencast and a DOM snapshot per step) slows every test on two
    // cores, so CI records one only when it retries a failed test; a local run (no retries)
    // keeps the trace of any test that fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Map tiles come from the internet in production; tests run offline.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      // A Pixel 7 at 360px, the most common phone width (the layout sweep covers 320 to 414).
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 }, launchOptions },
    },
  ],
  webServer: {
    command: `node --import tsx ${path.join(root, 'scripts/start.ts')}`,
    cwd: root,
    url: `${site.api}/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...site.ports,
      DATA_DIR: path.join(runDir, 'data'),
      OUTBOX_DIR: path.join(runDir, 'outbox'),
      SEED_DEMO: 'on',
      DEV_IDP: 'on',
      ADMIN_EMAILS: `owner@directpay.local,${E2E_ADMIN_EMAIL}`,
      LOG_LEVEL: 'warn',
      TILE_URL: `${site.api}/tiles/{z}/{x}/{y}.png`,
    },
  },
});
