/**
 * Answers a page's early script asked for before the page's code arrived,
 * handed to the page's API client (shared-ui's apiFetch) by URL: the client takes the
 * answer instead of asking again. One answer per URL, taken once, and only while fresh;
 * kept on the window, so the early script and the client share it whichever copy of
 * this module each was built with.
 */
interface EarlyResponse {
  at: number;
  response: Promise<Response>;
}

const KEY = '__DIRECTPAY_EARLY_RESPONSES__';
/** Older than this, the page asks again: the answer may no longer be the list the visitor should see. */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

function registry(): Map<string, EarlyResponse> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, EarlyResponse> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** Keeps the answer to a GET of `url`, without credentials, for the page's client. */
export function putEarlyResponse(url: string, response: Promise<Response>): void {
  // A rejection is the client's to see (it asks again); none is left unhandled here.
  response.catch(() => undefined);
  registry().set(url, { at: Date.now(), response });
}

/** The early answer to a GET of `url`, once; undefined when there is none or it is stale. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = registry().get(url);
  if (!early) return undefined;
  registry().delete(url);
  return Date.now() - early.at <= EARLY_RESPONSE_MAX_AGE_MS ? early.response : undefined;
}
