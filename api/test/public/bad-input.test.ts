import { buildPublicApp, type PublicApp } from './public-app';

let api: PublicApp;
beforeAll(async () => {
  api = await buildPublicApp('badinput', { clinics: 20 });
}, 60_000);
afterAll(() => api.close());

const ID = 'dc0000000000000000000001';
// [url, the field the message must name]
const CASES: [string, RegExp][] = [
  ['/clinics', /categoryId/],
  ['/clinics?categoryId=abc', /categoryId/],
  ['/clinics?categoryId=1.5', /categoryId/],
  ['/clinics?categoryId=1&categoryId=2', /categoryId/],
  ['/clinics?categoryId[$ne]=1', /categoryId/],
  ['/clinics?categoryId%5B%24gt%5D=0', /categoryId/],
  ['/clinics?code=D1110&categoryId[$ne]=1', /categoryId/],
  ['/clinics?categoryId=999', /categoryId/],
  ['/clinics?categoryId=-1', /categoryId/],
  ['/clinics?categoryId=1&service=Teeth%20painting', /service/],
  ['/clinics?categoryId=1&service=', /service/],
  ['/clinics?categoryId=1&limit=0', /limit/],
  ['/clinics?categoryId=1&limit=201', /limit/],
  ['/clinics?categoryId=1&limit=ten', /limit/],
  ['/clinics?categoryId=1&limit=1e9', /limit/],
  ['/clinics?categoryId=1&sort=rating', /sort/],
  ['/clinics?categoryId=1&sort=distance', /near/],
  ['/clinics?categoryId=1&bbox=1,2,3', /bbox/],
  ['/clinics?categoryId=1&bbox=a,b,c,d', /bbox/],
  ['/clinics?categoryId=1&bbox=-100,40,-110,45', /bbox/],
  ['/clinics?categoryId=1&bbox=-110,45,-100,40', /bbox/],
  ['/clinics?categoryId=1&bbox=-1000,-95,1000,95', /bbox/],
  ['/clinics?categoryId=1&bbox=-1e308,0,1e308,1', /bbox/],
  ['/clinics?categoryId=1&bbox=NaN,0,1,1', /bbox/],
  ['/clinics?categoryId=1&near=40', /near/],
  ['/clinics?categoryId=1&near=91,0', /near/],
  ['/clinics?categoryId=1&near=Infinity,0', /near/],
  ['/clinics?categoryId=1&cursor=not-a-cursor', /cursor/],
  [`/clinics?categoryId=1&cursor=${Buffer.from('{"s":"name","v":{"$gt":""},"id":"x"}').toString('base64url')}`, /cursor/],
  [`/clinics?categoryId=1&sort=price&cursor=${Buffer.from(`{"s":"name","v":"a","id":"${ID}"}`).toString('base64url')}`, /cursor/],
  ['/clinics/markers', /categoryId/],
  ['/clinics/markers?categoryId=1&bbox=1,1,0,0', /bbox/],
  ['/clinics/markers?categoryId=1&service=Nope', /service/],
  ['/clinics/not-an-id', /id/],
  ['/clinics/dc000000000000000000000', /id/],
  ['/clinics/dc00000000000000000000001z', /id/],
  ['/test/123', /id/],
  ['/images/zzz', /id/],
];

describe('bad input to the public routes', () => {
  it.each(CASES)('%s -> 400 naming the field', async (url, field) => {
    const response = await api.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    // The message names the parameter, and `field` points at it: an operator object
    // (categoryId[$ne]) is a parameter of that name, which the schema does not know.
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(field), field: expect.stringMatching(/^\/(query|params)\/\w+(\[\$\w+\])?$/) });
  });

  it.each([`/clinics/${'f'.repeat(24)}`, `/test/${'f'.repeat(24)}`, `/images/${'f'.repeat(24)}`])('%s -> 404 for an id that does not exist', async (url) => {
    const response = await api.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
