import { newClinicDraft, type ClinicDraft, type DraftOtherService, type DraftService } from './clinic-draft';
import { draftExtras } from './service-extras';
import { bundleMessage, codeMessage, firstInvalidStep, validateStep } from './validate-step';

const row = (description: string, price: string, enabled: boolean): DraftService => ({ description, price, enabled, ...draftExtras() });
const other = (description: string, price: string): DraftOtherService => ({ description, price, ...draftExtras() });

const valid = (): ClinicDraft => {
  const d = newClinicDraft();
  d.categoryId = '1';
  d.detail.name = 'Smile';
  d.detail.website = 'https://smile.example';
  d.address = { streetAddress: '1 Main', suiteUnit: '', cityTown: 'Austin', state: 'TX', zip: '78701', latitude: '30.27', longitude: '-97.74' };
  return d;
};

describe('validateStep', () => {
  it('accepts a complete draft', async () => {
    expect(await firstInvalidStep(valid())).toBeNull();
  });
  it('step 1 needs a category an owner can choose and a name', async () => {
    const d = newClinicDraft();
    expect(Object.keys(await validateStep(1, d)).sort()).toEqual(['categoryId', 'detail.name']);
    d.categoryId = '6'; // not offered in the setup form
    expect((await validateStep(1, d)).categoryId).toBeDefined();
  });
  it('step 2 requires the website as a URL (the original only labelled it required)', async () => {
    const d = valid();
    d.detail.website = '';
    expect((await validateStep(2, d))['detail.website']).toBe('Enter the clinic website.');
    d.detail.website = 'smile example';
    expect((await validateStep(2, d))['detail.website']).toMatch(/http/);
    // Typed without https://, it is a website all the same (the API adds the scheme).
    d.detail.website = 'smile.example';
    expect((await validateStep(2, d))['detail.website']).toBeUndefined();
    d.detail.emailAddress = 'nope';
    d.detail.phoneNumber = '123';
    expect(Object.keys(await validateStep(2, d)).sort()).toEqual(['detail.emailAddress', 'detail.phoneNumber']);
  });
  it('step 2 checks the NPI’s check digit and the TIN’s 9 digits, and leaves both optional', async () => {
    const d = valid();
    d.npi = '1234567890';
    d.tin = '12-345';
    const errors = await validateStep(2, d);
    expect(errors.npi).toMatch(/^The NPI /);
    expect(errors.tin).toMatch(/9 digits/);
    d.npi = '1234567893';
    d.tin = '12-3456789';
    expect(await validateStep(2, d)).toEqual({});
  });
  it('step 4 checks coordinates are numbers in range and come in pairs', async () => {
    const d = valid();
    d.address.latitude = '91';
    expect((await validateStep(4, d))['address.latitude']).toMatch(/between -90 and 90/);
    d.address.latitude = '';
    expect((await validateStep(4, d))['address.latitude']).toMatch(/both/);
  });
  it('step 5 allows at most 1000 characters', async () => {
    const d = valid();
    d.detail.description = 'a'.repeat(1000);
    expect(await validateStep(5, d)).toEqual({});
    d.detail.description = 'a'.repeat(1001);
    expect((await validateStep(5, d))['detail.description']).toBeDefined();
  });
  it('step 7 needs a price for a switched-on service, and other services are the contract’s Service', async () => {
    const d = valid();
    d.services = [row('X-ray', '', true), row('CT scan', '', false)];
    d.otherServices = [other('', 'abc')];
    expect(Object.keys(await validateStep(7, d)).sort()).toEqual(['otherServices.0.description', 'otherServices.0.price', 'services.0.price']);
  });
  it("checks a service's code against its system and its bundle's lists, on the row's fields", async () => {
    const d = valid();
    const coded = (extras: Partial<DraftService>): DraftService => ({ ...row('Exam', '120', true), ...extras });
    d.services = [row('X-ray', '', false), coded({ code: 'D11', codeSystem: 'CDT' })];
    expect(await validateStep(7, d)).toEqual({ 'services.1.code': codeMessage() });
    d.services[1] = coded({ code: 'd1110', codeSystem: 'CPT' });
    expect(await validateStep(7, d)).toEqual({ 'services.1.codeSystem': 'Choose the system this code belongs to.' });
    d.services[1] = coded({ code: '99213', codeSystem: '' });
    expect(await validateStep(7, d)).toEqual({ 'services.1.codeSystem': 'Choose the code system: CPT, HCPCS or CDT.' });
    d.services[1] = coded({ code: 'd1110', codeSystem: 'CDT', includes: Array.from({ length: 11 }, (_, i) => `Item ${i}`).join('\n') });
    expect(await validateStep(7, d)).toEqual({ 'services.1.includes': bundleMessage() });
    d.services[1] = coded({ includes: 'Exam' });
    d.otherServices = [{ ...other('Whitening', '300'), excludes: `Trays\n${'x'.repeat(101)}` }];
    expect(await validateStep(7, d)).toEqual({ 'otherServices.0.excludes': bundleMessage() });
    d.otherServices[0].excludes = 'Trays';
    expect(await validateStep(7, d)).toEqual({});
  });
  it('marks a bad price on its form row, past switched-off rows that are not sent', async () => {
    const d = valid();
    d.services = [
      row('X-ray', '', false),
      row('CT scan', '', false),
      row('MRI', '12.345', true),
    ];
    expect(await validateStep(7, d)).toEqual({ 'services.2.price': 'Enter a price in dollars, like 120 or 99.50.' });
  });
  it('asks for the name of an added insurance or specialty row', async () => {
    const d = valid();
    d.insurances = [{ name: 'Aetna' }, { name: ' ' }];
    d.specialties = [{ name: '' }];
    expect(await validateStep(6, d)).toEqual({ 'insurances.1.name': 'Enter the insurance name or remove this row.' });
    expect(await validateStep(8, d)).toEqual({ 'specialties.0.name': 'Enter the specialty or remove this row.' });
  });
  it('reports the first step with a problem on Submit', async () => {
    const d = valid();
    d.hours.mondayCloseTime = '19:00';
    d.detail.emailAddress = 'nope';
    expect(await firstInvalidStep(d)).toEqual({ step: 2, errors: { 'detail.emailAddress': 'Enter an email address like name@example.com.' } });
  });
  it('step 9 keeps open days within 09:00-18:00 with closing after opening', async () => {
    const d = valid();
    d.hours.mondayOpenTime = '08:00';
    d.hours.tuesdayCloseTime = '18:30';
    d.hours.wednesdayOpenTime = '12:00';
    d.hours.wednesdayCloseTime = '11:00';
    d.hours.thursdayOpenTime = '';
    expect(await validateStep(9, d)).toEqual({
      'hours.mondayOpenTime': 'Choose a time between 09:00 and 18:00.',
      'hours.tuesdayCloseTime': 'Choose a time between 09:00 and 18:00.',
      'hours.wednesdayCloseTime': 'Closing must be after opening.',
      'hours.thursdayOpenTime': 'Enter a time.',
    });
  });
});

