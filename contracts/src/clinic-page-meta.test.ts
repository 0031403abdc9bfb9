import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Clinic } from './clinic';
import { clinicJsonLd, clinicMeta, type PageLanguage } from './clinic-page-meta';
import { textValuesIn } from './contract-text';
import type { Locale } from './locale';
import english from './messages/en.json';
import spanish from './messages/es.json';

// The catalog said as a page says it (the pages and the host's server run Lingui; contracts does not).
const language = (locale: Locale): PageLanguage => {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'es' ? { ...english, ...spanish } : english } });
  i18n.setMessagesCompiler(compileMessage);
  return { locale, say: (text) => i18n._({ id: text.id, values: textValuesIn(text.values, locale) }) };
};

const clinic = (detail: Partial<Clinic['detail']> = {}, prices = ['120']) =>
  ({
    id: 'c1',
    detail: { name: 'Uno', website: '', emailAddress: '', phoneNumber: '', acceptingNewPatients: true, description: 'Family care.', ...detail },
    address: { streetAddress: '', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '', latitude: null, longitude: null },
    images: [],
    services: prices.map((price, i) => ({ description: `S${i}`, price })),
    otherServices: [],
    hours: {},
  }) as unknown as Clinic;

describe('a clinic page in Spanish', () => {
  it('is titled and described in Spanish with the Spanish description the owner wrote, English unchanged', () => {
    expect(clinicMeta(clinic({ descriptionEs: 'Atención familiar.' }), language('es'))).toEqual({
      title: 'Uno, Provo, UT: precios en efectivo',
      pricesTitle: 'Precios en efectivo de Uno, Provo, UT',
      description: 'Uno en Provo, UT acepta pago directo y publica 1 precio en efectivo. Atención familiar.',
    });
    const englishMeta = {
      title: 'Uno, Provo, UT',
      pricesTitle: 'Prices of Uno, Provo, UT',
      description: 'Uno in Provo, UT takes direct payment and lists 1 cash price. Family care.',
    };
    expect(clinicMeta(clinic({ descriptionEs: 'Atención familiar.' }))).toEqual(englishMeta);
    // The English catalog says what the English words say, for one price, several and none.
    expect(clinicMeta(clinic({ descriptionEs: 'Atención familiar.' }), language('en'))).toEqual(englishMeta);
    for (const prices of [['1', '2'], []]) expect(clinicMeta(clinic({}, prices), language('en'))).toEqual(clinicMeta(clinic({}, prices)));
  });

  it("keeps the owner's description when there is no Spanish one, and says nothing of prices when none is listed", () => {
    expect(clinicMeta(clinic({ descriptionEs: '  ' }, []), language('es')).description).toBe('Uno en Provo, UT acepta pago directo. Family care.');
  });

  it("gives the JSON-LD the page's language, read from its URL", () => {
    const es = clinicJsonLd(clinic({ descriptionEs: 'Atención familiar.' }), 'https://site.test/es/clinic/c1');
    expect(es).toMatchObject({ url: 'https://site.test/es/clinic/c1', description: 'Atención familiar.', mainEntityOfPage: { '@type': 'WebPage', inLanguage: 'es-US' } });
    expect(clinicJsonLd(clinic({ descriptionEs: 'Atención familiar.' }), 'https://site.test/clinic/c1')).toMatchObject({ description: 'Family care.', mainEntityOfPage: { inLanguage: 'en-US' } });
  });
});

describe("a clinic page's NPI", () => {
  it('names the NPI as the JSON-LD identifier only while the registry matches it', () => {
    const npi = '1765432103';
    const unverified = { ...clinic(), npi } as Clinic;
    expect(clinicJsonLd(unverified, 'https://site.test/clinic/c1')).not.toHaveProperty('identifier');
    const verified = { ...unverified, verifiedProvider: { npi, verifiedAt: '2026-01-02T03:04:05.000Z' } };
    expect(clinicJsonLd(verified, 'https://site.test/clinic/c1').identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'NPI', value: npi });
  });
});
