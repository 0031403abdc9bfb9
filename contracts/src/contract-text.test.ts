/**
 * The descriptors say what the English functions say (the API, the price files and existing
 * pages use those), and the Spanish catalog fills the same values in Spanish.
 */
import english from './messages/en.json';
import spanish from './messages/es.json';
import { GFE_RIGHT_NOTICE } from './gfe-right-notice';
import { DEADLINE_RULE_WORDS, ESTIMATE_DISCLAIMERS, SEPARATE_ESTIMATE_NOTICE } from './good-faith-estimate';
import { joinWordsIn, textValuesIn, type ContractText } from './contract-text';
import { EIN_IN_FILE_NAMES, NEVER_PUBLIC, PUBLIC_IN_DATA, SHOWN_ON_PROFILE, listWords, publicPartText } from './clinic-disclosure';
import type { Locale } from './locale';
import { clinicLineMessage, clinicLineText, clinicStampMessage, clinicStampMonthMessage, clinicStampMonthText, clinicStampText, priceFileMessage, priceFileText, priceRowStampMessage, priceRowStampText, type PriceStamp } from './price-stamp';
import { fairPriceMark } from './price-range';
import { CONFIRM_PRICES_ACTION, CONFIRM_PRICES_ACTION_TEXT, DIFFERENT_PRICE_REPORTED, DIFFERENT_PRICE_REPORTED_TEXT, MAY_BE_OUT_OF_DATE, MAY_BE_OUT_OF_DATE_TEXT, REPORT_DIFFERENT_PRICE, REPORT_DIFFERENT_PRICE_TEXT } from './price-trust';
import { checkPhone, invalidPhoneText, PHONE_REGION_LABELS, PHONE_REGIONS, phoneRegionText } from './phone-rules';
import { checkClinicInput } from './clinic-rules';
import { problemText } from './problem-text';
import { einProblem, npiProblem, tinProblem } from './provider-ids';
import { billingCodeProblem } from './billing-codes';

const CATALOGS: Record<Locale, Record<string, string>> = { en: english, es: spanish };

/** The catalog's message with its values put in: the contracts' messages have plain `{name}` arguments only. */
function say(text: ContractText, locale: Locale): string {
  const values = textValuesIn(text.values, locale);
  const message = CATALOGS[locale][text.id];
  expect(message).toBeDefined();
  return message.replace(/\{(\w+)\}/g, (_all, name: string) => String(values[name]));
}

const stamps: PriceStamp[] = [
  { kind: 'confirmed', date: new Date('2025-12-25T00:00:00Z') },
  { kind: 'confirmed', date: new Date('2026-03-04T23:30:00Z') },
  { kind: 'file', date: new Date('2026-01-31T12:00:00Z') },
  { kind: 'never' },
];

