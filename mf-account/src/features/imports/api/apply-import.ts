import { endpoints, type ImportReport } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';
import { importBody } from '../lib/import-body';

/** POST /account/imports: imports all of the file or nothing (with the category chosen when it gives none), reporting the upload's progress. */
export function applyImport(file: File, category: string | undefined, onProgress?: (fraction: number) => void): Promise<ImportReport> {
  return callEndpoint(endpoints.applyImport, { body: importBody(file, category) }, { onProgress });
}
