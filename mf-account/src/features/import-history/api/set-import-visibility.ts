import { endpoints, type ImportSummary } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** PUT /account/imports/:id/visibility: every location of the import unpublished, or published again. */
export async function setImportVisibility(id: string, published: boolean): Promise<ImportSummary> {
  return (await callEndpoint(endpoints.setImportVisibility, { params: { id }, body: { published } })).result;
}
