import fs from 'node:fs';
import path from 'node:path';
import { Journal } from './journal';
import { acquireLock } from './lock';
import { decodeRecords, encodeRecord } from './records';
import { CollectionImage, writeSnapshot } from './snapshot';
import type { Engine, Op } from './engine';

const journalName = (gen: number): string => `journal-${String(gen).padStart(8, '0')}.log`;
const journalGen = (file: string): number | undefined => {
  const m = /^journal-(\d+)\.log$/.exec(file);
  return m ? Number(m[1]) : undefined;
};

// Durable state = snapshot.db (state as of generation G) + journal-G.log and
// any later journals. Compaction starts journal G+1, snapshots the in-memory
// state as of that switch, then deletes journals older than G+1.
export class Persistence {
  private compacting: Promise<void> | undefined;
  // Compacting only once the journal outgrows the last snapshot bounds write
  // amplification for large data sets (folder stays under ~2x the data).
  private snapshotBytes = 0;

  private constructor(
    private readonly dir: string,
    private readonly engine: Engine,
    private readonly compactEveryBytes: number,
    private journal: Journal,
    private gen: number,
    private readonly unlock: () => void,
  ) {}

  static async open(dir: string, engine: Engine, compactEveryBytes: number): Promise<Persistence> {
    await fs.promises.mkdir(dir, { recursive: true });
    const unlock = acquireLock(dir);
    try {
      return await Persistence.load(dir, engine, compactEveryBytes, unlock);
    } catch (err) {
      unlock();
      throw err;
    }
  }

  private static async load(dir: string, engine: Engine, compactEveryBytes: number, unlock: () => void): Promise<Persistence> {
    let gen = 0;
    const snapPath = path.join(dir, 'snapshot.db');
    if (fs.existsSync(snapPath)) {
      const { records } = decodeRecords(await fs.promises.readFile(snapPath));
      for (const rec of records) {
        for (const op of rec.ops as Op[]) {
          if (op.o === 'snap') gen = op.gen;
          else replay(engine, op);
        }
      }
    }
    const journals = (await fs.promises.readdir(dir))
      .map((f) => ({ f, g: journalGen(f) }))
      .filter((x): x is { f: string; g: number } => x.g !== undefined)
      .sort((a, b) => a.g - b.g);
    let last = gen;
    for (const { f, g } of journals) {
      const p = path.join(dir, f);
      if (g < gen) {
        await fs.promises.rm(p, { force: true });
        continue;
      }
      const buf = await fs.promises.readFile(p);
      const { records, validLength } = decodeRecords(buf);
      for (const rec of records) for (const op of rec.ops as Op[]) replay(engine, op);
      // Drop a torn tail so new appends start on a record boundary.
      if (validLength < buf.length) await fs.promises.truncate(p, validLength);
      last = g;
    }
    await fs.promises.rm(snapPath + '.tmp', { force: true });
    const journal = new Journal(path.join(dir, journalName(last)));
    const p = new Persistence(dir, engine, compactEveryBytes, journal, last, unlock);
    p.snapshotBytes = fs.existsSync(snapPath) ? fs.statSync(snapPath).size : 0;
    engine.persistence = p;
    return p;
  }

  async append(groups: Op[][]): Promise<void> {
    const journal = this.journal;
    await Promise.all(groups.map((ops) => journal.append(encodeRecord({ ops }))));
    if (!this.compacting && this.journal.size > Math.max(this.compactEveryBytes, this.snapshotBytes)) {
      this.compacting = this.compact().finally(() => (this.compacting = undefined));
    }
  }

  async compact(): Promise<void> {
    const old = this.journal;
    const gen = this.gen + 1;
    // Switch and capture synchronously so the image matches the switch point.
    this.journal = new Journal(path.join(this.dir, journalName(gen)));
    this.gen = gen;
    const image = this.capture();
    await old.close();
    this.snapshotBytes = await writeSnapshot(this.dir, gen, image);
    for (const f of await fs.promises.readdir(this.dir)) {
      const g = journalGen(f);
      if (g !== undefined && g < gen) await fs.promises.rm(path.join(this.dir, f), { force: true });
    }
  }

  private capture(): CollectionImage[] {
    const out: CollectionImage[] = [];
    for (const [db, colls] of this.engine.dbs) {
      for (const [c, coll] of colls) {
        out.push({ db, c, opts: coll.options, indexes: [...coll.indexes.values()].map((i) => i.spec), docs: [...coll.docs.values()] });
      }
    }
    return out;
  }

  async close(): Promise<void> {
    while (this.compacting) await this.compacting;
    await this.journal.close();
    this.unlock();
  }
}

function replay(engine: Engine, op: Op): void {
  try {
    engine.apply(op, false);
  } catch (err) {
    process.emitWarning(`embedded-mongo: skipped journal op ${op.o}: ${(err as Error).message}`);
  }
}
