import { checkClinicInput } from './clinic-rules';
import {
  checkPhone,
  formatPhone,
  formatPrice,
  formatPriceLine,
  hasPrice,
  isEmail,
  isPhone,
  isPrice,
  isTime,
  isDateTime,
  isObjectIdHex,
  parseDecimal,
  isZip,
  isZipPrefix,
  isClinicImagePart,
  isDoctorImagePart,
  isWebsite,
  normaliseClinicInput,
  normalisePhone,
  normaliseWebsite,
  parsePrice,
} from '#src/index';

describe('field rules shared by the API and the forms', () => {
  it('accepts http(s) websites with a host name only', () => {
    expect(isWebsite('https://clinic.example.com')).toBe(true);
    expect(isWebsite('http://clinic.example.com/path?q=1')).toBe(true);
    expect(isWebsite('ftp://clinic.example.com')).toBe(false);
    expect(isWebsite('javascript:alert(1)')).toBe(false);
    expect(isWebsite('http://localhost')).toBe(false);
  });

  it('reads a website typed without a scheme as https://, and says so in its one spelling', () => {
    expect(normaliseWebsite('brightsmiles.com')).toBe('https://brightsmiles.com');
    expect(normaliseWebsite(' www.x.org ')).toBe('https://www.x.org');
    expect(normaliseWebsite('clinic.example.com/book?day=mon')).toBe('https://clinic.example.com/book?day=mon');
    expect(normaliseWebsite('x.org:8080/a')).toBe('https://x.org:8080/a');
    expect(normaliseWebsite('https://xn--80ak6aa92e.xn--p1ai')).toBe('https://xn--80ak6aa92e.xn--p1ai');
    // Given with its scheme, the address is kept as typed (trimmed); http stays http.
    expect(normaliseWebsite(' HTTP://Clinic.Example.com ')).toBe('HTTP://Clinic.Example.com');
    expect(isWebsite('clinic.example.com')).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['clinic', 'no dotted host'],
    ['bright smiles.com', 'a space'],
    ['12.50', 'a number, not a host name'],
    ['1.2.3.4', 'an address without a scheme'],
    ['brightsmiles.', 'a host ending in a dot'],
    ['mailto:front@bright.com', 'another scheme'],
    ['ftp://bright.com', 'another scheme'],
    ['javascript:alert(1)', 'a script'],
    ['//bright.com', 'a scheme-relative address'],
    ['https://user:secret@bright.com', 'credentials'],
    ['localhost:3000', 'no dotted host'],
    ['http://brightsmiles.', 'a host ending in a dot'],
    ['/brightsmiles.com', 'a path'],
  ])('refuses %j (%s)', (text) => {
    expect(normaliseWebsite(text)).toBeUndefined();
    expect(isWebsite(text)).toBe(false);
  });

  it('accepts valid phone numbers, and with a region only that region\'s (spec: US, CA, EU)', () => {
    expect(isPhone('(801) 555-0100')).toBe(true);
    expect(isPhone('+1 416 555 0199')).toBe(true);
    expect(isPhone('+49 30 1234567')).toBe(true);
    expect(isPhone('0049 30 1234567', 'EU')).toBe(true);
    expect(isPhone('+44 20 7946 0958')).toBe(true);
    expect(isPhone('+44 20 7946 0958', 'EU')).toBe(false); // the UK is not in the EU
    expect(isPhone('+1 416 555 0199', 'US')).toBe(true); // +1 is shared
    expect(isPhone('555-0100')).toBe(false);
    expect(isPhone('801 555 0100 ext 4')).toBe(false);
    expect(isPhone('call us')).toBe(false);
  });

  it('normalises a phone to its international form and checks it against a region', () => {
    expect(normalisePhone('(801) 555-0100')).toBe('+1 801 555 0100');
    expect(checkPhone('', 'US')).toEqual({ ok: true, international: '' });
    expect(checkPhone('(416) 555-0199', 'CA')).toEqual({ ok: true, international: '+1 416 555 0199' });
    expect(checkPhone('+49 30 1234567', 'US')).toMatchObject({ ok: false });
    expect(checkPhone('(202) 555-0143', 'EU')).toMatchObject({ ok: false, message: expect.stringMatching(/EU/) });
  });

  it('formats a ten-digit North American number as (xxx) xxx-xxxx and leaves others as written', () => {
    expect(formatPhone('8015550100')).toBe('(801) 555-0100');
    expect(formatPhone('+1 801 555 0100')).toBe('(801) 555-0100');
    expect(formatPhone('+49 30 1234567')).toBe('+49 30 1234567');
  });

  it('has one price rule: 1 to 7 digits and at most 2 decimals; anything else is no price', () => {
    expect(isPrice('99.50')).toBe(true);
    expect(isPrice(' 120 ')).toBe(true);
    expect(isPrice('-5')).toBe(false);
    expect(isPrice('9.999')).toBe(false);
    expect(parsePrice('99.5')).toBe(99.5);
    expect(parsePrice('12345678')).toBeUndefined();
    expect(parsePrice('')).toBeUndefined();
    expect(hasPrice({ price: ' ' })).toBe(false);
    expect(hasPrice({ price: 'ten' })).toBe(false);
    expect(hasPrice({ price: '10' })).toBe(true);
  });

  it('accepts emails and 24-hour times in their one format', () => {
    expect(isEmail('owner@clinic.example')).toBe(true);
    expect(isEmail('owner@clinic')).toBe(false);
    expect(isTime('09:00')).toBe(true);
    expect(isTime('9:00')).toBe(false);
    expect(isTime('24:00')).toBe(false);
  });

  it('reads ids, decimals, ZIP codes and upload part names one way', () => {
    expect(isObjectIdHex('64b7f0c2a1b2c3d4e5f60718')).toBe(true);
    expect(isObjectIdHex('64B7F0C2A1B2C3D4E5F60718')).toBe(false);
    expect(isObjectIdHex({ $ne: null })).toBe(false);
    expect(parseDecimal('-111.891')).toBe(-111.891);
    for (const text of ['', '1e3', '0x10', ' 1', 'Infinity', '1.']) expect(parseDecimal(text)).toBeNaN();
    expect(isZip('84101')).toBe(true);
    expect(isZip('8410')).toBe(false);
    expect(isZipPrefix('841')).toBe(true);
    expect(isZipPrefix('841016')).toBe(false);
    expect(isClinicImagePart('image12')).toBe(true);
    expect(isClinicImagePart('image')).toBe(false);
    expect(isClinicImagePart('jsonPayload')).toBe(false);
    expect(isDoctorImagePart('image')).toBe(true);
    expect(isDoctorImagePart('image0')).toBe(false);
  });

  it('accepts an instant as the API writes it, and nothing looser', () => {
    expect(isDateTime(new Date(0).toISOString())).toBe(true);
    expect(isDateTime('2026-11-23T06:00:00+01:00')).toBe(true);
    expect(isDateTime('2026-11-23')).toBe(false);
    expect(isDateTime('2026-13-45T99:00:00Z')).toBe(false);
  });
});

