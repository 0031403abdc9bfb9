import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '#support/fixtures';
import { site } from '#support/site';
import { testServerPort } from '#support/test-ports';
import { apiSignIn, clinicInput, createClinicByApi, uniqueEmail } from '../account/support';

/**
 * mf-account's README, as written: with the API running (`npm start`), run
 * `npm run dev -w mf-account` and open /account; sign in with the development
 * account and the clinic list shows. Here the API is the run's (API_PORT) and
 * the dev server takes MF_ACCOUNT_PORT, the variables `npm start` uses.
 */
const ROOT = path.resolve(__dirname, '../../..');
let origin = '';

let devServer: ChildProcess | undefined;
let output = '';

// The dev server compiles mf-account before it answers: a minute or more on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 420_000 });
test.skip(({ isMobile }) => isMobile, 'one dev server per run: the desktop project covers it');

test.beforeAll(async () => {
  test.setTimeout(420_000);
  const devPort = testServerPort('devServers', 0);
  origin = `http://localhost:${devPort}`;
  devServer = spawn('npm', ['run', 'dev', '-w', 'mf-account'], {
    cwd: ROOT,
    env: { ...process.env, DEV_PORT: String(devPort), API_PORT: site.ports.API_PORT, DEV_IDP: 'on' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  devServer.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  devServer.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 400_000;
  for (;;) {
    if (devServer.exitCode !== null) throw new Error(`npm run dev -w mf-account exited with ${devServer.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${origin}/account`, { headers: { accept: 'text/html' } });
      if (response.ok && (await response.text()).includes('<div id="root">')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The mf-account dev server did not answer on ${origin}:\n${output}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
});

test.afterAll(() => {
  // The dev server and the webpack it started: their own process group.
  if (devServer?.pid && devServer.exitCode === null) process.kill(-devServer.pid, 'SIGTERM');
});

test('standalone mf-account sends a visitor to its own sign-in once, signs in with the development account and lists the clinic', async ({ page, request }) => {
  const email = uniqueEmail('standalone');
  const session = await apiSignIn(request, email);
  await createClinicByApi(request, session.token, clinicInput('Standalone Lakeside Clinic'));

  // The page reads the run's configuration, not a hard-coded API.
  const config = (await (await request.get(`${origin}/config.json`)).json()) as { apiUrl: string; devSignIn: boolean };
  expect(config).toMatchObject({ apiUrl: site.api, devSignIn: true });

  await page.goto(`${origin}/account`);
  await expect(page).toHaveURL(`${origin}/login?returnTo=%2Faccount`);
  await expect(page.getByRole('heading', { name: 'Sign in (development)' })).toBeVisible();
  // It stays there: no bouncing between /account and /login.
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.waitForTimeout(1000);
  expect(navigations).toEqual([]);

  const field = page.getByLabel('Development account email');
  await field.fill('');
  await field.pressSequentially(email);
  await page.getByRole('button', { name: 'Sign in with the development account' }).click();

  await expect(page).toHaveURL(`${origin}/account/clinic-locations`);
  await expect(page.getByRole('note')).toContainText(`Signed in as ${email}`);
  const account = page.locator('[data-remote="mf_account"]');
  await expect(account.getByRole('heading', { level: 1, name: 'Your clinic locations' })).toBeVisible();
  await expect(account.getByText('Standalone Lakeside Clinic')).toBeVisible();
});
