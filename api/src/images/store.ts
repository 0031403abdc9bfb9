import type { ObjectId } from 'mongodb';
import type { ImagesRepository } from '../repositories/images/images-repository';
import type { StoredImage } from '../repositories/clinics/stored-clinic';
import type { RenderedImage } from './render';

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** GridFS writes for one request; `rollback` removes everything this request wrote. */
export class ImageWrites {
  private written: ObjectId[] = [];

  constructor(private readonly images: ImagesRepository) {}

  async save(rendered: RenderedImage): Promise<StoredImage> {
    const id = await this.images.upload(rendered.large.bytes, rendered.large.contentType, 'large.webp');
    this.written.push(id);
    if (!rendered.thumb) return { id };
    const thumbId = await this.images.upload(rendered.thumb.bytes, rendered.thumb.contentType, 'thumb.webp');
    this.written.push(thumbId);
    return { id, thumbId };
  }

  /** A duplicated clinic gets its own copies, so deleting one never breaks the other. */
  async copy(image: StoredImage): Promise<StoredImage> {
    const file = await this.images.find(image.id);
    if (!file) return image;
    const id = await this.images.upload(await readAll(this.images.open(image.id)), file.contentType, 'large.webp');
    this.written.push(id);
    if (!image.thumbId) return { id };
    const thumb = await this.images.find(image.thumbId);
    if (!thumb) return { id };
    const thumbId = await this.images.upload(await readAll(this.images.open(image.thumbId)), thumb.contentType, 'thumb.webp');
    this.written.push(thumbId);
    return { id, thumbId };
  }

  async rollback(): Promise<void> {
    await this.images.delete(this.written);
    this.written = [];
  }
}

export const fileIds = (images: StoredImage[]): ObjectId[] => images.flatMap((i) => (i.thumbId ? [i.id, i.thumbId] : [i.id]));
