/**
 * @jest-environment node
 */
// Pure logic: the node environment has TextEncoder, which react-router (pulled in via shared-ui) needs and jsdom lacks.
import { ApiRequestError } from '@directpay/shared-ui';
import { newClinicDraft, type ClinicDraft, type DraftService } from './clinic-draft';
import { draftExtras } from './service-extras';
import { describeSaveFailure, placeOfServerError } from './server-error';
import { draftToPayload } from './to-payload';

const row = (description: string, price: string, enabled: boolean): DraftService => ({ description, price, enabled, ...draftExtras() });

const draft = (): ClinicDraft => {
  const d = newClinicDraft();
  d.services = [
    row('X-ray', '', false),
    row('CT scan', '300', true),
    row('MRI', '', false),
    row('Ultrasound', '90', true),
  ];
  d.insurances = [{ name: '' }, { name: 'Aetna' }];
  return d;
};

describe('placeOfServerError', () => {
  it.each([
    ['/body/jsonPayload/detail/website', { step: 2, field: 'detail.website' }],
    ['/body/jsonPayload/detail/name', { step: 1, field: 'detail.name' }],
    ['/body/jsonPayload/detail/description', { step: 5, field: 'detail.description' }],
    ['/body/jsonPayload/address/latitude', { step: 4, field: 'address.latitude' }],
    ['/body/jsonPayload/hours/mondayCloseTime', { step: 9, field: 'hours.mondayCloseTime' }],
    ['/body/jsonPayload/categoryId', { step: 1, field: 'categoryId' }],
    ['/body/jsonPayload/otherServices/0/price', { step: 7, field: 'otherServices.0.price' }],
    // A bundle's item is a line of the row's text field; sent row 1 is form row 3.
    ['/body/jsonPayload/services/1/includes/2', { step: 7, field: 'services.3.includes' }],
    ['/body/jsonPayload/services/0/codeSystem', { step: 7, field: 'services.1.codeSystem' }],
    ['/body/jsonPayload/otherServices/2/excludes', { step: 7, field: 'otherServices.2.excludes' }],
    ['/body/image1', { step: 3, field: 'images' }],
    ['/body/jsonPayload', { step: 10 }],
    ['/params/id', { step: 10 }],
    [undefined, { step: 10 }],
  ])('%s', (field, place) => {
    expect(placeOfServerError(field, draft())).toEqual(place);
  });

  it('turns a sent service row into its form row: switched-off rows are not sent', () => {
    const d = draft();
    // What was sent: CT scan (form row 1) and Ultrasound (form row 3).
    expect(draftToPayload(d).payload.services.map((s) => s.description)).toEqual(['CT scan', 'Ultrasound']);
    expect(placeOfServerError('/body/jsonPayload/services/1/price', d)).toEqual({ step: 7, field: 'services.3.price' });
    expect(placeOfServerError('/body/jsonPayload/services/0/description', d)).toEqual({ step: 7, field: 'services.1.description' });
  });

  it('turns a sent insurance row into its form row: empty rows are not sent', () => {
    expect(placeOfServerError('/body/jsonPayload/insurances/0/name', draft())).toEqual({ step: 6, field: 'insurances.1.name' });
  });
});

describe('describeSaveFailure', () => {
  const refused = (status: number, message: string, field?: string) =>
    new ApiRequestError(status, message, { statusCode: status, error: 'Error', message, ...(field ? { field } : {}) });

  it('drops the path the API starts its message with, since the step and field say where', () => {
    const typed = draft();
    typed.detail.website = 'https://careful.example.com';
    expect(describeSaveFailure(refused(400, 'jsonPayload/detail/website must be a URL', '/body/jsonPayload/detail/website'), typed)).toEqual({
      place: { step: 2, field: 'detail.website' },
      message: 'must be a URL',
      fieldMessage: 'Enter a website address starting with http:// or https://.',
    });
    expect(describeSaveFailure(refused(400, 'must be a price', '/body/jsonPayload/services/1/price'), draft()).message).toBe('must be a price');
    expect(describeSaveFailure(refused(409, 'Something failed'), draft())).toEqual({ place: { step: 10 }, message: 'Something failed', fieldMessage: 'Something failed' });
  });

  it("puts a refused EIN choice on the Details step, under the tick, in words naming the tick", () => {
    const message = 'jsonPayload/einInFileNames needs a TIN that is an EIN: the IRS assigns no EIN beginning 07; or send einInFileNames false';
    const failure = describeSaveFailure(refused(400, message, '/body/jsonPayload/einInFileNames'), { ...draft(), tin: '078051120', einInFileNames: true });
    expect(failure.place).toEqual({ step: 2, field: 'einInFileNames' });
    expect(failure.fieldMessage).toBe('This TIN cannot be published as an EIN: enter your EIN as the TIN, or untick “Use this EIN in my public price file names”.');
  });

  it('keeps a 5xx’s details on the server, and a request that never arrived on Confirm', () => {
    expect(describeSaveFailure(refused(500, 'Something went wrong on our side.'), draft()).message).toBe(
      'The clinic could not be saved because of a problem on our side. Please try again.',
    );
    expect(describeSaveFailure(new ApiRequestError(0, 'The service could not be reached.'), draft()).place).toEqual({ step: 10 });
  });
});
