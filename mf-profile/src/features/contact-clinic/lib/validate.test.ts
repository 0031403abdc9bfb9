/**
 * @jest-environment node
 */
// Pure logic: the node environment has TextEncoder, which react-router (pulled in via shared-ui) needs and jsdom lacks.
import { resolveForm } from '@directpay/shared-ui/forms';
import { messageResolver, type MessageFields } from './validate';

const check = (fields: MessageFields) => resolveForm(messageResolver, fields);

describe('the contact dialog, checked with the API’s ClinicContactRequest', () => {
  it('accepts a complete message', async () => {
    expect(await check({ name: 'Ana', emailAddress: ' ana@example.com ', message: 'Hello' })).toEqual({});
  });
  it('asks for every field', async () => {
    expect(await check({ name: ' ', emailAddress: '', message: '\n' })).toEqual({
      name: 'Please enter your name.',
      emailAddress: 'Please enter your email address.',
      message: 'Please enter a message.',
    });
  });
  it('rejects an email address without a domain', async () => {
    expect((await check({ name: 'Ana', emailAddress: 'ana@', message: 'Hi' })).emailAddress).toMatch(/valid email/);
  });
  it('limits the name and the message to what the API accepts', async () => {
    const errors = await check({ name: 'A'.repeat(201), emailAddress: 'a@b.co', message: 'x'.repeat(5001) });
    expect(errors.message).toMatch(/5000/);
    expect(errors.name).toMatch(/200/);
  });
});
