import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '#test/owner/helpers';

type Marker = [string, string, number, number];

/** The category's cluster index is cached; every owner write must show on the next request. */
describe('GET /clinics/markers after owner writes', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    headers = (await signIn(t.app, 'markers@example.com')).headers;
  });
  afterAll(() => t.close());

  // Zoom 18: past the clustering zooms, every clinic is its own marker.
  const markers = async (query = 'categoryId=1') => {
    const res = await t.app.inject(`/clinics/markers?${query}&zoom=18`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json().results as Marker[];
  };
  const save = (method: 'POST' | 'PUT', url: string, clinic: Record<string, unknown>) => {
    const body = multipart([['jsonPayload', JSON.stringify(clinic)]]);
    return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it('shows a created clinic, its new name and place, and drops it once deleted', async () => {
    const before = await markers();
    expect(await markers()).toEqual(before); // served again, unchanged

    const created = await save('POST', '/account/clinics', validClinic({ detail: { ...validClinic().detail, name: 'Marker One' } }));
    expect(created.statusCode).toBe(201);
    const id = created.json().result.id as string;
    expect((await markers()).find((m) => m[0] === id)).toEqual([id, 'Marker One', 40.23, -111.66]);
    expect(await markers('categoryId=1&service=All%20services')).toContainEqual([id, 'Marker One', 40.23, -111.66]);

    const moved = validClinic({ detail: { ...validClinic().detail, name: 'Marker Two' } });
    moved.address = { ...moved.address, latitude: 41.5, longitude: -112.25 };
    expect((await save('PUT', `/account/clinics/${id}`, moved)).statusCode).toBe(200);
    expect((await markers()).find((m) => m[0] === id)).toEqual([id, 'Marker Two', 41.5, -112.25]);

    const other = await save('PUT', `/account/clinics/${id}`, { ...moved, categoryId: 2 });
    expect(other.statusCode).toBe(200);
    expect((await markers()).some((m) => m[0] === id)).toBe(false);
    expect((await markers('categoryId=2')).some((m) => m[0] === id)).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: `/account/clinics/${id}`, headers })).statusCode).toBe(204);
    expect((await markers('categoryId=2')).some((m) => m[0] === id)).toBe(false);
    expect(await markers()).toEqual(before);
  });

  it('answers a viewport with the clinics in it', async () => {
    const place = (name: string, latitude: number, longitude: number) =>
      validClinic({ detail: { ...validClinic().detail, name }, address: { ...validClinic().address, latitude, longitude } });
    expect((await save('POST', '/account/clinics', place('North', 45, -100))).statusCode).toBe(201);
    expect((await save('POST', '/account/clinics', place('South', 30, -100))).statusCode).toBe(201);
    expect((await markers()).map((m) => m[1]).sort()).toEqual(['North', 'South']);
    expect((await markers('categoryId=1&bbox=-101,44,-99,46')).map((m) => m[1])).toEqual(['North']);
    expect((await markers('categoryId=1&bbox=-101,29,-99,31')).map((m) => m[1])).toEqual(['South']);
  });
});
