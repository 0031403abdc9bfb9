import path from 'node:path';
import { MongoClient, type Document } from 'mongodb';
import { StartupError } from '../errors';
import { listCollections, openData } from './connect';

export interface CopyReport {
  collections: Array<{ db: string; c: string; count: number; indexes: string[] }>;
  lines: string[];
}

const BATCH = 500;
const redacted = (uri: string): string => uri.replace(/\/\/[^@/]*@/, '//***@');

/**
 * Copies every collection of the embedded database (GridFS included) into the
 * MongoDB at `to` through the official driver: indexes first, then documents
 * in batches with w: majority, then checks each collection's count and index
 * names on the target. Refuses a target collection that already holds data.
 */
export async function copyData(dataDir: string, to: string): Promise<CopyReport> {
  if (!/^mongodb(\+srv)?:\/\//.test(to)) throw new StartupError(`--to must be a mongodb:// or mongodb+srv:// URI (got "${to}")`);
  const source = await openData(path.resolve(dataDir));
  const target = await MongoClient.connect(to, { serverSelectionTimeoutMS: 10_000, writeConcern: { w: 'majority' } }).catch((err: Error) => {
    throw new StartupError(`cannot reach ${redacted(to)}: ${err.message}`);
  });
  const report: CopyReport = { collections: [], lines: [] };
  try {
    const colls = await listCollections(source.client);
    for (const { db, c } of colls) {
      if ((await target.db(db).collection(c).estimatedDocumentCount()) > 0) {
        throw new StartupError(`${db}.${c} already holds documents in ${redacted(to)}: copy into an empty database (nothing was copied)`);
      }
    }
    for (const { db, c } of colls) {
      const from = source.client.db(db).collection(c);
      const into = target.db(db).collection(c);
      const indexes = (await from.indexes()).filter((i) => i.name !== '_id_');
      await target.db(db).createCollection(c).catch((err: { codeName?: string }) => {
        if (err.codeName !== 'NamespaceExists') throw err;
      });
      if (indexes.length) {
        await into.createIndexes(
          indexes.map(({ v: _v, ns: _ns, ...spec }: Document) => spec as { key: Document; name: string }),
        );
      }
      let batch: Document[] = [];
      for await (const doc of from.find({}, { sort: { _id: 1 } })) {
        batch.push(doc);
        if (batch.length >= BATCH) {
          await into.insertMany(batch, { ordered: true });
          batch = [];
        }
      }
      if (batch.length) await into.insertMany(batch, { ordered: true });
      const [want, got] = await Promise.all([from.countDocuments(), into.countDocuments()]);
      const names = (await into.indexes()).map((i) => String(i.name)).sort();
      const wantNames = ['_id_', ...indexes.map((i) => String(i.name))].sort();
      if (want !== got) throw new StartupError(`${db}.${c}: copied ${got} documents but the source has ${want}`);
      if (wantNames.some((n) => !names.includes(n))) throw new StartupError(`${db}.${c}: the target lacks indexes ${wantNames.filter((n) => !names.includes(n)).join(', ')}`);
      report.collections.push({ db, c, count: got, indexes: names });
      report.lines.push(`${db}.${c}: ${got} documents, ${names.length} indexes - counts match`);
    }
    report.lines.push(`copied ${report.collections.length} collections to ${redacted(to)}`);
    return report;
  } finally {
    await target.close();
    await source.close();
  }
}
