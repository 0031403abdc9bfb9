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
import { BOLD_FONT, REGULAR_FONT, fontsCover } from './pdf-fonts';
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
type Struct = ReturnType<Doc['struct']>;

/**
 * Tagged PDF (PDF/UA's structure): each piece is drawn inside the structure
 * element it belongs to, in reading order, so a screen reader announces the
 * headings and reads the charges as a table.
 */
function tag(doc: Doc, parent: Struct, type: string, draw: () => void, text?: string): void {
  // Letters the fonts lack show as empty boxes; the element's ActualText still gives a reader,
  // a search and a copy the text as typed.
  const element = doc.struct(type, text === undefined || fontsCover(text) ? {} : { actual: text });
  parent.add(element);
  element.add(draw);
  element.end();
}

/** A structure element whose children are added by `fill`. */
function group(doc: Doc, parent: Struct, type: string, fill: (element: Struct) => void): void {
  const element = doc.struct(type);
  parent.add(element);
  fill(element);
  element.end();
}

function heading(doc: Doc, parent: Struct, text: string, size = 12, type = 'H2'): void {
  doc.moveDown(0.6);
  tag(doc, parent, type, () => doc.font(BOLD).fontSize(size).fillColor('black').text(pdfText(text), MARGIN, doc.y, { width: WIDTH }), pdfText(text));
  doc.moveDown(0.2);
}

function field(doc: Doc, parent: Struct, label: string, value: string): void {
  tag(doc, parent, 'P', () => {
    doc.font(BOLD).fontSize(BODY).fillColor('black').text(`${label}: `, MARGIN, doc.y, { width: WIDTH, continued: true });
    doc.font(FONT).text(pdfText(value));
  }, pdfText(`${label}: ${value}`));
}

function para(doc: Doc, parent: Struct, text: string, size = BODY): void {
  tag(doc, parent, 'P', () => doc.font(FONT).fontSize(size).fillColor('black').text(pdfText(text), MARGIN, doc.y, { width: WIDTH }), pdfText(text));
}

