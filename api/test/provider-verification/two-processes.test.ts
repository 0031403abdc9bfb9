/**
 * Two API processes on one database (the embedded engine reached by its
 * mongodb:// URI, as behind a load balancer): when both run the NPI check job at
 * once, each due check is asked of the registry once, by one of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addMonths } from '@directpay/contracts';
import { startEmbeddedMongo, type EmbeddedMongo } from '@directpay/embedded-mongo';
import { FIXTURE_NPIS as N } from '#src/dev-npi-registry/fixtures';
import { startNpiRegistryStandIn, type NpiRegistryStandIn } from '#src/dev-npi-registry/server';
import { publicClinic, saveClinic, startWorld, type VerificationWorld } from './support';

jest.setTimeout(120_000);

const CLINICS = 8;

describe('NPI checks with two API processes', () => {
  let root: string;
  let engine: EmbeddedMongo;
  let registry: NpiRegistryStandIn;
  let a: VerificationWorld;
  let b: VerificationWorld;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'api-npi-two-'));
    engine = await startEmbeddedMongo({ dataDir: path.join(root, 'db'), port: 0 });
    registry = await startNpiRegistryStandIn();
    const shared = { MONGODB_URI: engine.uri, MONGODB_DB: 'npi_two_processes' };
    a = await startWorld({ ...shared, DATA_DIR: path.join(root, 'a') }, registry);
    b = await startWorld({ ...shared, DATA_DIR: path.join(root, 'b') }, registry);
  });
  afterAll(async () => {
    await a?.t.app.close();
    await b?.t.app.close();
    await registry?.close();
    await engine?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('each due check runs once, whichever process claims it', async () => {
    const savedAt = new Date();
    const ids: string[] = [];
    for (let i = 0; i < CLINICS; i++) ids.push((await saveClinic(i % 2 ? a : b, { npi: N.clinic })).json().result.id);
    // Each save asked once, in the process that saved.
    expect(registry.lookups(N.clinic)).toBe(CLINICS);

    // A year on, both processes' jobs run at the same moment.
    const yearOn = new Date(addMonths(savedAt, 12).getTime() + 60_000);
    const [byA, byB] = await Promise.all([a.t.app.npiChecks.runOnce(yearOn), b.t.app.npiChecks.runOnce(yearOn)]);
    expect(byA + byB).toBe(CLINICS);
    expect(registry.lookups(N.clinic)).toBe(2 * CLINICS);
    for (const id of ids) expect((await publicClinic(b, id)).verifiedProvider).toEqual({ npi: N.clinic, verifiedAt: yearOn.toISOString() });
  });
});
