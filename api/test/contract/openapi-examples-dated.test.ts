/**
 * The examples' dates are relative to the day the document is built: with the
 * clock decades ahead (the app's and the document's), the document's dates are
 * that week's, and every example request still answers as documented.
 */
import { ESTIMATE_EXAMPLES } from '#src/plugins/external/openapi-estimate-examples';
import { exampleWorld, itSendsEveryExample } from './support/send-examples';

jest.setTimeout(180_000);

const FUTURE = new Date('2061-03-15T17:30:00Z');
const world = exampleWorld({ now: FUTURE });

describe(`the OpenAPI document built on ${FUTURE.toISOString().slice(0, 10)}`, () => {
  it('dates its examples in the week of that day, and keeps their weekday', () => {
    const { op } = world.operation('requestEstimate');
    const { scheduledFor } = (op.requestBody?.content['application/json'].example ?? {}) as { scheduledFor: string };
    const days = (Date.parse(scheduledFor) - FUTURE.getTime()) / 86_400_000;
    // Written three weeks ahead of the examples' day, so between two and three weeks ahead of today.
    expect(days).toBeGreaterThan(13);
    expect(days).toBeLessThan(21);
    const written = ESTIMATE_EXAMPLES.requestEstimate.body!.scheduledFor!;
    expect(scheduledFor).not.toBe(written);
    expect(new Date(scheduledFor).getUTCDay()).toBe(new Date(written).getUTCDay());
  });

  describe('every example request, sent as it is', () => itSendsEveryExample(world));
});
