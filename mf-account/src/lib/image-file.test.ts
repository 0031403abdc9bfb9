import { MAX_IMAGE_BYTES } from '@directpay/contracts';
import { imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('accepts PNG, JPG and GIF up to 10MB', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 100 })).toBeNull();
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 1 })).toBeNull();
  });
  it('refuses other types and files over 10MB (the original did not enforce either)', () => {
    expect(imageFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 100 })).toBe('a.svg is not a PNG, JPG or GIF image.');
    expect(imageFileProblem({ name: 'a.txt', type: 'text/plain', size: 100 })).toMatch(/not a PNG/);
    expect(imageFileProblem({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('big.png is larger than 10MB.');
  });
});
