import { buildOwnerTestApp, imageFileCount, multipart, pngImage, signIn, validClinic, validDoctor, type TestApp } from './helpers';

type Session = Awaited<ReturnType<typeof signIn>>;
const detail = (d: Record<string, unknown>) => ({ detail: { ...validClinic().detail, ...d } });
const address = (d: Record<string, unknown>) => ({ address: { ...validClinic().address, ...d } });
const hours = (d: Record<string, unknown>) => ({ hours: { ...(validClinic().hours as object), ...d } });

describe('owner input is validated: 400 naming the field, never 500, nothing stored', () => {
  let t: TestApp;
  let a: Session;
  let clinicId: string;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    a = await signIn(t.app, 'strict@example.com');
    const body = multipart([['jsonPayload', JSON.stringify(validClinic())]]);
    clinicId = (await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload })).json().result.id;
  });
  afterAll(() => t.close());

  const post = (payload: unknown) => {
    const body = multipart([['jsonPayload', typeof payload === 'string' ? payload : JSON.stringify(payload)]]);
    return t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload });
  };

  it.each([
    ['missing name', detail({ name: '' }), /jsonPayload\/detail\/name/],
    ['blank name', detail({ name: '   ' }), /jsonPayload\/detail\/name is required/],
    ['unknown field', { hacked: true }, /jsonPayload\/hacked/],
    ['unknown nested field', detail({ ownerAccountId: 'x' }), /jsonPayload\/detail\/ownerAccountId/],
    ['unknown category', { categoryId: 5 }, /jsonPayload\/categoryId/],
    ['category not offered to owners', { categoryId: 6 }, /jsonPayload\/categoryId/],
    ['description over 1000', detail({ description: 'x'.repeat(1001) }), /jsonPayload\/detail\/description/],
    ['website not a URL', detail({ website: 'not a url' }), /jsonPayload\/detail\/website/],
    ['website javascript:', detail({ website: 'javascript:alert(1)' }), /jsonPayload\/detail\/website/],
    ['website a price', detail({ website: '12.50' }), /jsonPayload\/detail\/website must be a website address/],
    ['website mailto:', detail({ website: 'mailto:front@bright.example.com' }), /jsonPayload\/detail\/website/],
    ['website with a space', detail({ website: 'bright smiles.com' }), /jsonPayload\/detail\/website/],
    ['email not an email', detail({ emailAddress: 'front desk' }), /jsonPayload\/detail\/emailAddress/],
    ['phone letters', detail({ phoneNumber: 'call us' }), /jsonPayload\/detail\/phoneNumber/],
    ['phone too short', detail({ phoneNumber: '555-0100' }), /jsonPayload\/detail\/phoneNumber/],
    ['latitude 91', address({ latitude: 91 }), /jsonPayload\/address\/latitude/],
    ['longitude -181', address({ longitude: -181 }), /jsonPayload\/address\/longitude/],
    ['latitude as text', address({ latitude: '40.2' }), /jsonPayload\/address\/latitude/],
    ['time not HH:MM', hours({ mondayOpenTime: '9am' }), /jsonPayload\/hours\/mondayOpenTime/],
    ['close before open', hours({ mondayOpenTime: '17:00', mondayCloseTime: '09:00' }), /jsonPayload\/hours\/mondayCloseTime/],
    ['open day without times', hours({ sundayToggle: true }), /jsonPayload\/hours\/sundayOpenTime/],
    ['negative price', { services: [{ description: 'Exam', price: '-5' }] }, /jsonPayload\/services\/0\/price/],
    ['price not a number', { services: [{ description: 'Exam', price: 'ten' }] }, /jsonPayload\/services\/0\/price/],
    ['billing code malformed', { services: [{ description: 'Cleaning', price: '90', code: 'D11', codeSystem: 'CDT' }] }, /jsonPayload\/services\/0\/code/],
    ['billing code lower-case', { services: [{ description: 'Cleaning', price: '90', code: 'd1110', codeSystem: 'CDT' }] }, /jsonPayload\/services\/0\/code/],
    ['billing code as an object', { services: [{ description: 'Cleaning', price: '90', code: { $ne: '' }, codeSystem: 'CDT' }] }, /jsonPayload\/services\/0\/code/],
    ['code system not matching the code', { services: [{ description: 'Cleaning', price: '90', code: 'D1110', codeSystem: 'CPT' }] }, /jsonPayload\/services\/0\/codeSystem does not match the code: D1110 is a CDT code/],
    ['HCPCS code in the CDT range', { otherServices: [{ description: 'Cleaning', price: '90', code: 'D1110', codeSystem: 'HCPCS' }] }, /jsonPayload\/otherServices\/0\/codeSystem/],
    ['code without a system', { services: [{ description: 'Visit', price: '90', code: '99213' }] }, /jsonPayload\/services\/0\/codeSystem is required/],
    ['system without a code', { services: [{ description: 'Visit', price: '90', codeSystem: 'CPT' }] }, /jsonPayload\/services\/0\/code is required/],
    ['unknown code system', { services: [{ description: 'Visit', price: '90', code: '99213', codeSystem: 'ICD' }] }, /jsonPayload\/services\/0\/codeSystem/],
    ['11 included items', { services: [{ description: 'Visit', price: '90', includes: Array.from({ length: 11 }, (_, i) => `Item ${i}`) }] }, /jsonPayload\/services\/0\/includes/],
    ['a blank excluded item', { services: [{ description: 'Visit', price: '90', excludes: ['   '] }] }, /jsonPayload\/services\/0\/excludes\/0 must not be blank/],
    ['all-inclusive as text', { services: [{ description: 'Visit', price: '90', allInclusive: 'yes' }] }, /jsonPayload\/services\/0\/allInclusive/],
    ['21 images', { images: Array.from({ length: 21 }, () => ({ url: '' })) }, /jsonPayload\/images/],
    ['image url elsewhere', { images: [{ url: 'https://evil.example.com/x.png' }] }, /jsonPayload\/images\/0\/url/],
  ])('clinic: %s', async (_name, change, message) => {
    const before = await imageFileCount(t.app);
    const res = await post({ ...validClinic(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toMatch(message);
    expect(await imageFileCount(t.app)).toBe(before);
  });

  it("stores a service's code and bundle and answers them on the profile", async () => {
    const service = { description: 'Cleaning', price: '90', code: 'D1110', codeSystem: 'CDT', includes: ['Exam', 'X-rays'], excludes: ['Fluoride'], allInclusive: false };
    const created = await post({ ...validClinic(), services: [service, { description: 'Visit', price: '60', code: '', codeSystem: '' }] });
    expect(created.statusCode).toBe(201);
    const profile = (await t.app.inject(`/clinics/${created.json().result.id}`)).json().result;
    expect(profile.services[0]).toMatchObject({ code: 'D1110', codeSystem: 'CDT', includes: ['Exam', 'X-rays'], excludes: ['Fluoride'] });
    expect(profile.services[0].allInclusive).toBeUndefined();
    expect(profile.services[1].code).toBeUndefined();
  });

  it('accepts a website typed without https:// and stores, answers and updates it with https://', async () => {
    const created = await post({ ...validClinic(), ...detail({ website: ' brightsmiles.com ' }) });
    expect(created.statusCode).toBe(201);
    expect(created.json().result.detail.website).toBe('https://brightsmiles.com');
    const id = created.json().result.id;
    expect((await t.app.inject(`/clinics/${id}`)).json().result.detail.website).toBe('https://brightsmiles.com');
    const body = multipart([['jsonPayload', JSON.stringify({ ...validClinic(), ...detail({ website: 'www.x.org/book' }) })]]);
    const updated = await t.app.inject({ method: 'PUT', url: `/account/clinics/${id}`, headers: { ...a.headers, ...body.headers }, payload: body.payload });
    expect(updated.statusCode).toBe(200);
    expect((await t.app.inject(`/clinics/${id}`)).json().result.detail.website).toBe('https://www.x.org/book');
    // Given with its scheme, it is kept as typed.
    expect((await post({ ...validClinic(), ...detail({ website: 'http://bright.example.com/a' }) })).json().result.detail.website).toBe('http://bright.example.com/a');
  });

  it('accepts formatted and empty phone numbers and an empty email', async () => {
    for (const d of [{ phoneNumber: '+1 (801) 555-0100' }, { phoneNumber: '' }, { emailAddress: '' }]) {
      expect((await post({ ...validClinic(), ...detail(d) })).statusCode).toBe(201);
    }
  });

  it.each([
    ['no jsonPayload', multipart([['image0', { bytes: Buffer.from('GIF89a, then not an image') }]]), /jsonPayload is required|image0/],
    ['invalid JSON', multipart([['jsonPayload', '{"categoryId":']]), /jsonPayload is not valid JSON/],
    ['an array payload', multipart([['jsonPayload', '[]']]), /jsonPayload/],
    ['an extra text field', multipart([['jsonPayload', JSON.stringify(validClinic())], ['name', 'x']]), /Unexpected part name/],
    ['an unexpected file part', multipart([['jsonPayload', JSON.stringify(validClinic())], ['avatar', { bytes: Buffer.from('x') }]]), /avatar/],
  ])('multipart: %s', async (_n, body, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('multipart: a JSON body instead of multipart is 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: a.headers, payload: validClinic() });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/multipart/);
  });

  const doctor = (payload: unknown, extra: [string, { bytes: Buffer }][] = []) => {
    const body = multipart([['jsonPayload', JSON.stringify(payload)], ...extra]);
    return t.app.inject({ method: 'POST', url: `/account/clinics/${clinicId}/doctors`, headers: { ...a.headers, ...body.headers }, payload: body.payload });
  };

  it.each([
    ['missing first name', validDoctor({ firstname: '' }), /jsonPayload\/firstname/],
    ['year as text', validDoctor({ yearGraduated: '2000' }), /jsonPayload\/yearGraduated/],
    ['year 1800', validDoctor({ yearGraduated: 1800 }), /jsonPayload\/yearGraduated/],
    ['unknown field', validDoctor({ salary: 1 }), /jsonPayload\/salary/],
  ])('doctor: %s', async (_n, payload, message) => {
    const res = await doctor(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('doctor: a photo must be an image, and a good one is stored and replaced', async () => {
    const bad = await doctor(validDoctor(), [['image', { bytes: Buffer.from('<svg/>') }]]);
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toMatch(/^image is not/);
    const ok = await doctor(validDoctor(), [['image', { bytes: await pngImage() }]]);
    expect(ok.statusCode).toBe(201);
    const created = ok.json().result;
    expect(created.imgUrl).toMatch(/^http:\/\/api\.test\/images\/[0-9a-f]{24}$/);
    const body = multipart([['jsonPayload', JSON.stringify({ ...validDoctor({ lastname: 'Lopez' }), id: created.id, imgUrl: created.imgUrl })], ['image', { bytes: await pngImage(30, 30) }]]);
    const put = await t.app.inject({ method: 'PUT', url: `/account/clinics/${clinicId}/doctors/${created.id}`, headers: { ...a.headers, ...body.headers }, payload: body.payload });
    expect(put.statusCode).toBe(200);
    expect(put.json().result).toMatchObject({ id: created.id, lastname: 'Lopez' });
    expect(put.json().result.imgUrl).not.toBe(created.imgUrl);
    expect((await t.app.inject({ method: 'GET', url: new URL(created.imgUrl).pathname })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/account/clinics', headers: a.headers })).json().results;
    expect(list.find((c: { id: string }) => c.id === clinicId).doctors[0]).toMatchObject({ firstname: 'Ana', lastname: 'Lopez' });
  });

  it('metrics: days must be 7, 30 or 90', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/account/metrics?days=12', headers: a.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/querystring\/days/);
  });
});
