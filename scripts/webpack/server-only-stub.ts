/**
 * Stands in for `cookie` and `set-cookie-parser` in browser builds. react-router
 * imports them for its server runtime only (createCookie, sessions, the data
 * routes' Set-Cookie handling), which this site never runs in the browser, yet
 * a shared react-router-dom keeps every export, so they would ship on every page.
 * A call reaching this stub is a bug, so it says so.
 */
function serverOnly(name: string): never {
  throw new Error(`${name} is server-only in this site's browser build (scripts/webpack/server-only-stub.ts)`);
}

export const parse = (): never => serverOnly('cookie.parse');
export const serialize = (): never => serverOnly('cookie.serialize');
export const splitCookiesString = (): never => serverOnly('set-cookie-parser.splitCookiesString');
export default { parse, serialize, splitCookiesString };
