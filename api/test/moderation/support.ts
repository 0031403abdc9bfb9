/** A moderation test's world: an app with one administrator from ADMIN_EMAILS, an owner and their clinic. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';

export const ADMIN = 'moderator@example.com';
export type Session = Awaited<ReturnType<typeof signIn>>;

export interface ModerationWorld {
  t: TestApp;
  admin: Session;
  owner: Session;
  call(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  /** From a new client address each time: the per-IP limit is its own test's subject. */
  fromAnother(options: InjectOptions): Promise<LightMyRequestResponse>;
  createClinic(name: string, owner?: Session): Promise<string>;
  report(clinicId: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  queue(): Promise<{ cases: { id: string; clinicId: string; kind: string; reason: string; status: string; note: string; reportedAt: string; ownerAnswer?: { text: string } }[]; countsByReason: Record<string, number> }>;
  act(caseId: string, action: string, reason?: string, session?: Session): Promise<LightMyRequestResponse>;
  /** The open case of a clinic (the oldest when there are several). */
  caseOf(clinicId: string): Promise<string>;
}

export async function moderationWorld(env: Record<string, string> = {}): Promise<ModerationWorld> {
  const t = await buildOwnerTestApp({ ADMIN_EMAILS: ADMIN, ...env });
  const admin = await signIn(t.app, ADMIN);
  const owner = await signIn(t.app, 'listing-owner@example.com');
  let address = 0;
  const call = (options: InjectOptions | string): Promise<LightMyRequestResponse> => t.app.inject(options as InjectOptions);
  const fromAnother = (options: InjectOptions): Promise<LightMyRequestResponse> => t.app.inject({ remoteAddress: `10.5.${Math.floor(++address / 250)}.${address % 250}`, ...options });
  const world: ModerationWorld = {
    t,
    admin,
    owner,
    call,
    fromAnother,
    async createClinic(name, by = owner) {
      const body = multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name } }))]]);
      const res = await call({ method: 'POST', url: '/account/clinics', headers: { ...by.headers, ...body.headers }, payload: body.payload });
      if (res.statusCode !== 201) throw new Error(`create clinic: ${res.statusCode} ${res.body}`);
      return res.json().result.id as string;
    },
    report: (clinicId, payload = { reason: 'closed' }) => fromAnother({ method: 'POST', url: `/clinics/${clinicId}/listing-reports`, payload }),
    async queue() {
      const res = await call({ url: '/moderation/cases', headers: admin.headers });
      if (res.statusCode !== 200) throw new Error(`queue: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    act: (caseId, action, reason = 'By the published rules', session = admin) =>
      call({ method: 'POST', url: `/moderation/cases/${caseId}/actions`, headers: session.headers, payload: { action, reason } }),
    async caseOf(clinicId) {
      const found = (await world.queue()).cases.find((c) => c.clinicId === clinicId);
      if (!found) throw new Error(`no open case of ${clinicId}`);
      return found.id;
    },
  };
  return world;
}