describe('checkClinicInput: the checks the API and the wizard share', () => {
  const hours: Record<string, string | boolean> = {};
  for (const day of ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']) {
    const open = day !== 'sunday' && day !== 'saturday';
    Object.assign(hours, { [`${day}Toggle`]: open, [`${day}OpenTime`]: open ? '09:00' : '', [`${day}CloseTime`]: open ? '17:00' : '' });
  }
  const clinic = {
    categoryId: 1,
    detail: { name: 'A', website: 'https://a.example.com', emailAddress: '', phoneNumber: '', acceptingNewPatients: true, description: '' },
    address: { streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: 40.2, longitude: -111.6 },
    hours,
  };
  const fields = (change: Record<string, unknown>) => checkClinicInput({ ...clinic, ...change } as typeof clinic).map((p) => p.field);

  it('accepts a complete clinic', () => expect(checkClinicInput(clinic)).toEqual([]));

  it('requires the website, street, city, state and ZIP', () => {
    expect(fields({ detail: { ...clinic.detail, website: ' ' } })).toEqual(['/detail/website']);
    expect(fields({ address: { ...clinic.address, streetAddress: '', cityTown: '', state: '', zip: '' } })).toEqual([
      '/address/streetAddress',
      '/address/cityTown',
      '/address/state',
      '/address/zip',
    ]);
  });

  it('accepts a website without https:// and stores it with it; refuses garbage with the rule', () => {
    const bare = { ...clinic, detail: { ...clinic.detail, website: 'brightsmiles.com' } };
    expect(checkClinicInput(bare)).toEqual([]);
    expect(normaliseClinicInput(bare).detail.website).toBe('https://brightsmiles.com');
    expect(normaliseClinicInput(clinic)).toBe(clinic);
    expect(checkClinicInput({ ...clinic, detail: { ...clinic.detail, website: 'bright smiles' } })).toEqual([
      { field: '/detail/website', message: 'must be a website address, like https://example.com or example.com' },
    ]);
  });

  it('wants both coordinates or neither', () => {
    expect(fields({ address: { ...clinic.address, longitude: null } })).toEqual(['/address/longitude']);
    expect(fields({ address: { ...clinic.address, latitude: null, longitude: null } })).toEqual([]);
  });

  it('wants both times of an open day, closing after opening (09:00-18:00 is only the inputs\' range)', () => {
    expect(fields({ hours: { ...hours, mondayOpenTime: '08:30', mondayCloseTime: '18:30' } })).toEqual([]);
    expect(fields({ hours: { ...hours, mondayOpenTime: '9am' } })).toEqual(['/hours/mondayOpenTime']);
    expect(fields({ hours: { ...hours, mondayOpenTime: '17:00', mondayCloseTime: '09:00' } })).toEqual(['/hours/mondayCloseTime']);
    expect(fields({ hours: { ...hours, sundayToggle: true } })).toEqual(['/hours/sundayOpenTime', '/hours/sundayCloseTime']);
  });
});

describe('prices as pages show them', () => {
  it("prefixes a listed price with '$' and a no-break space", () => expect(formatPrice(' 95 ')).toBe('$\u00a095'));
  it("writes a search card's line as the spec quotes it, '$price / description'", () =>
    expect(formatPriceLine('120', ' Exam, x-ray & cleaning ')).toBe('$120 / Exam, x-ray & cleaning'));
});
