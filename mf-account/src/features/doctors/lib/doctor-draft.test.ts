import type { Doctor } from '@directpay/contracts';
import { ApiRequestError } from '@directpay/shared-ui';
import { doctorFailureMessage, doctorPayload, draftFromDoctor, firstInvalidDoctorStep, newDoctorDraft, validateDoctorStep } from './doctor-draft';

const doctor: Doctor = {
  id: 'd1',
  title: 'Dr.',
  firstname: 'Ada',
  lastname: 'Lee',
  specialty: 'Optometry',
  degree: 'OD',
  medicalSchool: 'State',
  residency: '',
  boardCertifications: '',
  yearGraduated: 2004,
  description: '',
  imgUrl: 'http://api/images/x',
};

describe('doctor draft', () => {
  it('creates without an id and updates with one', () => {
    const fresh = { ...newDoctorDraft(), firstname: 'A', lastname: 'B' };
    expect(doctorPayload(fresh).id).toBeUndefined();
    expect(doctorPayload(draftFromDoctor(doctor)).id).toBe('d1');
  });
  it('sends the year as a number, or null when empty', () => {
    expect(doctorPayload(draftFromDoctor(doctor)).yearGraduated).toBe(2004);
    expect(doctorPayload({ ...newDoctorDraft(), firstname: 'A', lastname: 'B' }).yearGraduated).toBeNull();
  });
  it('keeps the saved photo unless a new one is chosen', () => {
    expect(doctorPayload(draftFromDoctor(doctor)).imgUrl).toBe('http://api/images/x');
    const image = new File(['x'], 'p.png', { type: 'image/png' });
    expect(doctorPayload({ ...draftFromDoctor(doctor), image }).imgUrl).toBe('');
  });
  it("checks the doctor's NPI as the clinic's, on the first step, and leaves it optional", async () => {
    const named = { ...newDoctorDraft(), firstname: 'Ana', lastname: 'Reyes' };
    expect((await validateDoctorStep(1, { ...named, npi: '123456789' })).npi).toBe('The NPI must be 10 digits.');
    expect((await validateDoctorStep(1, { ...named, npi: '12345678901' })).npi).toBe('The NPI must be 10 digits.');
    expect((await validateDoctorStep(1, { ...named, npi: '1234567890' })).npi).toBe('The NPI is not a valid NPI: its check digit does not match.');
    expect(await validateDoctorStep(1, { ...named, npi: ' 1234567893 ' })).toEqual({});
    expect(await validateDoctorStep(1, named)).toEqual({});
    expect(doctorPayload({ ...named, npi: ' 1234567893 ' }).npi).toBe('1234567893');
    expect(draftFromDoctor({ ...doctor, npi: '1234567893' }).npi).toBe('1234567893');
    expect(draftFromDoctor(doctor).npi).toBe('');
  });
  it('requires first and last name and a plausible year', async () => {
    expect(Object.keys(await validateDoctorStep(1, newDoctorDraft())).sort()).toEqual(['firstname', 'lastname']);
    expect((await validateDoctorStep(2, { ...newDoctorDraft(), yearGraduated: '20x0' })).yearGraduated).toBeDefined();
    expect(await validateDoctorStep(2, { ...newDoctorDraft(), yearGraduated: '2000' })).toEqual({});
    expect(await firstInvalidDoctorStep(draftFromDoctor(doctor))).toBeNull();
  });
});

describe('the doctor wizard’s checks, the API’s DoctorPayload in the wizard’s words', () => {
  const named = { ...newDoctorDraft(), firstname: 'Ada', lastname: 'Lee' };

  it('says each step’s problems in the words the wizard always used', async () => {
    expect(await validateDoctorStep(1, { ...newDoctorDraft(), firstname: '  ' })).toEqual({ firstname: 'Enter the first name.', lastname: 'Enter the last name.' });
    for (const year of ['20x0', '1899', '2101', '2000.5']) {
      expect(await validateDoctorStep(2, { ...named, yearGraduated: year })).toEqual({ yearGraduated: 'Enter a year between 1900 and 2100.' });
    }
    expect(await validateDoctorStep(3, { ...named, description: 'a'.repeat(2000) })).toEqual({});
    expect(await validateDoctorStep(3, { ...named, description: 'a'.repeat(2001) })).toEqual({ description: 'Use at most 2000 characters.' });
  });

  it('checks what the API checks that the wizard once left to it: each text’s length', async () => {
    expect(await validateDoctorStep(1, { ...named, title: 'D'.repeat(51) })).toEqual({ title: 'Use at most 50 characters.' });
    expect(await validateDoctorStep(1, { ...named, lastname: 'L'.repeat(101) })).toEqual({ lastname: 'Use at most 100 characters.' });
  });

  it('finds the first step with a problem, for Submit', async () => {
    expect(await firstInvalidDoctorStep({ ...newDoctorDraft(), yearGraduated: '1800' })).toEqual({
      step: 1,
      errors: { firstname: 'Enter the first name.', lastname: 'Enter the last name.' },
    });
    expect(await firstInvalidDoctorStep({ ...named, yearGraduated: '1800', description: 'a'.repeat(2001) })).toEqual({
      step: 2,
      errors: { yearGraduated: 'Enter a year between 1900 and 2100.' },
    });
  });
});

describe('doctorFailureMessage', () => {
  const refused = (status: number, message: string, field?: string) =>
    new ApiRequestError(status, message, { statusCode: status, error: 'Error', message, ...(field ? { field } : {}) });

  it('names a payload field by its own name, from the error’s field', () => {
    expect(doctorFailureMessage(refused(400, 'jsonPayload/firstname is required', '/body/jsonPayload/firstname'))).toBe('firstname is required');
    expect(doctorFailureMessage(refused(415, 'image is not a JPEG, PNG, GIF or WebP image.', '/body/image'))).toBe('image is not a JPEG, PNG, GIF or WebP image.');
    expect(doctorFailureMessage(refused(409, 'The clinic changed meanwhile.'))).toBe('The clinic changed meanwhile.');
  });

  it('keeps a 5xx’s details on the server', () => {
    expect(doctorFailureMessage(refused(500, 'Something went wrong on our side.'))).toBe('The doctor could not be saved because of a problem on our side. Please try again.');
  });
});
