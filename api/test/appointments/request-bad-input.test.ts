/**
 * Bad appointment requests: each is a 4xx naming the field, and nothing is
 * stored or mailed. Markup is no bad input: it is kept and mailed as the text typed.
 */
import { addDays } from '@directpay/contracts';
import { trackWrites } from '#test/hardening/support/app';
import { readOutbox } from '#test/messages/outbox';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { appointmentRequest, apptClinic, askForAppointment, businessDay, createClinic, lastMailTo, ownerList, saveClinic, today, weekdayAhead, type Owner } from './support';

jest.setTimeout(90_000);

let t: TestApp;
let owner: Owner;
let clinicId = '';

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'appt-bad@example.com');
  clinicId = await createClinic(t, owner, apptClinic());
});
afterAll(() => t.close());

/** Sends a request that must be refused: its status and field, no write, no mail. */
async function refused(body: object, status: number, field?: string, id = clinicId, words?: RegExp) {
  const writes = trackWrites(t.app);
  const mails = readOutbox(t.outboxDir).length;
  try {
    const res = await askForAppointment(t, id, body);
    expect({ status: res.statusCode, field: (res.json() as { field?: string }).field }).toEqual({ status, field });
    if (field) expect(res.json().message).toContain(field.slice(1));
    if (words) expect(res.json().message).toMatch(words);
    expect(writes.take()).toEqual([]);
    expect(readOutbox(t.outboxDir).length).toBe(mails);
  } finally {
    writes.stop();
  }
}

const one = (window: object) => appointmentRequest({ windows: [window] });
const saturdayAhead = () => {
  let day = addDays(today(), 7);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
};

describe('a window', () => {
  it.each([
    ['in the past', () => one({ day: addDays(today(), -1), part: 'morning' }), '/body/windows/0/day', /in the past/],
    ['today, inside the minimum notice', () => one({ day: today(), part: 'afternoon' }), '/body/windows/0/day', /minimum notice/],
    ['more than 90 days ahead', () => one({ day: weekdayAhead(95), part: 'morning' }), '/body/windows/0/day', /more than 90 days/],
    ['on a day the clinic is closed', () => one({ day: saturdayAhead(), part: 'morning' }), '/body/windows/0/day', /closed/],
    ['starting before the clinic opens', () => one({ day: weekdayAhead(14), part: 'range', from: '08:00', to: '10:00' }), '/body/windows/0/from', /before the clinic opens/],
    ['ending after the clinic closes', () => one({ day: weekdayAhead(14), part: 'range', from: '16:00', to: '17:30' }), '/body/windows/0/to', /after the clinic closes/],
    ['ending before it starts', () => one({ day: weekdayAhead(14), part: 'range', from: '11:00', to: '10:00' }), '/body/windows/0/to', /after from/],
    ['a range without its end', () => one({ day: weekdayAhead(14), part: 'range', from: '11:00' }), '/body/windows/0/to', /required/],
    ['a day that does not exist', () => one({ day: '2027-02-30', part: 'morning' }), '/body/windows/0/day', /./],
  ])('%s is refused', async (_name, body, field, words) => {
    await refused(body(), 400, field, clinicId, words);
  });

  it('overlapping another of the same day is refused, naming the later one', async () => {
    const day = weekdayAhead(14);
    await refused(appointmentRequest({ windows: [{ day, part: 'morning' }, { day, part: 'range', from: '11:00', to: '13:00' }] }), 400, '/body/windows/1', clinicId, /overlaps window 0/);
  });

  it('more than 3 windows are refused', async () => {
    const windows = [14, 15, 16, 17].map((n) => ({ day: weekdayAhead(n), part: 'morning' }));
    await refused(appointmentRequest({ windows }), 400, '/body/windows');
  });
});

