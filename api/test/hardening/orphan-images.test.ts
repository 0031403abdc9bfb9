/**
 * A clinic create interrupted by a crash left a GridFS file no clinic refers
 * to (issue 12, low item). Writes are ordered so a crash leaves at most such
 * files, and the API sweeps them (older than an hour) when it starts.
 */
import { ObjectId } from 'mongodb';
import { buildOwnerTestApp, imageFileCount, multipart, pngImage, signIn, validClinic, type TestApp } from '../owner/helpers';

jest.setTimeout(60_000);
const HOUR = 60 * 60 * 1000;

describe('image files a crash leaves behind are swept at start', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('a create that dies after writing its images leaves only files no clinic refers to, and the next start deletes those older than an hour', async () => {
    t = await buildOwnerTestApp();
    const { dataDir } = t;
    const a = await signIn(t.app, 'crash@example.com');
    const post = async () => {
      const body = multipart([['jsonPayload', JSON.stringify(validClinic({ images: [{ url: '' }] }))], ['image0', { bytes: await pngImage() }]]);
      return t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...body.headers }, payload: body.payload });
    };
    const kept = await post();
    expect(kept.statusCode).toBe(201);
    const keptFiles = await imageFileCount(t.app);

    // The process dies between the image writes and the clinic write: no rollback runs.
    const clinics = t.app.clinics as unknown as { insert: () => Promise<never> };
    const images = t.app.images as unknown as { delete: () => Promise<void> };
    const [insert, remove] = [clinics.insert, images.delete];
    clinics.insert = () => Promise.reject(new Error('process killed'));
    images.delete = () => Promise.resolve();
    expect((await post()).statusCode).toBe(500);
    clinics.insert = insert;
    images.delete = remove;

    const db = t.app.mongo.db;
    const orphans = await db.collection('images.files').find({}).sort({ uploadDate: -1 }).limit(2).toArray();
    expect(await imageFileCount(t.app)).toBe(keptFiles + 2); // the picture and its thumbnail, referenced by nothing
    expect(await db.collection('clinics').countDocuments()).toBe(1);

    // Two hours pass for every file (the kept clinic's too); one more orphan is fresh.
    await db.collection('images.files').updateMany({}, { $set: { uploadDate: new Date(Date.now() - 2 * HOUR) } });
    const fresh = await t.app.images.upload(await pngImage(), 'image/webp', 'fresh.webp');
    // A chunk whose file document was never written (killed mid-upload), two hours old.
    const oldId = ObjectId.createFromTime(Math.floor((Date.now() - 2 * HOUR) / 1000));
    await db.collection('images.chunks').insertOne({ _id: oldId, files_id: new ObjectId(), n: 0, data: Buffer.from('partial') });

    await t.app.close(); // a restart on the same data
    t = await buildOwnerTestApp({ DATA_DIR: dataDir });
    const after = t.app.mongo.db;
    const left = (await after.collection('images.files').find({}).toArray()).map((f) => String(f._id));
    expect(left).toHaveLength(keptFiles + 1);
    for (const orphan of orphans) expect(left).not.toContain(String(orphan._id));
    expect(left).toContain(String(fresh));
    expect(await after.collection('images.chunks').countDocuments({ _id: oldId })).toBe(0);
    // The kept clinic still shows its picture.
    const url = new URL(kept.json().result.images[0].url).pathname;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
