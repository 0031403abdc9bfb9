/**
 * A process started on a database other processes have written keeps the map's
 * cluster index it builds: only writes made after its start drop it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHANGES_COLLECTION } from '#src/repositories/clinics/clinics-repository';
import { buildPublicApp } from './public-app';

jest.setTimeout(60_000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'api-map-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The repository's cluster cache, read as the map's next request would read it. */
type Clusters = { clusters: { peek(key: string): unknown } };

it('keeps the cluster index built after a restart until another write', async () => {
  const first = await buildPublicApp('maprestart', { clinics: 30, dataDir: dir });
  await first.server.close();

  const api = await buildPublicApp('maprestart', { dataDir: dir });
  try {
    const clinics = api.server.clinics;
    const map = () => (clinics as unknown as Clusters).clusters.peek('1/');
    const markers = await api.server.inject({ method: 'GET', url: '/clinics/markers?categoryId=1&bbox=-125,24,-66,50&zoom=4' });
    expect(markers.statusCode).toBe(200);
    expect(map()).toBeDefined();

    await clinics.followOtherWrites();
    expect(map()).toBeDefined();

    // Another process's write moves the counter: the next look drops the index.
    await api.server.mongo.db.collection<{ _id: string; n: number }>(CHANGES_COLLECTION).updateOne({ _id: 'clinics' }, { $inc: { n: 1 } });
    await clinics.followOtherWrites();
    expect(map()).toBeUndefined();
  } finally {
    await api.server.close();
  }
});
