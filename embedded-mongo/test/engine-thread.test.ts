import { start, tempDirs } from './helpers';

// The engine answers in a thread of its own: while it works on a long
// command, the thread that started it (an API's event loop) keeps running.

jest.setTimeout(60_000);
const newDir = tempDirs();

test('a long command does not hold the starting thread: its timers keep firing while the engine works', async () => {
  const h = await start(newDir());
  const rows = h.client.db('p').collection('rows');
  for (let batch = 0; batch < 5; batch++) {
    await rows.insertMany(Array.from({ length: 10_000 }, (_, i) => ({ i: batch * 10_000 + i, r: Math.random(), s: `row ${i}` })));
  }
  // Sorting 50,000 unindexed documents twice and grouping them: long for the engine, a one-document answer.
  const pipeline = [{ $sort: { r: 1 } }, { $sort: { s: -1, r: -1 } }, { $group: { _id: { $mod: ['$i', 7] }, n: { $sum: 1 }, last: { $last: '$s' } } }, { $sort: { _id: 1 } }, { $limit: 1 }];
  let longestGap = 0;
  let last = performance.now();
  const ticks = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  const began = performance.now();
  const answer = await rows.aggregate(pipeline).toArray();
  const took = performance.now() - began;
  clearInterval(ticks);
  expect(answer).toEqual([expect.objectContaining({ _id: 0, n: 7143 })]);
  // The command kept the engine busy for a while, and this thread was never held for long.
  expect(took).toBeGreaterThan(200);
  expect(longestGap).toBeLessThan(took / 3);
  await h.stop();
});
