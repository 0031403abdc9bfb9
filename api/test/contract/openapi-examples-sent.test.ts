/**
 * Every example of the OpenAPI document works: each operation's request,
 * built from its examples alone (parameters, JSON or multipart body with the
 * example's image and CSV bytes), sent to a real app holding the data the
 * examples name, gets the success status the document gives; the documented
 * session errors come back as documented. Only what no document can carry is
 * the test's own: the session header, and a fresh Google ID token.
 */
import type { LightMyRequestResponse } from 'fastify';
import { endpoints, type EndpointName } from '@directpay/contracts';
import { API, EMAIL } from '#src/plugins/external/openapi-examples';
import { buildHardeningApp, type HardeningApp } from '../hardening/support/app';
import { EXAMPLE_PASSWORD, seedExampleWorld } from './support/example-world';
import { exampleRequest, operationsOf, successStatuses, type DocumentedOperation, type OpenApiDocument } from './support/example-requests';

jest.setTimeout(180_000);

/** Reads before the writes that change what they read; the session's end last. */
const ORDER: EndpointName[] = [
  ...['getHealth', 'getReadiness', 'getAuthProviders', 'getCategories', 'searchPlaces', 'searchClinics', 'getClinicMarkers', 'getClinic'],
  ...['getPriceCard', 'compareClinics', 'getPriceRange', 'getLocalPrices', 'getSitemapClinics', 'listPriceFiles', 'getStandardChargesJson'],
  ...['getStandardChargesCsv', 'getClinicsCsvExport', 'getClinicsNdjsonExport', 'getTestClinic', 'getImage'],
  ...['signUp', 'confirmEmail', 'logIn', 'getDevToken', 'getSession', 'sendConfirmation', 'listOwnerClinics', 'createOwnerClinic'],
  ...['updateOwnerClinic', 'createDoctor', 'updateDoctor', 'getMetrics', 'previewImport', 'applyImport', 'recordClinicEvent', 'contactClinic'],
  ...['contactSite', 'reportPriceMismatch', 'listPriceReports', 'resolvePriceReport', 'confirmPrices', 'requestEstimate', 'listEstimateRequests'],
  ...['getEstimateRequest', 'getEstimatePdf', 'getPatientEstimate', 'getPatientEstimatePdf', 'issueEstimate'],
  ...['deleteDoctor', 'deleteOwnerClinic', 'changePassword', 'signInWithGoogle', 'endAllSessions'],
] as EndpointName[];

let h: HardeningApp;
let doc: OpenApiDocument;
let session = '';
let address = 0;

beforeAll(async () => {
  // The examples' image URLs are this API's own.
  h = await buildHardeningApp({ API_PUBLIC_URL: API });
  await seedExampleWorld(h.app);
  doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json();
  session = (await h.app.inject({ method: 'POST', url: '/auth/login', payload: { email: EMAIL, password: EXAMPLE_PASSWORD } })).json().token;
});
afterAll(() => h?.close());

const operation = (name: string): DocumentedOperation => {
  const found = operationsOf(doc).find(({ op }) => op.operationId === name);
  if (!found) throw new Error(`no operation ${name} in the document`);
  return found;
};
/** Each request from its own address: the per-client limits are another test's subject. */
const send = (options: ReturnType<typeof exampleRequest>) => h.app.inject({ remoteAddress: `10.8.${Math.floor(++address / 250)}.${address % 250}`, ...options });
const jsonExample = (op: DocumentedOperation['op'], status: number) => op.responses[status]?.content?.['application/json']?.example;
const outcome = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 400)}`;

describe('the documented errors, sent', () => {
  const secured = () => operationsOf(doc).filter(({ op }) => op.security);

  it('401: the session token of the logIn example is refused with the 401 example', async () => {
    const documentedToken = (jsonExample(operation('logIn').op, 200) as { token: string }).token;
    const answers = [];
    for (const found of secured().filter(({ op }) => jsonExample(op, 401))) {
      const res = await send(exampleRequest(found, documentedToken));
      answers.push({ name: found.op.operationId, status: res.statusCode, body: res.json() });
    }
    expect(answers.length).toBeGreaterThan(20);
    expect(answers).toEqual(answers.map(({ name }) => ({ name, status: 401, body: jsonExample(operation(name).op, 401) })));
  });

  it('403: an owner whose email is not confirmed gets the 403 example', async () => {
    await send({ method: 'POST', url: '/auth/signup', payload: { email: 'unconfirmed@example.com', password: EXAMPLE_PASSWORD } });
    const login = await send({ method: 'POST', url: '/auth/login', payload: { email: 'unconfirmed@example.com', password: EXAMPLE_PASSWORD } });
    const answers = [];
    for (const found of secured().filter(({ op }) => jsonExample(op, 403))) {
      const res = await send(exampleRequest(found, login.json().token));
      answers.push({ name: found.op.operationId, status: res.statusCode, body: res.json() });
    }
    expect(answers.length).toBeGreaterThan(15);
    expect(answers).toEqual(answers.map(({ name }) => ({ name, status: 403, body: jsonExample(operation(name).op, 403) })));
  });
});

describe('every example request, sent as it is', () => {
  it('covers every operation of the document', () => {
    expect([...ORDER].sort()).toEqual(operationsOf(doc).map(({ op }) => op.operationId).sort());
    expect([...ORDER].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(ORDER)('%s answers the status its example documents', async (name) => {
    const found = operation(name);
    let request = exampleRequest(found, session);
    // A Google ID token is signed by Google and lasts an hour: no document can hold one that works.
    if (name === 'signInWithGoogle') request = { ...request, payload: { token: await h.app.devIdp!.issue(EMAIL) } };
    const res = await send(request);
    expect({ name, answer: outcome(res) }).toEqual({ name, answer: expect.stringMatching(new RegExp(`^(${successStatuses(found.op).join('|')}) `)) });
    // A new session replaces the old one, which these operations end.
    if (['changePassword', 'signInWithGoogle'].includes(name)) session = res.json().token;
  });
});

