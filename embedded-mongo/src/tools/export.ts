import fs from 'node:fs';
import path from 'node:path';
import { EJSON } from 'bson';
import { StartupError } from '../errors';
import { listCollections, openData } from './connect';

export interface ExportReport {
  out: string;
  collections: Array<{ db: string; c: string; count: number; file: string }>;
  lines: string[];
}

/**
 * Writes every collection (GridFS files and chunks included) as
 * OUT/<db>/<collection>.json, one document per line in canonical extended
 * JSON, which `mongoimport` reads as is; each collection's indexes go to
 * <collection>.indexes.json beside it.
 */
export async function exportData(dataDir: string, outDir: string): Promise<ExportReport> {
  const out = path.resolve(outDir);
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new StartupError(`${out} is not empty: pass --out with a new or empty folder`, out);
  const source = await openData(dataDir);
  const report: ExportReport = { out, collections: [], lines: [] };
  try {
    for (const { db, c } of await listCollections(source.client)) {
      const dir = path.join(out, db);
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${c}.json`);
      const stream = fs.createWriteStream(file);
      let count = 0;
      for await (const doc of source.client.db(db).collection(c).find({}, { sort: { _id: 1 } })) {
        if (!stream.write(`${EJSON.stringify(doc, { relaxed: false })}\n`)) await new Promise<void>((r) => stream.once('drain', () => r()));
        count++;
      }
      await new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
      const indexes = await source.client.db(db).collection(c).indexes();
      fs.writeFileSync(path.join(dir, `${c}.indexes.json`), `${EJSON.stringify(indexes, undefined, 2, { relaxed: false })}\n`);
      report.collections.push({ db, c, count, file });
      report.lines.push(`${db}.${c}: ${count} documents -> ${file}`);
    }
    report.lines.push(`import each into MongoDB with: mongoimport --uri "$MONGODB_URI" --db <db> --collection <collection> --file ${path.join(out, '<db>', '<collection>.json')}`);
    return report;
  } finally {
    await source.close();
  }
}
