/**
 * Writes N demo Dental clinics into a fresh embedded-engine folder, for the
 * 10,000-clinic search test: `node --import tsx seed-one-category.ts <dataDir> <n>`.
 * Demo clinic i is Dental when i % 10 == 0 (the demo set cycles through the
 * searchable categories), so clinics 0, 10, 20 ... are all Dental, spread over
 * the 38 demo cities with real prices. Runs in its own process: one process
 * owns an embedded data folder at a time, and the API starts after it.
 */
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '@directpay/embedded-mongo';
import { DEMO_ACCOUNT_ID, demoClinic } from '../../../../api/src/demo/demo-clinics';
import { ClinicsRepository } from '../../../../api/src/repositories/clinics/clinics-repository';

async function main() {
  const [dataDir, count] = [process.argv[2], Number(process.argv[3])];
  const embedded = await startEmbeddedMongo({ dataDir });
  const client = await new MongoClient(embedded.uri).connect();
  try {
    const clinics = new ClinicsRepository(client.db(process.env.MONGODB_DB ?? 'directpay'));
    await clinics.ensureIndexes();
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k) => demoClinic((start + k) * 10, { lean: true }));
      await clinics.insertMany(DEMO_ACCOUNT_ID, batch, { demo: true });
    }
    console.log(`seeded ${count} Dental clinics in ${dataDir}`);
  } finally {
    await client.close();
    await embedded.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
