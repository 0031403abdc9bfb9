/**
 * `npm run seed -- --clinics 100000 [--images|--no-images] [--reset]`
 *
 * Adds deterministic demo clinics until there are --clinics of them (clinic n
 * is always the same clinic, so growing a set keeps the first ones). Writes to
 * MONGODB_URI, else to the embedded engine's DATA_DIR (default: the repo's
 * .data, the folder `npm start` uses). Stop the API first when using DATA_DIR:
 * one process at a time owns the embedded engine's folder.
 *
 * The npm script runs Node with a 6 GB heap limit and a larger young
 * generation, so `npm run seed -- --clinics 1000000` needs no flags (see
 * api/README.md for its time and memory).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@directpay/embedded-mongo';
import { ClinicsRepository } from '../repositories/clinics/clinics-repository';
import { ImagesRepository } from '../repositories/images/images-repository';
import { seedDemo } from '../demo/seed-demo';
import { seedDemoVerification } from '../demo/demo-verification';
import { NpiChecksRepository } from '../repositories/npi-checks/npi-checks-repository';

const IMAGES_UP_TO = 2000;

export async function runSeed(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { clinics: { type: 'string', default: '300' }, images: { type: 'boolean' }, 'no-images': { type: 'boolean' }, reset: { type: 'boolean' } },
  });
  const target = Number(values.clinics);
  if (!Number.isInteger(target) || target < 1 || target > 1_000_000) throw new Error('--clinics must be a whole number from 1 to 1000000');
  const images = values['no-images'] ? false : (values.images ?? target <= IMAGES_UP_TO);

  let embedded: EmbeddedMongo | undefined;
  let uri = env.MONGODB_URI;
  if (!uri) {
    const dataDir = path.resolve(env.DATA_DIR ?? path.join(__dirname, '../../../.data'));
    embedded = await startEmbeddedMongo({ dataDir });
    uri = embedded.uri;
    console.log(`embedded engine, data in ${dataDir}`);
  }
  const client = await new MongoClient(uri).connect();
  try {
    const db = client.db(env.MONGODB_DB ?? 'directpay');
    const clinics = new ClinicsRepository(db);
    const imageStore = new ImagesRepository(db);
    await clinics.ensureIndexes();
    // Here rather than at the API's next start: on an empty or up-to-date database it only records that it ran.
    await clinics.backfillSearchFields();
    await clinics.backfillVisibility();
    if (values.reset) {
      const demo = await clinics.collection.find({ demo: true }, { projection: { images: 1 } }).toArray();
      await imageStore.delete(demo.flatMap((d) => d.images.flatMap((i) => (i.thumbId ? [i.id, i.thumbId] : [i.id]))));
      await clinics.collection.deleteMany({ demo: true });
      console.log(`removed ${demo.length} demo clinics`);
    }
    const from = await clinics.collection.countDocuments({ demo: true });
    const started = Date.now();
    const added = await seedDemo(
      { clinics, images: imageStore },
      {
        clinics: target,
        from: Math.min(from, target),
        images,
        lean: target > IMAGES_UP_TO,
        onProgress: (done, total) => process.stdout.write(`\r${done} / ${total} clinics`),
      },
    );
    console.log(`\nadded ${added} demo clinics${images ? ' with pictures' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The demo's NPI checks in each state, as the local NPI Registry answers them.
    const checks = new NpiChecksRepository(db);
    await checks.ensureIndexes();
    if (added > 0) await seedDemoVerification({ clinics, checks });
  } finally {
    await client.close();
    await embedded?.close();
  }
}

if (require.main === module) {
  runSeed(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
