/**
 * What issuing warns of (lines without a service code, scheduled care without
 * diagnosis codes, care fewer than 3 business days away): listed with the draft,
 * and an estimate with warnings is issued only when the owner accepts them
 * (`acceptWarnings`); until then it is 422 naming the first field, nothing stored.
 */
import { ObjectId } from 'mongodb';
import { trackWrites } from '#test/hardening/support/app';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { LAB, askForEstimate, clinicDay, createClinic, detail, issue, patientRequest, requestIds, type Owner } from './support';

jest.setTimeout(90_000);

let t: TestApp;
let owner: Owner;
let clinicId = '';
beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'gfe-warnings@example.com');
  clinicId = await createClinic(t, owner);
});
afterAll(() => t.close());

/** A new request (the latest in the list) and its detail. */
async function newRequest(change: Record<string, unknown> = {}) {
  const before = await requestIds(t, owner);
  expect((await askForEstimate(t, clinicId, patientRequest(change))).statusCode).toBe(201);
  const id = (await requestIds(t, owner)).find((r) => !before.includes(r))!;
  return { id, opened: (await detail(t, owner, id)).json() };
}

const stored = () => t.app.mongo.db.collection('estimates').countDocuments();

it('a draft with codes and no date has no warnings and issues at once', async () => {
  const { id, opened } = await newRequest();
  expect(opened.warnings).toEqual([]);
  expect((await issue(t, owner, id, opened.draft)).statusCode).toBe(201);
});

it('scheduled care tomorrow without diagnosis codes, and a line without a code: warned, not issued until accepted', async () => {
  const { id, opened } = await newRequest({ scheduledFor: clinicDay(1) });
  expect(opened.warnings.map((w: { field: string }) => w.field)).toEqual(['/lines/0/diagnosisCodes', '/lines/1/diagnosisCodes', '/scheduledFor']);
  expect(opened.warnings[2].message).toBe('The care is fewer than 3 business days away: the estimate may reach the patient after it.');

  const body = { ...opened.draft, coProviders: [{ ...LAB, lines: [{ description: 'Crown fabrication', quantity: 1, unitPrice: '300', diagnosisCodes: ['K02.52'] }] }] };
  const before = await stored();
  const writes = trackWrites(t.app);
  const warned = await issue(t, owner, id, body);
  expect(writes.take()).toEqual([]);
  writes.stop();
  expect(warned.statusCode).toBe(422);
  expect(warned.json().field).toBe('/body/lines/0/diagnosisCodes');
  expect(warned.json().message).toContain('Crown fabrication has no service code (CPT, HCPCS or CDT).');
  expect(warned.json().message).toContain('fewer than 3 business days away');
  expect(warned.json().message).toContain('acceptWarnings');
  expect(await stored()).toBe(before);

  const accepted = await issue(t, owner, id, { ...body, acceptWarnings: true });
  expect(accepted.statusCode).toBe(201);
  expect(await stored()).toBe(before + 1);
});

it('care a month away with diagnosis codes on every line is no warning', async () => {
  const { id, opened } = await newRequest({ scheduledFor: clinicDay(30) });
  const lines = opened.draft.lines.map((line: object) => ({ ...line, diagnosisCodes: ['Z01.20'] }));
  expect((await issue(t, owner, id, { ...opened.draft, lines })).statusCode).toBe(201);
});

it("a clinic TIN saved before the IRS's rules were checked is refused at issue, nothing stored", async () => {
  const { id, opened } = await newRequest();
  await t.app.mongo.db.collection('clinics').updateOne({ _id: new ObjectId(clinicId) }, { $set: { tin: '000000000' } });
  const before = await stored();
  const res = await issue(t, owner, id, opened.draft);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toMatch(/^The clinic's tin is not a TIN the IRS issues/);
  expect(await stored()).toBe(before);
});
