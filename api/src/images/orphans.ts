/**
 * Image files no clinic refers to. Writes are ordered so that a crash can leave
 * only these: a clinic or doctor is saved after its new files are written and
 * before the files it dropped are deleted. Files younger than an hour are
 * never swept, so an upload still in progress is safe.
 */
import { ObjectId, type Db } from 'mongodb';
import type { ImagesRepository } from '../repositories/images/images-repository';

export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

interface ClinicImageRefs {
  images?: { id: ObjectId; thumbId?: ObjectId }[];
  doctors?: { imageId?: ObjectId | null }[];
}

/** Deletes unreferenced image files (and chunks whose file was never completed) older than an hour; returns how many files. */
export async function sweepOrphanImages(db: Db, images: ImagesRepository, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
  const old = await db.collection('images.files').find({ uploadDate: { $lt: cutoff } }, { projection: { _id: 1 } }).toArray();
  const oldChunks = await db
    .collection('images.chunks')
    .find({ _id: { $lt: ObjectId.createFromTime(Math.floor(cutoff.getTime() / 1000)) } }, { projection: { files_id: 1 } })
    .toArray();
  if (old.length === 0 && oldChunks.length === 0) return 0;

  const referenced = new Set<string>();
  const clinics = db.collection<ClinicImageRefs>('clinics').find({}, { projection: { images: 1, 'doctors.imageId': 1 } });
  for await (const clinic of clinics) {
    for (const image of clinic.images ?? []) {
      referenced.add(image.id.toHexString());
      if (image.thumbId) referenced.add(image.thumbId.toHexString());
    }
    for (const doctor of clinic.doctors ?? []) if (doctor.imageId) referenced.add(doctor.imageId.toHexString());
  }
  const orphans = old.map((f) => f._id as ObjectId).filter((id) => !referenced.has(id.toHexString()));
  await images.delete(orphans);

  // A crash during an upload leaves chunks without their file document.
  const files = new Set((await db.collection('images.files').find({}, { projection: { _id: 1 } }).toArray()).map((f) => String(f._id)));
  const unfinished = new Set(oldChunks.map((c) => String(c.files_id)).filter((id) => !files.has(id)));
  for (const id of unfinished) await db.collection('images.chunks').deleteMany({ files_id: new ObjectId(id) });
  return orphans.length;
}
