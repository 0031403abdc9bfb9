/**
 * @jest-environment node
 */
// Pure logic: the node environment has TextEncoder, which react-router (pulled in via shared-ui) needs and jsdom lacks.
import { testClinic } from '#src/test-clinic';
import { clinicMeta } from '@directpay/contracts';

describe('clinicMeta', () => {
  it('titles the page with name, city and state', () => expect(clinicMeta(testClinic()).title).toBe('Bright Smiles Dental, Provo, UT'));
  it('describes the clinic for sharing in at most 160 characters', () => {
    const meta = clinicMeta(testClinic({ detail: { ...testClinic().detail, description: 'x'.repeat(400) } }));
    expect(meta.description.startsWith('Bright Smiles Dental in Provo, UT takes direct payment and lists 2 cash prices.')).toBe(true);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});
