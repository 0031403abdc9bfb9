/**
 * @jest-environment node
 */
// Pure logic: the node environment has TextEncoder, which react-router (pulled in via shared-ui) needs and jsdom lacks.
import { validateMessage } from './validate';

describe('validateMessage', () => {
  it('accepts a complete message', () => {
    expect(validateMessage({ name: 'Ana', emailAddress: 'ana@example.com', message: 'Hello' })).toEqual({});
  });
  it('asks for every field', () => {
    expect(Object.keys(validateMessage({ name: ' ', emailAddress: '', message: '\n' }))).toEqual(['name', 'emailAddress', 'message']);
  });
  it('rejects an email address without a domain', () => {
    expect(validateMessage({ name: 'Ana', emailAddress: 'ana@', message: 'Hi' }).emailAddress).toMatch(/valid email/);
  });
  it('limits the message to what the API accepts', () => {
    expect(validateMessage({ name: 'Ana', emailAddress: 'a@b.co', message: 'x'.repeat(5001) }).message).toMatch(/5000/);
  });
});
