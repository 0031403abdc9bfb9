/**
 * Estimates issued through the API for patients whose names are written with
 * Vietnamese, Polish and Cyrillic letters: the PDF the patient's link serves,
 * read back by pdfjs-dist, shows each name exactly as typed, the dispute fee and
 * the notice that precedes the items scheduled separately.
 */
import { SEPARATE_ESTIMATE_NOTICE } from '@directpay/contracts';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { askForEstimate, createClinic, detail, estimateMails, issue, patientRequest, requestIds, tokenIn, type Owner } from './support';
import { readPdf } from './pdf-text';

jest.setTimeout(90_000);

const NAMES = ['Nguyễn Thị Ánh', 'Łukasz Wałęsa', 'Ольга Петрова'];

let t: TestApp;
let owner: Owner;
let clinicId: string;
beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'names-owner@example.com');
  clinicId = await createClinic(t, owner);
});
afterAll(() => t.close());

describe.each(NAMES)('the estimate PDF for %s', (name) => {
  it('prints the name as typed, the $25 dispute fee and the separate-estimate notice', async () => {
    const email = `${NAMES.indexOf(name)}@patients.example.com`;
    expect((await askForEstimate(t, clinicId, patientRequest({ patientName: name, email }))).statusCode).toBe(201);
    const [id] = await requestIds(t, owner);
    const draft = (await detail(t, owner, id)).json().draft;
    const issued = await issue(t, owner, id, { ...draft, separatelyScheduled: [{ description: 'Follow-up visit', note: 'Two weeks later' }] });
    expect(issued.statusCode).toBe(201);

    const token = tokenIn(estimateMails(t, email)[0]);
    const res = await t.app.inject({ method: 'GET', url: `/estimates/${token}/pdf` });
    expect(res.statusCode).toBe(200);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.text).not.toContain('?');
    const flat = pdf.text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Patient name: ${name}`);
    expect(flat).toMatch(/There is a \$25 fee to use the dispute process\./);
    const notice = flat.indexOf(SEPARATE_ESTIMATE_NOTICE);
    expect(notice).toBeGreaterThan(flat.indexOf('Items or services to be scheduled separately'));
    expect(notice).toBeLessThan(flat.indexOf('Follow-up visit: Two weeks later'));
  });
});
