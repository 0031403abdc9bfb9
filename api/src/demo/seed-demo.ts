/**
 * Writes demo clinics (and their pictures) through the repositories, in
 * batches. Used on first start with an empty database and by `npm run seed`.
 */
import type { ClinicsRepository } from '../repositories/clinics/clinics-repository';
import type { StoredImage } from '../repositories/clinics/stored-clinic';
import type { ImagesRepository } from '../repositories/images/images-repository';
import { DEMO_ACCOUNT_ID, demoClinic } from './demo-clinics';
import { renderDemoPictures, type DemoPicture } from './demo-images';

export interface SeedOptions {
  /** How many clinics; the first `from` are assumed present already. */
  clinics: number;
  from?: number;
  /** Generate pictures (slow for very large sets). */
  images: boolean;
  /** Shorter documents for benchmark-sized sets. */
  lean?: boolean;
  onProgress?: (done: number, total: number) => void;
}

const BATCH = 1000;
const UPLOADS_IN_FLIGHT = 16;

async function uploadPictures(images: ImagesRepository, pool: DemoPicture[], i: number, count: number): Promise<StoredImage[]> {
  const out: StoredImage[] = [];
  for (let n = 0; n < count; n++) {
    const picture = pool[(i * 5 + n * 7) % pool.length];
    const [id, thumbId] = await Promise.all([
      images.upload(picture.large, 'image/jpeg', `demo-${i + 1}-${n + 1}.jpg`),
      images.upload(picture.thumb, 'image/jpeg', `demo-${i + 1}-${n + 1}-thumb.jpg`),
    ]);
    out.push({ id, thumbId });
  }
  return out;
}

export async function seedDemo(repos: { clinics: ClinicsRepository; images: ImagesRepository }, options: SeedOptions): Promise<number> {
  const pool = options.images ? await renderDemoPictures() : [];
  const start = options.from ?? 0;
  for (let batchStart = start; batchStart < options.clinics; batchStart += BATCH) {
    const end = Math.min(options.clinics, batchStart + BATCH);
    const batch = Array.from({ length: end - batchStart }, (_, k) => demoClinic(batchStart + k, { lean: options.lean }));
    if (options.images) {
      for (let k = 0; k < batch.length; k += UPLOADS_IN_FLIGHT) {
        await Promise.all(
          batch.slice(k, k + UPLOADS_IN_FLIGHT).map(async (clinic, j) => {
            clinic.fields.images = await uploadPictures(repos.images, pool, batchStart + k + j, clinic.imageCount);
          }),
        );
      }
    }
    await repos.clinics.insertMany(DEMO_ACCOUNT_ID, batch, { demo: true });
    options.onProgress?.(end, options.clinics);
  }
  return options.clinics - start;
}
