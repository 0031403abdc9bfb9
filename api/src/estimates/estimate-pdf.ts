/**
 * The Good Faith Estimate as a PDF, made with PDFKit
 * (docs/decisions/0026-estimate-pdf-with-pdfkit.md). The elements of
 * 45 CFR 149.610(c) in the order of CMS's model form (CMS-10791): the clinic's
 * name as the title, the patient, the primary service and dates, the summary
 * of providers and totals, each provider's details and lines, items scheduled
 * separately, the disclaimers, then who issued it and how to reach them.
 *
 * A narrow page (5.5 × 8.5 in) in one column, so a phone showing the page's
 * width shows body text near its printed size; it prints on half a letter
 * sheet or scaled on a whole one. Every field is drawn as text: markup in a
 * field is printed as the characters typed.
 */
import PDFDocument from 'pdfkit';
import { ESTIMATE_DISCLAIMERS, ESTIMATE_TITLE, SEPARATE_ESTIMATE_NOTICE, formatCents, formatLongDate, formatPriceText, formatTin } from '@directpay/contracts';
import type { StoredEstimate, StoredLine, StoredProvider } from '#src/repositories/estimates/stored-estimate';
import { BOLD_TTF, REGULAR_TTF } from './pdf-fonts';
import { pdfText } from './pdf-text';

export const PAGE_SIZE: [number, number] = [396, 612];
const MARGIN = 28;
const WIDTH = PAGE_SIZE[0] - 2 * MARGIN;
const AMOUNT_WIDTH = 84;
const FONT = 'Body';
const BOLD = 'Body-Bold';
const BODY = 10;
const SMALL = 9;
const GREY = '#444444';

const longDay = (day: string) => formatLongDate(`${day}T00:00:00Z`);
const place = (p: StoredProvider) => [p.streetAddress, p.suiteUnit].filter(Boolean).join(', ') + `, ${p.cityTown}, ${p.state} ${p.zip}`;

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string, size = 12): void {
  doc.moveDown(0.6).font(BOLD).fontSize(size).fillColor('black').text(pdfText(text), MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.2);
}

function field(doc: Doc, label: string, value: string): void {
  doc.font(BOLD).fontSize(BODY).fillColor('black').text(`${label}: `, MARGIN, doc.y, { width: WIDTH, continued: true });
  doc.font(FONT).text(pdfText(value));
}

function para(doc: Doc, text: string, size = BODY): void {
  doc.font(FONT).fontSize(size).fillColor('black').text(pdfText(text), MARGIN, doc.y, { width: WIDTH });
}

/** A label on the left and an amount on the right, on one line. */
function amountRow(doc: Doc, label: string, cents: number, bold = false): void {
  const y = doc.y;
  doc.font(bold ? BOLD : FONT).fontSize(BODY).fillColor('black');
  doc.text(pdfText(label), MARGIN, y, { width: WIDTH - AMOUNT_WIDTH - 6 });
  const after = doc.y;
  doc.text(formatCents(cents), MARGIN + WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.y = Math.max(after, doc.y);
}

function line(doc: Doc, item: StoredLine, provider: StoredProvider): void {
  if (doc.y > PAGE_SIZE[1] - MARGIN - 48) doc.addPage();
  amountRow(doc, item.description, item.totalCents, true);
  const code = item.code ? `Service code (${item.codeSystem}): ${item.code}` : 'Service code: none given';
  const diagnosis = item.diagnosisCodes.length ? `Diagnosis codes (ICD-10-CM): ${item.diagnosisCodes.join(', ')}` : 'Diagnosis codes: none given';
  doc.font(FONT).fontSize(SMALL).fillColor(GREY);
  doc.text(pdfText(`${code}. Quantity ${item.quantity} × ${formatPriceText(item.unitPrice)} each.`), MARGIN, doc.y, { width: WIDTH });
  doc.text(pdfText(`${diagnosis}. Where: ${place(provider)}.`), MARGIN, doc.y, { width: WIDTH });
  doc.fillColor('black').moveDown(0.4);
}

function providerDetails(doc: Doc, provider: StoredProvider, index: number): void {
  heading(doc, `${index === 0 ? 'Convening provider' : `Co-provider ${index}`}: ${provider.name}`, 11);
  field(doc, 'NPI', provider.npi);
  field(doc, 'TIN', formatTin(provider.tin));
  field(doc, 'Location of care', place(provider));
  field(doc, 'State', provider.state);
  doc.moveDown(0.3);
  for (const item of provider.lines) line(doc, item, provider);
  amountRow(doc, `Total expected charges, ${provider.name}`, provider.totalCents, true);
}

function draw(doc: Doc, e: StoredEstimate): void {
  const convening = e.providers[0];
  doc.font(BOLD).fontSize(16).text(pdfText(convening.name), MARGIN, MARGIN, { width: WIDTH });
  doc.font(BOLD).fontSize(12).text(`${ESTIMATE_TITLE} for Health Care Items and Services`, { width: WIDTH });
  if (e.replaces) para(doc, `This estimate corrects and replaces the one issued earlier (reference ${e.replaces.toHexString()}).`, SMALL);

  heading(doc, 'Patient');
  field(doc, 'Patient name', e.patient.name);
  field(doc, 'Date of birth', longDay(e.patient.dateOfBirth));

  heading(doc, 'Care');
  field(doc, 'Primary item or service', e.primaryService);
  field(doc, 'Scheduled date', e.scheduledFor ? longDay(e.scheduledFor) : 'Not scheduled yet');
  field(doc, 'Date of this estimate', longDay(e.issuedOn));

  heading(doc, 'Summary of expected charges');
  for (const provider of e.providers) amountRow(doc, provider.name, provider.totalCents);
  amountRow(doc, 'Total estimated cost', e.totalCents, true);

  heading(doc, 'Items and services by provider or facility');
  e.providers.forEach((provider, i) => providerDetails(doc, provider, i));

  heading(doc, 'Items or services to be scheduled separately');
  if (e.separatelyScheduled.length === 0) para(doc, 'None expected.');
  else para(doc, SEPARATE_ESTIMATE_NOTICE, SMALL);
  for (const item of e.separatelyScheduled) para(doc, `• ${item.description}${item.note ? `: ${item.note}` : ''}`);

  heading(doc, 'Disclaimers');
  for (const { heading: title, text } of ESTIMATE_DISCLAIMERS) {
    doc.font(BOLD).fontSize(BODY).text(title, MARGIN, doc.y, { width: WIDTH });
    para(doc, text, SMALL);
    doc.moveDown(0.3);
  }

  heading(doc, 'Issued by');
  para(doc, `${e.contact.name}, ${place(convening)}`);
  if (e.contact.phoneNumber) field(doc, 'Phone', e.contact.phoneNumber);
  if (e.contact.emailAddress) field(doc, 'Email', e.contact.emailAddress);
  if (e.contact.website) field(doc, 'Website', e.contact.website);
  field(doc, 'Issued', longDay(e.issuedOn));
}

export function renderEstimatePdf(estimate: StoredEstimate): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: PAGE_SIZE,
      margin: MARGIN,
      // Dated by the issue, not the rendering.
      info: { Title: pdfText(`${ESTIMATE_TITLE}: ${estimate.providers[0].name}`), CreationDate: estimate.issuedAt, Producer: 'DirectPay Clinics' },
    });
    doc.registerFont(FONT, REGULAR_TTF);
    doc.registerFont(BOLD, BOLD_TTF);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc, estimate);
    doc.end();
  });
}
