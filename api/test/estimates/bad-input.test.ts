/**
 * Bad input to the estimate routes and to a clinic's NPI and TIN: each is a
 * 4xx naming the field, and nothing is stored. Markup is no bad input: it is
 * kept and shown as the text typed. Another owner's request is 404.
 */
import { trackWrites } from '#test/hardening/support/app';
import { readOutbox } from '#test/messages/outbox';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { LAB, askForEstimate, clinicDay, createClinic, detail, gfeClinic, issue, patientRequest, requestIds, saveClinic, type Owner } from './support';

jest.setTimeout(90_000);

let t: TestApp;
let owner: Owner;
let other: Owner;
let clinicId = '';
let requestId = '';
let draft: Record<string, unknown>;

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'gfe-bad@example.com');
  other = await signIn(t.app, 'gfe-other@example.com');
  clinicId = await createClinic(t, owner);
  expect((await askForEstimate(t, clinicId)).statusCode).toBe(201);
  [requestId] = await requestIds(t, owner);
  draft = (await detail(t, owner, requestId)).json().draft;
});
afterAll(() => t.close());

/** Runs a request that must be refused: its status, its field, and no write. */
async function refused(send: () => Promise<{ statusCode: number; json(): unknown }>, status: number, field?: string) {
  const writes = trackWrites(t.app);
  try {
    const res = await send();
    expect({ status: res.statusCode, field: (res.json() as { field?: string }).field }).toEqual({ status, field });
    expect(writes.take()).toEqual([]);
  } finally {
    writes.stop();
  }
}

const services = (n: number) => Array.from({ length: n }, () => ({ description: 'Exam, x-ray & cleaning', quantity: 1 }));

describe("the patient's request", () => {
  it.each([
    ['a date of birth in the future', { dateOfBirth: clinicDay(1) }, '/body/dateOfBirth'],
    ['a date of birth more than 130 years ago', { dateOfBirth: `${Number(clinicDay(0).slice(0, 4)) - 131}-01-01` }, '/body/dateOfBirth'],
    ['a day that does not exist', { dateOfBirth: '1990-02-30' }, '/body/dateOfBirth'],
    ['a scheduled date in the past', { scheduledFor: clinicDay(-1) }, '/body/scheduledFor'],
    ['a scheduled date years ahead', { scheduledFor: clinicDay(800) }, '/body/scheduledFor'],
    ['more than 50 services', { services: services(51) }, '/body/services'],
    ['no service', { services: [] }, '/body/services'],
    ['a service the clinic does not list', { services: [{ description: 'Root canal', quantity: 1 }] }, '/body/services/0/description'],
    ['a listed service without a price', { services: [{ description: 'Single annual membership', quantity: 1 }] }, '/body/services/0/description'],
    ['an operator object for a service', { services: [{ description: { $ne: 1 }, quantity: 1 }] }, '/body/services/0/description'],
    ['a negative quantity', { services: [{ description: 'Exam, x-ray & cleaning', quantity: -1 }] }, '/body/services/0/quantity'],
    ['a fractional quantity', { services: [{ description: 'Exam, x-ray & cleaning', quantity: 1.5 }] }, '/body/services/0/quantity'],
    ['a quantity as text', { services: [{ description: 'Exam, x-ray & cleaning', quantity: '1' }] }, '/body/services/0/quantity'],
    ['a name over 200 characters', { patientName: 'x'.repeat(201) }, '/body/patientName'],
    ['a blank name', { patientName: '   ' }, '/body/patientName'],
    ['a note over 1000 characters', { note: 'x'.repeat(1001) }, '/body/note'],
    ['an email that is not one', { email: 'sam' }, '/body/email'],
    ['an unknown field', { insurer: 'Acme' }, '/body/insurer'],
  ])('%s: 400 naming the field, nothing stored', async (_name, change, field) => {
    await refused(() => askForEstimate(t, clinicId, patientRequest(change)), 400, field);
  });

  it('an unknown clinic is 404, a forged id 400', async () => {
    await refused(() => askForEstimate(t, '0123456789abcdef01234567'), 404);
    await refused(() => askForEstimate(t, 'nope'), 400, '/params/clinicId');
  });

  it('a body over the size limit is cut off with 413', async () => {
    await refused(() => askForEstimate(t, clinicId, patientRequest({ note: 'x'.repeat(2_000_000) })), 413);
  });

  it('markup in a field is stored and mailed as the text typed', async () => {
    const name = '<img src=x onerror=alert(1)>Sam';
    expect((await askForEstimate(t, clinicId, patientRequest({ patientName: name, note: '<script>x</script>' }))).statusCode).toBe(201);
    const listed = (await t.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: owner.headers })).json().results;
    expect(listed[0].patientName).toBe(name);
    expect(readOutbox(t.outboxDir).some((m) => m.headers['content-type']?.startsWith('text/plain') && m.text.includes(`${name} asked`))).toBe(true);
  });
});

