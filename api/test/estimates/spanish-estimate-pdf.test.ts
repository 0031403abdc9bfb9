/**
 * The estimate document in Spanish, read back by a real PDF reader: every element the English
 * document shows (45 CFR 149.610(c), in the model form's order), the disclaimers and the
 * separate-items notice in Spanish, Spanish dates and US dollars, and no English label left.
 */
import { ObjectId } from 'mongodb';
import { ESTIMATE_DISCLAIMERS, SEPARATE_ESTIMATE_NOTICE } from '@directpay/contracts';
import { renderEstimatePdf } from '#src/estimates/estimate-pdf';
import type { StoredEstimate, StoredLine } from '#src/repositories/estimates/stored-estimate';
import { readPdf } from './pdf-text';

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

function estimate(overrides: Partial<StoredEstimate> = {}): StoredEstimate {
  const own = [line('Examen, radiografía y limpieza', 'D0150', 'CDT', 1, '120', ['Z01.20']), line('Corona de porcelana', 'D2740', 'CDT', 2, '950.50', ['K02.52', 'K08.89'])];
  const lab = [line('Crown fabrication', '', '', 1, '300', [])];
  return {
    _id: new ObjectId(),
    requestId: new ObjectId(),
    clinicId: new ObjectId(),
    accountId: new ObjectId(),
    issuedAt: new Date('2026-06-02T15:04:05Z'),
    issuedOn: '2026-06-02',
    replaces: null,
    patient: { name: 'María José Núñez', dateOfBirth: '1988-04-12', email: 'maria@example.com' },
    primaryService: 'Corona de porcelana, muela superior izquierda',
    scheduledFor: '2026-06-22',
    providers: [
      { name: 'Clínica Dental Sonrisa', npi: '1234567893', tin: '987654320', streetAddress: '100 N University Ave', suiteUnit: 'Suite 2', cityTown: 'Provo', state: 'UT', zip: '84601', lines: own, totalCents: 12_000 + 190_100 },
      { name: 'Wasatch Dental Lab', npi: '1245319599', tin: '876543210', streetAddress: '55 W Center St', suiteUnit: '', cityTown: 'Orem', state: 'UT', zip: '84057', lines: lab, totalCents: 30_000 },
    ],
    separatelyScheduled: [{ description: 'Consulta de seguimiento', note: 'Unas dos semanas después' }],
    totalCents: 232_100,
    contact: { name: 'Clínica Dental Sonrisa', phoneNumber: '(801) 555-0100', emailAddress: 'front@sonrisa.example.com', website: 'https://sonrisa.example.com' },
    tokenHash: 'x',
    linkExpiresAt: new Date('2027-06-02T15:04:05Z'),
    locale: 'es',
    ...overrides,
  };
}

function positions(text: string, expected: string[]): number[] {
  return expected.map((needle) => {
    const at = text.indexOf(needle);
    if (at < 0) throw new Error(`the PDF does not show ${JSON.stringify(needle)}:\n${text}`);
    return at;
  });
}

