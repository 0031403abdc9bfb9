/**
 * The export files (clinics.csv.gz, clinics.ndjson.gz), kept in GridFS (bucket
 * `open_data`) and regenerated at most hourly, by one process at a time
 * (docs/decisions/0028-exports-claimed-and-kept-in-gridfs.md).
 *
 * A file's state lives in `open_data_exports`, one document per file. A request
 * finding the copy older than an hour claims its regeneration with one
 * findOneAndUpdate (a claim lasts CLAIM_MS, so a process that died leaves it to
 * another); the claimer streams clinics → CSV or NDJSON → gzip → GridFS with
 * backpressure, holding one batch of clinics at a time, while every request
 * is answered the previous copy. Every row and line carries the licence, the
 * attribution and the generation time (docs/decisions: the export's licence inside its files). Only a finished file is ever pointed at, and the copy it
 * replaces is kept for downloads still reading it, so no download is torn.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { GridFSBucket, type Collection, type Db, type ObjectId } from 'mongodb';
import { OPEN_DATA_EXPORT_REFRESH_MS } from '@directpay/contracts';
import { exportContent, type ExportSource } from '#src/open-data/export-content';
import { CSV_HEADERS } from '#src/open-data/export-rows';

export const EXPORT_NAMES = ['clinics.csv.gz', 'clinics.ndjson.gz'] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];

export const EXPORTS_COLLECTION = 'open_data_exports';
export const EXPORTS_BUCKET = 'open_data';
/** A copy this old is made again on the next request (the interval /open-data states). */
export const EXPORT_MAX_AGE_MS = OPEN_DATA_EXPORT_REFRESH_MS;
/** How long a claim holds: past it, a process that died while writing leaves the work to another. */
const CLAIM_MS = 15 * 60_000;
/** How long a request waits for the first copy another process is making, before a 503. */
const FIRST_COPY_WAIT_MS = 60_000;

interface ExportState {
  _id: ExportName;
  fileId?: ObjectId;
  /** A hash of the data without the stamp (so a copy with only a new generation time is no new copy). */
  etag?: string;
  length?: number;
  /** sha256 of the gzip bytes (hex), for datapackage.json; absent on copies made before it was kept. */
  sha256?: string;
  /** When the copy served was made (the generation time inside it): a regeneration that makes the same data keeps it. */
  lastModified?: Date;
  /** When the copy was last made (the data is as of then). */
  checkedAt?: Date;
  claimBy?: string;
  claimUntil?: Date;
  /** Set when a clinic left the public ones after this copy was made: it is not served again (withdraw). */
  withdrawnAt?: Date;
}

/** A finished copy, as served. */
export interface ExportFile {
  fileId: ObjectId;
  etag: string;
  length: number;
  /** When the copy was made: its stamp's generation time. */
  lastModified: Date;
  sha256?: string;
}

export type { ExportSource };

const fileOf = (state: ExportState | null): ExportFile | undefined =>
  !state?.withdrawnAt && state?.fileId && state.etag && state.length !== undefined && state.lastModified
    ? { fileId: state.fileId, etag: state.etag, length: state.length, lastModified: state.lastModified, ...(state.sha256 ? { sha256: state.sha256 } : {}) }
    : undefined;

/** A copy made within the interval; one without a byte hash predates the stamp inside the files and is made again. */
const isFresh = (state: ExportState | null, now: Date) =>
  Boolean(fileOf(state) && state?.sha256 && state.checkedAt && now.getTime() - state.checkedAt.getTime() < EXPORT_MAX_AGE_MS);

export class ExportsRepository {
  private readonly states: Collection<ExportState>;
  private readonly bucket: GridFSBucket;
  /** Who this process is, in claims. */
  private readonly me = randomUUID();
  /** This process's regenerations under way, which its own requests wait on rather than claim again. */
  private readonly running = new Map<ExportName, Promise<ExportFile>>();
  private readonly stop = new AbortController();

  constructor(
    db: Db,
    private readonly source: ExportSource,
    private readonly onBackgroundError: (error: unknown, name: ExportName) => void,
  ) {
    this.states = db.collection<ExportState>(EXPORTS_COLLECTION);
    this.bucket = new GridFSBucket(db, { bucketName: EXPORTS_BUCKET });
  }

  /**
   * The copy to serve: a fresh one; else a stale one while this or another
   * process makes the next; else the first one, once made (this request makes
   * it, or waits for the process that does). Undefined when no first copy came in time.
   */
  async current(name: ExportName, now = new Date()): Promise<ExportFile | undefined> {
    const state = await this.states.findOne({ _id: name });
    const served = fileOf(state);
    if (served && isFresh(state, now)) return served;
    let running = this.running.get(name);
    if (!running && (await this.claim(name, now))) {
      running = this.generate(name, now).finally(() => this.running.delete(name));
      this.running.set(name, running);
      if (served) running.catch((error: unknown) => this.onBackgroundError(error, name));
    }
    if (served) return served;
    if (running) return running;
    return this.firstCopy(name);
  }

  /**
   * A clinic left the public ones: no copy made before now is served again, even
   * stale, and the next request makes a new one (its claim finds no checkedAt).
   */
  async withdraw(now = new Date()): Promise<void> {
    await this.states.updateMany({}, { $set: { withdrawnAt: now }, $unset: { checkedAt: '' } });
  }

