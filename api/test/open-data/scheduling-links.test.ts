/**
 * The SMART Scheduling Links bulk files as a slot discovery client reads them: the manifest's
 * fields, every output file fetched from its URL, each NDJSON line one FHIR R4 resource valid
 * against FHIR's JSON schema, Schedules naming Locations of the Location file, the
 * has-availability extension from the clinic's request setting, and public clinics only.
 */
import { OPEN_DATA_LICENSE, SMART_HAS_AVAILABILITY_URL, type SchedulingManifest } from '@directpay/contracts';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { validateFhir } from './support/fhir-schema';

jest.setTimeout(120_000);

interface Schedule {
  id: string;
  extension: { url: string; valueCode?: string }[];
  serviceType: { text: string; coding?: { system: string; code: string }[] }[];
  actor: { reference: string }[];
}

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let open = '';
let closed = '';
let hidden = '';

const save = async (payload: unknown) => {
  const body = multipart([['jsonPayload', JSON.stringify(payload)]]);
  const res = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(201);
  return (res.json().result as { id: string }).id;
};
const get = (url: string) => t.app.inject({ method: 'GET', url: url.replace('http://api.test', '') });

/** Each line of an NDJSON body parsed alone; a line that is not one JSON object fails the test. */
function lines(body: string): Record<string, unknown>[] {
  expect(body.endsWith('\n')).toBe(true);
  return body
    .slice(0, -1)
    .split('\n')
    .map((line) => {
      const value = JSON.parse(line) as unknown;
      expect(value).toEqual(expect.any(Object));
      expect(Array.isArray(value)).toBe(false);
      return value as Record<string, unknown>;
    });
}