describe('the estimate PDF in Spanish', () => {
  let flat: string;
  let info: Record<string, unknown>;
  beforeAll(async () => {
    const pdf = readPdf(await renderEstimatePdf(estimate()));
    flat = pdf.text.replace(/\s+/g, ' ');
    info = pdf.info;
  });

  it('shows every required element, in Spanish, in the model form’s order', () => {
    const order = positions(flat, [
      'Clínica Dental Sonrisa',
      'Estimación de buena fe para artículos y servicios de atención médica',
      // (1) the patient
      'Nombre del paciente: María José Núñez',
      'Fecha de nacimiento: 12 de abril de 1988',
      // (2) the primary service and its scheduled date; (8) the date of issue
      'Artículo o servicio principal: Corona de porcelana, muela superior izquierda',
      'Fecha programada: 22 de junio de 2026',
      'Fecha de esta estimación: 2 de junio de 2026',
      // (4) the total
      'Resumen de los cargos previstos',
      'Costo total estimado',
      // (3), (5) each provider: name, NPI, TIN, location and state; (4) each line's codes and charge
      'Proveedor coordinador: Clínica Dental Sonrisa',
      'Identificador nacional de proveedor (NPI): 1234567893',
      'Número de identificación fiscal (TIN): 98-7654320',
      'Lugar de la atención: 100 N University Ave, Suite 2, Provo, UT 84601',
      'Estado: UT',
      'Examen, radiografía y limpieza',
      'Código del servicio (CDT): D0150',
      'Códigos de diagnóstico (ICD-10-CM): Z01.20',
      'Corona de porcelana $1,901.00',
      'Cantidad: 2 × $950.50 cada uno',
      'Códigos de diagnóstico (ICD-10-CM): K02.52, K08.89',
      'Total de cargos previstos, Clínica Dental Sonrisa',
      'Coproveedor 1: Wasatch Dental Lab',
      'Identificador nacional de proveedor (NPI): 1245319599',
      'Número de identificación fiscal (TIN): 87-6543210',
      'Lugar de la atención: 55 W Center St, Orem, UT 84057',
      'Crown fabrication',
      'Código del servicio: no se indicó',
      'Total de cargos previstos, Wasatch Dental Lab',
      // (6) separately scheduled items, with their notice
      'Artículos o servicios que se programarán por separado',
      'Recibirá una Estimación de buena fe aparte para cada uno',
      'Consulta de seguimiento: Unas dos semanas después',
      // (7) the disclaimers
      'Avisos importantes',
      'Otros artículos o servicios',
      'Esto es solo una estimación',
      'Su derecho a disputar una factura',
      'No es un contrato',
      // (8) the convening provider's contact
      'Emitida por',
      'Teléfono: (801) 555-0100',
      'Correo electrónico: front@sonrisa.example.com',
      'Sitio web: https://sonrisa.example.com',
      'Fecha de emisión: 2 de junio de 2026',
    ]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(info.Title).toBe('Estimación de buena fe: Clínica Dental Sonrisa');
  });

  it('words the disclaimers in Spanish: the dispute right, its fee, window and where to start it', () => {
    expect(flat).toContain('que no figuran en esta Estimación de buena fe');
    expect(flat).toContain('Es solo una estimación: los artículos, servicios o cargos reales pueden ser diferentes.');
    expect(flat).toContain('Si se le factura al menos $400 más que el total de cargos previstos');
    expect(flat).toContain('proceso de resolución de disputas entre pacientes y proveedores');
    expect(flat).toContain('dentro de los 120 días calendario siguientes a la fecha de la factura');
    expect(flat).toContain('Hay un cargo de $25 para usar el proceso de disputa');
    expect(flat).toContain('Iniciar una disputa no afectará la calidad de la atención médica que reciba.');
    // The address may wrap after a slash.
    expect(flat).toMatch(/visite https:\/\/www\.cms\.gov\/ ?nosurprises o llame al 1-800-985-3059/);
    expect(flat).toContain('Esta Estimación de buena fe no es un contrato');
  });

  it('adds up in US dollars on each row', () => {
    expect(flat).toMatch(/Examen, radiografía y limpieza \$120\.00/);
    expect(flat).toMatch(/Corona de porcelana \$1,901\.00/);
    expect(flat).toMatch(/Clínica Dental Sonrisa \$2,021\.00 Wasatch Dental Lab \$300\.00 Costo total estimado \$2,321\.00/);
  });

  it('leaves no English label, notice or disclaimer', () => {
    const english = [
      'Good Faith Estimate',
      'Patient name',
      'Date of birth',
      'Scheduled date',
      'Total estimated cost',
      'Convening provider',
      'Location of care',
      'Service code',
      'Diagnosis codes',
      'Quantity',
      'Issued by',
      SEPARATE_ESTIMATE_NOTICE,
      ...ESTIMATE_DISCLAIMERS.flatMap((d) => [d.heading, d.text]),
    ];
    for (const text of english) expect(flat).not.toContain(text);
  });

  it('a correction and an unscheduled estimate say so in Spanish', async () => {
    const replaced = new ObjectId();
    const text = readPdf(await renderEstimatePdf(estimate({ replaces: replaced, scheduledFor: null, separatelyScheduled: [] }))).text.replace(/\s+/g, ' ');
    expect(text).toContain(`Esta estimación corrige y reemplaza la emitida anteriormente (referencia ${replaced.toHexString()}).`);
    expect(text).toContain('Fecha programada: Todavía no está programada');
    expect(text).toContain('No se prevé ninguno.');
  });

  it('an estimate stored without a language is the English document', async () => {
    const text = readPdf(await renderEstimatePdf(estimate({ locale: undefined }))).text.replace(/\s+/g, ' ');
    expect(text).toContain('Good Faith Estimate for Health Care Items and Services');
    expect(text).toContain('Date of birth: April 12, 1988');
    for (const { heading } of ESTIMATE_DISCLAIMERS) expect(text).toContain(heading);
  });
});
