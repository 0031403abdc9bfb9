/**
 * Estimates issued through the API for patients whose names are written with
 * Vietnamese, Polish and Cyrillic letters: the PDF the patient's link serves,
 * read back by pdfjs-dist, shows each name exactly as typed, the dispute fee and
 * the notice that precedes the items scheduled separately. A name in a script the
 * embedded font lacks is never turned into '?' and is kept as the text's ActualText.
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

/** Issues an estimate for a patient of that name and returns the PDF the patient's link serves. */
async function estimatePdfFor(name: string, email: string): Promise<Buffer> {
  expect((await askForEstimate(t, clinicId, patientRequest({ patientName: name, email }))).statusCode).toBe(201);
  const [id] = await requestIds(t, owner);
  const draft = (await detail(t, owner, id)).json().draft;
  const issued = await issue(t, owner, id, { ...draft, separatelyScheduled: [{ description: 'Follow-up visit', note: 'Two weeks later' }] });
  expect(issued.statusCode).toBe(201);
  const token = tokenIn(estimateMails(t, email)[0]);
  const res = await t.app.inject({ method: 'GET', url: `/estimates/${token}/pdf` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** A text as a PDF literal string holds it: UTF-16BE after a byte order mark, delimiters escaped. */
function pdfLiteral(text: string): string {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `(${bytes.toString('latin1').replace(/[()\\]/g, (c) => `\\${c}`)})`;
}

describe.each(NAMES)('the estimate PDF for %s', (name) => {
  it('prints the name as typed, the $25 dispute fee and the separate-estimate notice', async () => {
    const pdf = readPdf(await estimatePdfFor(name, `${NAMES.indexOf(name)}@patients.example.com`));
    expect(pdf.text).not.toContain('?');
    const flat = pdf.text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Patient name: ${name}`);
    expect(flat).toMatch(/There is a \$25 fee to use the dispute process\./);
    const notice = flat.indexOf(SEPARATE_ESTIMATE_NOTICE);
    expect(notice).toBeGreaterThan(flat.indexOf('Items or services to be scheduled separately'));
    expect(notice).toBeLessThan(flat.indexOf('Follow-up visit: Two weeks later'));
  });
});

describe('the estimate PDF for a name in a script the embedded font lacks', () => {
  it('keeps the name as typed in the text the PDF carries, never as ?', async () => {
    const bytes = await estimatePdfFor('王小明', 'cjk@patients.example.com');
    expect(readPdf(bytes).text).not.toContain('?');
    expect(bytes.toString('latin1')).toContain(`/ActualText ${pdfLiteral('Patient name: 王小明')}`);
  });
});
