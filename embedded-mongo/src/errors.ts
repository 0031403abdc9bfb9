// Server errors carry MongoDB's numeric code and codeName so the official
// driver maps them onto its usual MongoServerError subclasses.
export const Codes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  PathNotViable: 28,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  NotAReplicaSet: 123,
  NoQueryExecutionPlans: 291,
  Location40352: 40352,
  // A command field MongoDB's parser does not know.
  IDLUnknownField: 40415,
  // $geoNear not the first stage of a pipeline.
  Location40602: 40602,
  // $out or $merge before the last stage.
  Location40601: 40601,
  // A pipeline stage that is not one field, or one MongoDB does not know.
  Location40323: 40323,
  Location40324: 40324,
  // A document's value under a 2dsphere-indexed field is not a usable point.
  Location16755: 16755,
  DuplicateKey: 11000,
  // MongoDB's code for a write refused for want of disk: the journal could not be written, so the write was not applied.
  OutOfDiskSpace: 14031,
} as const;

const names: Record<number, string> = Object.fromEntries(Object.entries(Codes).map(([k, v]) => [v, k]));

export class MongoError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get codeName(): string {
    return names[this.code] ?? 'UnknownError';
  }
}

// mingo's words for what MongoDB's parsers refuse, and MongoDB's code and words for them.
const MINGO_ERRORS: Array<[RegExp, number, (name: string) => string]> = [
  [/^unknown query operator (\$\S+)$/, Codes.BadValue, (op) => `unknown operator: ${op}`],
  [/^unknown top level operator: (\$\S+)$/, Codes.BadValue, (op) => `unknown top level operator: ${op}. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.`],
  [/^unregistered pipeline operator (\$\S+?)\.?$/, Codes.Location40324, (stage) => `Unrecognized pipeline stage name: '${stage}'`],
];

/** Any error as a MongoError: anything thrown by mingo is a bad query, update or pipeline from the client. */
export function toMongoError(err: unknown): MongoError {
  if (err instanceof MongoError) return err;
  const msg = err instanceof Error ? err.message : String(err);
  for (const [pattern, code, message] of MINGO_ERRORS) {
    const m = pattern.exec(msg);
    if (m) return new MongoError(code, message(m[1]));
  }
  return new MongoError(Codes.BadValue, msg);
}

export function toErrorDoc(err: unknown): Record<string, unknown> {
  const e = toMongoError(err);
  return { ok: 0, errmsg: e.message, code: e.code, codeName: e.codeName, ...e.extra };
}

export function badValue(msg: string): MongoError {
  return new MongoError(Codes.BadValue, msg);
}

/**
 * A problem that stops the engine from opening its data folder. The message is
 * one line naming the file or folder and what to do about it.
 */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly offset?: number,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

export function journalWriteFailed(file: string, err: unknown): MongoError {
  const e = err as NodeJS.ErrnoException;
  const why = e.code ? `${e.code}: ${e.message}` : String(e?.message ?? e);
  return new MongoError(
    Codes.OutOfDiskSpace,
    `The embedded database could not save this write (${why}) in ${file}; nothing was changed. Writes resume by themselves once the disk has room and the file is writable.`,
  );
}
