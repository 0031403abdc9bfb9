import { MAX_IMAGE_BYTES } from '@directpay/contracts';

/** The types the wizard's hint promises ('PNG, JPG, GIF up to 10MB'); the API also takes WebP. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';

/** What is wrong with a file chosen as an image, for the screen to say in its language; null when it can go. */
export type ImageFileIssue = 'notImage' | 'tooLarge' | 'empty';

/** Checked before upload so a wrong file is refused at once, not after sending megabytes. */
export function imageFileIssue(file: Pick<File, 'type' | 'size'>): ImageFileIssue | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

const WORDS: Record<ImageFileIssue, (name: string) => string> = {
  notImage: (name) => `${name} is not a PNG, JPG or GIF image.`,
  tooLarge: (name) => `${name} is larger than 10MB.`,
  empty: (name) => `${name} is empty.`,
};

/** The issue in English. */
export function imageFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const issue = imageFileIssue(file);
  return issue && WORDS[issue](file.name);
}
