/**
 * For the moderation tests: an API answered in the contracts' shapes, recording what was
 * sent. Each route answers what the test sets in `answers`.
 */
import type { AdministratorList, AuditLog, ModerationCase, ModerationQueue } from '@directpay/contracts';
import type { Static } from '@sinclair/typebox';

export interface Sent {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

export const CLINIC_ID = 'c'.repeat(24);

export const openCase = (over: Partial<ModerationCase> = {}): ModerationCase => ({
  id: 'a'.repeat(24),
  kind: 'listing-report',
  clinicId: CLINIC_ID,
  clinicName: 'Bright Smiles',
  reason: 'closed',
  note: '<img src=x onerror=alert(1)> Sign says closed',
  reporterEmail: 'pat@example.com',
  reportedAt: '2026-03-02T15:00:00.000Z',
  status: 'open',
  standing: 'listed',
  ...over,
});

export interface Answers {
  administrator: boolean;
  queue: ModerationQueue;
  audit: Static<typeof AuditLog>;
  administrators: Static<typeof AdministratorList>;
  /** The status of an action, a grant or a revocation. */
  actionStatus: number;
}

export function fakeModerationApi(answers: Answers): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(url), 'http://localhost').pathname;
    sent.push({ method, path, ...(init?.body ? { body: JSON.parse(String(init.body)) as Record<string, unknown> } : {}) });
    const answer = (status: number, body: unknown) => ({ status, text: async () => JSON.stringify(body) }) as unknown as Response;
    if (path === '/auth/session') return answer(200, { userId: 'u', accountId: 'a', email: 'mod@example.com', emailConfirmed: true, hasPassword: true, administrator: answers.administrator });
    if (path === '/moderation/cases') return answer(200, answers.queue);
    if (path === '/moderation/audit') return answer(200, answers.audit);
    if (path === '/moderation/administrators' && method === 'GET') return answer(200, answers.administrators);
    if (answers.actionStatus === 409) return answer(409, { statusCode: 409, error: 'Conflict', message: 'This case was already decided' });
    if (path.endsWith('/actions')) return answer(200, { result: { ...answers.queue.cases[0], status: 'decided' } });
    return answer(200, answers.administrators);
  }) as typeof fetch;
  return sent;
}
