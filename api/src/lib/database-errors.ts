import { MongoServerError } from 'mongodb';

/** MongoDB's OutOfDiskSpace; the embedded engine answers it too when its journal cannot be written. */
const OUT_OF_DISK_SPACE = 14031;

/**
 * The database refused a write because it could not make it durable (a full
 * disk, an unwritable data file). Nothing was changed and the same request can
 * succeed later: the API answers 503, never 500.
 */
export function isDatabaseWriteUnavailable(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === OUT_OF_DISK_SPACE;
}

export const WRITE_UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The database cannot save changes right now (its disk is full or its data file cannot be written). Nothing was changed; please try again in a few minutes.',
} as const;
