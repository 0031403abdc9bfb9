import { MAX_IMAGE_BYTES } from '@directpay/contracts';

/** The types the wizard's hint promises ('PNG, JPG, GIF up to 10MB'); the API also takes WebP. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';

/** Checked before upload so a wrong file is refused at once, not after sending megabytes. */
export function imageFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a PNG, JPG or GIF image.`;
  }
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than 10MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
