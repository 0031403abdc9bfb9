/**
 * The patient's receipt of an estimate request: mailed to the address they
 * gave, with what they asked of which clinic, the due day the API answered and
 * their rights; none for a refused request.
 */
import { DEADLINE_RULE_WORDS, GFE_RIGHT_NOTICE, formatLongDate, formatPrice } from '@directpay/contracts';
import { readOutbox, type Mail } from '#test/messages/outbox';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { askForEstimate, clinicDay, createClinic, patientRequest, type Owner } from './support';

jest.setTimeout(90_000);

let t: TestApp;
let owner: Owner;
let clinicId = '';
beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'gfe-receipt-owner@example.com');
  clinicId = await createClinic(t, owner);
});
afterAll(() => t.close());

const mailsTo = (to: string): Mail[] => readOutbox(t.outboxDir).filter((m) => m.headers.to === to);
const longDay = (day: string) => formatLongDate(`${day}T00:00:00Z`);

describe("the patient's receipt of an estimate request", () => {
  it('lists the services and quantities, the clinic, the due day and the rights, and goes to the patient only', async () => {
    const email = 'receipt-patient@example.com';
    const scheduledFor = clinicDay(30);
    const asked = await askForEstimate(t, clinicId, patientRequest({ email, scheduledFor }));
    expect(asked.statusCode).toBe(201);
    const { dueOn, rule } = asked.json() as { dueOn: string; rule: keyof typeof DEADLINE_RULE_WORDS };

    const [receipt, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(receipt.headers.subject).toBe(`Your Good Faith Estimate request to Bright Smiles Dental: due ${longDay(dueOn)}`);
    // Replies reach the clinic, not the site.
    expect(receipt.headers['reply-to']).toBe('front@bright.example.com');
    expect(receipt.attachments).toEqual([]);
    const { text } = receipt;
    expect(text).toContain('Sam Lee, your request for a Good Faith Estimate was sent to Bright Smiles Dental');
    expect(text).toContain(`- Exam, x-ray & cleaning (quantity 1), listed at ${formatPrice('120')}`);
    expect(text).toContain(`- Porcelain crown (quantity 2), listed at ${formatPrice('950.50')}`);
    expect(text).toContain(`Scheduled for: ${longDay(scheduledFor)}`);
    expect(text).toContain(`Bright Smiles Dental must send your estimate by the end of ${longDay(dueOn)}. ${DEADLINE_RULE_WORDS[rule]}`);
    expect(text).toContain(GFE_RIGHT_NOTICE);
    expect(text).toContain('$400 or more above its estimate');
    expect(text).toContain('within 120 days');
    expect(text).toContain('Keep a copy of it');
    // What the mail leaves out: the date of birth and the note.
    expect(text).not.toContain('1988-04-12');
    expect(text).not.toContain('April 12, 1988');
    expect(text).not.toContain('Upper left molar');
  });

  it('says when no date is scheduled', async () => {
    const email = 'receipt-unscheduled@example.com';
    expect((await askForEstimate(t, clinicId, patientRequest({ email }))).statusCode).toBe(201);
    expect(mailsTo(email).map((m) => m.text.includes('Not scheduled yet.'))).toEqual([true]);
  });

  it('is not sent for a refused request', async () => {
    const email = 'receipt-refused@example.com';
    expect((await askForEstimate(t, clinicId, patientRequest({ email, services: [{ description: 'Root canal', quantity: 1 }] }))).statusCode).toBe(400);
    expect((await askForEstimate(t, '0123456789abcdef01234567', patientRequest({ email }))).statusCode).toBe(404);
    expect(mailsTo(email)).toEqual([]);
  });
});
