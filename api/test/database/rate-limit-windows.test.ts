/**
 * The rate-limit windows every API process shares: a count per client and route
 * that ends with its window, and parallel requests (from any process) counted
 * one by one, never two starting a window together.
 */
import { MongoWindows } from '#src/plugins/external/rate-limit-store';
import { buildOwnerTestApp, type TestApp } from '../owner/helpers';

describe('rate-limit windows in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
  });
  afterAll(() => t.close());

  it('counts within a window and starts again at 1 once it has ended', async () => {
    const windows = new MongoWindows(t.app.mongo.db);
    expect((await windows.hit('route|10.0.0.1', 300)).current).toBe(1);
    const second = await windows.hit('route|10.0.0.1', 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    // Another client and another route have counts of their own.
    expect((await windows.hit('route|10.0.0.2', 300)).current).toBe(1);
    expect((await windows.hit('other|10.0.0.1', 300)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await windows.hit('route|10.0.0.1', 300)).current).toBe(1);
  });

  it('counts parallel hits from two processes one by one, including when a window ends under them', async () => {
    // Two stores on one database stand for two API processes.
    const [a, b] = [new MongoWindows(t.app.mongo.db), new MongoWindows(t.app.mongo.db)];
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('race|10.0.0.3', 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    await t.app.mongo.db.collection('rate_limits').updateOne({ _id: 'race|10.0.0.3' as never }, { $set: { resetAt: new Date(Date.now() - 1) } });
    const after = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('race|10.0.0.3', 60_000)));
    expect(after.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('forgets only windows that ended before the given time', async () => {
    const windows = new MongoWindows(t.app.mongo.db);
    await windows.hit('forget|old', 1);
    await windows.hit('forget|open', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await windows.forget(new Date());
    const left = await t.app.mongo.db.collection('rate_limits').find({ _id: { $in: ['forget|old', 'forget|open'] as never[] } }).toArray();
    expect(left.map((d) => d._id)).toEqual(['forget|open']);
  });
});