async function files() {
  const manifest = (await get('/open-data/scheduling/$bulk-publish')).json() as SchedulingManifest;
  const byType: Record<string, Record<string, unknown>[]> = {};
  for (const output of manifest.output) {
    const res = await get(output.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+ndjson/);
    byType[output.type] = [...(byType[output.type] ?? []), ...lines(res.body)];
  }
  return { manifest, locations: byType.Location ?? [], schedules: byType.Schedule ?? [] };
}

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'scheduling@example.com');
  open = await save(
    validClinic({
      services: [
        { description: 'Exam, x-ray & cleaning', price: '120', code: 'D1110', codeSystem: 'CDT' },
        { description: 'Whitening', price: '99.50' },
        { description: 'Not priced yet', price: '' },
      ],
      otherServices: [{ description: 'Office visit', price: '60', code: '99213', codeSystem: 'CPT' }],
    }),
  );
  closed = await save({ ...validClinic({ detail: { ...validClinic().detail, name: 'Closed Smiles' } }), appointments: { accepting: false, minNoticeBusinessDays: 1 } });
  hidden = await save(validClinic({ detail: { ...validClinic().detail, name: 'Hidden Smiles' } }));
  const res = await t.app.inject({ method: 'PUT', url: `/account/clinics/${hidden}/visibility`, headers: owner.headers, payload: { published: false } });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('the $bulk-publish manifest', () => {
  it('has the fields the specification requires, with the licence, and links the Location and Schedule files', async () => {
    const res = await get('/open-data/scheduling/$bulk-publish');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const manifest = res.json() as SchedulingManifest;
    // A FHIR instant: to the second at least, with a time zone offset.
    expect(manifest.transactionTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
    expect(manifest.request).toBe('http://api.test/open-data/scheduling/$bulk-publish');
    expect(manifest.error).toEqual([]);
    expect(manifest.output.map((o) => o.type).sort()).toEqual(['Location', 'Schedule']);
    for (const output of manifest.output) expect(output.url).toMatch(/^http:\/\/api\.test\/.+\.ndjson$/);
    expect(manifest.extension.license).toBe(OPEN_DATA_LICENSE.url);
    expect(manifest.extension.attribution).toContain('http://site.test/open-data');
    // The same answer when asked for JSON, as the specification requires.
    const asJson = await t.app.inject({ method: 'GET', url: '/open-data/scheduling/$bulk-publish', headers: { accept: 'application/json' } });
    expect(asJson.statusCode).toBe(200);
    // And with the `$` percent-encoded, as some clients send it.
    const encoded = await t.app.inject({ method: 'GET', url: '/open-data/scheduling/%24bulk-publish' });
    expect(encoded.json()).toMatchObject({ request: manifest.request, output: manifest.output });
  });
});

describe('the Location and Schedule files', () => {
  it('hold one FHIR R4 resource per line, each valid against the FHIR JSON schema, with ids the specification allows', async () => {
    const { locations, schedules } = await files();
    expect(locations.length).toBeGreaterThan(0);
    // The schema check can fail: a status FHIR does not define is refused.
    expect(validateFhir({ ...locations[0], status: 'open' })).not.toEqual([]);
    for (const [type, resources] of [['Location', locations], ['Schedule', schedules]] as const) {
      for (const resource of resources) {
        expect(resource.resourceType).toBe(type);
        expect(resource.id).toMatch(/^[A-Za-z0-9.-]{1,64}$/);
        expect(validateFhir(resource)).toEqual([]);
      }
    }
  });

  it('give each public clinic a Location with its name, phone, address and profile, and a Schedule per priced service naming it', async () => {
    const { locations, schedules } = await files();
    const location = locations.find((l) => l.id === open) as { address: { line: string[] } };
    expect(location).toMatchObject({
      name: validClinic().detail.name,
      identifier: [{ system: 'http://site.test/clinic', value: open }],
      telecom: expect.arrayContaining([{ system: 'phone', value: validClinic().detail.phoneNumber }, { system: 'url', value: `http://site.test/clinic/${open}` }]),
      address: { city: validClinic().address.cityTown, state: validClinic().address.state, postalCode: validClinic().address.zip },
    });
    expect(location.address.line.length).toBeGreaterThan(0);
    const ids = new Set(locations.map((l) => `Location/${String(l.id)}`));
    for (const schedule of schedules as unknown as Schedule[]) {
      expect(schedule.actor).toHaveLength(1);
      expect(ids.has(schedule.actor[0]?.reference ?? '')).toBe(true);
    }
    const own = (schedules as unknown as Schedule[]).filter((s) => s.actor[0]?.reference === `Location/${open}`);
    expect(own.map((s) => s.serviceType[0]?.text).sort()).toEqual(['Exam, x-ray & cleaning', 'Office visit', 'Whitening']);
    expect(own.find((s) => s.serviceType[0]?.text === 'Office visit')?.serviceType[0]?.coding).toEqual([{ system: 'http://www.ama-assn.org/go/cpt', code: '99213' }]);
    expect(own.find((s) => s.serviceType[0]?.text === 'Whitening')?.serviceType[0]?.coding).toBeUndefined();
    expect(new Set(schedules.map((s) => s.id)).size).toBe(schedules.length);
  });

  it('set has-availability from the clinic’s "Accepting appointment requests" setting, with the exact extension URL', async () => {
    const { schedules } = await files();
    const availability = (clinicId: string) =>
      (schedules as unknown as Schedule[])
        .filter((s) => s.actor[0]?.reference === `Location/${clinicId}`)
        .map((s) => s.extension.filter((e) => e.url === SMART_HAS_AVAILABILITY_URL).map((e) => e.valueCode));
    expect(SMART_HAS_AVAILABILITY_URL).toBe('http://fhir-registry.smarthealthit.org/StructureDefinition/has-availability');
    expect(availability(open)).toEqual([['some'], ['some'], ['some']]);
    expect(availability(closed).length).toBeGreaterThan(0);
    expect(new Set(availability(closed).flat())).toEqual(new Set(['none']));
  });

  it('leave an unpublished clinic out of both files', async () => {
    const { locations, schedules } = await files();
    expect(locations.map((l) => l.id)).toEqual(expect.arrayContaining([open, closed]));
    expect(JSON.stringify(locations)).not.toContain(hidden);
    expect(JSON.stringify(schedules)).not.toContain(hidden);
  });
});
