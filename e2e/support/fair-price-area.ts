/**
 * The fair-price mark shows with 5 or more prices of a service around a clinic,
 * and the demo data has no such area: a spec that needs the mark lists 5 cancer
 * screening clinics with a colon test price in a town of its own (a category the
 * other specs do not count), as owners list them.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, uniqueEmail } from './session';
import { site } from './site';

export interface Town {
  cityTown: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/** Lists one clinic per price, a kilometre or so apart; their ids, in the order of `prices`. */
export async function listScreeningClinics(request: APIRequestContext, town: Town, prices: readonly string[], label: string): Promise<string[]> {
  const { token } = await apiSignIn(request, uniqueEmail(label));
  const ids: string[] = [];
  for (const [i, price] of prices.entries()) {
    const hours: Record<string, string | boolean> = {};
    for (const day of ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']) Object.assign(hours, { [`${day}Toggle`]: false, [`${day}OpenTime`]: '', [`${day}CloseTime`]: '' });
    const clinic = {
      categoryId: 13,
      detail: { name: `${town.cityTown} Screening ${i} ${Date.now()}`, website: 'https://clinic.example.com', emailAddress: 'clinic@example.com', phoneNumber: '8015550100', acceptingNewPatients: true, description: 'Seeded by a test.' },
      address: { streetAddress: `${i + 1} Main St`, suiteUnit: '', ...town, latitude: town.latitude + i * 0.01 },
      images: [],
      services: [{ description: 'Colon cancer test', price }, { description: 'Cervical cancer test', price: String(Number(price) + 15) }],
      otherServices: [],
      insurances: [],
      specialties: [],
      hours,
    };
    const answer = await request.post(`${site.api}/account/clinics`, { headers: { authorization: `Bearer ${token}` }, multipart: { jsonPayload: JSON.stringify(clinic) } });
    if (!answer.ok()) throw new Error(`list a clinic: ${answer.status()} ${await answer.text()}`);
    ids.push(((await answer.json()) as { result: { id: string } }).result.id);
  }
  return ids;
}
