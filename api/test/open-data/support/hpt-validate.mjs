// Runs CMS's own validator (@cmsgov/hpt-validator) on a file from standard input and writes its
// result as JSON. A script of its own: the validator is an ES module, which jest's CommonJS runtime
// cannot load. Arguments: the validator's entry file, then 'json' or 'csv'.
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { validateCsv, validateJson } = await import(pathToFileURL(process.argv[2]).href);
const validate = process.argv[3] === 'json' ? validateJson : validateCsv;
const result = await validate(Readable.from([Buffer.concat(chunks)]), 'v3.0.0');
const brief = (e) => ({ path: e.path, message: e.message });
process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors.map(brief), alerts: result.alerts.map(brief) }));