describe('issuing', () => {
  // The draft's first line (the table is built before the draft is read).
  const line = (change: Record<string, unknown> = {}) => ({ description: 'Exam, x-ray & cleaning', code: 'D0150', codeSystem: 'CDT', quantity: 1, unitPrice: '120', diagnosisCodes: [], ...change });
  const withLine = (change: Record<string, unknown>) => ({ lines: [line(change)] });
  const coProvider = (change: Record<string, unknown> = {}) => ({ ...LAB, lines: [{ description: 'Crown fabrication', quantity: 1, unitPrice: '300', diagnosisCodes: [] }], ...change });

  it.each([
    ['more than 50 lines over every provider', { lines: Array.from({ length: 40 }, () => line()), coProviders: [coProvider({ lines: Array.from({ length: 11 }, () => line()) })] }, '/body/lines'],
    ['no line at all', { lines: [] }, '/body/lines'],
    ['a negative price', { lines: [line({ unitPrice: '-5' })] }, '/body/lines/0/unitPrice'],
    ['a price that is no number', { lines: [line({ unitPrice: 'ten' })] }, '/body/lines/0/unitPrice'],
    ['a price sent as a number', { lines: [line({ unitPrice: 120 })] }, '/body/lines/0/unitPrice'],
    ['a price with three decimals', { lines: [line({ unitPrice: '1.005' })] }, '/body/lines/0/unitPrice'],
    ['a negative quantity', { lines: [line({ quantity: -2 })] }, '/body/lines/0/quantity'],
    ['a quantity that is no number', { lines: [line({ quantity: 'two' })] }, '/body/lines/0/quantity'],
    ['a diagnosis code that is not ICD-10-CM', { lines: [line({ diagnosisCodes: ['E11-9'] })] }, '/body/lines/0/diagnosisCodes/0'],
    ['a billing code of another system', { lines: [line({ code: 'D0150', codeSystem: 'CPT' })] }, '/body/lines/0/codeSystem'],
    ['a billing code without its system', { lines: [line({ code: '99213', codeSystem: '' })] }, '/body/lines/0/codeSystem'],
    ["a co-provider's NPI with a wrong check digit", { coProviders: [coProvider({ npi: '1245319598' })] }, '/body/coProviders/0/npi'],
    ["a co-provider's TIN of 5 digits", { coProviders: [coProvider({ tin: '12345' })] }, '/body/coProviders/0/tin'],
    ["a co-provider's TIN of all zeros", { coProviders: [coProvider({ tin: '00-0000000' })] }, '/body/coProviders/0/tin'],
    ["a co-provider's EIN with a prefix the IRS never assigns", { coProviders: [coProvider({ tin: '07-1234567' })] }, '/body/coProviders/0/tin'],
    ["a co-provider's SSN of area 666", { coProviders: [coProvider({ tin: '666-12-3456' })] }, '/body/coProviders/0/tin'],
    ['only co-providers’ lines, none from the convening clinic', { lines: [], coProviders: [coProvider()] }, '/body/lines'],
    ['a co-provider without its state', { coProviders: [coProvider({ state: undefined })] }, '/body/coProviders/0/state'],
    ['a co-provider without a name', { coProviders: [coProvider({ name: '' })] }, '/body/coProviders/0/name'],
    ['a new scheduled date in the past', { scheduledFor: clinicDay(-2) }, '/body/scheduledFor'],
    ['a primary service over 200 characters', { primaryService: 'x'.repeat(201) }, '/body/primaryService'],
    ['more than 20 separately scheduled items', { separatelyScheduled: Array.from({ length: 21 }, () => ({ description: 'Visit' })) }, '/body/separatelyScheduled'],
    ['a line description over 200 characters', withLine({ description: 'x'.repeat(201) }), '/body/lines/0/description'],
    ['an operator object for a price', withLine({ unitPrice: { $gt: '' } }), '/body/lines/0/unitPrice'],
  ])('%s: 400 naming the field, nothing stored', async (_name, change, field) => {
    await refused(() => issue(t, owner, requestId, { ...draft, ...change }), 400, field);
    expect(await t.app.mongo.db.collection('estimates').countDocuments()).toBe(0);
  });

  it("another owner's request is 404 to read, to issue and in the list; its PDF too", async () => {
    await refused(() => detail(t, other, requestId), 404);
    await refused(() => issue(t, other, requestId, draft), 404);
    expect(await requestIds(t, other)).toEqual([]);
    const mine = await issue(t, owner, requestId, draft);
    expect(mine.statusCode).toBe(201);
    await refused(() => t.app.inject({ method: 'GET', url: `/account/estimates/${mine.json().result.id}/pdf`, headers: other.headers }), 404);
    await refused(() => t.app.inject({ method: 'GET', url: '/account/estimate-requests/nope', headers: owner.headers }), 400, '/params/id');
    await refused(() => t.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: {} }), 401);
  });
});

