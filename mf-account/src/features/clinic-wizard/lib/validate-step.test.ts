import { newClinicDraft, type ClinicDraft } from './clinic-draft';
import { firstInvalidStep, validateStep } from './validate-step';
import { placeOfServerError } from './server-error';

const valid = (): ClinicDraft => {
  const d = newClinicDraft();
  d.categoryId = '1';
  d.detail.name = 'Smile';
  d.detail.website = 'https://smile.example';
  d.address = { streetAddress: '1 Main', suiteUnit: '', cityTown: 'Austin', state: 'TX', zip: '78701', latitude: '30.27', longitude: '-97.74' };
  return d;
};

describe('validateStep', () => {
  it('accepts a complete draft', () => {
    expect(firstInvalidStep(valid())).toBeNull();
  });
  it('step 1 needs a category an owner can choose and a name', () => {
    const d = newClinicDraft();
    expect(Object.keys(validateStep(1, d)).sort()).toEqual(['categoryId', 'detail.name']);
    d.categoryId = '6'; // not offered in the setup form
    expect(validateStep(1, d).categoryId).toBeDefined();
  });
  it('step 2 requires the website as a URL (the original only labelled it required)', () => {
    const d = valid();
    d.detail.website = '';
    expect(validateStep(2, d)['detail.website']).toBe('Enter the clinic website.');
    d.detail.website = 'smile.example';
    expect(validateStep(2, d)['detail.website']).toMatch(/http/);
    d.detail.website = 'https://smile.example';
    d.detail.emailAddress = 'nope';
    d.detail.phoneNumber = '123';
    expect(Object.keys(validateStep(2, d)).sort()).toEqual(['detail.emailAddress', 'detail.phoneNumber']);
  });
  it('step 4 checks coordinates are numbers in range and come in pairs', () => {
    const d = valid();
    d.address.latitude = '91';
    expect(validateStep(4, d)['address.latitude']).toMatch(/between -90 and 90/);
    d.address.latitude = '';
    expect(validateStep(4, d)['address.latitude']).toMatch(/both/);
  });
  it('step 5 allows at most 1000 characters', () => {
    const d = valid();
    d.detail.description = 'a'.repeat(1000);
    expect(validateStep(5, d)).toEqual({});
    d.detail.description = 'a'.repeat(1001);
    expect(validateStep(5, d)['detail.description']).toBeDefined();
  });
  it('step 7 needs a price for each enabled service and each other service', () => {
    const d = valid();
    d.services = [{ description: 'X-ray', price: '', enabled: true }, { description: 'CT scan', price: '', enabled: false }];
    d.otherServices = [{ description: '', price: 'abc' }];
    expect(Object.keys(validateStep(7, d)).sort()).toEqual(['otherServices.0.description', 'otherServices.0.price', 'services.0.price']);
  });
  it('step 9 keeps open days within 09:00-18:00 with closing after opening', () => {
    const d = valid();
    d.hours.mondayOpenTime = '08:00';
    d.hours.tuesdayCloseTime = '18:30';
    d.hours.wednesdayOpenTime = '12:00';
    d.hours.wednesdayCloseTime = '11:00';
    d.hours.thursdayOpenTime = '';
    expect(validateStep(9, d)).toEqual({
      'hours.mondayOpenTime': 'Choose a time between 09:00 and 18:00.',
      'hours.tuesdayCloseTime': 'Choose a time between 09:00 and 18:00.',
      'hours.wednesdayCloseTime': 'Closing must be after opening.',
      'hours.thursdayOpenTime': 'Enter a time.',
    });
  });
});

describe('placeOfServerError', () => {
  it.each([
    ['jsonPayload/detail/website must be a URL starting with http:// or https://', { step: 2, field: 'detail.website' }],
    ['jsonPayload/detail/name is required', { step: 1, field: 'detail.name' }],
    ['jsonPayload/detail/description must not exceed 1000', { step: 5, field: 'detail.description' }],
    ['jsonPayload/address/latitude must be between -90 and 90', { step: 4, field: 'address.latitude' }],
    ['jsonPayload/hours/mondayCloseTime must be after the opening time', { step: 9, field: 'hours.mondayCloseTime' }],
    ['jsonPayload/services/0/price must match pattern', { step: 7 }],
    ['image1 is larger than 10 MB.', { step: 3, field: 'images' }],
    ['Something went wrong', { step: 10 }],
  ])('%s', (message, place) => {
    expect(placeOfServerError(message)).toEqual(place);
  });
});
