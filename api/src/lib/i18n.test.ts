/**
 * The API's English catalog says what contracts' constants say (the pages show those), so a
 * mail or the PDF can never drift from the page; Spanish formats dates and money for es-US; a
 * language the site does not have is English.
 */
import {
  CONFIRM_PRICES_ACTION,
  DEADLINE_RULE_WORDS,
  ESTIMATE_DISCLAIMERS,
  ESTIMATE_TITLE,
  GFE_RIGHT_NOTICE,
  SEPARATE_ESTIMATE_NOTICE,
} from '@directpay/contracts';
import { estimateDisclaimers, separateEstimateNotice } from '#src/estimates/estimate-words';
import { ruleWords } from '#src/estimates/mails';
import { translatorFor } from './i18n';

describe('translatorFor', () => {
  const en = translatorFor('en');
  const es = translatorFor('es');

  it("gives contracts' legal and page texts in English, word for word", () => {
    expect(estimateDisclaimers(en)).toEqual(ESTIMATE_DISCLAIMERS);
    expect(separateEstimateNotice(en)).toBe(SEPARATE_ESTIMATE_NOTICE);
    expect(en.t('estimate.rightNotice')).toBe(GFE_RIGHT_NOTICE);
    for (const rule of ['scheduled-3', 'scheduled-10', 'requested'] as const) expect(ruleWords(en, rule)).toBe(DEADLINE_RULE_WORDS[rule]);
    expect(en.t('prices.confirmAction')).toBe(CONFIRM_PRICES_ACTION);
    expect(en.t('pdf.title').startsWith(ESTIMATE_TITLE)).toBe(true);
  });

  it('gives them in Spanish, none left in English', () => {
    const spanish = [...estimateDisclaimers(es).flatMap((d) => [d.heading, d.text]), separateEstimateNotice(es), es.t('estimate.rightNotice'), ruleWords(es, 'requested')];
    const english = [...ESTIMATE_DISCLAIMERS.flatMap((d) => [d.heading, d.text]), SEPARATE_ESTIMATE_NOTICE, GFE_RIGHT_NOTICE, DEADLINE_RULE_WORDS.requested];
    spanish.forEach((text, i) => expect(text).not.toBe(english[i]));
    expect(estimateDisclaimers(es)[2].text).toContain('dentro de los 120 días calendario');
    expect(estimateDisclaimers(es)[2].text).toContain('Hay un cargo de $25');
  });

  it('formats dates, money and links by language', () => {
    expect([en.date('2026-03-03'), es.date('2026-03-03')]).toEqual(['March 3, 2026', '3 de marzo de 2026']);
    expect([en.cents(123_456), es.cents(123_456)]).toEqual(['$1,234.56', '$1,234.56']);
    expect([en.price('95'), es.price('95')]).toEqual(['$\u00a095', '$95']);
    expect([en.priceText('950.5'), es.priceText('950.5')]).toEqual(['$950.50', '$950.50']);
    expect([en.path('/estimate/x'), es.path('/estimate/x')]).toEqual(['/estimate/x', '/es/estimate/x']);
  });

  it('select arguments follow the language', () => {
    expect(es.t('auth.registered.login', { methods: 'google', link: 'L' })).toBe('Para usar su cuenta, inicie sesión con Google: L');
    expect(en.t('auth.registered.login', { methods: 'none', link: 'L' })).toBe('To use your account, log in as before: L');
  });

  it('is English for a language the site does not have', () => {
    expect(translatorFor('fr')).toBe(en);
    expect(translatorFor(undefined)).toBe(en);
  });
});
