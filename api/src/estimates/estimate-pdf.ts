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
import { LOCALE_TAGS, formatTin } from '@directpay/contracts';
import { translatorFor, type Translator } from '#src/lib/i18n';
import type { StoredEstimate, StoredLine, StoredProvider } from '#src/repositories/estimates/stored-estimate';
import { estimateDisclaimers, separateEstimateNotice } from './estimate-words';
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
function amountRow(doc: Doc, tr: Translator, table: Struct, label: string, cents: number, bold = false): void {
  group(doc, table, 'TR', (row) => {
    const y = doc.y;
    doc.font(bold ? BOLD : FONT).fontSize(BODY).fillColor('black');
    let after = y;
    tag(doc, row, 'TD', () => {
      doc.text(pdfText(label), MARGIN, y, { width: WIDTH - AMOUNT_WIDTH - 6 });
      after = doc.y;
    }, pdfText(label));
    tag(doc, row, 'TD', () => doc.text(tr.cents(cents), MARGIN + WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' }));
    doc.y = Math.max(after, doc.y);
  });
}

function line(doc: Doc, tr: Translator, table: Struct, item: StoredLine, provider: StoredProvider): void {
  const { t } = tr;
  if (doc.y > PAGE_SIZE[1] - MARGIN - 48) doc.addPage();
  amountRow(doc, tr, table, item.description, item.totalCents, true);
  const code = item.code ? t('pdf.serviceCode', { system: item.codeSystem, code: item.code }) : t('pdf.noServiceCode');
  const diagnosis = item.diagnosisCodes.length ? t('pdf.diagnosisCodes', { codes: item.diagnosisCodes.join(', ') }) : t('pdf.noDiagnosisCodes');
  const details = [
    pdfText(t('pdf.quantity', { code, quantity: item.quantity, price: tr.priceText(item.unitPrice) })),
    pdfText(t('pdf.where', { diagnosis, place: place(provider) })),
  ];
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

function providerDetails(doc: Doc, tr: Translator, parent: Struct, provider: StoredProvider, index: number): void {
  const { t } = tr;
  heading(doc, parent, index === 0 ? t('pdf.convening', { name: provider.name }) : t('pdf.coProvider', { index, name: provider.name }), 11, 'H3');
  field(doc, parent, t('pdf.npi'), provider.npi);
  field(doc, parent, t('pdf.tin'), formatTin(provider.tin));
  field(doc, parent, t('pdf.location'), place(provider));
  field(doc, parent, t('pdf.state'), provider.state);
  doc.moveDown(0.3);
  group(doc, parent, 'Table', (table) => {
    for (const item of provider.lines) line(doc, tr, table, item, provider);
    amountRow(doc, tr, table, t('pdf.providerTotal', { name: provider.name }), provider.totalCents, true);
  });
}

function draw(doc: Doc, tr: Translator, root: Struct, e: StoredEstimate): void {
  const { t, date } = tr;
  const convening = e.providers[0];
  tag(doc, root, 'H1', () => {
    doc.font(BOLD).fontSize(16).text(pdfText(convening.name), MARGIN, MARGIN, { width: WIDTH });
    doc.font(BOLD).fontSize(12).text(t('pdf.title'), { width: WIDTH });
  }, pdfText(`${convening.name} ${t('pdf.title')}`));
  if (e.replaces) para(doc, root, t('pdf.replaces', { reference: e.replaces.toHexString() }), SMALL);

  heading(doc, root, t('pdf.patient'));
  field(doc, root, t('pdf.patientName'), e.patient.name);
  field(doc, root, t('pdf.dateOfBirth'), date(e.patient.dateOfBirth));

  heading(doc, root, t('pdf.care'));
  field(doc, root, t('pdf.primaryService'), e.primaryService);
  field(doc, root, t('pdf.scheduledDate'), e.scheduledFor ? date(e.scheduledFor) : t('pdf.notScheduled'));
  field(doc, root, t('pdf.estimateDate'), date(e.issuedOn));

  heading(doc, root, t('pdf.summary'));
  group(doc, root, 'Table', (table) => {
    for (const provider of e.providers) amountRow(doc, tr, table, provider.name, provider.totalCents);
    amountRow(doc, tr, table, t('pdf.totalCost'), e.totalCents, true);
  });

  heading(doc, root, t('pdf.byProvider'));
  e.providers.forEach((provider, i) => providerDetails(doc, tr, root, provider, i));

  heading(doc, root, t('pdf.separately'));
  if (e.separatelyScheduled.length === 0) para(doc, root, t('pdf.noneSeparately'));
  else {
    para(doc, root, separateEstimateNotice(tr), SMALL);
    group(doc, root, 'L', (list) => {
      for (const item of e.separatelyScheduled) {
        const text = pdfText(`• ${item.description}${item.note ? `: ${item.note}` : ''}`);
        tag(doc, list, 'LI', () => doc.font(FONT).fontSize(BODY).text(text, MARGIN, doc.y, { width: WIDTH }), text);
      }
    });
  }

  heading(doc, root, t('pdf.disclaimers'));
  for (const { heading: title, text } of estimateDisclaimers(tr)) {
    tag(doc, root, 'H3', () => doc.font(BOLD).fontSize(BODY).text(title, MARGIN, doc.y, { width: WIDTH }));
    para(doc, root, text, SMALL);
    doc.moveDown(0.3);
  }

  heading(doc, root, t('pdf.issuedBy'));
  para(doc, root, `${e.contact.name}, ${place(convening)}`);
  if (e.contact.phoneNumber) field(doc, root, t('pdf.phone'), e.contact.phoneNumber);
  if (e.contact.emailAddress) field(doc, root, t('pdf.email'), e.contact.emailAddress);
  if (e.contact.website) field(doc, root, t('pdf.website'), e.contact.website);
  field(doc, root, t('pdf.issued'), date(e.issuedOn));
}

/** The document in the estimate's own language (stored with it), so every rendering of it reads the same. */
export function renderEstimatePdf(estimate: StoredEstimate): Promise<Buffer> {
  const tr = translatorFor(estimate.locale);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: PAGE_SIZE,
      margin: MARGIN,
      pdfVersion: '1.7',
      tagged: true,
      lang: LOCALE_TAGS[tr.locale],
      displayTitle: true,
      // Dated by the issue, not the rendering.
      info: { Title: pdfText(tr.t('pdf.infoTitle', { clinic: estimate.providers[0].name })), CreationDate: estimate.issuedAt, Producer: 'DirectPay Clinics' },
    });
    doc.registerFont(FONT, REGULAR_FONT);
    doc.registerFont(BOLD, BOLD_FONT);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const root = doc.struct('Document');
    doc.addStructure(root);
    draw(doc, tr, root, estimate);
    root.end();
    doc.end();
  });
}
