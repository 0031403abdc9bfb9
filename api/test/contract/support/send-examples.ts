/**
 * A real app holding the examples' data, its OpenAPI document, and the cases
 * that send every operation's example request in turn, each named after its
 * operationId. `now` runs the app and the document on another day: only Date
 * is faked, so the app's timers and the database run as usual.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { endpoints, type EndpointName } from '@directpay/contracts';
import { EMAIL } from '#src/plugins/external/openapi-examples';
import { buildHardeningApp, type HardeningApp } from '#test/hardening/support/app';
import { EXAMPLE_PASSWORD, seedExampleWorld } from './example-world';
import { exampleRequest, operationsOf, successStatuses, type DocumentedOperation, type OpenApiDocument } from './example-requests';

/** Reads before the writes that change what they read; the session's end last. */
export const ORDER = [
  ...['getHealth', 'getReadiness', 'getAuthProviders', 'getCategories', 'searchPlaces', 'searchClinics', 'getClinicMarkers', 'getClinic'],
  ...['getPriceCard', 'compareClinics', 'getPriceRange', 'getLocalPrices', 'getSitemapClinics', 'listPriceFiles', 'getStandardChargesJson'],
  ...['getStandardChargesCsv', 'getStandardChargesWideCsv', 'getClinicsCsvExport', 'getClinicsNdjsonExport', 'getOpenDataPackage', 'getTestClinic', 'getImage'],
  ...['getSchedulingManifest', 'getSchedulingLocations', 'getSchedulingSchedules'],
  ...['signUp', 'confirmEmail', 'logIn', 'getDevToken', 'getSession', 'sendConfirmation', 'listOwnerClinics', 'createOwnerClinic'],
  ...['updateOwnerClinic', 'createDoctor', 'updateDoctor', 'getMetrics', 'previewImport', 'applyImport', 'listImports', 'setImportVisibility', 'recordClinicEvent', 'contactClinic'],
  ...['contactSite', 'reportPriceMismatch', 'listPriceReports', 'resolvePriceReport', 'confirmPrices', 'requestEstimate', 'listEstimateRequests'],
  ...['getEstimateRequest', 'getEstimatePdf', 'getPatientEstimate', 'getPatientEstimatePdf', 'issueEstimate'],
  ...['requestAppointment', 'getPatientAppointment', 'listOwnerAppointments', 'getAppointmentLink', 'useAppointmentLink', 'answerOwnerAppointment'],
  ...['acceptAppointmentProposal', 'getAppointmentCalendar', 'cancelAppointment'],
  ...['getAppointmentMetrics', 'getOwnerAppointmentsFhir'],
  // Unpublishing the examples' clinic comes after every public operation on it.
  ...['setClinicVisibility', 'deleteDoctor', 'deleteOwnerClinic', 'changePassword', 'signInWithGoogle', 'endAllSessions'],
] as EndpointName[];

/** Everything but Date runs for real. */
const REAL = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

export interface ExampleWorld {
  h: HardeningApp;
  doc: OpenApiDocument;
  session: string;
  operation(name: string): DocumentedOperation;
  /** Each request from its own address: the per-client limits are another test's subject. */
  send(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** `now`: the day the app and the document run on; `env`: the app's own settings (another database). */
export function exampleWorld({ now, env }: { now?: Date; env?: () => Record<string, string> } = {}): ExampleWorld {
  let address = 0;
  const world = {
    operation(name: string) {
      const found = operationsOf(world.doc).find(({ op }) => op.operationId === name);
      if (!found) throw new Error(`no operation ${name} in the document`);
      return found;
    },
    send: (options: InjectOptions) => world.h.app.inject({ remoteAddress: `10.8.${Math.floor(++address / 250)}.${address % 250}`, ...options }),
  } as ExampleWorld;
  beforeAll(async () => {
    if (now) jest.useFakeTimers({ now, advanceTimers: true, doNotFake: [...REAL] });
    world.h = await buildHardeningApp(env?.());
    await seedExampleWorld(world.h.app);
    world.doc = (await world.h.app.inject({ method: 'GET', url: '/docs/json' })).json();
    world.session = (await world.send({ method: 'POST', url: '/auth/login', payload: { email: EMAIL, password: EXAMPLE_PASSWORD } })).json().token;
  });
  afterAll(async () => {
    await world.h?.close();
    if (now) jest.useRealTimers();
  });
  return world;
}

const outcome = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 400)}`;

/** One case per operation, in ORDER: its example request answers a success status the document gives. */
export function itSendsEveryExample(world: ExampleWorld): void {
  it('covers every operation of the document', () => {
    expect([...ORDER].sort()).toEqual(operationsOf(world.doc).map(({ op }) => op.operationId).sort());
    expect([...ORDER].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(ORDER)('%s answers the status its example documents', async (name) => {
    const res = await sendExample(world, name);
    const expected = successStatuses(world.operation(name).op);
    expect({ name, answer: outcome(res) }).toEqual({ name, answer: expect.stringMatching(new RegExp(`^(${expected.join('|')}) `)) });
    // These end the caller's other sessions and answer a new one.
    if (['changePassword', 'signInWithGoogle'].includes(name)) world.session = res.json().token;
  });
}

/** The operation's example request, sent with the world's session. */
export async function sendExample(world: ExampleWorld, name: EndpointName): Promise<LightMyRequestResponse> {
  const request = exampleRequest(world.operation(name), world.session);
  // A Google ID token is signed by Google and lasts an hour: no document can hold one that works.
  if (name === 'signInWithGoogle') return world.send({ ...request, payload: { token: await world.h.app.devIdp!.issue(EMAIL) } });
  return world.send(request);
}