describe('the minimum notice', () => {
  it('a clinic asking 3 business days refuses the 2nd business day and takes the 3rd', async () => {
    const strict = await createClinic(t, owner, apptClinic({ appointments: { accepting: true, minNoticeBusinessDays: 3 } }));
    await refused(one({ day: businessDay(2), part: 'morning' }), 400, '/body/windows/0/day', strict, /minimum notice/);
    expect((await askForAppointment(t, strict, one({ day: businessDay(3), part: 'morning' }))).statusCode).toBe(202);
  });

  it('a notice of 0 still refuses today: the next business day is the first', async () => {
    const quick = await createClinic(t, owner, apptClinic({ appointments: { accepting: true, minNoticeBusinessDays: 0 } }));
    await refused(one({ day: today(), part: 'afternoon' }), 400, '/body/windows/0/day', quick, /minimum notice/);
    expect((await askForAppointment(t, quick, one({ day: businessDay(1), part: 'afternoon' }))).statusCode).toBe(202);
  });
});

describe('the service and the clinic', () => {
  it('a service the clinic does not list is refused', async () => {
    await refused(appointmentRequest({ service: 'Root canal' }), 400, '/body/service');
  });

  it('a listed service without a price is refused', async () => {
    await refused(appointmentRequest({ service: 'Single annual membership' }), 400, '/body/service');
  });

  it('a clinic not accepting requests answers 409', async () => {
    const closed = await createClinic(t, owner, apptClinic({ appointments: { accepting: false, minNoticeBusinessDays: 1 } }));
    await refused(appointmentRequest(), 409, undefined, closed);
  });

  it('an unknown clinic is 404', async () => {
    await refused(appointmentRequest(), 404, undefined, '0123456789abcdef01234567');
  });

  it('a note over 500 characters is refused', async () => {
    await refused(appointmentRequest({ note: 'x'.repeat(501) }), 400, '/body/note');
  });
});

describe('the rate limit of messages', () => {
  it('refuses the 6th request in a minute from one client with 429', async () => {
    const send = () => t.app.inject({ method: 'POST', url: `/clinics/${clinicId}/appointment-requests`, remoteAddress: '10.99.0.1', payload: appointmentRequest({ service: 'Root canal' }) });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('the setting', () => {
  it('is answered with its defaults, kept when a save leaves it out, and changed when sent', async () => {
    const id = await createClinic(t, owner, apptClinic());
    const profile = async () => (await t.app.inject({ method: 'GET', url: `/clinics/${id}` })).json().result.appointments;
    expect(await profile()).toEqual({ accepting: true, minNoticeBusinessDays: 1 });
    expect((await saveClinic(t, owner, apptClinic({ appointments: { accepting: false, minNoticeBusinessDays: 4 } }), id)).statusCode).toBe(200);
    expect((await saveClinic(t, owner, apptClinic(), id)).statusCode).toBe(200);
    expect(await profile()).toEqual({ accepting: false, minNoticeBusinessDays: 4 });
    const mine = (await t.app.inject({ method: 'GET', url: '/account/clinics', headers: owner.headers })).json().results.find((c: { id: string }) => c.id === id);
    expect(mine.appointments).toEqual({ accepting: false, minNoticeBusinessDays: 4 });
  });
});

describe('markup', () => {
  it('is stored as typed and mailed as text', async () => {
    const name = '<b>Sam</b> <script>alert(1)</script>';
    const note = '<img src=x onerror=alert(1)> please';
    expect((await askForAppointment(t, clinicId, appointmentRequest({ name, note, email: 'markup@example.com' }))).statusCode).toBe(202);
    const clinicMail = lastMailTo(t, 'front@clinic.example.com');
    expect(clinicMail.text).toContain(name);
    expect(clinicMail.text).toContain(note);
    expect(clinicMail.headers['content-type']).toMatch(/^text\/plain/);
    expect(lastMailTo(t, 'markup@example.com').text).toContain(name);
    const listed = (await ownerList(t, owner)).json();
    if (listed.results) expect(listed.results.find((r: { email: string }) => r.email === 'markup@example.com').note).toBe(note);
  });
});
