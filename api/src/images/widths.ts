/**
 * Width variants of stored images: `GET /images/:id?w=400|800|1200`.
 * A variant is re-encoded from the stored file once and then answered from
 * memory: a byte-bounded least-recently-used cache, and concurrent requests for
 * the same variant share one encoding. Stored files never change (a new picture
 * gets a new id), so a cached variant never goes stale; browsers and CDNs keep
 * it for a year like the original.
 */
import sharp from 'sharp';
import type { ObjectId } from 'mongodb';
import type { ImageWidth } from '@directpay/contracts';
import type { ImagesRepository } from '#src/repositories/images/images-repository';

export type { ImageWidth };

export interface ImageVariant {
  bytes: Buffer;
  contentType: 'image/webp';
}

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** What `variant` reports, so a test (and a curious operator) can see the second answer came from the cache. */
export type CacheOutcome = 'hit' | 'miss';

export class ImageWidthCache {
  private readonly entries = new Map<string, ImageVariant>();
  private readonly pending = new Map<string, Promise<ImageVariant>>();
  private bytes = 0;

  constructor(
    private readonly images: ImagesRepository,
    /** The cache's bound; the least recently used variants leave first. */
    private readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  /** The stored image `id` at most `width` px wide (never enlarged), as WebP. */
  async variant(id: ObjectId, width: ImageWidth): Promise<{ image: ImageVariant; cache: CacheOutcome }> {
    const key = `${id.toHexString()}:${width}`;
    const cached = this.entries.get(key);
    if (cached) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return { image: cached, cache: 'hit' };
    }
    let encoding = this.pending.get(key);
    if (!encoding) {
      encoding = this.encode(id, width).finally(() => this.pending.delete(key));
      this.pending.set(key, encoding);
    }
    const image = await encoding;
    this.remember(key, image);
    return { image, cache: 'miss' };
  }

  private async encode(id: ObjectId, width: ImageWidth): Promise<ImageVariant> {
    const source = await readAll(this.images.open(id));
    const bytes = await sharp(source, { failOn: 'error' })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes, contentType: 'image/webp' };
  }

  private remember(key: string, image: ImageVariant): void {
    if (this.entries.has(key) || image.bytes.length > this.maxBytes) return;
    this.entries.set(key, image);
    this.bytes += image.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }
}