test('the catalog has plain arguments only, so the English functions and a simple fill agree', () => {
  // A page head's words (meta.*) have plurals; clinic-page-meta.test.ts holds them to the English through Lingui.
  for (const [id, message] of Object.entries(english)) if (!id.startsWith('meta.')) expect(message).not.toMatch(/\{\w+,/);
});

test('the price stamps read as the English functions, in English', () => {
  for (const stamp of stamps) {
    expect(say(clinicStampMessage(stamp), 'en')).toBe(clinicStampText(stamp));
    expect(say(clinicStampMonthMessage(stamp), 'en')).toBe(clinicStampMonthText(stamp));
  }
  expect(say(priceFileMessage('2026-03-04T00:00:00Z'), 'en')).toBe(priceFileText('2026-03-04T00:00:00Z'));
  expect(say(priceFileMessage('2026-03-04T00:00:00Z'), 'en')).toBe("From the clinic's price file of March 4, 2026");
  const imported = { confirmedAt: '2026-01-01T00:00:00Z', priceFileDate: '2026-02-01T00:00:00Z' };
  expect(say(priceRowStampMessage(imported)!, 'en')).toBe(priceRowStampText(imported));
  expect(priceRowStampMessage({ confirmedAt: '2026-03-01T00:00:00Z', priceFileDate: '2026-02-01T00:00:00Z' })).toBeUndefined();
  const clinic = { pricesConfirmedAt: '2026-02-01T00:00:00Z', services: [{ price: '95', ...imported }], otherServices: [] };
  expect(say(clinicLineMessage(clinic)!, 'en')).toBe(clinicLineText(clinic));
  expect(clinicLineMessage({ ...clinic, pricesConfirmedAt: null })).toBeUndefined();
  for (const [text, words] of [[MAY_BE_OUT_OF_DATE_TEXT, MAY_BE_OUT_OF_DATE], [DIFFERENT_PRICE_REPORTED_TEXT, DIFFERENT_PRICE_REPORTED], [REPORT_DIFFERENT_PRICE_TEXT, REPORT_DIFFERENT_PRICE], [CONFIRM_PRICES_ACTION_TEXT, CONFIRM_PRICES_ACTION]] as const) {
    expect(say(text, 'en')).toBe(words);
  }
});

test('in Spanish the stamps carry Spanish dates', () => {
  expect(say(clinicStampMessage(stamps[1]), 'es')).toBe('Precios confirmados el 4 de marzo de 2026');
  expect(say(clinicStampMonthMessage(stamps[1]), 'es')).toBe('Precios confirmados en marzo de 2026');
  expect(say(clinicStampMessage({ kind: 'never' }), 'es')).toBe('Precios aún no confirmados por la clínica');
  expect(say(priceFileMessage('2026-01-31T00:00:00Z'), 'es')).toBe('Del archivo de precios de la clínica del 31 de enero de 2026');
});

test('the fair-price mark reads as its English label and basis, and in Spanish with Spanish amounts', () => {
  const range = { count: 18, median: 117.5 };
  for (const price of [50, 110, 300]) {
    const mark = fairPriceMark(price, range, 50)!;
    expect(say(mark.labelText, 'en')).toBe(mark.label);
    expect(say(mark.basisText, 'en')).toBe(mark.basis);
  }
  const below = fairPriceMark(68, { count: 18, median: 117.5 }, 50)!;
  expect(below.label).toBe('42% below the local median');
  expect(say(below.labelText, 'es')).toBe('42% por debajo de la mediana local');
  expect(say(below.basisText, 'es').replace(/\s/g, ' ')).toBe('mediana de $117.50 entre 18 precios a menos de 31 mi');
});

test('the phone regions and their refusals read as the English words', () => {
  for (const region of PHONE_REGIONS) {
    expect(say(phoneRegionText(region), 'en')).toBe(PHONE_REGION_LABELS[region]);
    const refused = checkPhone('12', region);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(say(invalidPhoneText(region), 'en')).toBe(refused.message);
  }
  expect(say(invalidPhoneText('US'), 'es')).toBe('Escriba un número de teléfono válido de EE. UU., como (202) 555-0143.');
});

test("every problem a clinic's check writes has its message, the same in English", () => {
  const hours = { mondayToggle: true, mondayOpenTime: '', mondayCloseTime: '', tuesdayToggle: true, tuesdayOpenTime: '9', tuesdayCloseTime: '10:00', wednesdayToggle: true, wednesdayOpenTime: '18:00', wednesdayCloseTime: '09:00' };
  const base = { categoryId: 5, detail: { name: ' ', website: 'not a site', emailAddress: 'x@', phoneNumber: '12' }, address: { streetAddress: '', suiteUnit: '', cityTown: '', state: '', zip: '', latitude: 95, longitude: null } };
  const services = [{ description: 'X', price: '1', code: '', codeSystem: 'CPT', includes: [' '] }];
  const problems = [
    ...checkClinicInput({ ...base, hours, services } as never),
    ...checkClinicInput({ ...base, detail: { ...base.detail, website: '' }, address: { ...base.address, latitude: 200, longitude: 200 }, hours: {} } as never),
  ];
  const messages = [...new Set(problems.map((p) => p.message))];
  expect(messages.length).toBeGreaterThanOrEqual(12);
  for (const message of messages) {
    const text = problemText(message);
    expect({ message, known: text !== undefined }).toEqual({ message, known: true });
    expect(say(text!, 'en')).toBe(message);
    expect(say(text!, 'es')).not.toBe(message);
  }
  expect(problemText('Expected string')).toBeUndefined();
});

test("the disclosure's parts have their messages, whose English is the part's words, joined as listWords joins them", () => {
  const parts = [...SHOWN_ON_PROFILE, ...PUBLIC_IN_DATA, ...NEVER_PUBLIC, EIN_IN_FILE_NAMES];
  for (const part of parts) expect(say(publicPartText(part), 'en')).toBe(part.words);
  expect(joinWordsIn(SHOWN_ON_PROFILE.map((part) => say(publicPartText(part), 'en')), 'en')).toBe(listWords(SHOWN_ON_PROFILE));
  expect(joinWordsIn([], 'en')).toBe(listWords([]));
  expect(joinWordsIn(PUBLIC_IN_DATA.map((part) => say(publicPartText(part), 'es')), 'es')).toBe('el correo electrónico y el NPI');
});

test('every NPI, TIN, EIN and billing-code problem has its message, the same in English, its values in Spanish', () => {
  const messages = [
    npiProblem('123'),
    npiProblem('1234567890'),
    tinProblem('12'),
    tinProblem('07-1234567'),
    tinProblem('000-12-3456'),
    tinProblem('070000000'),
    einProblem(''),
    einProblem('123-45-6789'),
    einProblem('071234567'),
    ...[billingCodeProblem('D1110', undefined), billingCodeProblem('D1110', 'ICD'), billingCodeProblem('D1110', 'CPT')].map((problem) => problem?.message),
    ...(['CPT', 'HCPCS', 'CDT'] as const).map((system) => billingCodeProblem('!', system)?.message),
  ];
  expect(messages.every((message) => typeof message === 'string')).toBe(true);
  expect(new Set(messages).size).toBe(messages.length);
  for (const message of messages as string[]) {
    const text = problemText(message);
    expect({ message, known: text !== undefined }).toEqual({ message, known: true });
    expect(say(text!, 'en')).toBe(message);
    expect(say(text!, 'es')).not.toBe(message);
  }
  expect(say(problemText('does not match the code: D1110 is a CDT code')!, 'es')).toBe('no coincide con el código: D1110 es un código CDT');
});

describe("the Good Faith Estimate's legal words in the catalog", () => {
  const en = english as Record<string, string>;
  it('say in English exactly what the contracts say, so pages and the PDF agree', () => {
    expect(en['gfe.rightNotice']).toBe(GFE_RIGHT_NOTICE);
    expect(en['gfe.separateNotice']).toBe(SEPARATE_ESTIMATE_NOTICE);
    for (const [rule, words] of Object.entries(DEADLINE_RULE_WORDS)) expect(en[`gfe.rule.${rule}`]).toBe(words);
    const kinds = ['other', 'estimate', 'dispute', 'contract'];
    ESTIMATE_DISCLAIMERS.forEach((disclaimer, i) => {
      expect(en[`gfe.disclaimer.${kinds[i]}.heading`]).toBe(disclaimer.heading);
      expect(en[`gfe.disclaimer.${kinds[i]}.text`]).toBe(disclaimer.text);
    });
  });
});
