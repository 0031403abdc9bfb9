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
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  NoQueryExecutionPlans: 291,
  Location40352: 40352,
  DuplicateKey: 11000,
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

export function toErrorDoc(err: unknown): Record<string, unknown> {
  if (err instanceof MongoError) {
    return { ok: 0, errmsg: err.message, code: err.code, codeName: err.codeName, ...err.extra };
  }
  // Anything thrown by mingo is a bad query/update expression from the client.
  const msg = err instanceof Error ? err.message : String(err);
  return { ok: 0, errmsg: msg, code: Codes.BadValue, codeName: 'BadValue' };
}

export function badValue(msg: string): MongoError {
  return new MongoError(Codes.BadValue, msg);
}
