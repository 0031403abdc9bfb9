import { endpoints, type ImportReport } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';
import { importBody } from '../lib/import-body';

/** POST /account/imports/preview: the dry run of a file, reporting the upload's progress. Nothing is stored. */
export function previewImport(file: File, onProgress?: (fraction: number) => void): Promise<ImportReport> {
  return callEndpoint(endpoints.previewImport, { body: importBody(file) }, { onProgress });
}
