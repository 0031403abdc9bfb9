import { startOwnApi } from '#support/own-api';

/**
 * A second API with its own data folder holding only the large Dental set, so
 * the specs that expect the ~300 demo clinics are never disturbed. It takes a
 * port nobody uses: a fixed one could answer from another stack's API.
 */
export async function startScaleApi(clinics: number): Promise<{ url: string; stop: () => Promise<void> }> {
  // Loading 100,000 clinics into the embedded engine takes minutes on a busy machine.
  const api = await startOwnApi(clinics, clinics > 20_000 ? 900_000 : 180_000);
  return { url: api.url, stop: api.dispose };
}
