/**
 * Good Faith Estimates end to end through the API: a patient asks, the owner
 * sees the request with its deadline, cannot issue until the clinic has an NPI
 * and a TIN, issues with a co-provider line, the patient is mailed the PDF and
 * a private link that shows the estimate (no TIN) and the same PDF; a
 * correction names the estimate it replaces, which never changes.
 */
import { ObjectId } from 'mongodb';
import { estimateDeadline } from '@directpay/contracts';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { readOutbox } from '#test/messages/outbox';
import {
  CLINIC_NPI,
  CLINIC_TIN_DIGITS,
  LAB,
  askForEstimate,
  clinicDay,
  createClinic,
  detail,
  estimateMails,
  gfeClinic,
  issue,
  patientRequest,
  requestIds,
  saveClinic,
  tokenIn,
  type Owner,
} from './support';

jest.setTimeout(90_000);

let t: TestApp;
let owner: Owner;
beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'gfe-owner@example.com');
});
afterAll(() => t.close());

describe('a Good Faith Estimate from request to private link', () => {
  it('is requested, issued once the clinic has an NPI and TIN, mailed, and read by its link', async () => {
    const clinicId = await createClinic(t, owner, gfeClinic({ npi: '', tin: '' }));
    const scheduledFor = clinicDay(30);
    const asked = await askForEstimate(t, clinicId, patientRequest({ scheduledFor }));
    expect(asked.statusCode).toBe(201);
    const today = clinicDay(0);
    expect(asked.json()).toEqual({ status: 'requested', requestedOn: today, ...estimateDeadline(today, scheduledFor) });
    expect(asked.json().rule).toBe('scheduled-10');

    // The owner hears of it and sees it listed with its deadline.
    const notice = readOutbox(t.outboxDir).find((m) => m.headers.to === 'gfe-owner@example.com' && /requested/.test(m.headers.subject));
    expect(notice?.text).toContain('Sam Lee asked Bright Smiles Dental for a Good Faith Estimate');
    const list = (await t.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: owner.headers })).json().results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ clinicId, patientName: 'Sam Lee', status: 'requested', dueOn: asked.json().dueOn, scheduledFor, estimateId: null });
    const id = list[0].id as string;

    // The draft starts from the clinic's prices and codes; issuing waits for the NPI and TIN.
    const opened = (await detail(t, owner, id)).json();
    expect(opened.clinic).toMatchObject({ npi: '', tin: '', missing: ['npi', 'tin'] });
    expect(opened.request).toMatchObject({ dateOfBirth: '1988-04-12', email: 'sam@example.com', note: 'Upper left molar.' });
    expect(opened.draft.lines).toEqual([
      { description: 'Exam, x-ray & cleaning', code: 'D0150', codeSystem: 'CDT', quantity: 1, unitPrice: '120', diagnosisCodes: [] },
      { description: 'Porcelain crown', code: 'D2740', codeSystem: 'CDT', quantity: 2, unitPrice: '950.50', diagnosisCodes: [] },
    ]);
    const blocked = await issue(t, owner, id, opened.draft);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toMatch(/no npi/);
    expect(await t.app.mongo.db.collection('estimates').countDocuments()).toBe(0);

    // The wizard's save gives the clinic its numbers; the owner adds a diagnosis, a co-provider and a later visit.
    expect((await saveClinic(t, owner, gfeClinic(), clinicId)).statusCode).toBe(200);
    const ready = (await detail(t, owner, id)).json();
    expect(ready.clinic).toMatchObject({ npi: CLINIC_NPI, tin: CLINIC_TIN_DIGITS, missing: [] });
    const body = {
      ...ready.draft,
      primaryService: 'Porcelain crown, upper left molar',
      lines: [{ ...ready.draft.lines[0], diagnosisCodes: ['z0120'] }, { ...ready.draft.lines[1], code: 'D2750', quantity: 1, unitPrice: '1000' }],
      coProviders: [{ ...LAB, lines: [{ description: 'Crown fabrication', quantity: 1, unitPrice: '300', diagnosisCodes: [] }] }],
      separatelyScheduled: [{ description: 'Follow-up visit', note: 'Two weeks later' }],
      // The lab's line has no codes (issue-warnings.test.ts): issued as it is.
      acceptWarnings: true,
    };
    const issued = await issue(t, owner, id, body);
    expect(issued.statusCode).toBe(201);
    expect(issued.json().result).toMatchObject({ replaces: null, lineCount: 3, totalCents: 142_000 });

    // The list says issued; the patient's mail carries the PDF and the link.
    const after = (await t.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: owner.headers })).json().results[0];
    expect(after).toMatchObject({ status: 'issued', estimateId: issued.json().result.id });
    const [mail] = estimateMails(t, 'sam@example.com');
    expect(mail.headers.subject).toBe('Good Faith Estimate from Bright Smiles Dental');
    expect(mail.text).toContain('Total estimated cost: $1,420.00');
    expect(mail.attachments[0]).toMatchObject({ filename: 'good-faith-estimate.pdf', contentType: 'application/pdf' });
    const token = tokenIn(mail);
    expect(token).toHaveLength(43);

    const page = await t.app.inject({ method: 'GET', url: `/estimates/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const shown = page.json().result;
    expect(shown).toMatchObject({ correction: false, replaced: false, patient: { name: 'Sam Lee', dateOfBirth: '1988-04-12' }, primaryService: 'Porcelain crown, upper left molar', scheduledFor, totalCents: 142_000 });
    expect(shown.providers.map((p: { name: string; npi: string; totalCents: number }) => [p.name, p.npi, p.totalCents])).toEqual([
      ['Bright Smiles Dental', CLINIC_NPI, 112_000],
      ['Wasatch Dental Lab', LAB.npi, 30_000],
    ]);
    expect(shown.providers[0].lines[0]).toMatchObject({ code: 'D0150', codeSystem: 'CDT', diagnosisCodes: ['Z01.20'], totalCents: 12_000 });
    expect(shown.providers[0].lines[1]).toMatchObject({ code: 'D2750', quantity: 1, unitPrice: '1000', totalCents: 100_000 });
    // TINs are on the document only.
    expect(page.body).not.toContain(CLINIC_TIN_DIGITS);
    expect(page.body).not.toContain('6543210');

    const pdf = await t.app.inject({ method: 'GET', url: `/estimates/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(mail.attachments[0].content)).toBe(true);
    const ownerPdf = await t.app.inject({ method: 'GET', url: `/account/estimates/${issued.json().result.id}/pdf`, headers: owner.headers });
    expect(ownerPdf.rawPayload.equals(pdf.rawPayload)).toBe(true);

    // A correction: a new estimate naming the first, mailed with a new link; the first never changes.
    const firstStored = await t.app.mongo.db.collection('estimates').findOne({ _id: new ObjectId(issued.json().result.id) });
    const again = (await detail(t, owner, id)).json();
    expect(again.draft.coProviders[0]).toMatchObject({ name: LAB.name, tin: '876543210' });
    const corrected = await issue(t, owner, id, { ...again.draft, lines: again.draft.lines.slice(0, 1), acceptWarnings: true });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json().result).toMatchObject({ replaces: issued.json().result.id, lineCount: 2, totalCents: 42_000 });
    expect(await t.app.mongo.db.collection('estimates').findOne({ _id: new ObjectId(issued.json().result.id) })).toEqual(firstStored);
    const mails = estimateMails(t, 'sam@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1].headers.subject).toBe('Corrected Good Faith Estimate from Bright Smiles Dental');
    expect((await t.app.inject({ method: 'GET', url: `/estimates/${token}` })).json().result.replaced).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/estimates/${tokenIn(mails[1])}` })).json().result).toMatchObject({ correction: true, replaced: false });
    expect((await t.app.inject({ method: 'GET', url: `/estimates/${token}/pdf` })).rawPayload.equals(pdf.rawPayload)).toBe(true);
    const history = (await detail(t, owner, id)).json().estimates;
    expect(history.map((e: { id: string }) => e.id)).toEqual([corrected.json().result.id, issued.json().result.id]);
  });

  it('an unknown or expired link is 404; a malformed one is 400 naming the token', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/estimates/${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/estimates/${'A'.repeat(43)}/pdf` })).statusCode).toBe(404);
    const [mail] = estimateMails(t, 'sam@example.com');
    // The host's server asks with HEAD whether a link exists, to answer the page's 404: same statuses, no body.
    const head = async (token: string) => (await t.app.inject({ method: 'HEAD', url: `/estimates/${token}` }));
    expect([(await head(tokenIn(mail))).statusCode, (await head(tokenIn(mail))).body]).toEqual([200, '']);
    expect((await head('A'.repeat(43))).statusCode).toBe(404);
    await t.app.mongo.db.collection('estimates').updateMany({}, { $set: { linkExpiresAt: new Date(Date.now() - 1000) } });
    expect((await t.app.inject({ method: 'GET', url: `/estimates/${tokenIn(mail)}` })).statusCode).toBe(404);
    expect((await head(tokenIn(mail))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/estimates/${tokenIn(mail)}/pdf` })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/estimates/short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('/params/token');
  });

  it('the link is rate-limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await t.app.inject({ method: 'GET', url: `/estimates/${'B'.repeat(43)}`, remoteAddress: '10.77.0.1' })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('deadlines, overdue marks and the one reminder', () => {
  it('marks a request overdue once its due day has ended where the clinic is, and mails the owner once on the due day', async () => {
    const reminded = await signIn(t.app, 'reminded-gfe@example.com');
    const clinicId = await createClinic(t, reminded);
    expect((await askForEstimate(t, clinicId)).statusCode).toBe(201);
    const [id] = await requestIds(t, reminded);
    const stored = (await t.app.mongo.db.collection('estimate_requests').findOne({ _id: new ObjectId(id) }))!;
    const reminders = () => readOutbox(t.outboxDir).filter((m) => m.headers.to === 'reminded-gfe@example.com' && /Reminder/.test(m.headers.subject));

    // Before the due day: nothing. On it: one mail, even with two runs at once (two processes).
    expect(await t.app.estimateReminders.runOnce(new Date(stored.remindAt.getTime() - 1000))).toBe(0);
    const during = new Date(stored.remindAt.getTime() + 3600_000);
    const passes = await Promise.all([t.app.estimateReminders.runOnce(during), t.app.estimateReminders.runOnce(during)]);
    expect(passes.sort()).toEqual([0, 1]);
    expect(await t.app.estimateReminders.runOnce(during)).toBe(0);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].headers.subject).toBe('Reminder: the Good Faith Estimate for Sam Lee is due today');

    // Once the due day is over it is marked overdue with its deadline.
    await t.app.mongo.db.collection('estimate_requests').updateOne({ _id: new ObjectId(id) }, { $set: { overdueAt: new Date(Date.now() - 1000) } });
    const [listed] = (await t.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: reminded.headers })).json().results;
    expect(listed).toMatchObject({ id, status: 'overdue', dueOn: stored.dueOn });
  });

  it('an overdue request past its due day gets no reminder', async () => {
    const late = await signIn(t.app, 'late-gfe@example.com');
    const clinicId = await createClinic(t, late);
    await askForEstimate(t, clinicId);
    const [id] = await requestIds(t, late);
    const stored = (await t.app.mongo.db.collection('estimate_requests').findOne({ _id: new ObjectId(id) }))!;
    expect(await t.app.estimateReminders.runOnce(new Date(stored.overdueAt.getTime() + 1000))).toBe(0);
  });
});
