/** npm start's demo: the development account moderates, and the queue holds the demo reports, oldest first. */
import { DEV_ACCOUNT_EMAIL } from '#src/demo/demo-estimates';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildOwnerTestApp({ SEED_DEMO: 'on', ADMIN_EMAILS: DEV_ACCOUNT_EMAIL });
});
afterAll(() => t?.close());

it('shows the development account the moderation queue with the demo reports', async () => {
  const dev = await signIn(t.app, DEV_ACCOUNT_EMAIL);
  expect((await t.app.inject({ url: '/auth/session', headers: dev.headers })).json().administrator).toBe(true);
  const queue = (await t.app.inject({ url: '/moderation/cases', headers: dev.headers })).json();
  expect(queue.cases.map((c: { reason: string }) => c.reason)).toEqual(['closed', 'wrong-address-or-phone', 'wrong-prices']);
  expect(queue.cases.every((c: { note: string; clinicName: string }) => c.note.startsWith('Demo data') && c.clinicName.length > 0)).toBe(true);
  expect(queue.countsByReason).toEqual({ closed: 1, 'wrong-address-or-phone': 1, 'wrong-prices': 1 });
});
