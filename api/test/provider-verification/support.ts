/**
 * An API test app whose NPI checks ask a real local NPI Registry (the stand-in
 * `npm start` runs), started for the test, with short timeouts.
 */
import type { ClinicCard, OwnerClinic } from '@directpay/contracts';
import { startNpiRegistryStandIn, type NpiRegistryStandIn } from '#src/dev-npi-registry/server';
import { buildOwnerTestApp, multipart, signIn, validClinic, validDoctor, type TestApp } from '../owner/helpers';

/** The registry's slow fixture takes this long; the app's timeout is shorter. */
export const SLOW_MS = 1500;
export const TIMEOUT_MS = 400;

export interface VerificationWorld {
  t: TestApp;
  registry: NpiRegistryStandIn;
  owner: Awaited<ReturnType<typeof signIn>>;
  close(): Promise<void>;
}

export async function startWorld(env: Record<string, string> = {}, registry?: NpiRegistryStandIn): Promise<VerificationWorld> {
  const stand = registry ?? (await startNpiRegistryStandIn({ slowMs: SLOW_MS }));
  const t = await buildOwnerTestApp({ NPI_REGISTRY_URL: stand.url, NPI_REGISTRY_TIMEOUT_MS: String(TIMEOUT_MS), ...env });
  const owner = await signIn(t.app, 'npi-owner@example.com');
  return {
    t,
    registry: stand,
    owner,
    async close() {
      await t.close();
      if (!registry) await stand.close();
    },
  };
}

export async function saveClinic(w: VerificationWorld, overrides: Record<string, unknown> = {}, id?: string) {
  const body = multipart([['jsonPayload', JSON.stringify(validClinic(overrides))]]);
  return w.t.app.inject({ method: id ? 'PUT' : 'POST', url: `/account/clinics${id ? `/${id}` : ''}`, headers: { ...w.owner.headers, ...body.headers }, payload: body.payload });
}

export async function saveDoctor(w: VerificationWorld, clinicId: string, overrides: Record<string, unknown> = {}, id?: string) {
  const body = multipart([['jsonPayload', JSON.stringify(validDoctor(overrides))]]);
  return w.t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: `/account/clinics/${clinicId}/doctors${id ? `/${id}` : ''}`,
    headers: { ...w.owner.headers, ...body.headers },
    payload: body.payload,
  });
}

export async function publicClinic(w: VerificationWorld, id: string) {
  return (await w.t.app.inject({ method: 'GET', url: `/clinics/${id}` })).json().result;
}

export async function ownerClinic(w: VerificationWorld, id: string): Promise<OwnerClinic | undefined> {
  const list = (await w.t.app.inject({ method: 'GET', url: '/account/clinics', headers: w.owner.headers })).json().results as OwnerClinic[];
  return list.find((c) => c.id === id);
}

export async function searchCard(w: VerificationWorld, id: string): Promise<ClinicCard | undefined> {
  const results = (await w.t.app.inject({ method: 'GET', url: '/clinics?categoryId=1&limit=50' })).json().results as ClinicCard[];
  return results.find((c) => c.id === id);
}
