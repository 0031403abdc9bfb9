// The chunked sorted list under the indexes: a range read that remembers where
// it started (its memo) must never answer from a position the list has since
// moved, through inserts that split chunks, removals that empty them and bulk
// loads.
import { SortedList } from '../src/storage/sorted-list';

const byNumber = (a: number, b: number) => a - b;

function rangeOf(list: SortedList<number>, from: number, to: number, memo?: string): number[] {
  return [...list.rangeFrom(from, (x) => x < to, memo)];
}

test('a remembered start answers as a fresh search does after every kind of change', () => {
  let seed = 5;
  const rnd = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
  const list = new SortedList<number>(byNumber);
  list.deferInserts();
  const held: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const v = rnd(20_000);
    list.insert(v);
    held.push(v);
  }
  const expected = (from: number, to: number) => held.filter((x) => x >= from && x < to).sort(byNumber);
  const probes = [0, 1_000, 5_000, 12_345, 19_990];
  for (let round = 0; round < 200; round++) {
    for (const from of probes) {
      // The same probe and memo each round, as a viewport's tiles are sought by every request.
      expect(rangeOf(list, from, from + 400, `p${from}`)).toEqual(expected(from, from + 400));
    }
    // Then a change: inserts only (chunks split past 1,024 items) or removals only, by turns.
    for (let k = 0; k < 40; k++) {
      if (round % 2 === 1 && held.length > 0) {
        const at = rnd(held.length);
        expect(list.remove(held[at])).toBe(true);
        held.splice(at, 1);
      } else {
        const v = probes[rnd(probes.length)] + rnd(50);
        list.insert(v);
        held.push(v);
      }
    }
  }
  list.clear();
  held.length = 0;
  expect(rangeOf(list, 1_000, 2_000, 'p1000')).toEqual([]);
  list.insert(1_500);
  expect(rangeOf(list, 1_000, 2_000, 'p1000')).toEqual([1_500]);
});
