/**
 * The estimate document read back by a real PDF reader (pdfjs-dist): every
 * element of 45 CFR 149.610(c) in the model form's order, the right totals, the
 * clinic's name as the title, a page narrow enough for a phone with text no
 * smaller than 9 points, and markup and accents in any field printed as typed.
 */
import { ObjectId } from 'mongodb';
import { ESTIMATE_DISCLAIMERS, SEPARATE_ESTIMATE_NOTICE } from '@directpay/contracts';
import { renderEstimatePdf } from '#src/estimates/estimate-pdf';
import type { StoredEstimate, StoredLine } from '#src/repositories/estimates/stored-estimate';
import { readPdf, type StructNode } from './pdf-text';

jest.setTimeout(60_000);

const line = (description: string, code: string, codeSystem: string, quantity: number, unitPrice: string, diagnosisCodes: string[]): StoredLine => ({
  description,
  code,
  codeSystem,
  quantity,
  unitPrice,
  diagnosisCodes,
  totalCents: Math.round(quantity * Number(unitPrice) * 100),
});

const SCRIPT = '<script>alert("x")</script>';

function estimate(overrides: Partial<StoredEstimate> = {}): StoredEstimate {
  const own = [line('Exam, x-ray & cleaning', 'D0150', 'CDT', 1, '120', ['Z01.20']), line(`Porcelain crown ${SCRIPT}`, 'D2740', 'CDT', 2, '950.50', ['K02.52', 'K08.89'])];
  const lab = [line('Crown fabrication', '', '', 1, '300', [])];
  return {
    _id: new ObjectId(),
    requestId: new ObjectId(),
    clinicId: new ObjectId(),
    accountId: new ObjectId(),
    issuedAt: new Date('2026-06-02T15:04:05Z'),
    issuedOn: '2026-06-02',
    replaces: null,
    patient: { name: 'Zoë <b>Nguyễn</b>', dateOfBirth: '1988-04-12', email: 'zoe@example.com' },
    primaryService: 'Porcelain crown, upper left molar',
    scheduledFor: '2026-06-22',
    providers: [
      { name: 'Bright <i>Smiles</i> Dental', npi: '1234567893', tin: '987654320', streetAddress: '100 N University Ave', suiteUnit: 'Suite 2', cityTown: 'Provo', state: 'UT', zip: '84601', lines: own, totalCents: 12_000 + 190_100 },
      { name: 'Wasatch Dental Lab', npi: '1245319599', tin: '876543210', streetAddress: '55 W Center St', suiteUnit: '', cityTown: 'Orem', state: 'UT', zip: '84057', lines: lab, totalCents: 30_000 },
    ],
    separatelyScheduled: [{ description: 'Follow-up visit', note: 'About two weeks later' }],
    totalCents: 232_100,
    contact: { name: 'Bright <i>Smiles</i> Dental', phoneNumber: '(801) 555-0100', emailAddress: 'front@bright.example.com', website: 'https://bright.example.com' },
    tokenHash: 'x',
    linkExpiresAt: new Date('2027-06-02T15:04:05Z'),
    ...overrides,
  };
}

/** Where each expected text first appears, failing on one that is missing. */
function positions(text: string, expected: string[]): number[] {
  return expected.map((needle) => {
    const at = text.indexOf(needle);
    if (at < 0) throw new Error(`the PDF does not show ${JSON.stringify(needle)}:\n${text}`);
    return at;
  });
}

