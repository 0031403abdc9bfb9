/**
 * @jest-environment node
 */
// Pure logic: the node environment has TextEncoder, which react-router (pulled in via shared-ui) needs and jsdom lacks.
import { doctorName } from './doctor-modal';

describe('doctorName', () => {
  it("reads 'Dr. {first} {last}, {degree}'", () => expect(doctorName({ firstname: 'Ana', lastname: 'Reyes', degree: 'DDS' })).toBe('Dr. Ana Reyes, DDS'));
  it('leaves the degree out when unknown', () => expect(doctorName({ firstname: 'Ana', lastname: 'Reyes', degree: '' })).toBe('Dr. Ana Reyes'));
});