describe("a clinic's NPI and TIN", () => {
  it.each([
    ['an NPI whose check digit is wrong', { npi: '1234567890' }, '/body/jsonPayload/npi'],
    ['an NPI of 9 digits', { npi: '123456789' }, '/body/jsonPayload/npi'],
    ['a TIN of 8 digits', { tin: '12-345678' }, '/body/jsonPayload/tin'],
    ['a TIN with letters', { tin: 'AB-CDEFGHI' }, '/body/jsonPayload/tin'],
    ['a TIN of all zeros', { tin: '000000000' }, '/body/jsonPayload/tin'],
    ['an EIN with a prefix the IRS never assigns', { tin: '89-1234567' }, '/body/jsonPayload/tin'],
  ])('%s: 400 naming the field, nothing stored', async (_name, change, field) => {
    await refused(() => saveClinic(t, owner, gfeClinic(change)), 400, field);
    await refused(() => saveClinic(t, owner, gfeClinic(change), clinicId), 400, field);
  });

  it('an SSN-grouped TIN is stored as its digits; a save without them keeps them; "" removes them', async () => {
    const saved = await saveClinic(t, owner, gfeClinic({ tin: '123-45-6789' }), clinicId);
    expect(saved.json().result).toMatchObject({ npi: '1234567893', tin: '123456789' });
    const { npi: _npi, tin: _tin, ...without } = gfeClinic() as Record<string, unknown>;
    expect((await saveClinic(t, owner, without, clinicId)).json().result).toMatchObject({ npi: '1234567893', tin: '123456789' });
    const cleared = (await saveClinic(t, owner, gfeClinic({ npi: '', tin: '' }), clinicId)).json().result;
    expect(cleared.npi).toBeUndefined();
    expect(cleared.tin).toBeUndefined();
  });
});
