/**
 * One warm ESLint for the lint-rule tests: it loads the repository's config
 * once and lints each probe as if it were the named file, answering what the
 * command line would print (the stylish report). Runs in a worker thread, as
 * plain Node, so the ES-module config loads as it does for `npm run lint`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: workerData.root });
const formatter = await eslint.loadFormatter('stylish');

parentPort.on('message', async ({ id, file, code }) => {
  try {
    const results = await eslint.lintText(code, { filePath: file, warnIgnored: true });
    parentPort.postMessage({ id, report: await formatter.format(results) });
  } catch (error) {
    parentPort.postMessage({ id, report: `error ${error instanceof Error ? error.stack : String(error)}` });
  }
});
