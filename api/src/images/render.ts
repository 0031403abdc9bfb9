import sharp from 'sharp';
import { HttpError } from '../lib/http-errors';
import { sniffImage } from './sniff';

export const LARGE_SIZE = 1600;
export const THUMB_SIZE = 400;
export const DOCTOR_SIZE = 800;
const MAX_INPUT_PIXELS = 50_000_000;

export interface Rendition {
  bytes: Buffer;
  contentType: 'image/webp';
}

export interface RenderedImage {
  large: Rendition;
  thumb?: Rendition;
}

const webp = async (input: Buffer, size: number): Promise<Rendition> => ({
  // sharp writes no metadata unless asked (withMetadata): EXIF, GPS, XMP and comments are dropped.
  // rotate() first applies the EXIF orientation, so dropping it does not turn the picture.
  bytes: await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer(),
  contentType: 'image/webp',
});

/**
 * Checks one uploaded part by content and re-encodes it. Re-encoding is what
 * defeats polyglots: only decoded pixels survive, trailing scripts or archives do not.
 */
export async function renderImage(part: string, bytes: Buffer, withThumb: boolean, size = LARGE_SIZE): Promise<RenderedImage> {
  if (bytes.length === 0) throw new HttpError(400, `${part} is empty; choose a JPEG, PNG, GIF or WebP image.`, `/body/${part}`);
  if (!sniffImage(bytes)) throw new HttpError(415, `${part} is not a JPEG, PNG, GIF or WebP image.`, `/body/${part}`);
  try {
    return { large: await webp(bytes, size), thumb: withThumb ? await webp(bytes, THUMB_SIZE) : undefined };
  } catch {
    throw new HttpError(400, `${part} could not be read as an image; it may be damaged.`, `/body/${part}`);
  }
}
