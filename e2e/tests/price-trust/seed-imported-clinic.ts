/**
 * Writes one clinic whose prices came from its CMS price file, stored the way an
 * import stores it (through the clinics repository, each price with its file's
 * date and what the file said), into a fresh embedded-engine folder:
 * `node --import tsx seed-imported-clinic.ts <dataDir>`. One price was confirmed
 * by the owner after the import; the other was not. Runs in its own process: one
 * process owns an embedded data folder at a time, and the API starts after it.
 */
import { MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo } from '@directpay/embedded-mongo';
import { DEMO_ACCOUNT_ID, demoClinic } from '../../../api/src/demo/demo-clinics';
import { ClinicsRepository } from '../../../api/src/repositories/clinics/clinics-repository';
import { FILE_DATE, IMPORTED_CLINIC_ID, IMPORTED_NAME, RECONFIRMED } from './imported-clinic-data';


async function main() {
  const dataDir = process.argv[2];
  const embedded = await startEmbeddedMongo({ dataDir });
  const client = await new MongoClient(embedded.uri).connect();
  try {
    const clinics = new ClinicsRepository(client.db(process.env.MONGODB_DB ?? 'directpay'));
    await clinics.ensureIndexes();
    const { fields } = demoClinic(0, { lean: true });
    const payers = [{ payer_name: 'Platform Health Insurance', plan_name: 'PPO', methodology: 'fee schedule' as const, standard_charge_dollar: 400 }];
    await clinics.insert(
      DEMO_ACCOUNT_ID,
      {
        ...fields,
        detail: { ...fields.detail, name: IMPORTED_NAME },
        services: [
          {
            description: 'MRI of brain (no contrast)',
            price: '1080',
            code: '70551',
            codeSystem: 'CPT',
            priceFileDate: FILE_DATE,
            source: { code_information: [{ code: '611', type: 'RC' }, { code: '70551', type: 'CPT' }], charge: { setting: 'outpatient', gross_charge: 1200, minimum: 400, maximum: 400, payers_information: payers } },
          },
          { description: 'Basic metabolic panel', price: '270', code: '80048', codeSystem: 'CPT', priceFileDate: FILE_DATE, confirmedAt: RECONFIRMED },
        ],
        otherServices: [],
      },
      { id: new ObjectId(IMPORTED_CLINIC_ID) },
    );
  } finally {
    await client.close();
    await embedded.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