describe('the estimate PDF', () => {
  let pdf: ReturnType<typeof readPdf>;
  let flat: string;
  beforeAll(async () => {
    pdf = readPdf(await renderEstimatePdf(estimate()));
    // Wrapped lines joined, so a sentence reads whole wherever a line broke.
    flat = pdf.text.replace(/\s+/g, ' ');
  });

  it("has the clinic's name as its title, printed as typed", () => {
    expect(pdf.pages[0].items[0].str).toBe('Bright <i>Smiles</i> Dental');
    expect(pdf.info.Title).toBe('Good Faith Estimate: Bright <i>Smiles</i> Dental');
  });

  it('shows every element of 45 CFR 149.610(c) in the model form’s order', () => {
    const order = positions(flat, [
      'Good Faith Estimate for Health Care Items and Services',
      // (1) the patient
      'Patient name: Zoë <b>Nguyễn</b>',
      'Date of birth: April 12, 1988',
      // (2) the primary service and its scheduled date; (8) the date of issue
      'Primary item or service: Porcelain crown, upper left molar',
      'Scheduled date: June 22, 2026',
      'Date of this estimate: June 2, 2026',
      // (4) the total
      'Summary of expected charges',
      'Total estimated cost',
      // (3), (5) each provider: name, NPI, TIN, location and state; (4) each line's codes and charge
      'Convening provider: Bright <i>Smiles</i> Dental',
      'NPI: 1234567893',
      'TIN: 98-7654320',
      'Location of care: 100 N University Ave, Suite 2, Provo, UT 84601',
      'State: UT',
      'Exam, x-ray & cleaning',
      'Service code (CDT): D0150',
      'Diagnosis codes (ICD-10-CM): Z01.20',
      `Porcelain crown ${SCRIPT}`,
      'Quantity 2 × $950.50 each',
      'Diagnosis codes (ICD-10-CM): K02.52, K08.89',
      'Total expected charges, Bright <i>Smiles</i> Dental',
      'Co-provider 1: Wasatch Dental Lab',
      'NPI: 1245319599',
      'TIN: 87-6543210',
      'Location of care: 55 W Center St, Orem, UT 84057',
      'Crown fabrication',
      'Service code: none given',
      'Total expected charges, Wasatch Dental Lab',
      // (6) separately scheduled items
      'Items or services to be scheduled separately',
      SEPARATE_ESTIMATE_NOTICE,
      'Follow-up visit: About two weeks later',
      // (7) the disclaimers
      ...ESTIMATE_DISCLAIMERS.map((d) => d.heading),
      // (8) the convening provider's contact
      'Issued by',
      'Phone: (801) 555-0100',
      'Email: front@bright.example.com',
    ]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const { text } of ESTIMATE_DISCLAIMERS) expect(flat).toContain(text);
    expect(flat).toContain('will not affect the quality of the health care you receive');
    expect(flat).toContain('https://www.cms.gov/nosurprises');
  });

  it('adds up: each line, each provider and the whole estimate', () => {
    // Line totals, then provider totals, each on the row it belongs to.
    expect(flat).toMatch(/Exam, x-ray & cleaning \$120\.00/);
    expect(flat).toMatch(/Porcelain crown <script>alert\("x"\)<\/script> \$1,901\.00/);
    expect(flat).toMatch(/Crown fabrication \$300\.00/);
    expect(flat).toMatch(/Summary of expected charges Bright <i>Smiles<\/i> Dental \$2,021\.00 Wasatch Dental Lab \$300\.00 Total estimated cost \$2,321\.00/);
    expect(flat).toMatch(/Total expected charges, Bright <i>Smiles<\/i> Dental \$2,021\.00/);
    expect(flat).toMatch(/Total expected charges, Wasatch Dental Lab \$300\.00/);
  });

  it('is readable on a phone: a narrow page, no text under 9 points', () => {
    for (const page of pdf.pages) {
      expect(page.width).toBeLessThanOrEqual(400);
      for (const item of page.items) if (item.str.trim()) expect(item.size).toBeGreaterThanOrEqual(9);
    }
  });

  it('a correction says it replaces an earlier estimate; an unscheduled one says so', async () => {
    const replaced = new ObjectId();
    const text = readPdf(await renderEstimatePdf(estimate({ replaces: replaced, scheduledFor: null }))).text.replace(/\s+/g, ' ');
    expect(text).toContain(`corrects and replaces the one issued earlier (reference ${replaced.toHexString()})`);
    expect(text).toContain('Scheduled date: Not scheduled yet');
  });

  it('fifty lines run over pages and keep every line and the total', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => line(`Item ${i + 1}`, '99213', 'CPT', 1, '10', []));
    const many = estimate({ providers: [{ ...estimate().providers[0], lines, totalCents: 50_000 }], totalCents: 50_000 });
    const read = readPdf(await renderEstimatePdf(many));
    expect(read.pages.length).toBeGreaterThan(1);
    const text = read.text.replace(/\s+/g, ' ');
    for (let i = 1; i <= 50; i++) expect(text).toContain(`Item ${i} $10.00`);
    expect(text).toContain('Total estimated cost $500.00');
  });
});

/** The roles of a structure tree, depth first: its reading order. */
const roles = (node: StructNode | null): string[] => (node ? [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(roles)] : []);

describe('the estimate PDF for assistive technology', () => {
  it('is tagged: marked, with a structure tree of headings, tables and a list in reading order', async () => {
    const read = readPdf(await renderEstimatePdf(estimate()));
    expect(read.markInfo).toMatchObject({ Marked: true });
    const order = roles(read.pages[0].structTree);
    expect(order[0]).toBe('Root');
    expect(order[1]).toBe('Document');
    expect(order[2]).toBe('H1');
    expect(order).toEqual(expect.arrayContaining(['H2', 'H3', 'P', 'Table', 'TR', 'TD']));
    const all = read.pages.flatMap((p) => roles(p.structTree));
    expect(all).toEqual(expect.arrayContaining(['L', 'LI']));
    // The summary table comes after the patient's heading and before the first provider's heading.
    expect(order.indexOf('Table')).toBeGreaterThan(order.indexOf('H2'));
    expect(order.indexOf('Table')).toBeLessThan(order.indexOf('H3'));
  });
});