  open(file: ExportFile): Readable {
    return this.bucket.openDownloadStream(file.fileId);
  }

  /** Stops a regeneration under way (its claim lapses) and waits for it to end. */
  async close(): Promise<void> {
    this.stop.abort();
    await Promise.allSettled([...this.running.values()]);
  }

  /** Claims the regeneration of a missing or stale copy nobody holds; false when another process has it or it is fresh. */
  private async claim(name: ExportName, now: Date): Promise<boolean> {
    const stale = new Date(now.getTime() - EXPORT_MAX_AGE_MS);
    try {
      const state = await this.states.findOneAndUpdate(
        {
          _id: name,
          $and: [
            // Missing, stale, or made before the stamp inside the files (no byte hash): due now.
            { $or: [{ checkedAt: { $exists: false } }, { checkedAt: { $lte: stale } }, { sha256: { $exists: false } }] },
            { $or: [{ claimUntil: { $exists: false } }, { claimUntil: { $lt: now } }] },
          ],
        },
        { $set: { claimBy: this.me, claimUntil: new Date(now.getTime() + CLAIM_MS) } },
        { upsert: true, returnDocument: 'after' },
      );
      return state?.claimBy === this.me;
    } catch (error) {
      // The document exists and did not match: another process holds the claim, or the copy is fresh.
      if ((error as { code?: number }).code === 11000) return false;
      throw error;
    }
  }

  /** Waits for the first copy another process is making. */
  private async firstCopy(name: ExportName): Promise<ExportFile | undefined> {
    const deadline = Date.now() + FIRST_COPY_WAIT_MS;
    while (Date.now() < deadline && !this.stop.signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const file = fileOf(await this.states.findOne({ _id: name }));
      if (file) return file;
    }
    return undefined;
  }

  /** Writes a new copy and points the state at it, if this process still holds the claim. */
  private async generate(name: ExportName, now: Date): Promise<ExportFile> {
    // The ETag: the file's name and layout, and the data without its stamp.
    const data = createHash('sha256').update(`${name}\n${CSV_HEADERS.join(',')}\n`);
    const hash = createHash('sha256');
    let length = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        length += chunk.length;
        done(null, chunk);
      },
    });
    const upload = this.bucket.openUploadStream(name, { metadata: { name, contentType: 'application/gzip' } });
    const fileId = upload.id;
    const { source, format } = exportContent(name, this.source, now, data);
    try {
      await pipeline(source, format, createGzip(), measure, upload, { signal: this.stop.signal });
    } catch (error) {
      await this.bucket.delete(fileId).catch(() => undefined);
      await this.states.updateOne({ _id: name, claimBy: this.me }, { $unset: { claimBy: '', claimUntil: '' } }).catch(() => undefined);
      throw error;
    }
    const etag = `"${data.digest('base64url').slice(0, 32)}"`;
    const sha256 = hash.digest('hex');
    const before = await this.states.findOne({ _id: name });
    // The same data as the copy served (stamped earlier, so its bytes differ): that copy stays, with its date.
    const same = before?.etag === etag && before.sha256 ? fileOf(before) : undefined;
    // A copy of the same data goes before the state says the run is done, so no reader sees it left over.
    if (same) await this.bucket.delete(fileId);
    const next: Partial<ExportState> = same ? { checkedAt: now } : { fileId, etag, length, sha256, lastModified: now, checkedAt: now };
    // A copy begun before a withdrawal may hold the withdrawn clinic: it ends the withdrawal only when it began after it.
    const held = await this.states.updateOne(
      { _id: name, claimBy: this.me, $or: [{ withdrawnAt: { $exists: false } }, { withdrawnAt: { $lt: now } }] },
      { $set: next, $unset: { claimBy: '', claimUntil: '', withdrawnAt: '' } },
    );
    if (held.matchedCount === 0 && !same) await this.bucket.delete(fileId);
    const withdrawn = held.matchedCount === 0 ? await this.states.findOne({ _id: name, claimBy: this.me }) : null;
    if (withdrawn) {
      // Withdrawn while this copy was made: the claim is given up and a copy begun now is made instead.
      await this.states.updateOne({ _id: name, claimBy: this.me }, { $unset: { claimBy: '', claimUntil: '' } });
      const again = new Date();
      if (await this.claim(name, again)) return this.generate(name, again);
    }
    if (held.matchedCount === 0) {
      // The claim lapsed and another process wrote a copy: serve that one.
      const theirs = fileOf(await this.states.findOne({ _id: name }));
      if (theirs) return theirs;
      throw new Error(`the claim on ${name} lapsed before its copy was written`);
    }
    if (same) return same;
    // Every older copy goes, but the one just replaced, which a download may still be reading.
    await this.sweep(name, [fileId, ...(before?.fileId ? [before.fileId] : [])]);
    return { fileId, etag, length, lastModified: now, sha256 };
  }

  private async sweep(name: ExportName, keep: ObjectId[]): Promise<void> {
    const old = await this.bucket.find({ 'metadata.name': name, _id: { $nin: keep } }, { projection: { _id: 1 } }).toArray();
    for (const file of old) await this.bucket.delete(file._id).catch(() => undefined);
  }
}
