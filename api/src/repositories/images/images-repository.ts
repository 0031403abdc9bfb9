/**
 * Image bytes in GridFS (bucket `images`). Files are immutable: a new picture
 * is a new id, which is why they can be cached for a year.
 */
import { Readable } from 'node:stream';
import { GridFSBucket, ObjectId, type Db } from 'mongodb';

export interface StoredImageFile {
  id: ObjectId;
  length: number;
  contentType: string;
  uploadDate: Date;
}

export class ImagesRepository {
  readonly bucket: GridFSBucket;

  constructor(db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: 'images' });
  }

  async upload(bytes: Buffer, contentType: string, filename = 'image'): Promise<ObjectId> {
    const stream = this.bucket.openUploadStream(filename, { metadata: { contentType } });
    await new Promise<void>((resolve, reject) => {
      Readable.from([bytes]).pipe(stream).on('finish', () => resolve()).on('error', reject);
    });
    return stream.id;
  }

  async find(id: ObjectId): Promise<StoredImageFile | null> {
    const file = await this.bucket.find({ _id: id }).limit(1).next();
    if (!file) return null;
    const contentType = typeof file.metadata?.contentType === 'string' ? file.metadata.contentType : 'application/octet-stream';
    return { id, length: file.length, contentType, uploadDate: file.uploadDate };
  }

  open(id: ObjectId): Readable {
    return this.bucket.openDownloadStream(id);
  }

  /** Deletes files and their chunks; ids that are already gone are ignored. */
  async delete(ids: ObjectId[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.bucket.delete(id);
      } catch (error) {
        if (!(error instanceof Error && /File not found/i.test(error.message))) throw error;
      }
    }
  }
}
