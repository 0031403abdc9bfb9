/**
 * @jest-environment node
 */
// Pure logic: the node environment has TextEncoder, which react-router (pulled in via shared-ui) needs and jsdom lacks.
import { testClinic } from '../test-clinic';
import { toClinic } from './get-test-clinic';

describe('toClinic', () => {
  it('puts the test source images back into the clinic', () => {
    const { images: _images, ...clinic } = testClinic();
    expect(toClinic({ clinic, images: [{ url: 'u1' }, { url: 'u2' }] }).images).toEqual([{ url: 'u1' }, { url: 'u2' }]);
  });
});