/** A table row: a label on the left and an amount on the right, on one line. */
function amountRow(doc: Doc, table: Struct, label: string, cents: number, bold = false): void {
  group(doc, table, 'TR', (row) => {
    const y = doc.y;
    doc.font(bold ? BOLD : FONT).fontSize(BODY).fillColor('black');
    let after = y;
    tag(doc, row, 'TD', () => {
      doc.text(pdfText(label), MARGIN, y, { width: WIDTH - AMOUNT_WIDTH - 6 });
      after = doc.y;
    }, pdfText(label));
    tag(doc, row, 'TD', () => doc.text(formatCents(cents), MARGIN + WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' }));
    doc.y = Math.max(after, doc.y);
  });
}

function line(doc: Doc, table: Struct, item: StoredLine, provider: StoredProvider): void {
  if (doc.y > PAGE_SIZE[1] - MARGIN - 48) doc.addPage();
  amountRow(doc, table, item.description, item.totalCents, true);
  const code = item.code ? `Service code (${item.codeSystem}): ${item.code}` : 'Service code: none given';
  const diagnosis = item.diagnosisCodes.length ? `Diagnosis codes (ICD-10-CM): ${item.diagnosisCodes.join(', ')}` : 'Diagnosis codes: none given';
  const details = [pdfText(`${code}. Quantity ${item.quantity} × ${formatPriceText(item.unitPrice)} each.`), pdfText(`${diagnosis}. Where: ${place(provider)}.`)];
  group(doc, table, 'TR', (row) =>
    tag(
      doc,
      row,
      'TD',
      () => {
        doc.font(FONT).fontSize(SMALL).fillColor(GREY);
        for (const text of details) doc.text(text, MARGIN, doc.y, { width: WIDTH });
      },
      details.join(' '),
    ),
  );
  doc.fillColor('black').moveDown(0.4);
}

function providerDetails(doc: Doc, parent: Struct, provider: StoredProvider, index: number): void {
  heading(doc, parent, `${index === 0 ? 'Convening provider' : `Co-provider ${index}`}: ${provider.name}`, 11, 'H3');
  field(doc, parent, 'NPI', provider.npi);
  field(doc, parent, 'TIN', formatTin(provider.tin));
  field(doc, parent, 'Location of care', place(provider));
  field(doc, parent, 'State', provider.state);
  doc.moveDown(0.3);
  group(doc, parent, 'Table', (table) => {
    for (const item of provider.lines) line(doc, table, item, provider);
    amountRow(doc, table, `Total expected charges, ${provider.name}`, provider.totalCents, true);
  });
}

function draw(doc: Doc, root: Struct, e: StoredEstimate): void {
  const convening = e.providers[0];
  tag(doc, root, 'H1', () => {
    doc.font(BOLD).fontSize(16).text(pdfText(convening.name), MARGIN, MARGIN, { width: WIDTH });
    doc.font(BOLD).fontSize(12).text(`${ESTIMATE_TITLE} for Health Care Items and Services`, { width: WIDTH });
  }, pdfText(`${convening.name} ${ESTIMATE_TITLE} for Health Care Items and Services`));
  if (e.replaces) para(doc, root, `This estimate corrects and replaces the one issued earlier (reference ${e.replaces.toHexString()}).`, SMALL);

  heading(doc, root, 'Patient');
  field(doc, root, 'Patient name', e.patient.name);
  field(doc, root, 'Date of birth', longDay(e.patient.dateOfBirth));

  heading(doc, root, 'Care');
  field(doc, root, 'Primary item or service', e.primaryService);
  field(doc, root, 'Scheduled date', e.scheduledFor ? longDay(e.scheduledFor) : 'Not scheduled yet');
  field(doc, root, 'Date of this estimate', longDay(e.issuedOn));

  heading(doc, root, 'Summary of expected charges');
  group(doc, root, 'Table', (table) => {
    for (const provider of e.providers) amountRow(doc, table, provider.name, provider.totalCents);
    amountRow(doc, table, 'Total estimated cost', e.totalCents, true);
  });

  heading(doc, root, 'Items and services by provider or facility');
  e.providers.forEach((provider, i) => providerDetails(doc, root, provider, i));

  heading(doc, root, 'Items or services to be scheduled separately');
  if (e.separatelyScheduled.length === 0) para(doc, root, 'None expected.');
  else {
    para(doc, root, SEPARATE_ESTIMATE_NOTICE, SMALL);
    group(doc, root, 'L', (list) => {
      for (const item of e.separatelyScheduled) {
        const text = pdfText(`• ${item.description}${item.note ? `: ${item.note}` : ''}`);
        tag(doc, list, 'LI', () => doc.font(FONT).fontSize(BODY).text(text, MARGIN, doc.y, { width: WIDTH }), text);
      }
    });
  }

  heading(doc, root, 'Disclaimers');
  for (const { heading: title, text } of ESTIMATE_DISCLAIMERS) {
    tag(doc, root, 'H3', () => doc.font(BOLD).fontSize(BODY).text(title, MARGIN, doc.y, { width: WIDTH }));
    para(doc, root, text, SMALL);
    doc.moveDown(0.3);
  }

  heading(doc, root, 'Issued by');
  para(doc, root, `${e.contact.name}, ${place(convening)}`);
  if (e.contact.phoneNumber) field(doc, root, 'Phone', e.contact.phoneNumber);
  if (e.contact.emailAddress) field(doc, root, 'Email', e.contact.emailAddress);
  if (e.contact.website) field(doc, root, 'Website', e.contact.website);
  field(doc, root, 'Issued', longDay(e.issuedOn));
}

export function renderEstimatePdf(estimate: StoredEstimate): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: PAGE_SIZE,
      margin: MARGIN,
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-US',
      displayTitle: true,
      // Dated by the issue, not the rendering.
      info: { Title: pdfText(`${ESTIMATE_TITLE}: ${estimate.providers[0].name}`), CreationDate: estimate.issuedAt, Producer: 'DirectPay Clinics' },
    });
    doc.registerFont(FONT, REGULAR_FONT);
    doc.registerFont(BOLD, BOLD_FONT);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const root = doc.struct('Document');
    doc.addStructure(root);
    draw(doc, root, estimate);
    root.end();
    doc.end();
  });
}
