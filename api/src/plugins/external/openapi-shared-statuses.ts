/**
 * The errors an operation can answer before or around its handler, which its
 * contracts definition does not list because no handler sends them: Node's
 * HTTP parser, the router, the body parsers and the rate limiter do
 * (lib/protocol-errors.ts, lib/error-handler.ts, plugins/external/rate-limit.ts).
 * The document lists them on every operation they apply to.
 */
import type { HttpMethod } from '@directpay/contracts';

export interface RouteFacts {
  method: HttpMethod;
  path: string;
  /** The route's `config.rateLimit`: a per-client limit, counted in the database. */
  rateLimited: boolean;
}

/**
 * 400 a malformed URL or request; 408 a request that did not arrive in time;
 * 417 an `Expect` other than 100-continue; 431 a request line (an overlong URL)
 * or headers over Node's limit; 500 anything unexpected. A path parameter over
 * the router's length limit is 414. A method with a body (any but GET) can get
 * 413 (too large) and 415 (a media type the operation does not read); a
 * GET's body is never read. A per-client limit answers 429, and 503 when the
 * database cannot count.
 */
export function sharedStatuses({ method, path, rateLimited }: RouteFacts): number[] {
  return [
    400,
    408,
    417,
    431,
    500,
    ...(path.includes(':') ? [414] : []),
    ...(method !== 'GET' ? [413, 415] : []),
    // A per-client limit is counted in the database: when it cannot write, the request is a 503.
    ...(rateLimited ? [429, 503] : []),
  ];
}

/** What a method a path lacks and a path the API lacks answer: said once, in the document's description. */
export const UNKNOWN_ROUTES =
  'A method a path does not have (QUERY included, with or without a body) answers 405 with an `Allow` header listing the methods it has; a path this API does not have answers 404. Every error has the same body, `ApiError`.';
