/**
 * A page that ends on a clinic with a long name hands out a cursor holding that
 * name; the next page must take it back.
 */
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildOwnerTestApp();
  const owner = await signIn(t.app, 'long-names@example.com');
  // The longest names a clinic may have: plain letters, then letters that take 2 and 3 bytes in UTF-8.
  for (const name of ['a'.repeat(200), `b${'é'.repeat(199)}`, `c${'診'.repeat(199)}`, 'd short']) {
    const body = multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name } }))]]);
    const res = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

it('pages by name through clinics with the longest names', async () => {
  const names: string[] = [];
  let url = '/clinics?categoryId=1&sort=name&limit=1';
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url });
    expect({ url: url.slice(0, 60), status: res.statusCode }).toEqual({ url: url.slice(0, 60), status: 200 });
    const page = res.json();
    names.push(...page.results.map((c: { name: string }) => c.name[0]));
    if (!page.nextCursor) break;
    url = `/clinics?categoryId=1&sort=name&limit=1&cursor=${encodeURIComponent(page.nextCursor)}`;
  }
  expect(names).toEqual(['a', 'b', 'c', 'd']);
});
