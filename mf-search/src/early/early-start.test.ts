import { searchClinics, takeEarlyResponse } from '@directpay/contracts';
import { endpointUrl, setRuntimeConfig } from '@directpay/shared-ui';
import { createApiQueryClient } from '@directpay/shared-ui/query';
import { firstPhoneSearch } from '#src/features/search/first-search';
import { clinicPagesOptions } from '#src/features/search/hooks/use-clinic-pages';
import { cardPictureUrl } from '#src/features/search/utils/card-picture';
import { clinicSearchQuery } from '#src/features/search/utils/clinics-query';
import { PHONE_QUERY } from '#src/hooks/use-is-mobile';
import { getPlaces } from '#src/features/search/api/get-places';
import { EARLY_PHONE_QUERY, firstSearchUrl, startEarlySearch, wherePlaceUrl } from './early-start';

const API = 'http://api.test';
/** What the host's server writes into the page before this script. */
const withRuntime = (apiUrl: string) => Object.assign(window, { __DIRECTPAY_RUNTIME__: { config: { apiUrl }, remotes: { remotes: {} } } });

/** A phone's window (jsdom lays nothing out) at a URL. */
function phoneAt(path: string, phone = true) {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: phone ? 412 : 1280 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: phone ? 823 : 800 });
  window.matchMedia = ((query: string) => ({ matches: phone && query === PHONE_QUERY, media: query })) as unknown as typeof window.matchMedia;
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

const afterThis: (() => void)[] = [];
afterEach(() => afterThis.splice(0).forEach((undo) => undo()));

/** No API in jsdom: each request is recorded, never answered, until the test ends. */
function recordFetches(): string[] {
  const asked: string[] = [];
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Promise<Response>(() => {});
  }) as typeof fetch;
  afterThis.push(() => (globalThis.fetch = fetchBefore));
  return asked;
}

beforeEach(() => {
  document.head.replaceChildren();
  localStorage.clear();
  delete (window as { __DIRECTPAY_RUNTIME__?: unknown }).__DIRECTPAY_RUNTIME__;
});

test('the early script asks for the phone layout as the page does', () => {
  expect(EARLY_PHONE_QUERY).toBe(PHONE_QUERY);
});

test('its URL is the one the page\'s endpoint client builds for the list\'s first page', () => {
  phoneAt('/search?category=Dental&lat=40.76&lng=-111.89&zoom=12');
  const filters = firstPhoneSearch()!;
  expect(firstSearchUrl(`${API}/`)).toBe(`${API}${endpointUrl(searchClinics, { query: clinicSearchQuery(filters) })}`);
  expect(firstSearchUrl(API)).toMatch(/^http:\/\/api\.test\/clinics\?categoryId=1&service=All\+services&sort=name&bbox=[^&]+&limit=10$/);
});

test('it is the very request the page sends first on a phone, so the page\'s client takes the early answer for it', async () => {
  phoneAt('/search?category=Medical%20scans&sort=price&lat=30.27&lng=-97.74&zoom=11');
  setRuntimeConfig({ apiUrl: API });
  const sent = recordFetches();
  // The page's own query for the first filters, as it runs on a phone's first render.
  void createApiQueryClient().prefetchInfiniteQuery(clinicPagesOptions(firstPhoneSearch()));
  await Promise.resolve();
  expect(sent).toEqual([firstSearchUrl(API)]);
});

test('it starts that request from the page\'s HTML, leaves the answer for the page, and starts the first card\'s picture', async () => {
  phoneAt('/search?category=Dental');
  withRuntime(API);
  const picture = '/images/0123456789abcdef01234567';
  const asked: [string, RequestInit | undefined][] = [];
  let answer!: (response: Response) => void;
  const fetchBefore = globalThis.fetch;
  // jsdom has no network: the answer is given by hand, as the API gives it.
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    asked.push([String(input), init]);
    return new Promise<Response>((resolve) => (answer = resolve));
  }) as typeof fetch;
  try {
    startEarlySearch();
  } finally {
    globalThis.fetch = fetchBefore;
  }
  const url = firstSearchUrl(API)!;
  expect(asked).toEqual([[url, { headers: { accept: 'application/json' } }]]);
  const left = takeEarlyResponse(url);
  expect(left).toBeDefined();
  const body = JSON.stringify({ results: [{ imageUrl: `${API}${picture}` }, { imageUrl: null }] });
  const response = { ok: true, clone: () => ({ json: async () => JSON.parse(body) }), text: async () => body } as unknown as Response;
  answer(response);
  // The page's client gets the answer itself, untouched.
  expect(await (await left!).text()).toBe(body);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloads().map((link) => [link.as, link.fetchPriority, link.href])).toEqual([['image', 'high', cardPictureUrl(`${API}${picture}`)]]);
});

test('a search in Spanish (`/es/search`) starts the same requests as in English: the page is the same and asks for the same list', () => {
  const asked = recordFetches();
  withRuntime(API);
  phoneAt('/es/search?category=Dental&lat=40.76&lng=-111.89&zoom=12');
  startEarlySearch();
  phoneAt('/search?category=Dental&lat=40.76&lng=-111.89&zoom=12');
  const english = firstSearchUrl(API);
  expect(english).not.toBeNull();
  expect(asked).toEqual([english]);
  phoneAt('/es/search?where=84101&category=Chiropractic');
  expect(wherePlaceUrl(API)).toBe(`${API}/places?q=84101&limit=8`);
});

test('it starts nothing where the page cannot know its first request ahead', () => {
  const asked = recordFetches();
  withRuntime(API);
  for (const [path, phone] of [
    ['/search?category=Dental', false], // the desktop list's area comes from its measured column
    ['/compare?ids=a,b', true],
    ['/es/compare?ids=a,b', true],
    ['/search/anything', true],
    ['/esearch?category=Dental', true],
  ] as const) {
    phoneAt(path, phone);
    startEarlySearch();
    expect(preloads()).toEqual([]);
  }
  // No run-time configuration (a host that does not write it in): nothing either.
  delete (window as { __DIRECTPAY_RUNTIME__?: unknown }).__DIRECTPAY_RUNTIME__;
  phoneAt('/search?category=Dental');
  startEarlySearch();
  expect(preloads()).toEqual([]);
  expect(asked).toEqual([]);
});

test.each([true, false])('a place still to be looked up (phone: %p): its lookup leaves from the HTML, the very one the page asks for, and no list before it', async (phone) => {
  phoneAt('/search?where=84101&category=Chiropractic&code=', phone);
  withRuntime(API);
  setRuntimeConfig({ apiUrl: API });
  const asked: string[] = [];
  const body = JSON.stringify({ results: [] });
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL) => {
    asked.push(String(input));
    return Promise.resolve({ ok: true, status: 200, text: async () => body } as unknown as Response);
  }) as typeof fetch;
  try {
    startEarlySearch();
    expect(asked).toEqual([wherePlaceUrl(API)]);
    expect(preloads()).toEqual([]);
    // The page's lookup of its `where` takes that answer and asks nothing more.
    expect((await getPlaces('84101')).results).toEqual([]);
    expect(asked).toHaveLength(1);
  } finally {
    globalThis.fetch = fetchBefore;
  }
});
