import type { Doctor } from '@directpay/contracts';
import { doctorPayload, draftFromDoctor, firstInvalidDoctorStep, newDoctorDraft, validateDoctorStep } from './doctor-draft';

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
  it('requires first and last name and a plausible year', () => {
    expect(Object.keys(validateDoctorStep(1, newDoctorDraft())).sort()).toEqual(['firstname', 'lastname']);
    expect(validateDoctorStep(2, { ...newDoctorDraft(), yearGraduated: '20x0' }).yearGraduated).toBeDefined();
    expect(validateDoctorStep(2, { ...newDoctorDraft(), yearGraduated: '2000' })).toEqual({});
    expect(firstInvalidDoctorStep(draftFromDoctor(doctor))).toBeNull();
  });
});
