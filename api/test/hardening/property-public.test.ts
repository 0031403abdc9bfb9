/**
 * Hardening, property-based: requests generated with fast-check from each
 * public and sign-in route's schemas. No 5xx, every answer matches its schema,
 * a rejected request stores nothing.
 */
import { createHash } from 'node:crypto';
import { buildHardeningApp, type HardeningApp } from './support/app';
import { setUpCallers } from './support/callers';
import { NUM_RUNS, checkRoute, type Callers } from './support/property';
import { ACCOUNT_ROUTES, PUBLIC_ROUTES, SIGN_IN_ROUTES, reachableRoutes } from './support/route-list';

jest.setTimeout(180_000);
// These requests test input handling, not password hashing: a cheap scrypt lets
// a thousand sign-ups and logins per route fit in the suite's time.
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return {
    ...actual,
    scrypt: (password: string, salt: Buffer, keylen: number, ...rest: unknown[]) => {
      const callback = rest[rest.length - 1] as (error: Error | null, key: Buffer) => void;
      setImmediate(() => callback(null, createHash('sha512').update(password).update(salt).digest().subarray(0, keylen)));
    },
  };
});
let h: HardeningApp;
let callers: Callers;
beforeAll(async () => {
  h = await buildHardeningApp();
  callers = await setUpCallers(h);
});
afterAll(() => h.close());

describe('property-based requests from the route schemas', () => {
  it('the route lists name every route the API has', () => {
    expect([...reachableRoutes(h).keys()].sort()).toEqual([...PUBLIC_ROUTES, ...SIGN_IN_ROUTES, ...ACCOUNT_ROUTES].sort());
  });

  it.each([...PUBLIC_ROUTES, ...SIGN_IN_ROUTES])(`%s: ${NUM_RUNS} generated requests`, async (key) => {
    await checkRoute(h, reachableRoutes(h).get(key)!, callers);
  });
});
