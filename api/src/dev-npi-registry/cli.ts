/**
 * The local NPI Registry on its own: `npx tsx api/src/dev-npi-registry/cli.ts [--port 4001]`
 * prints its URL and runs until stopped.
 */
import { startNpiRegistryStandIn } from './server';

const at = process.argv.indexOf('--port');
const port = at > 0 ? Number(process.argv[at + 1]) : 4001;
void startNpiRegistryStandIn({ port }).then((registry) => {
  console.log(`NPI Registry stand-in at ${registry.url}/api/?version=2.1&number=…`);
  const stop = () => void registry.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
