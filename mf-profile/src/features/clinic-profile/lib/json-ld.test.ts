/**
 * @jest-environment node
 */
// Pure logic: the node environment has TextEncoder, which react-router (pulled in via shared-ui) needs and jsdom lacks.
import { testClinic } from '#src/test-clinic';
import { clinicJsonLd, openingHours, scriptJson } from '@directpay/contracts';

type JsonLd = Record<string, unknown> & { openingHours: string[]; makesOffer: { name: string; price: string; priceCurrency: string }[] };

describe('clinicJsonLd', () => {
  const data = clinicJsonLd(testClinic(), 'https://site.test/clinic/abc') as JsonLd;

  it('is a schema.org MedicalClinic with address, geo, phone and accepting flag', () => {
    expect(data['@type']).toBe('MedicalClinic');
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: '1 Main St, Suite 2', addressLocality: 'Provo', addressRegion: 'UT', postalCode: '84601' });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 40.23, longitude: -111.66 });
    expect(data.telephone).toBe('8015550100');
    expect(data.isAcceptingNewPatients).toBe(true);
  });

  it('offers each cash price, other services included and unpriced ones left out', () => {
    expect(data.makesOffer.map((o: { name: string; price: string }) => [o.name, o.price])).toEqual([
      ['Exam', '120'],
      ['Whitening', '99.50'],
    ]);
    expect(data.makesOffer[0].priceCurrency).toBe('USD');
  });

  it("gives a coded service's item its MedicalCode, and an uncoded one none", () => {
    const clinic = testClinic({ services: [{ description: 'Exam', price: '120', code: 'D0150', codeSystem: 'CDT', confirmedAt: null }] });
    const [coded, other] = (clinicJsonLd(clinic, 'x') as { makesOffer: { itemOffered: Record<string, unknown> }[] }).makesOffer;
    expect(coded.itemOffered).toEqual({ '@type': 'MedicalProcedure', name: 'Exam', code: { '@type': 'MedicalCode', codeValue: 'D0150', codingSystem: 'CDT' } });
    expect(other.itemOffered.code).toBeUndefined();
  });

  it('has opening hours for open days only', () => {
    expect(data.openingHours).toEqual(['Mo 09:00-17:00', 'Tu 09:00-17:00', 'We 09:00-17:00', 'Th 09:00-17:00', 'Fr 09:00-17:00']);
  });

  it('has no geo without coordinates', () => {
    const clinic = testClinic();
    clinic.address = { ...clinic.address, latitude: null, longitude: null };
    expect(clinicJsonLd(clinic, 'x').geo).toBeUndefined();
  });

  it('leaves days with a missing time out of openingHours', () => {
    const clinic = testClinic();
    clinic.hours = { ...clinic.hours, mondayOpenTime: '' };
    expect(openingHours(clinic.hours)).not.toContain('Mo 09:00-17:00');
  });
});

describe('scriptJson', () => {
  it('cannot close its script element early and still parses back', () => {
    const text = scriptJson({ description: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script>' });
  });
});
