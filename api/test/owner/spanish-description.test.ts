/**
 * The owner's optional Spanish description is saved with the clinic and answered
 * by the public profile; one over the description's limit is refused by name.
 */
import { DESCRIPTION_MAX } from '@directpay/contracts';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from './helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'spanish-description@example.com');
});
afterAll(() => t.close());

const post = (clinic: Record<string, unknown>) => {
  const body = multipart([['jsonPayload', JSON.stringify(clinic)]]);
  return t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
};
const withDescriptionEs = (descriptionEs: string) => validClinic({ detail: { ...validClinic().detail, descriptionEs } });
const clinicCount = async () => (await t.app.inject({ method: 'GET', url: '/account/clinics', headers: owner.headers })).json().results.length as number;

it('stores the Spanish description and the public profile answers it', async () => {
  const spanish = 'Odontología familiar con precios en efectivo publicados.';
  const created = await post(withDescriptionEs(spanish));
  expect(created.statusCode).toBe(201);
  const id = created.json().result.id as string;
  const profile = await t.app.inject({ method: 'GET', url: `/clinics/${id}` });
  expect(profile.statusCode).toBe(200);
  expect(profile.json().result.detail).toMatchObject({ description: 'Family dentistry with posted cash prices.', descriptionEs: spanish });
});

it('refuses a Spanish description over the limit, naming it, and stores nothing', async () => {
  const before = await clinicCount();
  const response = await post(withDescriptionEs('a'.repeat(DESCRIPTION_MAX + 1)));
  expect(response.statusCode).toBe(400);
  expect(response.json().field).toBe('/body/jsonPayload/detail/descriptionEs');
  expect(await clinicCount()).toBe(before);
});
