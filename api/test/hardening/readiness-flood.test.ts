/**
 * /health/ready is public and writes to the database to learn whether it can save: a flood of
 * requests shares the checks under way, so it is never a flood of writes.
 */
import { buildHardeningApp, trackWrites, type HardeningApp } from './support/app';

describe('a flood of readiness requests', () => {
  let t: HardeningApp;
  beforeAll(async () => {
    t = await buildHardeningApp();
  });
  afterAll(() => t.close());

  it('answers every request ready and writes once for the requests that arrive together', async () => {
    const writes = trackWrites(t.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.app.inject('/health/ready')));
    writes.stop();
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.map((a) => a.json())).toEqual(Array(50).fill({ status: 'ready' }));
    expect(writes.take()).toEqual(['update readiness']);
  });
});
