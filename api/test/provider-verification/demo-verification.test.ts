/**
 * The demo data shows every state of an NPI check without typing: marks on
 * public demo clinics and doctors, and the development account's clinics with a
 * verified, a pending and mismatched checks, each as the local registry answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '@directpay/embedded-mongo';
import { addMonths, type OwnerClinic } from '@directpay/contracts';
import { runSeed } from '#src/scripts/seed';
import { demoClinicId } from '#src/demo/demo-clinics';
import { DEV_ACCOUNT_EMAIL } from '#src/demo/demo-estimates';
import { startNpiRegistryStandIn, type NpiRegistryStandIn } from '#src/dev-npi-registry/server';
import { FIXTURE_NPIS as N } from '#src/dev-npi-registry/fixtures';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';

jest.setTimeout(180_000);

describe('demo NPI checks', () => {
  let registry: NpiRegistryStandIn;
  let t: TestApp;
  beforeAll(async () => {
    registry = await startNpiRegistryStandIn({ slowMs: 1000 });
    t = await buildOwnerTestApp({ SEED_DEMO: 'on', NPI_REGISTRY_URL: registry.url, NPI_REGISTRY_TIMEOUT_MS: '400' });
  });
  afterAll(async () => {
    await t?.close();
    await registry?.close();
  });

  const profile = async (i: number) => (await t.app.inject({ method: 'GET', url: `/clinics/${demoClinicId(i).toHexString()}` })).json().result;
  const ownClinics = async () => {
    const owner = await signIn(t.app, DEV_ACCOUNT_EMAIL);
    return (await t.app.inject({ method: 'GET', url: '/account/clinics', headers: owner.headers })).json().results as OwnerClinic[];
  };

  it('public demo clinics and doctors carry the mark only where their NPI matches', async () => {
    const sunrise = await profile(0);
    expect(sunrise.verifiedProvider).toMatchObject({ npi: N.demoSunriseDental });
    expect(sunrise.doctors[0].verifiedProvider).toMatchObject({ npi: N.demoOkafor });
    expect((await profile(6)).verifiedProvider).toMatchObject({ npi: N.demoJuniperChiropractic });
    for (const unmarked of [1, 2, 3]) expect((await profile(unmarked)).verifiedProvider).toBeUndefined();
    const card = (await t.app.inject({ method: 'GET', url: `/clinics?categoryId=${sunrise.categoryId}&limit=50` })).json().results.find((c: { id: string }) => c.id === sunrise.id);
    expect(card?.verifiedProvider).toEqual(sunrise.verifiedProvider);
  });

  it("the development account's clinics show a verified, a pending and mismatched checks", async () => {
    const mine = await ownClinics();
    const sunrise = mine.find((c) => c.id === demoClinicId(0).toHexString())!;
    const pioneer = mine.find((c) => c.id === demoClinicId(1).toHexString())!;
    expect(sunrise.npiCheck).toMatchObject({ state: 'verified' });
    expect(sunrise.doctors[0].npiCheck).toMatchObject({ state: 'verified' });
    expect(pioneer.npiCheck).toMatchObject({ state: 'mismatch', field: 'name', registryValue: 'PIONEER FERTILITY PARTNERS INC' });
    expect(pioneer.doctors[0].npiCheck).toEqual({ npi: N.serverError, state: 'pending', checkedAt: null });
    expect(pioneer.doctors[1].npiCheck).toMatchObject({ state: 'mismatch', field: 'licenseState', registryValue: 'ID' });
  });

  it('each demo state is what the local registry answers when the checks run again', async () => {
    const before = JSON.stringify((await ownClinics()).map((c) => [c.npiCheck?.state, c.npiCheck?.field, c.doctors.map((d) => [d.npiCheck?.state, d.npiCheck?.field])]));
    const asked = await t.app.npiChecks.runOnce(new Date(addMonths(new Date(), 12).getTime() + 86_400_000));
    expect(asked).toBeGreaterThan(0);
    const after = JSON.stringify((await ownClinics()).map((c) => [c.npiCheck?.state, c.npiCheck?.field, c.doctors.map((d) => [d.npiCheck?.state, d.npiCheck?.field])]));
    expect(after).toBe(before);
    expect((await profile(3)).verifiedProvider).toBeUndefined();
    expect((await profile(6)).doctors[0].verifiedProvider).toMatchObject({ npi: N.demoJohnson });
  });
});

describe('npm run seed', () => {
  it('gives the demo clinics the same NPI checks, once even when run again', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-npi-seed-'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await runSeed(['--clinics', '8', '--no-images'], { DATA_DIR: dataDir });
      await runSeed(['--clinics', '8', '--no-images', '--reset'], { DATA_DIR: dataDir });
      const engine = await startEmbeddedMongo({ dataDir });
      const client = await MongoClient.connect(engine.uri);
      try {
        const checks = await client.db('directpay').collection('npiChecks').find({}).toArray();
        expect(checks.map((c) => c.state).sort()).toEqual(['mismatch', 'mismatch', 'mismatch', 'pending', 'pending', 'verified', 'verified', 'verified', 'verified']);
        const sunrise = await client.db('directpay').collection('clinics').findOne({ _id: demoClinicId(0) });
        expect(sunrise?.npiMarks?.clinic?.npi).toBe(N.demoSunriseDental);
      } finally {
        await client.close();
        await engine.close();
      }
    } finally {
      log.mockRestore();
      write.mockRestore();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
