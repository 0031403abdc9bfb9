import { startOwnApi } from '../../../support/own-api';

/**
 * A second API with its own data folder holding only the large Dental set, so
 * the specs that expect the ~300 demo clinics are never disturbed. It takes a
 * port nobody uses: a fixed one could answer from another stack's API.
 */
export async function startScaleApi(clinics: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const api = await startOwnApi(clinics);
  return { url: api.url, stop: api.dispose };
}
